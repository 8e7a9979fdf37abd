import { loadCatalogue, type Catalogue } from '../../catalogue/index.ts';
import { builtPages, isNotFoundPage } from '../../scripts/postbuild/html.ts';

export const distDir = process.env.SITE_DIST ?? 'dist/client';

/** Every pre-rendered page of the built site, as URL paths ('/', '/seo-company-ajmer', …), 404 pages excluded. */
export const builtUrls = (): string[] =>
  builtPages(distDir)
    .filter((page) => !isNotFoundPage(page))
    .map((page) => page.path);

/** One page of each of the nine page types (the Lighthouse benchmark measures the same nine). */
export const pageTypes = [
  '/',
  '/digital-marketing-services-ajmer',
  '/digital-marketing-services-jaipur',
  '/seo-company-jaipur',
  '/seo-company-ajmer',
  '/digital-marketing-company-jaipur',
  '/contact',
  '/blog',
  '/blog/coaching-institute-admissions-ajmer',
];

let cached: Catalogue | undefined;
/** The same catalogue the build used, for expected values (throws every content problem). */
export const catalogue = (): Catalogue => (cached ??= loadCatalogue());
