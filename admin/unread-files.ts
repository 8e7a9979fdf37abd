import { type FormatKind, ORIGINAL_FIELD } from '../catalogue/cms/config.ts';
import type { Problem } from '../catalogue/problems.ts';
import { splitFrontMatter } from '../catalogue/cms/yaml-writer.ts';
import { idLineOf } from '../catalogue/post-schema.ts';
import { parseYaml } from '../catalogue/yaml-source.ts';

/**
 * The files the editor could not read as it loaded them (a key written twice in a block, a tab for
 * an indent, …). The editor leaves such a file's entry out and says only "There was an error while
 * parsing an entry file": one of a collection of named files (the settings, the gazetteer, the home
 * page) then opens as a new, empty entry, and its Save wrote that form over the file (the gazetteer
 * cut to the one city typed in, its comments gone: a content editor's trial, 2026-12-07). A file of
 * a folder (a page, a post, a shared section) is left out of its list: a new entry given its name
 * was saved over it (a shared section named as the unread generic-faq.yaml replaced its five
 * questions). The check refuses such a Save (unreadProblem), in the build's words for the file's
 * first problem.
 */

/** A file's text the editor could not read, its kind, and the first problem the build finds in it. */
type Unread = { kind: FormatKind; text: string; problem?: Omit<Problem, 'file' | 'field'> };
const unread: Unread[] = [];

/** What is told of each file the editor could not read, once there is one (admin/unread-note.ts). */
const listeners: (() => void)[] = [];
export const whenUnread = (listener: () => void): void => {
  listeners.push(listener);
};

/** Called with a file's text the editor's format could not read into a form: what the build would say of it. */
export function noteUnread(kind: FormatKind, text: string): void {
  if (unread.some((u) => u.kind === kind && u.text === text)) return;
  // A post's front matter starts on its second line, under `---`.
  const [first] = kind === 'post' ? parseYaml('', splitFrontMatter(text).yaml, 1).problems : parseYaml('', text).problems;
  unread.push({ kind, text, problem: first && { code: first.code, line: first.line, col: first.col, message: first.message } });
  for (const listener of listeners) listener();
}

/** The value of a text's first `key:` line (a page's route, a post's slug), as far as it reads. */
const lineValue = (key: string, text: string): string | undefined => new RegExp(`^${key}:[ \\t]*(["']?)([^\\s"'#]+)\\1`, 'm').exec(text)?.[2];

/** What the build read (the editor's input): the files of the folders' entries, which the editor lists only where it reads them. */
export interface FilesBuilt {
  /** Each page's route, with its file. */
  pageFiles?: Readonly<Record<string, string>>;
  /** Each post's id, by its file. */
  postIds?: Readonly<Record<string, number>>;
  /** Each shared section's file. */
  sharedFiles?: readonly string[];
  /** A shared section's heading, by its file, where it has one: which file an unread section's text is. */
  sharedHeadings?: Readonly<Record<string, string>>;
}

/** The one file of `kind` the editor could not read; where it could not read several, one of them, its line unknown. */
function onlyUnread(kind: FormatKind): Unread | undefined {
  const of = unread.filter((u) => u.kind === kind);
  return of.length > 1 ? { kind, text: '' } : of[0];
}

/**
 * Which of the files the editor could not read is the entry's file: the settings' and the gazetteer's
 * by their kind (each is one file); a page's by the route its text gives, the route the build read in
 * that file (`pageFiles`, route → file); a post's by its slug line, which is its file's name, or by
 * its id line, the id the build read in that file; a shared section (its text does not hold its
 * name) by the build having read a file at that path while the editor could not read one.
 */
function unreadOf(kind: FormatKind, path: string, { pageFiles = {}, postIds = {}, sharedFiles = [] }: FilesBuilt): Unread | undefined {
  if (kind === 'site' || kind === 'cities') return unread.find((u) => u.kind === kind);
  if (kind === 'page') return unread.find((u) => u.kind === 'page' && pageFiles[lineValue('route', u.text) ?? ''] === path);
  if (kind === 'post') {
    const slug = path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');
    const id = Object.hasOwn(postIds, path) ? postIds[path] : undefined;
    return unread.find((u) => u.kind === 'post' && (lineValue('slug', u.text) === slug || (id !== undefined && idLineOf(u.text) === id)));
  }
  return sharedFiles.includes(path) ? onlyUnread(kind) : undefined;
}

/** An unread file of a folder's list: its path where its text tells it, and its first problem. */
export type UnreadListed = { file?: string; problem: Unread['problem'] };

