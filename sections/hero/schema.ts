import { z } from 'zod';
import { heading, image, link, paragraph, stat } from '../fields.ts';

export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    badge: z.string().trim().min(1).optional().describe('Short label above the headline, e.g. "Jaipur\'s SEO team since 2013"'),
    heading: heading.describe('The page headline (the only h1), about 40–70 characters'),
    text: paragraph('One or two sentences under the headline'),
    actions: z.array(link).max(2).default([]).describe('Up to two buttons: the first is the main call to action').meta({ title: 'Buttons' }),
    stats: z.array(stat).max(4).default([]).describe('Optional figures shown under the buttons').meta({ title: 'Figures' }),
    image: image('Artwork beside the headline (loaded first, never lazily)').optional(),
  })
  .meta({
    title: 'Hero',
    description: 'Page headline with text, up to two buttons, figures and artwork',
    // Hero: right column from 1024 px, full width above it.
    image: {
      sizes: '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
      maxWidth: 1440,
    },
  });
