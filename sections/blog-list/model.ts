/**
 * The blog's rules, shared by the build and the listing island: pure functions, no Node APIs,
 * so the browser bundle can import them. The blog's addresses are the site's
 * (catalogue/blog-addresses.ts): the listing reads them from there.
 */
import { BLOG_PAGE_SIZE, pageCount } from '../../catalogue/blog-addresses.ts';
import type { ImageValue } from '../fields.ts';
import type { ImageLayout } from '../section-meta.ts';

export {
  BLOG_CARDS_URL,
  BLOG_NOT_FOUND_PATH,
  BLOG_PAGE_SIZE,
  BLOG_ROUTE,
  pageCount,
  pageFromPath,
  pageHref,
  postHref,
} from '../../catalogue/blog-addresses.ts';

/** A card in the blog listing or under "Related articles": 1, 2 from 640 px, 3 from 1024 px. */
export const BLOG_CARD_LAYOUT: ImageLayout = {
  sizes: '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)',
  maxWidth: 1080,
};
/** Spec §9: at most three related posts. */
export const RELATED_POSTS_MAX = 3;

/** What a listing card (and a related-post card) shows: every post field except the body. */
export interface PostCard {
  id: number;
  slug: string;
  heading: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  excerpt: string;
  image: ImageValue;
  tags: string[];
}

/** What the listing page passes to its blog-list section. */
export interface BlogListing {
  /** Every post, newest first. */
  posts: PostCard[];
  /** The page being shown, 1-based. */
  page: number;
  /** The listing's title from its YAML, before the page number is added. */
  baseTitle: string;
}

/** The title of listing page N: the YAML title, with the page number from page 2 on. */
export const listingTitle = (baseTitle: string, page: number) => (page <= 1 ? baseTitle : `${baseTitle} – Page ${page}`);

/** Newest first; posts of the same day by id, highest first, so the order never depends on file names. */
export function sortNewestFirst<T extends { date: string; id: number }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

export function pageOfPosts<T>(posts: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return posts.slice((page - 1) * size, page * size);
}

/** The two count lines: 'Showing X-Y of N articles' and 'Page P of T'. */
export function countLines(page: number, total: number, size = BLOG_PAGE_SIZE): { showing: string; pageOf: string } {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return {
    showing: `Showing ${first}-${last} of ${total} ${total === 1 ? 'article' : 'articles'}`,
    pageOf: `Page ${page} of ${pageCount(total, size)}`,
  };
}

export type PaginationItem = number | 'ellipsis';

/**
 * Which page buttons the pagination bar shows (spec §9): with 5 pages or fewer, all of them;
 * on pages 1–3, pages 1–5, an ellipsis and the last; within 2 of the end, the first, an
 * ellipsis and the last 5; otherwise the first, an ellipsis, the current page with one on
 * each side, an ellipsis and the last.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 5) return range(1, total);
  if (page <= 3) return [...range(1, 5), 'ellipsis', total];
  if (page >= total - 2) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total];
}

/** A tag as posts share it: the same whatever its capitals (the post schema refuses one written twice so). */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Up to three other posts that share at least one tag with `post` (tags compared without
 * regard to case): most shared tags first, then the newest, then by slug.
 */
export function relatedPosts<T extends { slug: string; date: string; tags: readonly string[] }>(post: T, posts: readonly T[], max = RELATED_POSTS_MAX): T[] {
  const own = new Set(post.tags.map(tagKey));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: new Set(other.tags.map(tagKey).filter((t) => own.has(t))).size }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || (a.other.date === b.other.date ? 0 : a.other.date < b.other.date ? 1 : -1) || (a.other.slug < b.other.slug ? -1 : 1))
    .slice(0, max)
    .map(({ other }) => other);
}

/** '5 March 2026' for 2026-03-05 in en-IN; the same on the server and in the browser. */
export function formatLongDate(isoDate: string, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