/**
 * The files of the folder `folder` (a collection of entries of `kind`) that the editor could not read,
 * which its list leaves out: a page's file by the route its text gives, a post's by its slug or id
 * line, a shared section's by its heading line, as the build read them; a post or shared section
 * whose text does not tell which file it is, without its path.
 */
export function unreadIn(kind: FormatKind, folder: string, { pageFiles = {}, postIds = {}, sharedHeadings = {} }: FilesBuilt): UnreadListed[] {
  const listed: UnreadListed[] = [];
  for (const u of unread) {
    if (u.kind !== kind) continue;
    let file: string | undefined;
    if (kind === 'page') file = pageFiles[lineValue('route', u.text) ?? ''];
    else if (kind === 'post') {
      const slug = lineValue('slug', u.text);
      const id = idLineOf(u.text);
      file = slug ? `${folder}/${slug}.md` : Object.entries(postIds).find(([, other]) => other === id)?.[0];
    } else if (kind === 'section') {
      const heading = /^heading:[ \t]*(["']?)(.*?)\1[ \t]*$/m.exec(u.text)?.[2];
      const found = Object.entries(sharedHeadings).filter(([, h]) => h === heading);
      file = found.length === 1 ? found[0]![0] : undefined;
    } else continue;
    // A page is listed in its own folder only; one whose route the build did not read, in none.
    if (kind === 'page' && !file?.startsWith(`${folder}/`)) continue;
    listed.push({ ...(file ? { file } : {}), problem: u.problem });
  }
  return listed;
}

/** What a folder's list says of the files of it that the editor could not read. */
export function unreadListedMessage(listed: readonly UnreadListed[]): string {
  const one = listed.length === 1;
  const each = listed.map(({ file, problem }) => {
    const name = file ? file.slice(file.lastIndexOf('/') + 1) : 'a file';
    return problem ? `${name} (line ${problem.line}: ${problem.message})` : name;
  });
  return `The editor could not read ${one ? '1 file' : `${listed.length} files`} of this folder, so this list leaves ${one ? 'it' : 'them'} out: ${each.join('; ')}. Do not make a new entry in ${one ? 'its' : 'their'} place (its Save would replace the file, and is refused): mend ${one ? 'the file' : 'them'} ${MEND}.`;
}

/** How content staff mend such a file, as every message of it says. */
const MEND = 'in a text editor or on GitHub (npm run validate names the line too), then reload the editor';

/** What the check says of an entry that opened empty because its file could not be read. */
export const unreadMessage = (file: string, problem: Unread['problem']): string =>
  `${file} could not be read${problem ? ` (line ${problem.line}: ${problem.message})` : ''}, so the form opened without what the file holds: saved, it would replace the whole file. Mend the file ${MEND}`;

/** What names a new entry's file, by its kind. */
const NAMED_BY: Partial<Record<FormatKind, string>> = { page: 'route', post: 'slug', section: 'name' };

/** What the check says of a new entry whose file would be one the editor could not read (a folder lists only the files it reads). */
export const unreadTakenMessage = (kind: FormatKind, file: string, problem: Unread['problem']): string =>
  `${file} is in the repository, but the editor could not read it${problem ? ` (line ${problem.line}: ${problem.message})` : ''}, so its list does not show it: saved, this new entry would replace that file. Give this one another ${NAMED_BY[kind] ?? 'name'}, or mend that file ${MEND}`;

/**
 * The problem of saving the entry of `kind` at `path` when it opened empty (no file's text in its
 * form) because its file could not be read, or when it is new (`isNew`) and would be saved as a
 * file the editor could not read; undefined for any other entry. The practice editor's blank
 * settings, with no file to read, are saved as the form holds them.
 */
export function unreadProblem(
  kind: FormatKind,
  path: string,
  form: Record<string, unknown>,
  built: FilesBuilt = {},
  isNew = false,
): Omit<Problem, 'file'> | undefined {
  if (typeof form[ORIGINAL_FIELD] === 'string' && form[ORIGINAL_FIELD]) return undefined;
  const file = unreadOf(kind, path, built);
  if (!file) return undefined;
  const message = isNew ? unreadTakenMessage(kind, path, file.problem) : unreadMessage(path, file.problem);
  return { code: 'yaml-syntax', line: file.problem?.line ?? 1, col: file.problem?.col ?? 1, field: '', message };
}

/** How many files the editor could not read. */
export const unreadCount = (): number => unread.length;

/** Forgotten (tests: one module for several editors' loads). */
export const forgetUnread = (): void => {
  unread.length = 0;
};
