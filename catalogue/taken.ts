/**
 * What a page or post is told when its route or id is another's: the build's words, which the
 * browser editor's check before saving uses too (admin/check.ts), with the routes and ids the
 * editor was built with. Browser-safe.
 */

/**
 * A route another page has. `label`: the version it had it in (`in the last commit`), which tells
 * the copy; `true` where the page told is known to be the new one (the editor's entry being saved).
 */
export const duplicateRoute = (route: string, file: string, label?: string | true): string =>
  label
    ? `"${route}" is the route of ${file}${label === true ? '' : ` (its route ${label})`}: give this page a route (and canonical) of its own`
    : `"${route}" is already used by ${file}: give whichever page is the new copy a route (and canonical) of its own`;

/** A route that an alias of the settings sends to another page. */
export const routeIsAlias = (alias: string, target: string, targetFile: string, siteFile: string): string =>
  `"${alias}" is an address of ${targetFile} (an alias of "${target}" in ${siteFile}): give this page another route, or see the alias's line for what removing it would do`;

/**
 * An alias of the settings that is a page's route (`takerFile`'s): where its target is another page
 * (`targetFile`), what each fix does, so that removing the alias is not taken for the only one.
 */
export const aliasIsRoute = (alias: string, takerFile: string, target: string, targetFile?: string): string =>
  targetFile
    ? `"${alias}" is the route of ${takerFile}, and this alias sends it to "${target}" (${targetFile}): one address leads to one page. Give ${takerFile} another route; or, if it is meant to have this address, remove the alias here, and the links, bookmarks and search results that reach ${targetFile} through "${alias}" reach ${takerFile} instead`
    : `"${alias}" is the route of ${takerFile}; an alias must be a second path`;

/** An alias whose target is itself an alias (of `of`). */
export const aliasOfAlias = (alias: string, target: string, of: string): string => `"${target}" is itself an alias (of "${of}"): write ${alias}: ${of}`;

/** An alias whose target no page has; `hint`: where the page went, or the route meant (`: …` or ` (did you mean …)`). */
export const noPageAtRoute = (target: string, hint = ''): string => `No page has the route "${target}"${hint}`;

/** An id another post has; `free`: an id no post has; `label` as for duplicateRoute. */
export const duplicatePostId = (id: number, file: string, free: number, label?: string | true): string =>
  label
    ? `${id} is the id of ${file}${label === true ? '' : ` (its id ${label})`}: give this post an id of its own (${free} is free)`
    : `${id} is already used by ${file}: give whichever post is the new one an id of its own (${free} is free)`;
