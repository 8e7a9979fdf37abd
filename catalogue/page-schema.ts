import { z } from 'zod';
import { folded, kind, sentences, shownOpen } from '../sections/field-kinds.ts';
import { imagePath } from '../sections/fields.ts';
import { sectionSchema } from '../sections/schemas.ts';
import { searchDescription, searchTitle } from './search-text.ts';
import { refinePoint } from './cities-schema.ts';
import type { Wording } from './wording.ts';

/** What to do about a page that does not end with its call to action, in the file and in the editor's form. */
export const END_WITH_CTA: Wording = {
  file: 'make the last section `type: cta` linking to /contact',
  form: 'make the last section a Call to action linking to /contact (drag the Call to action to the end by its handle, or Add Section → Call to action)',
};

const routePath = (description: string) =>
  kind(
    z
      .string()
      .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer')
      .describe(description),
    'route',
  );

export const metaSchema = z.strictObject({
  title: searchTitle('Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)'),
  description: searchDescription('Summary shown under the title in search results: 120–160 characters reads best (50–170 accepted)'),
  keywords: folded(z.array(z.string().trim().min(1)).min(1).describe('Search phrases this page answers')),
  robots: z
    .strictObject({
      index: z.boolean().default(true).describe('Let search engines list this page'),
      follow: z.boolean().default(true).describe('Let search engines follow the links on this page'),
    })
    .default({ index: true, follow: true })
    .describe('Search engine instructions'),
  canonical: routePath('The one address search engines should list: this route, or an alias of it from the site settings (site.config.yaml)'),
  social: z
    .strictObject({
      title: z.string().trim().min(1).optional().describe('Title when shared on social networks (defaults to the page title)'),
      description: sentences(z.string().trim().min(1)).optional().describe('Text when shared (defaults to the page description)'),
      image: imagePath('Image when shared (defaults to the generated one); a photo is cropped to 1200×630 by the build', [
        'jpg',
        'jpeg',
        'png',
        'webp',
      ]).optional(),
      type: z.enum(['website', 'article']).default('website').describe('Open Graph type'),
    })
    .default({ type: 'website' })
    .describe('Social-sharing tags (Open Graph and Twitter)'),
  geo: z
    .strictObject({
      region: kind(
        z
          .string()
          .regex(/^[A-Z]{2}-[A-Z]{2}$/, 'Write the region as country-state, e.g. IN-RJ')
          .describe('ISO region, e.g. IN-RJ'),
        'code',
      ),
      placename: kind(z.string().trim().min(1).describe('City name, e.g. Jaipur'), 'place'),
      latitude: z.number().min(-90).max(90).describe('Latitude of the office or city centre'),
      longitude: z.number().min(-180).max(180).describe('Longitude'),
    })
    .superRefine(refinePoint)
    .optional()
    .describe("Geo tags for local search (required on a city's pages: its name and a point in it)"),
  service: z
    .strictObject({
      name: z.string().trim().min(1).describe('The service as this page offers it, e.g. "SEO services in Jaipur"'),
      serviceType: z.string().trim().min(1).describe('The kind of service, e.g. "Search engine optimisation"'),
      areaServed: z
        .array(z.string().trim().min(1))
        .min(1)
        .optional()
        .describe('Cities served (defaults to meta.geo.placename)')
        .meta({ title: 'Areas served' }),
    })
    .optional()
    .describe('Set on service pages: adds Service structured data for search engines'),
});

export const pageSchema = z
  .strictObject({
    $schema: kind(z.string().describe('Editor help: path of the JSON Schema for page files'), 'code').optional(),
    route: routePath('The address of this page on the site, starting with /'),
    movedFrom: z
      .array(routePath('An address this page had before'))
      .optional()
      .describe('Addresses this page had before it moved: each sends visitors, links and search results on to it')
      .meta({ title: 'Earlier addresses' }),
    meta: shownOpen(metaSchema.describe('What search engines and social networks show for this page: title, description, canonical address, geo tags')),
    draft: z.boolean().default(false).describe('A draft: shown by npm run dev with a "Draft" ribbon, left out of the built site, its sitemap, menus and links'),
    otherPlaces: z
      .array(kind(z.string().trim().min(1), 'place'))
      .optional()
      .describe('Other cities and their places this page names on purpose (e.g. the about page names both cities); any other is reported'),
    glowCursor: z.boolean().default(false).describe('Show the glowing cursor on this page (never on touch screens or with reduced motion)'),
    sections: z.array(sectionSchema).min(1, 'A page needs at least one section').describe('The blocks of the page, top to bottom'),
  })
  .superRefine((page, ctx) => {
    const last = page.sections.at(-1);
    if (last && last.type !== 'cta') {
      ctx.addIssue({
        code: 'custom',
        params: { problem: 'cta-last' },
        path: ['sections', page.sections.length - 1, 'type'],
        message: `Every page ends with a call to action: ${END_WITH_CTA.file}`,
      });
    }
  });

export type Page = z.output<typeof pageSchema>;
export type PageMeta = z.output<typeof metaSchema>;
