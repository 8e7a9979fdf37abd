import type CMS from '@sveltia/cms';
import { listed } from '../catalogue/problems.ts';
import { addLineToQuestion } from './question-line.ts';

/**
 * Before an upload replaces a file of the same name, says which pages and posts show that file.
 * Phones name their photos IMG_4821.JPG, and two photos of two posts often share a name: Sveltia
 * CMS (pinned 0.221.1) asks "A file named … already exists in this folder. Do you want to replace
 * it?" with Replace first, and a post whose cover was that file then shows the new photo, which
 * the build cannot tell from a cover meant to change. The question gains a line naming the files
 * that show it (as the build read them, and as this session saved them since) and what Keep Both
 * does; where some do, the focus starts on Keep Both, so that Enter does not replace theirs.
 * Probed by tests/e2e/admin.spec.ts, so an upgrade that changes the question fails there.
 */

/** The editor's question, with the file's name (its own words, curly quotes and all). */
const SAME_NAME = /A file named “(.+?)” already exists in this folder\./;

/** The line added under the question: which files show a file of that name, and what each answer does. */
export function replacingNote(name: string, uses: Readonly<Record<string, readonly string[]>>): string {
  const shown = shownAs(name, uses);
  const files = [...new Set(shown.flatMap(([, by]) => by))].sort();
  if (files.length === 0) return `Replace puts the new file wherever the site shows “${name}”; Keep Both saves it under a name of its own.`;
  return `“${name}” is shown by ${listed(files)} (${listed(shown.map(([src]) => src))}): Replace would show the new file there too. Keep Both saves it under a name of its own and leaves ${files.length === 1 ? 'that one' : 'those'} as ${files.length === 1 ? 'it is' : 'they are'}.`;
}

/** Each path of the site (/images/…/name) a file of that name has, with the files that show it: those some file shows. */
const shownAs = (name: string, uses: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(uses).filter(([src]) => src.slice(src.lastIndexOf('/') + 1) === name && uses[src]!.length > 0);

/** The site's paths (/images/…) an entry's form names, at any depth. */
function imagePaths(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/images/')) found.push(value.replace(/[?#].*$/, ''));
  else if (Array.isArray(value)) for (const item of value) imagePaths(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) imagePaths(item, found);
  return found;
}

/**
 * Watches for the question and adds its line; `uses`: the build's (CmsInput's images), kept up to
 * date with each entry saved in the session.
 */
export function noteReplacing(cms: typeof CMS, built: Readonly<Record<string, readonly string[]>>, doc: Document = document): void {
  const uses: Record<string, string[]> = Object.fromEntries(Object.entries(built).map(([src, by]) => [src, [...by]]));
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      const e = entry.toJS() as { path?: string; data?: Record<string, unknown> };
      const path = String(e.path ?? '');
      if (!path) return;
      // What it names now, in place of what it named before.
      for (const by of Object.values(uses)) if (by.includes(path)) by.splice(by.indexOf(path), 1);
      for (const src of new Set(imagePaths(e.data ?? {}))) uses[src] = [...(uses[src] ?? []), path];
    },
  });
  // (The editor wraps the name in bidi isolates: “\u2068IMG_4821.JPG\u2069”.)
  const nameIn = (match: RegExpExecArray) => match[1]!.replace(/[\u2066-\u2069]/g, '');
  // Where pages or posts show the file, Enter keeps both rather than replacing theirs (the editor's first answer, Replace).
  addLineToQuestion(
    SAME_NAME,
    'replacing-note',
    (match) => replacingNote(nameIn(match), uses),
    doc,
    (match) => (shownAs(nameIn(match), uses).length > 0 ? 'Keep Both' : undefined),
  );
}
