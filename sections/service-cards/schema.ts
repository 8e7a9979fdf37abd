import { z } from 'zod';
import { gradient, heading, href, icon, introText, paragraph, text } from '../fields.ts';

export const serviceCardsSchema = z
  .strictObject({
    type: z.literal('service-cards'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    items: z
      .array(
        z.strictObject({
          title: text('Service name'),
          category: z.string().trim().min(1).optional().describe('Small label, e.g. "Local SEO"'),
          description: paragraph('Two or three sentences'),
          icon,
          gradient,
          href: href('Page the card links to').optional(),
        }),
      )
      .min(1)
      .describe('The service cards, in order'),
  })
  .meta({
    title: 'Service cards',
    description: 'Cards that link to service pages, with an image or icon',
  });
