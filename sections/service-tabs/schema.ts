import { z } from 'zod';
import { heading, href, image, introText, paragraph, text } from '../fields.ts';
import { TAB_IMAGE_LAYOUT } from './layout.ts';

export const serviceTabsSchema = z
  .strictObject({
    type: z.literal('service-tabs'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    linkLabel: z.string().trim().min(1).default('LEARN MORE').describe('Text of the link at the foot of each tab that has an href'),
    tabLabel: z.string().trim().min(1).default('Services').describe('Name of the tab list for screen readers'),
    tabs: z
      .array(
        z
          .strictObject({
            title: text('Tab label and panel heading'),
            description: paragraph('A short paragraph about the service'),
            bullets: z.array(text('One bullet point')).default([]).describe('Optional bullet points (the Jaipur services page uses 10)'),
            percentage: z.int().min(0).max(100).optional().describe('Optional headline statistic, as a whole percentage'),
            note: z.string().trim().min(1).optional().describe('What the percentage measures (only with a percentage)'),
            href: href('Optional page the LEARN MORE link of this tab goes to').optional(),
            image: image('Optional artwork shown in the panel').optional(),
          })
          .refine((tab) => tab.note === undefined || tab.percentage !== undefined, {
            message: 'A note describes the percentage: add a percentage or remove the note',
            path: ['note'],
          }),
      )
      .min(2)
      .describe('The tabs, in order; the first is open by default'),
  })
  .meta({
    title: 'Service tabs',
    description: 'Services in tabs (all shown one under the other without JavaScript)',
    image: TAB_IMAGE_LAYOUT,
    island: { hydrate: 'interaction' },
  });
