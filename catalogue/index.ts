import { loadCatalogue, type Catalogue } from './catalogue.ts';
import { attachPictures, readImageManifest } from './pictures.ts';

export {
  buildCatalogue,
  loadCatalogue,
  todayInIndia,
  BLOG_PAGE_SIZE,
  type Catalogue,
  type CatalogueOptions,
  type Held,
  type ImageUsage,
  type PageEntry,
} from './catalogue.ts';
export { contentPaths } from './load.ts';
export { ContentError, formatProblems, type Problem } from './problems.ts';
export type { Page, PageMeta } from './page-schema.ts';
export type { Site } from './site-schema.ts';
export type { Post } from './blog.ts';

let cached: Catalogue | undefined;

/** The catalogue, read once per build; in development re-read on every request so edits show at once. */
export function getCatalogue(): Catalogue {
  // Development shows drafts and scheduled posts (with a "Draft" ribbon); the build leaves them out.
  if (process.env.NODE_ENV === 'development') return loadCatalogue(undefined, { drafts: true });
  // A build uses the copies scripts/images.ts made just before; `npm run dev` serves the files as they are.
  if (!cached) {
    cached = loadCatalogue();
    const manifest = readImageManifest();
    if (manifest) attachPictures(cached, manifest);
  }
  return cached;
}
