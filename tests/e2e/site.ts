import { loadCatalogue, type Catalogue } from '../../catalogue/index.ts';
import { builtPages, isNotFoundPage } from '../../scripts/postbuild/html.ts';

export const distDir = process.env.SITE_DIST ?? 'dist/client';

/** Every pre-rendered page of the built site, as URL paths ('/', '/seo-company-ajmer', …), 404 pages excluded. */
export const builtUrls = (): string[] =>
  builtPages(distDir)
    .filter((page) => !isNotFoundPage(page))
    .map((page) => page.path);

let cached: Catalogue | undefined;
/** The same catalogue the build used, for expected values (throws every content problem). */
export const catalogue = (): Catalogue => (cached ??= loadCatalogue());
