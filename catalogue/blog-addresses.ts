/**
 * Where the blog lives and how its addresses are made: facts of the site, read by the catalogue
 * (links, held posts), the renderer, the post-build steps and the blog-list section alike. Pure
 * functions, no Node APIs, so the browser bundle can import them.
 */

export const BLOG_ROUTE = '/blog';
/** Spec §9: six posts a page. */
export const BLOG_PAGE_SIZE = 6;
/** Pre-rendered as blog/404.html: the page a static host answers for an unknown /blog/… address. */
export const BLOG_NOT_FOUND_PATH = '/blog/404';
/** Card data of every post, newest first, without article bodies (written by the build). */
export const BLOG_CARDS_URL = '/blog/cards.json';

export const postHref = (slug: string) => `${BLOG_ROUTE}/${slug}`;

/** Page 1 is /blog itself; page N is /blog/page/N. */
export const pageHref = (page: number) => (page <= 1 ? BLOG_ROUTE : `${BLOG_ROUTE}/page/${page}`);

/** The page number an address shows, or undefined when it is not a listing address. */
export function pageFromPath(pathname: string): number | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === BLOG_ROUTE) return 1;
  const match = /^\/blog\/page\/([1-9]\d*)$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** How many listing pages `total` posts fill. */
export const pageCount = (total: number, size = BLOG_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
