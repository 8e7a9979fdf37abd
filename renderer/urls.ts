import type { Catalogue } from '../catalogue/index.ts';
import { blogUrls } from './blog/resolve-blog.ts';

/**
 * Every URL the build writes a page for: each route and each alias of it, then the blog's
 * listing pages from 2 on, its articles and /blog/404 (blog/404.html, not a page to list).
 */
export function catalogueUrls(catalogue: Catalogue): string[] {
  return [...catalogue.pages.flatMap((entry) => entry.paths), ...blogUrls(catalogue)];
}
