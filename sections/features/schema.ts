import { z } from 'zod';
import { heading, icon, introText, paragraph, text } from '../fields.ts';

export const featuresSchema = z
  .strictObject({
    type: z.literal('features'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    items: z
      .array(z.strictObject({ icon, title: text('Card title'), description: paragraph('One to three sentences') }))
      .min(1)
      .describe('The cards, in order (feature cards, tiles, benefits, reasons…)'),
    tone: z.enum(['light', 'tint']).default('light').describe('Background of the section'),
  })
  .meta({
    title: 'Features',
    description: 'Cards with an icon, a title and a sentence each (features, benefits, reasons)',
  });
