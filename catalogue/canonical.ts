/**
 * A page's canonical address must serve it: its route, or an alias of its route in
 * site.config.yaml, never an address the page moved from (`canonical-not-served`). The message has one owner for the build
 * (catalogue/catalogue.ts) and the browser editor's check before saving (admin/check.ts). The build
 * checks against the paths that do serve the page (an alias that is another page's route serves
 * nothing, and is its own problem, `alias-clash`); the editor, which has one file, against the
 * aliases with `servesPage`. Browser-safe.
 */

import type { Wording } from './wording.ts';

/** The build's message for a canonical address that does not serve its page. */
export const canonicalNotServed = (canonical: string, route: string) =>
  `"${canonical}" is neither this page's route nor an alias of it in site.config.yaml: usually it is the route, "${route}"`;

/** Whether `canonical` serves the page at `route`, given the site's aliases (alias → route). */
export const servesPage = (canonical: string, route: string, aliases: Readonly<Record<string, string>>) => canonical === route || aliases[canonical] === route;

/** Whether the page's canonical address is one it moved from (`movedFrom`), not its route. */
export const canonicalIsEarlierAddress = (page: { route: string; movedFrom?: readonly string[]; meta: { canonical: string } }) =>
  page.meta.canonical !== page.route && (page.movedFrom ?? []).includes(page.meta.canonical);

/**
 * The message for a page's canonical address, or undefined when it serves the page: one it moved
 * from, or one that `serves` says does not lead to it. The build and the editor, for a page its
 * schema took and one it refused alike.
 */
export function canonicalProblem(page: { route: string; movedFrom?: readonly string[]; meta: { canonical: string } }, serves: (canonical: string) => boolean) {
  if (canonicalIsEarlierAddress(page)) return canonicalIsEarlier(page.meta.canonical, page.route);
  if (!serves(page.meta.canonical)) return canonicalNotServed(page.meta.canonical, page.route);
  return undefined;
}

/** How a message says to set the canonical address, in the file and in the editor's form. */
export const SET_CANONICAL: Wording = { file: 'set meta.canonical to', form: 'set Canonical in the Meta group to' };

/**
 * The message for a canonical address that is one of the page's own earlier addresses (`movedFrom`):
 * it serves the page, but the route would then send visitors back to it and search engines would
 * go on listing the address the page moved from.
 */
export const canonicalIsEarlier = (canonical: string, route: string) =>
  `"${canonical}" is an address this page moved from: ${SET_CANONICAL.file} "${route}", the address search engines should list now`;
