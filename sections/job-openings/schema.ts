import { z } from 'zod';
import { heading, introText, paragraph, text } from '../fields.ts';
import { siteText } from '../fields.ts';

export const jobOpeningsSchema = z
  .strictObject({
    type: z.literal('job-openings'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence under the heading'),
    items: z
      .array(
        z.strictObject({
          title: text('Job title, e.g. "SEO Executive"'),
          location: text('Where the job is, e.g. "Jaipur office, C-Scheme"'),
          employment: z.enum(['Full-time', 'Part-time', 'Internship', 'Contract']).describe('Kind of employment'),
          experience: text('Experience asked for, e.g. "1–3 years"'),
          summary: paragraph('Two or three sentences about the role'),
          responsibilities: z.array(text('One task')).min(1).describe('What the person will do'),
          requirements: z.array(text('One requirement')).min(1).describe('What we look for'),
        }),
      )
      .default([])
      .describe('Open positions, in order; leave the list empty when nothing is open'),
    none: paragraph('Shown when no position is open').default(
      'There is no opening right now, but we always read good applications: send yours and we will keep it on file.',
    ),
    apply: siteText('How to apply, shown under the openings').optional(),
    applyLabel: text('Text of the apply button of each opening').default('Apply by e-mail'),
  })
  .meta({
    title: 'Job openings',
    description: 'Open positions with an apply button that writes an e-mail',
  });
