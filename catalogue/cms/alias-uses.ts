/**
 * What leans on the settings' aliases: a page whose canonical address is an alias of its route, and
 * the files whose links go to an alias. The build refuses those pages and links once the alias goes
 * or is sent elsewhere, in their own files (catalogue/catalogue.ts); the browser editor's check of
 * the settings says so before the Save, at the alias (admin/check.ts), from what the build read
 * (`aliasUsesOf` in catalogue/cms/input.ts, the editor's input) and what the session saved since
 * (`withUsesOf`). Browser-safe, and kept apart from what reads the build's pages
 * (catalogue/links-by-route.ts): imported here, it added 180 KB to the editor's main file.
 */
import { listed } from '../problems.ts';
import { SET_CANONICAL } from '../canonical.ts';

export interface AliasUses {
  /** By page file: its canonical address where that is an alias of its route (drafts' are not read: the build left them out). */
  canonicals: Record<string, { route: string; canonical: string }>;
  /** By alias: the files (pages, posts, the settings) that link to it, sorted. */
  links: Record<string, string[]>;
}

/**
 * The uses after `file` was saved in the editor: its canonical address (a page's, `undefined` for a
 * post), and the paths its links go to, of which the aliases count.
 */
export function withUsesOf(
  uses: AliasUses,
  file: string,
  aliases: Readonly<Record<string, string>>,
  { page, linkPaths }: { page?: { route: string; canonical: string }; linkPaths: readonly string[] },
): AliasUses {
  const { [file]: _left, ...canonicals } = uses.canonicals;
  if (page && Object.hasOwn(aliases, page.canonical) && aliases[page.canonical] === page.route) canonicals[file] = page;
  const linked = new Set(linkPaths.filter((path) => Object.hasOwn(aliases, path)));
  const links: AliasUses['links'] = {};
  for (const alias of new Set([...Object.keys(uses.links), ...linked])) {
    const files = (uses.links[alias] ?? []).filter((f) => f !== file);
    if (linked.has(alias)) files.push(file);
    if (files.length > 0) links[alias] = files.sort();
  }
  return { canonicals, links };
}

/** How many files a line names before "and N more". */
const NAMED = 4;

/**
 * A problem the settings' new aliases would make in other files: at the alias's box, or, where it
 * was taken out, at the key box of the alias that took its place (a key changed: a new alias to the
 * same page), else at the Aliases list.
 */
export interface AliasUseProblem {
  code: 'canonical-not-served' | 'dead-link';
  /** The alias whose box it is at; undefined for the list. */
  at?: string;
  /** At the alias's key box (its key changed), not its value's (sent elsewhere). */
  atKey?: boolean;
  message: string;
}

/**
 * What the build would refuse in other files with `aliases` in place of `before` (the aliases as the
 * editor was built, or this session saved them): a page whose canonical address its alias no longer
 * sends to it, and links to an alias taken out (to an alias sent to another page they still lead
 * somewhere, and one sent to no page is told at the alias). `pageRoutes`: each page's route, drafts'
 * too, with its file.
 */
export function aliasUseProblems(
  aliases: Readonly<Record<string, string>>,
  before: Readonly<Record<string, string>>,
  uses: AliasUses,
  pageRoutes: Readonly<Record<string, string>>,
): AliasUseProblem[] {
  const problems: AliasUseProblem[] = [];
  /** Where an alias taken out is told: the key box of a new alias to the page it led to (its key changed), or the list. */
  const tookPlace = (alias: string): Pick<AliasUseProblem, 'at' | 'atKey'> => {
    const was = Object.hasOwn(before, alias) ? before[alias] : undefined;
    const key = was === undefined ? undefined : Object.keys(aliases).find((other) => !Object.hasOwn(before, other) && aliases[other] === was);
    return key === undefined ? {} : { at: key, atKey: true };
  };
  for (const [file, { route, canonical }] of Object.entries(uses.canonicals)) {
    const target = Object.hasOwn(aliases, canonical) ? aliases[canonical] : undefined;
    if (target === route) continue;
    const gives = `${file} gives "${canonical}" as its canonical address (the address search engines list for it)`;
    const fix = `or first ${SET_CANONICAL.form} "${route}" on that page`;
    problems.push(
      target === undefined
        ? {
            code: 'canonical-not-served',
            ...tookPlace(canonical),
            message: `${gives}: without the alias ${canonical} → ${route} it leads to no page, and the build would refuse that page. Keep the alias, ${fix}`,
          }
        : {
            code: 'canonical-not-served',
            at: canonical,
            message: `${gives}: sent to "${target}", it no longer leads to that page, and the build would refuse the page. Send it to "${route}", ${fix}`,
          },
    );
  }
  for (const [alias, files] of Object.entries(uses.links)) {
    if (Object.hasOwn(aliases, alias) || Object.hasOwn(pageRoutes, alias) || files.length === 0) continue;
    const shown = files.length > NAMED + 1 ? [...files.slice(0, NAMED), `${files.length - NAMED} more`] : files;
    const one = files.length === 1;
    const was = Object.hasOwn(before, alias) ? before[alias] : undefined;
    problems.push({
      code: 'dead-link',
      ...tookPlace(alias),
      message: `${listed(shown)} link${one ? 's' : ''} to "${alias}": without its alias ${one ? 'that link leads' : 'those links lead'} to no page, and the build would refuse ${one ? 'it' : 'them'}. Keep the alias${was === undefined ? '' : ` ${alias} → ${was}`}, or first change ${one ? 'the link' : 'the links'}${was === undefined ? '' : ` to "${was}"`}`,
    });
  }
  return problems;
}
