import { z } from 'zod';
import type { Picture } from '../catalogue/image-layouts.ts';
import { gradientNames } from './gradients.ts';
import { iconNames } from './icons.ts';

/** Field schemas shared by sections. Keys named `href` are checked against the route catalogue. */

export const text = (description: string) => z.string().trim().min(1, 'Must not be empty').describe(description);

export const href = z
  .string()
  .regex(
    /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+|#[\w-]+)$/,
    'A link is a path of this site starting with / (e.g. /contact), an https:// address, tel:+91… or mailto:…',
  )
  .describe('Where the link goes: a path of this site such as /contact, or a full https:// address');

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[\w./-]+\.(svg|webp|avif|png|jpe?g)$/, 'An image path starts with /images/ and ends in .svg, .webp, .avif, .png or .jpg')
      .describe('Path of a file under public/, e.g. /images/jaipur/hero.svg'),
    alt: z.string().describe('What the image shows, for people who cannot see it; empty only for pure decoration'),
    width: z.int().positive().optional().describe('Intrinsic width in pixels (read from the file when left out)'),
    height: z.int().positive().optional().describe('Intrinsic height in pixels (read from the file when left out)'),
  })
  .describe('An image stored in this repository');

export const icon = z.enum(iconNames).describe('Icon name from the site icon set, e.g. search, users, chart-line');

export const gradient = z.enum(gradientNames).describe('Brand gradient behind the card');

export const heading = text('Section heading, about 40–70 characters');

export const link = z.strictObject({
  label: text('Text on the button or link'),
  href,
});

export const faqItem = z.strictObject({
  question: text('The question, as a visitor would ask it'),
  answer: text('The answer: two to four plain sentences'),
});

export const stat = z.strictObject({
  value: text('The figure as shown, e.g. 500+, 98%, 24-48h'),
  label: text('What the figure counts'),
});

/** An image as sections get it: what the YAML says, plus the copies the build made of a raster file (scripts/images.ts). */
export type ImageValue = z.output<typeof image> & { picture?: Picture };
export type LinkValue = z.output<typeof link>;
