import type { Catalogue, Page, Site } from '../catalogue/index.ts';
import { resolveBlogUrl, type BlogPayload } from './blog/resolve-blog.ts';

export interface PagePayload {
  kind: 'page';
  site: Site;
  page: Page;
  /** The path being rendered (a route or one of its aliases). */
  path: string;
  /** "Draft", shown by npm run dev over a page the build leaves out. */
  ribbon?: string;
}

export type PageData = PagePayload | BlogPayload;

export function resolveUrl(catalogue: Catalogue, pathname: string): PageData | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const blog = resolveBlogUrl(catalogue, path);
  if (blog) return blog;
  const entry = catalogue.byPath.get(path);
  if (entry) return { kind: 'page', site: catalogue.site, page: entry.page, path, ribbon: entry.page.draft ? 'Draft' : undefined };
  return undefined;
}
