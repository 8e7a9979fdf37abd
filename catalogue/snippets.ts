import { basename, join, relative } from 'node:path';
import { sectionSchema } from '../sections/schemas.ts';
import { slugFromTitle } from './post-schema.ts';
import { displayName, listFiles, loadYamlFile, type Prepare, SNIPPETS_FOLDER, type ContentPaths, type Refused } from './content-files.ts';

export { SNIPPETS_FOLDER };
import type { SharedSections } from './includes.ts';
import type { Problem } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * Shared sections: a section written once in pages-data/_shared/<name>.yaml and placed on
 * any page with `- include: <name>` (placed by catalogue/includes.ts). A snippet is checked on its
 * own, so its mistakes are reported once, at its own lines; a page only answers for the include line.
 */

/** The shared sections as catalogue/includes.ts places them, and their parsed files. */
export interface Snippets extends SharedSections {
  /** name → the snippet's data, or undefined when the snippet itself has problems. */
  byName: Map<string, unknown>;
  /** name → the snippet's parsed file (only those without problems), for checks that point at its lines. */
  sources: Map<string, YamlSource>;
  /** The snippets their schema refused, as written: their placeholders are told still (catalogue.ts). */
  refused: Refused[];
  /** The names a page includes (filled in by expandIncludes as the pages load). */
  included: Set<string>;
}

export function snippetsDir(paths: ContentPaths): string {
  return join(paths.pagesDir, SNIPPETS_FOLDER);
}

export function isSnippetFile(paths: ContentPaths, file: string): boolean {
  return !relative(snippetsDir(paths), file).startsWith('..');
}

/**
 * A shared section written as a page's list of sections holds it (`- type: faq`, copied from a
 * page or an example file): told what to change, instead of "Expected a block of fields, got a
 * list" (its schema's other words about it are left out).
 */
const oneSectionNotAList =
  (problems: Problem[]): Prepare =>
  (data, source) => {
    if (!Array.isArray(data) || data.length === 0 || !data.every((item) => typeof item === 'object' && item !== null && 'type' in item)) return [];
    const { line } = locate(source, [0]);
    // At the dash of the first item.
    const col = (source.text.split('\n')[line - 1 - source.lineOffset]?.indexOf('-') ?? 0) + 1;
    problems.push({
      code: 'wrong-type',
      file: source.file,
      line,
      col,
      field: '',
      message:
        data.length === 1
          ? 'A shared section\'s file holds one section, not a list of them: remove the "- " before "type:" and move the lines under it two spaces left'
          : `A shared section's file holds one section, and this one lists ${data.length}: give each a file of its own, without the "- " before "type:"`,
    });
    return [[]];
  };

export function loadSnippets(paths: ContentPaths, problems: Problem[]): Snippets {
  const byName = new Map<string, unknown>();
  const sources = new Map<string, YamlSource>();
  const refused: Refused[] = [];
  for (const file of listFiles(snippetsDir(paths), '.yaml', paths.files)) {
    const name = basename(file, '.yaml');
    // Its name is what a page writes after `include:`: one word of small letters, digits and hyphens.
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name))
      problems.push({
        code: 'bad-format',
        file: displayName(paths, file),
        line: 1,
        col: 1,
        field: '',
        message: `A shared section's file name is what a page writes after include:, so it is small letters, digits and hyphens: rename it ${slugFromTitle(name) || 'shared-section'}.yaml`,
      });
    const loaded = loadYamlFile(paths, file, sectionSchema, problems, oneSectionNotAList(problems), (r) => refused.push(r));
    byName.set(name, loaded ? loaded.source.doc.toJS() : undefined);
    if (loaded) sources.set(name, loaded.source);
  }
  return { folder: displayName(paths, snippetsDir(paths)), byName, sources, refused, included: new Set() };
}
