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
  heldLine,
  type ImageUsage,
  type PageEntry,
} from './catalogue.ts';
export { contentPaths } from './load.ts';
export { ContentError, formatProblems, type Problem } from './problems.ts';
export type { Page, PageMeta } from './page-schema.ts';
export type { Site } from './site-schema.ts';
export type { Post } from './blog.ts';

let cached: Catalogue | undefined;

/** Where scripts/build.ts leaves the catalogue it loaded, for the renderer and the Vite plugins of the same process (each has its own copy of this module). */
const SHARED = Symbol.for('site.build-catalogue');

/** Hands the build's catalogue (its images already attached) to everything else in this process. */
export function shareCatalogue(catalogue: Catalogue | undefined): void {
  (globalThis as Record<symbol, unknown>)[SHARED] = catalogue;
}

/** The catalogue scripts/build.ts loaded, when this runs inside it. */
export const sharedCatalogue = (): Catalogue | undefined => (globalThis as Record<symbol, Catalogue | undefined>)[SHARED];

/** The catalogue, read once per build; in development re-read on every request so edits show at once. */
export function getCatalogue(): Catalogue {
  // Development shows drafts and scheduled posts (with a "Draft" ribbon); the build leaves them out.
  if (process.env.NODE_ENV === 'development') return loadCatalogue(undefined, { drafts: true });
  // Inside scripts/build.ts: the catalogue it loaded once.
  const shared = sharedCatalogue();
  if (shared) return shared;
  // A build uses the copies scripts/images.ts made just before; `npm run dev` serves the files as they are.
  if (!cached) {
    cached = loadCatalogue();
    const manifest = readImageManifest();
    if (manifest) attachPictures(cached, manifest);
  }
  return cached;
}
