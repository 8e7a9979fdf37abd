import { z } from 'zod';
import { heading, icon, introText, text } from '../fields.ts';

export const industriesSchema = z
  .strictObject({
    type: z.literal('industries'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('Subtitle under the heading, e.g. "Tailored solutions for every sector"'),
    items: z
      .array(z.strictObject({ icon, name: text('Industry name, e.g. "Retail & eCommerce"') }))
      .min(1)
      .describe('The industry cards, in order (icon and name)'),
    tone: z.enum(['light', 'tint']).default('tint').describe('Background of the section'),
  })
  .meta({
    title: 'Industries',
    description: 'A grid of industries served, an icon and a name each',
  });
