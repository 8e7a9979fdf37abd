import { z } from 'zod';
import { heading, text } from '../fields.ts';

export const testimonialsSchema = z
  .strictObject({
    type: z.literal('testimonials'),
    heading: heading,
    intro: z.string().trim().min(1).optional().describe('A sentence under the heading'),
    items: z
      .array(
        z.strictObject({
          quote: text('What the client said'),
          author: text('The client described by business type only, e.g. "Jewellery showroom, Johari Bazaar"'),
        }),
      )
      .min(1)
      .describe('Client quotes'),
  })
  .meta({
    title: 'Testimonials',
    description: 'Client quotes',
  });
