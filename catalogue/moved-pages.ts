/**
 * A page whose route changed keeps its earlier address working: links in other files, bookmarks
 * and search results still use it. The catalogue compares each page file's route with the route the
 * same file had in an earlier version of the content (scripts/build/earlier-routes.ts reads it from
 * git) and refuses a move that left the earlier address to nothing: the page's own `movedFrom` (or
 * an alias in site.config.yaml) sends it on. A link to the earlier address names the page's new one.
 */

import { SET_CANONICAL } from './canonical.ts';
import { idLineOf } from './post-schema.ts';
import type { Wording } from './wording.ts';

/**
 * A page's top-level `route:` when the text is not a draft, read off the text without parsing it:
 * the build reads a site of 1,000 earlier pages in one git call (scripts/build/earlier-routes.ts),
 * and the browser editor the page as it was opened. Undefined for a draft, or a text with no
 * readable route (not compared).
 */
export function publishedRouteOf(text: string): string | undefined {
  if (/^draft:[ \t]*(?:true|True|TRUE)[ \t]*(?:#.*)?$/m.test(text)) return undefined;
  return /^route:[ \t]*(["']?)(\/[^"'\s#]*)\1[ \t]*(?:#.*)?$/m.exec(text)?.[2];
}

/** The routes of the published pages of an earlier version of the content, by file. */
export interface EarlierRoutes {
  /** The version, as content staff read it after "was at …": `in the last commit`, `in main`, `in 3f2a9c1`. */
  label: string;
  /** file (as the catalogue names it: `pages-data/jaipur/seo.yaml`) → its route then. Drafts are left out. */
  routes: ReadonlyMap<string, string>;
  /** The blog posts' files then (`pages-data/blog/…md`, drafts too): of two posts with one id, the one there then keeps it. */
  posts?: ReadonlySet<string>;
  /** The published posts then, by file (a file renamed since under its new name): their id and address, /blog/{slug}. */
  postPaths?: ReadonlyMap<string, { id: number; path: string }>;
  /** The aliases of site.config.yaml then: second address → route (catalogue/lost-addresses.ts). */
  aliases?: ReadonlyMap<string, string>;
}

/**
 * A post's id and address when the text is published (not a draft, dated today or earlier), read
 * off its front matter without parsing it, as publishedRouteOf reads a page's route; its address is
 * its `slug`, else its file's name.
 */
export function publishedPostOf(text: string, file: string, today: string): { id: number; path: string } | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (front === undefined || /^draft:[ \t]*(?:true|True|TRUE)[ \t]*(?:#.*)?$/m.test(front)) return undefined;
  const id = idLineOf(front);
  const date = /^date:[ \t]*["']?(\d{4}-\d{2}-\d{2})/m.exec(front)?.[1];
  if (id === undefined || date === undefined || date > today) return undefined;
  const slug = /^slug:[ \t]*(["']?)([a-z0-9-]+)\1[ \t]*(?:#.*)?$/m.exec(front)?.[2] ?? /([^/]+)\.md$/.exec(file)?.[1];
  return slug ? { id, path: `/blog/${slug}` } : undefined;
}

/** A post whose address is not the one it had in `earlier` (its file renamed, or its slug changed). */
export interface MovedPost {
  file: string;
  from: string;
  to: string;
}

/**
 * The published posts whose address is not the one they had in `earlier`: found by their file (a
 * rename git saw), else by their id in a file that is gone (renamed and not yet added to git).
 */
export function movedPosts(posts: readonly { file: string; id: number; slug: string }[], earlier: EarlierRoutes): MovedPost[] {
  const then = earlier.postPaths ?? new Map<string, { id: number; path: string }>();
  const now = new Set(posts.map((p) => p.file));
  const gone = new Map([...then].filter(([file]) => !now.has(file)).map(([, post]) => [post.id, post.path]));
  const moved: MovedPost[] = [];
  for (const { file, id, slug } of posts) {
    // (A file there then as a draft had no address; only a file that was not there is looked up by id.)
    const from = earlier.posts?.has(file) || then.has(file) ? then.get(file)?.path : gone.get(id);
    const to = `/blog/${slug}`;
    if (from !== undefined && from !== to) moved.push({ file, from, to });
  }
  return moved;
}

/** A page that moved: its route then and now. */
export interface MovedPage {
  file: string;
  from: string;
  to: string;
}

/**
 * The pages whose route is not the one their file had in `earlier`. Drafts now are left out: a
 * page taken back to a draft leaves the site, as a removed one does.
 */
export function movedPages(pages: readonly { file: string; route: string; draft?: boolean }[], earlier: EarlierRoutes): MovedPage[] {
  const moved: MovedPage[] = [];
  for (const { file, route, draft } of pages) {
    const from = earlier.routes.get(file);
    if (from !== undefined && from !== route && !draft) moved.push({ file, from, to: route });
  }
  return moved;
}

/** Where a moved page's message says to add its earlier address, in the file and in the editor's form. */
export const TO_MOVED_FROM: Wording = { file: 'to movedFrom', form: 'to Earlier addresses' };

/**
 * The message at the page's route when nothing serves its earlier address. A canonical address
 * still at the earlier one is named too: served as an earlier address, it would keep search
 * engines listing that one.
 */
export const movedPageMessage = ({ from, to }: Pick<MovedPage, 'from' | 'to'>, label: string, canonical: string): string =>
  `This page was at "${from}" ${label}, and no page has that address now: add "${from}" ${TO_MOVED_FROM.file}, so links, bookmarks and search results that use it still reach this page${canonical === from ? `, and ${SET_CANONICAL.file} "${to}"` : ''} (or put the route back)`;

/**
 * What a link to a moved page's earlier address is told, in place of a guess; `alias`: the link's
 * address, an alias of the earlier one in site.config.yaml (refused with the move).
 */
export const movedHint = ({ file, from, to }: Pick<MovedPage, 'file' | 'from' | 'to'>, alias?: string): string =>
  `did you mean "${to}"? ${file} moved there from "${from}"${alias ? `, which "${alias}" was an alias of` : ''}`;
