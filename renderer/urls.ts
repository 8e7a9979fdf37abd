import type { Catalogue } from '../catalogue/index.ts';

/** Every URL the build writes a page for: each route and each alias of it. */
export function catalogueUrls(catalogue: Catalogue): string[] {
  return catalogue.pages.flatMap((entry) => entry.paths);
}
