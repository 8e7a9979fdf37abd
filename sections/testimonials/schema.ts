import { z } from 'zod';
import { heading, introText, paragraph, text } from '../fields.ts';

export const testimonialsSchema = z
  .strictObject({
    type: z.literal('testimonials'),
    heading: heading,
    intro: introText('A sentence under the heading'),
    items: z
      .array(
        z.strictObject({
          quote: paragraph('What the client said'),
          author: text('The client described by business type only, e.g. "Jewellery showroom, Johari Bazaar"'),
        }),
      )
      .min(1)
      .describe('Client quotes'),
  })
  .meta({
    title: 'Testimonials',
    description: 'Client quotes',
    quoted: true,
  });
