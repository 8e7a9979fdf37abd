import { z } from 'zod';
import { heading, image, link, paragraph, text } from '../fields.ts';

export const textSchema = z
  .strictObject({
    type: z.literal('text'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    paragraphs: z.array(paragraph('One paragraph')).min(1).describe('The body text, one entry per paragraph'),
    points: z.array(text('One point')).default([]).describe('Optional list of short points under the text'),
    links: z.array(link).max(2).default([]).describe('Optional buttons under the text').meta({ title: 'Buttons' }),
    image: image('Artwork beside the text').optional(),
    imageSide: z.enum(['left', 'right']).default('right').describe('Which side the image sits on wide screens'),
    tone: z.enum(['light', 'tint']).default('light').describe('Background of the section'),
  })
  .meta({
    title: 'Text',
    description: 'Heading, paragraphs, optional points and buttons',
    // Half the row from 1024 px, full width above it.
    image: {
      sizes: '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
      maxWidth: 1440,
    },
  });
