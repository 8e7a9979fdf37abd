import { basename, join, relative } from 'node:path';
import { sectionSchema } from '../sections/schemas.ts';
import { displayName, listFiles, loadYamlFile, type ContentPaths } from './content-files.ts';
import { closest, formatPath, type Problem, type ProblemCode } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * Shared sections: a section written once in pages-data/_shared/<name>.yaml and placed on
 * any page with `- include: <name>`. A snippet is checked on its own, so its mistakes are
 * reported once, at its own lines; a page only answers for the include line.
 */
export const SNIPPETS_FOLDER = '_shared';

export interface Snippets {
  /** Folder of the snippets as content staff see it, e.g. pages-data/_shared. */
  folder: string;
  /** name → the snippet's data, or undefined when the snippet itself has problems. */
  byName: Map<string, unknown>;
  /** name → the snippet's parsed file (only those without problems), for checks that point at its lines. */
  sources: Map<string, YamlSource>;
}

export function snippetsDir(paths: ContentPaths): string {
  return join(paths.pagesDir, SNIPPETS_FOLDER);
}

export function isSnippetFile(paths: ContentPaths, file: string): boolean {
  return !relative(snippetsDir(paths), file).startsWith('..');
}

export function loadSnippets(paths: ContentPaths, problems: Problem[]): Snippets {
  const byName = new Map<string, unknown>();
  const sources = new Map<string, YamlSource>();
  for (const file of listFiles(snippetsDir(paths), '.yaml', paths.files)) {
    const name = basename(file, '.yaml');
    const loaded = loadYamlFile(paths, file, sectionSchema, problems);
    byName.set(name, loaded ? loaded.source.doc.toJS() : undefined);
    if (loaded) sources.set(name, loaded.source);
  }
  return { folder: displayName(paths, snippetsDir(paths)), byName, sources };
}

/**
 * Replaces every `- include: <name>` entry of a page's sections with a copy of the snippet.
 * Returns the paths it filled in: the page's validation leaves problems inside them to the snippet.
 */
export function expandIncludes(data: unknown, source: YamlSource, snippets: Snippets, problems: Problem[]): PropertyKey[][] {
  const sections = (data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  const filled: PropertyKey[][] = [];
  const at = (code: ProblemCode, path: PropertyKey[], message: string, atKey = false) => {
    const { line, col } = locate(source, path, atKey);
    problems.push({ code, file: source.file, line, col, field: formatPath(path), message });
  };
  sections.forEach((entry: unknown, i) => {
    if (!entry || typeof entry !== 'object' || !('include' in entry)) return;
    const path = ['sections', i];
    filled.push(path);
    const { include: name, ...rest } = entry as { include: unknown };
    for (const key of Object.keys(rest))
      at('unknown-key', [...path, key], `An include takes only the snippet name: remove "${key}" (or copy the section into this page to change it)`, true);
    const known = [...snippets.byName.keys()];
    if (typeof name !== 'string' || !snippets.byName.has(name)) {
      const suggestion = typeof name === 'string' ? closest(name, known) : undefined;
      at(
        'snippet-not-found',
        [...path, 'include'],
        `No shared section ${JSON.stringify(name)} in ${snippets.folder}/${suggestion ? ` (did you mean "${suggestion}"?)` : known.length ? `; known: ${known.join(', ')}` : ''}`,
      );
      return;
    }
    // A broken snippet is reported at its own lines; the page keeps the include entry, which
    // fails validation without a second message.
    const snippet = snippets.byName.get(name);
    if (snippet !== undefined) sections[i] = structuredClone(snippet);
  });
  return filled;
}
