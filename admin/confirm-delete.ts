import { listed } from '../catalogue/problems.ts';
import type { CmsDirs } from '../catalogue/cms/config.ts';
import { collectionOfHash, entryOfHash } from './drawn-entry.ts';
import { addLineToQuestion } from './question-line.ts';

/**
 * Before a page or post is deleted, says what links to it. Sveltia CMS (pinned 0.221.1) asks only
 * "Are you sure you want to delete this entry?"; deleted, every link to the page on other pages, in
 * the posts and in the menus is a link to no page, which the build refuses until each is changed
 * (a trial deleted the Jaipur SEO page: twelve problems, none foreseen). The question gains a line
 * naming the files that link to it (as the build read them) and how to keep its address working.
 * Probed by tests/e2e/admin.spec.ts, so an upgrade that changes the question fails there.
 */

/** The editor's question before it deletes the entry that is open. */
const DELETE_QUESTION = /Are you sure you want to delete this entry/;

/** How many files the line names before "and N more". */
const NAMED = 4;

/** The line added under the question, for the entry at `route`; undefined when nothing links to it. */
export function deletingNote(
  route: string,
  linkedFrom: Readonly<Record<string, readonly string[]>>,
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  const files = linkedFrom[route] ?? [];
  const toIt = Object.keys(aliases).filter((alias) => aliases[alias] === route);
  if (files.length === 0 && toIt.length === 0) return undefined;
  const shown = files.length > NAMED + 1 ? [...files.slice(0, NAMED), `${files.length - NAMED} more`] : files;
  const aliasesSend = `the settings' ${toIt.length === 1 ? 'alias' : 'aliases'} ${listed(toIt)} ${toIt.length === 1 ? 'sends' : 'send'} visitors to`;
  const said =
    files.length === 0
      ? `T${aliasesSend.slice(1)} its address, ${route}`
      : `Its address, ${route}, is linked from ${listed(shown)}${toIt.length > 0 ? `, and ${aliasesSend} it` : ''}`;
  return `${said}. Deleted, each of those leads to no page, and the build refuses the links until they are changed. Change them first, or, to keep the address working, give it to the page that takes its place (under Aliases in Site settings: ${route} → that page's address).`;
}

/** The open entry's address, read from the editor's own address (`#/collections/pages-jaipur/entries/seo`). */
export function routeOfEntry(hash: string, dirs: Pick<CmsDirs, 'pages'>, pageFiles: Readonly<Record<string, string>>): string | undefined {
  const [collection, slug] = [collectionOfHash(hash), entryOfHash(hash)];
  if (!collection || !slug) return undefined;
  if (collection === 'blog') return `/blog/${slug}`;
  const folder = /^pages-(.+)$/.exec(collection)?.[1];
  if (!folder || folder === 'top') return undefined;
  const file = `${dirs.pages}/${folder}/${slug}.yaml`;
  return Object.keys(pageFiles).find((route) => pageFiles[route] === file);
}

/** Watches for the question and adds its line. */
export function noteDeleting(
  input: { dirs: Pick<CmsDirs, 'pages'>; linkedFrom?: Record<string, readonly string[]>; aliases?: Record<string, string>; pageFiles?: Record<string, string> },
  doc: Document = document,
): void {
  addLineToQuestion(
    DELETE_QUESTION,
    'deleting-note',
    () => {
      const route = routeOfEntry(doc.defaultView?.location.hash ?? '', input.dirs, input.pageFiles ?? {});
      return route && deletingNote(route, input.linkedFrom ?? {}, input.aliases ?? {});
    },
    doc,
  );
}
