import type { Catalogue } from '../catalogue/index.ts';
import { blogUrls } from './blog/resolve-blog.ts';

/**
 * Every URL the build writes a page for: each route and each alias of it, then the blog's
 * listing pages from 2 on, its articles and /blog/404 (blog/404.html, not a page to list).
 */
export function catalogueUrls(catalogue: Catalogue): string[] {
  return [...catalogue.pages.flatMap((entry) => entry.paths), ...blogUrls(catalogue)];
}

/** Where scripts/build/pages-task.ts leaves the URLs whose page is not in its cache (the route files have their own copy of this module). */
const TO_RENDER = Symbol.for('site.build-urls-to-render');

/** Sets the URLs the pre-render renders in this process: undefined for every one of the catalogue. */
export function shareUrlsToRender(urls: readonly string[] | undefined): void {
  (globalThis as Record<symbol, unknown>)[TO_RENDER] = urls;
}

/** The URLs to pre-render: those the build's page cache lacks, or every URL of the catalogue. */
export const urlsToRender = (catalogue: Catalogue): string[] => [
  ...((globalThis as Record<symbol, readonly string[] | undefined>)[TO_RENDER] ?? catalogueUrls(catalogue)),
];
