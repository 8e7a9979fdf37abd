/**
 * Addresses the site had in an earlier version of the content and has no longer: a page or post
 * whose file was deleted or made a draft, or an alias taken out of site.config.yaml. Links from
 * other sites, bookmarks and search results that use them find nothing. Taking a page off the site
 * is content staff's to decide, so `npm run validate` says which addresses went (a note, not a
 * failure), with how to send each to a page that takes its place; a page that moved without its
 * earlier address is a problem of its own (catalogue/moved-pages.ts).
 */

import { postHref } from './blog-addresses.ts';
import type { Catalogue } from './catalogue.ts';
import type { EarlierRoutes } from './moved-pages.ts';

/** An address the earlier version served, and what served it then and is of it now. */
export interface LostAddress {
  path: string;
  /** `pages-data/ajmer/web.yaml, not there now`, `an alias of "/seo-company-jaipur" in site.config.yaml, taken out`. */
  what: string;
}

export function lostAddresses(catalogue: Pick<Catalogue, 'byPath' | 'posts' | 'held'>, earlier: EarlierRoutes, siteFile: string): LostAddress[] {
  const postPaths = new Set(catalogue.posts.flatMap((p) => [postHref(p.slug), ...(p.movedFrom ?? [])]));
  const served = (path: string) => catalogue.byPath.has(path) || postPaths.has(path);
  const ofFile = (file: string) => {
    const held = catalogue.held.find((h) => h.file === file);
    if (held) return `${file}, ${held.reason === 'draft' ? 'a draft now' : `waiting for its date now, ${held.date}`}`;
    // (A page or post there now at another address keeps its earlier one, or the check refuses it: page-moved.)
    return `${file}, not there now`;
  };
  const lost = new Map<string, string>();
  for (const [file, path] of [...earlier.routes, ...[...(earlier.postPaths ?? [])].map(([file, post]) => [file, post.path] as const)])
    if (!served(path) && !lost.has(path)) lost.set(path, ofFile(file));
  for (const [alias, target] of earlier.aliases ?? [])
    if (!served(alias) && !lost.has(alias)) lost.set(alias, `an alias of "${target}" in ${siteFile}, taken out`);
  return [...lost].map(([path, what]) => ({ path, what })).sort((a, b) => a.path.localeCompare(b.path));
}

/** What `npm run validate` prints after "Content OK" for the addresses that went; undefined when none did. */
export function lostAddressesNote(lost: readonly LostAddress[], label: string, siteFile: string): string | undefined {
  if (lost.length === 0) return undefined;
  return [
    `No longer on the site: ${lost.length} address${lost.length === 1 ? '' : 'es'} it had ${label} (a note, not a failure). Links, bookmarks and search results that use ${lost.length === 1 ? 'it' : 'them'} will find nothing:`,
    ...lost.map((l) => `  ${l.path}  ${l.what}`),
    `To send the visitors of one to a page that takes its place, write it under aliases: in ${siteFile} ("${lost[0]!.path}: /the-page's-address"), or in that page's movedFrom.`,
  ].join('\n');
}
