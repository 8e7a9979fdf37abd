import { type FormatKind, ORIGINAL_FIELD } from '../catalogue/cms/config.ts';
import type { Problem } from '../catalogue/problems.ts';
import { parseYaml } from '../catalogue/yaml-source.ts';

/**
 * The files the editor could not read as it loaded them (a key written twice in a block, a tab for
 * an indent, …). The editor leaves such a file's entry out and says only "There was an error while
 * parsing an entry file": one of a collection of named files (the settings, the gazetteer, the home
 * page) then opens as a new, empty entry, and its Save wrote that form over the file (the gazetteer
 * cut to the one city typed in, its comments gone: a content editor's trial, 2026-12-07). The check
 * refuses such a Save (unreadProblem), in the build's words for the file's first problem.
 */

/** A file's text the editor could not read, its kind, and the first problem the build finds in it. */
type Unread = { kind: FormatKind; text: string; problem?: Omit<Problem, 'file' | 'field'> };
const unread: Unread[] = [];

/** Called with a file's text the editor's format could not read into a form: what the build would say of it. */
export function noteUnread(kind: FormatKind, text: string): void {
  if (unread.some((u) => u.kind === kind && u.text === text)) return;
  const [first] = kind === 'post' ? [] : parseYaml('', text).problems;
  unread.push({ kind, text, problem: first && { code: first.code, line: first.line, col: first.col, message: first.message } });
}

/** The route a page's text gives, as far as its first `route:` line reads. */
const routeWritten = (text: string): string | undefined => /^route:[ \t]*(["']?)([^\s"'#]+)\1/m.exec(text)?.[2];

/**
 * Which of the files the editor could not read is the entry's file: the settings' and the gazetteer's
 * by their kind (each is one file); a page's by the route its text gives, the route the build read in
 * that file (`pageFiles`, route → file).
 */
function unreadOf(kind: FormatKind, path: string, pageFiles: Readonly<Record<string, string>>): Unread | undefined {
  if (kind === 'site' || kind === 'cities') return unread.find((u) => u.kind === kind);
  if (kind === 'page') return unread.find((u) => u.kind === 'page' && pageFiles[routeWritten(u.text) ?? ''] === path);
  return undefined;
}

/** What the check says of an entry that opened empty because its file could not be read. */
export const unreadMessage = (file: string, problem: Unread['problem']): string =>
  `${file} could not be read${problem ? ` (line ${problem.line}: ${problem.message})` : ''}, so the form opened without what the file holds: saved, it would replace the whole file. Mend the file in the repository (npm run validate names the line too), then open the editor again`;

/**
 * The problem of saving the entry of `kind` at `path` when it opened empty (no file's text in its
 * form) because its file could not be read; undefined for any other entry. The practice editor's
 * blank settings, with no file to read, are saved as the form holds them.
 */
export function unreadProblem(
  kind: FormatKind,
  path: string,
  form: Record<string, unknown>,
  pageFiles: Readonly<Record<string, string>> = {},
): Omit<Problem, 'file'> | undefined {
  if (typeof form[ORIGINAL_FIELD] === 'string' && form[ORIGINAL_FIELD]) return undefined;
  const file = unreadOf(kind, path, pageFiles);
  if (!file) return undefined;
  return { code: 'yaml-syntax', line: file.problem?.line ?? 1, col: file.problem?.col ?? 1, field: '', message: unreadMessage(path, file.problem) };
}

/** Forgotten (tests: one module for several editors' loads). */
export const forgetUnread = (): void => {
  unread.length = 0;
};
