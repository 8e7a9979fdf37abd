import { z } from 'zod';
import { heading, href, image, introText, link } from '../fields.ts';
import { MAX_TILE_HEIGHT, MIN_TILE_HEIGHT } from './height.ts';

export const imageWallSchema = z
  .strictObject({
    type: z.literal('image-wall'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading.describe('Heading above the wall; as the first section of a page it is the page headline (h1)'),
    intro: introText('A sentence or two under the heading'),
    actions: z.array(link).max(2).default([]).describe('Up to two buttons under the intro: the first is the main call to action').meta({ title: 'Buttons' }),
    items: z
      .array(
        z.strictObject({
          image: image('The picture; it is cropped to fill its tile'),
          href: href('Page the tile links to (optional)').optional(),
          height: z
            .int()
            .min(MIN_TILE_HEIGHT)
            .max(MAX_TILE_HEIGHT)
            .optional()
            .describe(
              `Tile height in pixels, ${MIN_TILE_HEIGHT}–${MAX_TILE_HEIGHT}; left out, it is chosen from the image path and stays the same on every build`,
            ),
        }),
      )
      .min(1)
      .describe('The tiles, in order (the Ajmer landing page shows 10, the Jaipur services page 11)'),
    tone: z.enum(['dark', 'light', 'tint']).default('dark').describe('Background of the band'),
  })
  .meta({
    title: 'Image wall',
    description: 'A wall of artwork tiles with a headline, as the top of a landing page',
    // Masonry tiles: 1 column, 2 from 400 px, 3 from 600 px, 4 from 1000 px, 5 from 1500 px (max-w 100rem).
    image: {
      sizes:
        '(min-width: 1500px) 300px, (min-width: 1000px) calc(25vw - 28px), (min-width: 600px) calc(33vw - 28px), (min-width: 400px) calc(50vw - 32px), calc(100vw - 32px)',
      maxWidth: 1080,
    },
  });
