import { z } from 'zod';
import { heading, image, introText, paragraph, text } from '../fields.ts';

export const detailBlocksSchema = z
  .strictObject({
    type: z.literal('detail-blocks'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    blocks: z
      .array(
        z.strictObject({
          title: text('Block title'),
          description: paragraph('A short paragraph'),
          benefits: z.array(text('One benefit')).min(1).describe('Benefit list shown with ticks'),
          image: image().optional(),
        }),
      )
      .min(1)
      .describe('Detailed service blocks, shown alternating left and right'),
  })
  .meta({
    title: 'Detail blocks',
    description: 'Detailed service blocks with benefit lists, alternating left and right',
    // Half the row from 1024 px, full width above it.
    image: {
      sizes: '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
      maxWidth: 1440,
    },
  });
