import type { z } from 'zod';
import { closest, formatPath, type Problem, type ProblemCode } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';
import type { Wording } from './wording.ts';

/** What the editor's form calls a block that places a shared section (`- include:`), and its one box. */
export const INCLUDE_LABEL = 'Shared section';

/** What to do about a page that ends with a shared section, in the file and in the editor's form. */
export const INCLUDE_ABOVE_CTA: Wording = {
  file: 'move this include above the `type: cta` section',
  form: `drag this ${INCLUDE_LABEL} above the Call to action`,
};

/**
 * What to do about an include that names no shared section: in the file, written with its folder
 * (`written`, so the words the editor finds are a pattern, `file`), and in the editor's form, where
 * the Shared section block offers them to choose.
 */
export const CHOOSE_SHARED = {
  written: (folder: string) => `The include names no shared section: write the name of a file of ${folder}/ without .yaml`,
  file: /The include names no shared section: write the name of a file of \S+ without \.yaml/g,
  form: `No shared section chosen: choose one in its ${INCLUDE_LABEL} box`,
} as const;

/**
 * `- include: <name>` in a page's sections, placed as the build places it: by the build
 * (catalogue/load.ts, with the shared sections it loaded) and by the browser editor's check
 * (admin/check.ts, with those the editor's input carries), so both refuse the same pages in the
 * same words. No Node module here: the editor runs it in the browser.
 */

/** The shared sections a page may place. */
export interface SharedSections {
  /** Their folder as content staff see it, e.g. pages-data/_shared. */
  folder: string;
  /** name → the section's data, or undefined when the section itself has problems (told at its own lines). */
  byName: ReadonlyMap<string, unknown>;
  /** Where to note each name a page includes, when the caller keeps them. */
  included?: Set<string>;
}

/**
 * Replaces every `- include: <name>` entry of a page's sections with a copy of the shared section.
 * Returns the paths it filled in: the page's validation leaves problems inside them to the section.
 */
export function expandIncludes(data: unknown, source: YamlSource, shared: SharedSections, problems: Problem[]): PropertyKey[][] {
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
      at(
        'unknown-key',
        [...path, key],
        `An include takes only the shared section's name: remove "${key}" (or copy the section into this page to change it)`,
        true,
      );
    const known = [...shared.byName.keys()];
    // `include: [generic-faq]`: one name in brackets, a list to YAML.
    if (Array.isArray(name) && name.length === 1 && typeof name[0] === 'string' && shared.byName.has(name[0])) {
      at('wrong-type', [...path, 'include'], `An include names one shared section, without brackets: write include: ${name[0]}`);
      return;
    }
    if (typeof name !== 'string' || !shared.byName.has(name)) {
      // Written as its file is ("_shared/generic-faq.yaml"): the name is what is left.
      const bare =
        typeof name === 'string'
          ? name
              .trim()
              .replace(/\\/g, '/')
              .replace(/^(?:\.?\/)?(?:pages-data\/)?_shared\//, '')
              .replace(/\.ya?ml$/i, '')
          : undefined;
      const suggestion = bare === undefined ? undefined : known.includes(bare) ? bare : closest(bare, known);
      const list = known.length ? `; known: ${known.join(', ')}` : '';
      at(
        'snippet-not-found',
        [...path, 'include'],
        name === null || name === undefined || bare === ''
          ? `${CHOOSE_SHARED.written(shared.folder)}${list}`
          : `No shared section ${JSON.stringify(name)} in ${shared.folder}/${suggestion ? ` (did you mean "${suggestion}"?)` : list}`,
      );
      return;
    }
    shared.included?.add(name);
    // A broken shared section is reported at its own lines; the page keeps the include entry, which
    // fails validation without a second message.
    const section = shared.byName.get(name);
    if (section !== undefined) sections[i] = structuredClone(section);
  });
  return filled;
}

/**
 * The page's own schema issues: none inside a place an include filled (the shared section answers
 * for those at its own lines), except rules of the whole page (code `custom`, e.g. the closing call
 * to action), which still apply to an included section. A page that ends with an include is told
 * so at the include line, in its words (the section's own type is not what to change there).
 */
export const ownIssues = (issues: readonly z.core.$ZodIssue[], filled: readonly PropertyKey[][]): z.core.$ZodIssue[] =>
  issues.flatMap((issue) => {
    const at = filled.find((p) => p.every((key, i) => issue.path[i] === key));
    if (!at) return [issue];
    if (issue.code !== 'custom') return [];
    if ((issue as { params?: { problem?: string } }).params?.problem !== 'cta-last') return [issue];
    return [
      {
        ...issue,
        path: [...at, 'include'],
        message: `Every page ends with a call to action, and this page ends with a shared section: ${INCLUDE_ABOVE_CTA.file}`,
      },
    ];
  });
