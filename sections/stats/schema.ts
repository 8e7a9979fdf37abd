import { z } from 'zod';
import { heading, introText, stat } from '../fields.ts';

export const statsSchema = z
  .strictObject({
    type: z.literal('stats'),
    heading: heading,
    intro: introText('A sentence under the heading'),
    items: z.array(stat).min(2).max(8).describe('The figures, in order'),
    note: z.string().trim().min(1).optional().describe('Small print under the figures, e.g. where they come from'),
    tone: z.enum(['light', 'tint', 'dark']).default('tint').describe('Background of the band'),
  })
  .meta({
    title: 'Figures',
    description: 'A band of figures, e.g. 12+ years, 500+ projects, 98% retention',
  });
