import { z } from 'zod';
import { sentences } from '../field-kinds.ts';
import { heading, text } from '../fields.ts';
import { siteText } from '../fields.ts';

export const proseSchema = z
  .strictObject({
    type: z.literal('prose'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: sentences(siteText('A sentence or two under the heading')).optional(),
    updated: z.iso
      .date({ error: 'Write the date as YYYY-MM-DD, e.g. 2026-11-20' })
      .optional()
      .describe('Date the text was last changed, shown as "Last updated"'),
    contents: z.boolean().default(false).describe('Show a list of the parts with links at the top (for long texts such as a policy)'),
    parts: z
      .array(
        z.strictObject({
          heading: text('Heading of this part'),
          paragraphs: z
            .array(sentences(siteText('One paragraph')))
            .min(1)
            .describe('The text of this part, one entry per paragraph'),
          points: z.array(siteText('One point')).default([]).describe('Optional bullet list after the paragraphs'),
        }),
      )
      .min(1)
      .describe('The parts of a long text (a policy, terms…), in order'),
  })
  .meta({
    title: 'Long text',
    description: 'Long text in parts, e.g. the privacy policy',
  });
