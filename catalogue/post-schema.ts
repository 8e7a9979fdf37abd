import { z } from 'zod';
import { ctaSchema } from '../sections/cta/schema.ts';
import { sentences } from '../sections/field-kinds.ts';
import { tagKey } from '../sections/blog-list/model.ts';
import { imagePath } from '../sections/fields.ts';
import { searchDescription, searchTitle } from './search-text.ts';
import type { Wording } from './wording.ts';
import { FRONT_MATTER } from './zod-problems.ts';

/** The last part of a post's address, /blog/{slug}: its file name without .md. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A post's address: /blog/{slug}. */
export const POST_ADDRESS = /^\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Google Maps for Jaipur Clinics: 5 Fixes" → "google-maps-for-jaipur-clinics-5-fixes" (`new-post`, and the fix a bad file name is told). */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // An apostrophe joins its word ("Jaipur's" → jaipurs), as a reader would say it.
      .replace(/['’]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** A post's front matter (browser-safe: the editor checks with it too). */
/** A post's id as its `id:` line writes it, read off the text without parsing it (a draft's, a refused post's too). */
export function idLineOf(text: string): number | undefined {
  const id = /^id:[ \t]*(\d+)[ \t]*(?:#.*)?$/m.exec(text)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The post's Date, as its file writes it. */
const DATE_DESCRIPTION = 'Publication date, YYYY-MM-DD';

/**
 * A post's date left empty (`date:` with nothing after it), told as missing (catalogue/zod-problems.ts);
 * in the browser editor, whose Date box shows the date as the browser writes dates (and a date typed
 * in part as none), the box to fill.
 */
export const EMPTY_DATE: Wording = {
  file: `Required: "date" of ${FRONT_MATTER} is empty — ${DATE_DESCRIPTION}`,
  form: 'No date yet: choose the day it is published in the Date box (a date typed in part counts as none)',
};

export const postFrontMatterSchema = z.strictObject({
  id: z.int().positive().describe('Unique number of the post'),
  slug: z
    .string()
    .regex(SLUG, 'A slug uses lower-case letters, digits and single hyphens, e.g. local-seo-jaipur')
    .optional()
    .describe('Last part of the address, /blog/{slug}: the file name without .md. Best left empty (the file name is the address); if written, the same'),
  movedFrom: z
    .array(
      z
        .string()
        .regex(POST_ADDRESS, 'An earlier address of a post is /blog/ and the name its file had, e.g. /blog/local-seo-tips')
        .describe('An address this post had before its file was renamed'),
    )
    .optional()
    .describe('Addresses this post had before its file was renamed: each sends visitors, links and search results on to it')
    .meta({ title: 'Earlier addresses' }),
  title: searchTitle('Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)'),
  heading: z.string().trim().min(1).describe('Heading shown on the card and the article'),
  draft: z.boolean().default(false).describe('A draft: shown by npm run dev with a "Draft" ribbon, never built. A post dated in the future waits for its date'),
  date: z.iso.date({ error: 'Not a valid date: write it as YYYY-MM-DD, e.g. 2026-03-05' }).describe(DATE_DESCRIPTION),
  author: z.string().trim().min(1).describe('Who wrote it'),
  excerpt: sentences(
    z
      .string()
      .trim()
      .min(20, 'Too short for the listing card: write at least 20 characters')
      .max(300, 'Too long for the listing card: keep the excerpt to 300 characters')
      .describe('Two sentences shown on the listing card (20–300 characters)'),
  ),
  image: imagePath('Cover image under public/'),
  alt: z.string().trim().min(1).describe('What the cover image shows'),
  tags: z
    .array(z.string().trim().min(1))
    .min(1)
    .superRefine((tags, ctx) => {
      // Shown on the card and the article as written: the same tag twice would be read twice.
      const first = new Map<string, string>();
      tags.forEach((tag, i) => {
        const earlier = first.get(tagKey(tag));
        if (earlier === undefined) first.set(tagKey(tag), tag);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: `"${tag}" is in this list already${earlier === tag ? '' : ` (as "${earlier}": capitals do not make another tag)`}: readers would see it twice on the card and the article. Delete this one`,
          });
      });
    })
    .describe('Topics; posts sharing a tag are shown as related'),
  metaDescription: searchDescription('Summary under the title in search results: 120–160 characters reads best (50–170 accepted)'),
  cta: z
    .strictObject({
      heading: ctaSchema.shape.heading,
      text: ctaSchema.shape.text,
      button: ctaSchema.shape.button.optional().describe("The contact button (the blog's own when left out)"),
    })
    .meta({ title: 'Call to action' })
    .optional()
    .describe(
      "The call to action under this article, instead of the blog's (the last section of pages-data/blog.yaml): for a post about one city, a heading and text that speak to that city",
    ),
});
