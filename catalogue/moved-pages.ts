/**
 * A page whose route changed keeps its earlier address working: links in other files, bookmarks
 * and search results still use it. The catalogue compares each page file's route with the route the
 * same file had in an earlier version of the content (scripts/build/earlier-routes.ts reads it from
 * git) and refuses a move that left the earlier address to nothing: an alias in site.config.yaml
 * sends it on. A link to the earlier address names the page's new one.
 */

/** The routes of the published pages of an earlier version of the content, by file. */
export interface EarlierRoutes {
  /** The version, as content staff read it: `the last commit`, `main`, `3f2a9c1`. */
  label: string;
  /** file (as the catalogue names it: `pages-data/jaipur/seo.yaml`) → its route then. Drafts are left out. */
  routes: ReadonlyMap<string, string>;
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

/**
 * The message at the page's route when nothing serves its earlier address. A canonical address
 * still at the earlier one is named too: with the alias it would be served, and search engines would
 * go on listing the earlier address.
 */
export const movedWithoutAlias = ({ from, to }: MovedPage, label: string, siteFile: string, canonical: string): string =>
  `This page was at "${from}" in ${label}, and no page or alias has that address now: add "${from}: ${to}" under aliases in ${siteFile}, so links, bookmarks and search results that use "${from}" still reach this page${canonical === from ? `, and set meta.canonical to "${to}"` : ''} (or put the route back)`;

/** What a link to a moved page's earlier address is told, in place of a guess. */
export const movedHint = ({ file, from, to }: MovedPage): string => `did you mean "${to}"? ${file} moved there from "${from}"`;
