import { z } from 'zod';
import { heading, image, introText, paragraph, text } from '../fields.ts';

export const processSchema = z
  .strictObject({
    type: z.literal('process'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    steps: z
      .array(z.strictObject({ title: text('Step name, e.g. Planning'), description: paragraph('What happens in this step'), image: image().optional() }))
      .min(2)
      .describe('The steps in order; they are numbered automatically'),
  })
  .meta({
    title: 'Process',
    description: 'Numbered steps of how the work is done',
    // Steps: one column, two from 640 px, one row of n from 1024 px.
    image: { sizes: '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)', maxWidth: 1080 },
  });
