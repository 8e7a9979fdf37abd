import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import { ownIssues } from './includes.ts';
import { indentationProblems } from './indentation.ts';
import type { Problem } from './problems.ts';
import { refusedPaths } from './refused-page.ts';
import {
  lazySource,
  type NodeSpots,
  parseYaml,
  plainValueEnd,
  spotsOf,
  TAB_INDENT,
  TEXT_SPACE_INDENT,
  TEXT_SPACE_INDENTED,
  type YamlSource,
} from './yaml-source.ts';
import { FRONT_MATTER, issuesToProblems, SHARED_SECTION } from './zod-problems.ts';

/**
 * Content files: where they are, how they are read (from disk or from edits not yet written),
 * parsed and checked against a schema. catalogue/load.ts reads them all; the gazetteer, the
 * snippets and the blog read their own with these.
 */

/** The folder of pages-data/ that holds the shared sections (catalogue/snippets.ts). */
export const SNIPPETS_FOLDER = '_shared';

/** What a file's top level is, as a message about a key missing there names it: a post's front matter, a shared section. */
const topOf = (name: string) => (name.endsWith('.md') ? FRONT_MATTER : name.split(/[\\/]/).includes(SNIPPETS_FOLDER) ? SHARED_SECTION : undefined);

/** Syntax messages that are not about indentation (they stand as the parser gives them). */
const NOT_INDENTATION =
  /a tab is used|no-break spaces|never closed|appears twice|must be in quotes|second document|reads as a new key|is not closed|cannot start with|after a closing quote|starts a comment in YAML|two commas|a comma with nothing|start with - and a space, not|goes on the lines under it/;

export interface ContentPaths {
  /** Project root; file names in messages are relative to it. */
  root: string;
  siteFile: string;
  pagesDir: string;
  publicDir: string;
  /**
   * File contents that stand in for the disk, by absolute path (null: the file is gone).
   * Lets a tool check edits before writing them (new-city, the mutation test, the benchmark).
   */
  files?: ReadonlyMap<string, string | null>;
  /** Parsed YAML kept between runs (scripts/build/parsed-store.ts); without it every file is parsed. */
  parsed?: ParsedStore;
}

/** Parsed content kept between runs, by text (scripts/build/parsed-store.ts keeps it in the build cache). */
export interface ParsedStore {
  /** The data of a text that parsed without a problem (a new copy on each call) and where its nodes start; undefined when not kept. */
  get(text: string, lineOffset: number): Kept | undefined;
  set(text: string, lineOffset: number, kept: Kept): void;
}

export interface Kept {
  data: unknown;
  spots: NodeSpots;
}

export function contentPaths(root = process.cwd(), overrides: Partial<Omit<ContentPaths, 'root'>> = {}): ContentPaths {
  return {
    root,
    // SITE_CONFIG: another site config for the same pages (the analytics browser tests build one per provider).
    siteFile: overrides.siteFile ?? (process.env.SITE_CONFIG ? resolve(root, process.env.SITE_CONFIG) : join(root, 'site.config.yaml')),
    pagesDir: overrides.pagesDir ?? join(root, 'pages-data'),
    publicDir: overrides.publicDir ?? join(root, 'public'),
    files: overrides.files,
  };
}

export interface Loaded<T> {
  file: string;
  source: YamlSource;
  value: T;
}

export function displayName(paths: ContentPaths, file: string): string {
  return relative(paths.root, file).split(sep).join('/');
}

export function listFiles(dir: string, ext: string, files?: ContentPaths['files']): string[] {
  const found = new Set(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith(ext))
          .map((f) => join(dir, f))
      : [],
  );
  for (const [file, text] of files ?? []) {
    if (!file.endsWith(ext) || relative(dir, file).startsWith('..')) continue;
    if (text === null) found.delete(file);
    else found.add(file);
  }
  return [...found].sort();
}

/** What a content file of YAML or Markdown must end in to be read, by what it may end in instead. */
const READ_AS: readonly [RegExp, string][] = [
  [/\.ya?ml$/i, '.yaml'],
  [/\.(?:md|markdown|mdown|mkdn?|mkd)$/i, '.md'],
];

/**
 * Files of `dir` that the check would pass over without a word although they are meant as content:
 * YAML or Markdown under another ending (`offer.yml`, `post.markdown`, `post.MD`), each with the
 * name it is read under and whether a file has that name already: by the folder's listing, which
 * gives each name as written (where post.md and post.MD are one file, as on a Mac, opening post.md
 * would find post.MD itself).
 */
export function unreadContentFiles(dir: string, files?: ContentPaths['files']): { file: string; readAs: string; taken: boolean }[] {
  const found = new Set(existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)) : []);
  for (const [file, text] of files ?? []) {
    if (relative(dir, file).startsWith('..')) continue;
    if (text === null) found.delete(file);
    else found.add(file);
  }
  return [...found].sort().flatMap((file) => {
    const rule = READ_AS.find(([pattern]) => pattern.test(file));
    if (!rule || file.endsWith(rule[1])) return [];
    const readAs = file.replace(rule[0], rule[1]);
    return [{ file, readAs, taken: found.has(readAs) }];
  });
}

/** The text of a content file (from `paths.files` when it is there), or undefined when it does not exist. */
export function readContent(paths: ContentPaths, file: string): string | undefined {
  const given = paths.files?.get(file);
  if (given !== undefined) return given ?? undefined;
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Changes the data before validation; returns the paths whose problems are reported elsewhere. */
export type Prepare = (data: unknown, source: YamlSource) => PropertyKey[][];

/**
 * A file that parsed but that its schema refused: its data as written (after `prepare`), and the
 * paths its schema problems were reported at. The checks that need no valid page (placeholders,
 * links, images, other cities' names) still read it, so that one run names every problem of the
 * file, not its schema's first.
 */
export interface Refused {
  file: string;
  source: YamlSource;
  data: unknown;
  refusedAt: PropertyKey[][];
}

export function loadYamlFile<S extends z.ZodType>(
  paths: ContentPaths,
  file: string,
  schema: S,
  problems: Problem[],
  prepare?: Prepare,
  onRefused?: (refused: Refused) => void,
): Loaded<z.output<S>> | undefined {
  const name = displayName(paths, file);
  const text = readContent(paths, file);
  if (text === undefined) {
    problems.push({ code: 'file-not-found', file: name, line: 1, col: 1, field: '', message: 'File not found' });
    return undefined;
  }
  return validateYaml(name, text, schema, problems, 0, prepare, paths.parsed, onRefused);
}

/**
 * The last parse of each file, reused while its text is the same: development re-reads the
 * content on every request, and most requests follow an edit of one file. A parsed document
 * is only read afterwards (toJS gives every caller its own data).
 */
const lastParse = new Map<string, { text: string; parsed: ReturnType<typeof parseYaml> }>();

export function parseOnce(name: string, text: string, lineOffset: number): ReturnType<typeof parseYaml> {
  const key = `${name}\u0000${lineOffset}`;
  const cached = lastParse.get(key);
  if (cached?.text === text) return cached.parsed;
  const parsed = parseYaml(name, text, lineOffset);
  lastParse.set(key, { text, parsed });
  return parsed;
}

export function validateYaml<S extends z.ZodType>(
  name: string,
  text: string,
  schema: S,
  problems: Problem[],
  lineOffset = 0,
  prepare?: Prepare,
  store?: ParsedStore,
  onRefused?: (refused: Refused) => void,
): Loaded<z.output<S>> | undefined {
  // Data the parse cache kept (the text parsed without a problem before), with a source that parses on demand.
  const kept = store?.get(text, lineOffset);
  const parsed = kept === undefined ? parseOnce(name, text, lineOffset) : { source: lazySource(name, text, lineOffset, kept.spots), problems: [] };
  const { source, problems: syntax } = parsed;
  if (syntax.length > 0) {
    // Indentation mistakes are told at the line to change, once, instead of where the parser stops.
    // A tab, or a value with ": " (each mended on its own line), beside indentation mistakes: all told.
    const ofLine = syntax.filter((p) => p.message === TAB_INDENT || p.message === TEXT_SPACE_INDENT || COLON_IN_VALUE.test(p.message));
    const other = syntax.some((p) => !ofLine.includes(p) && NOT_INDENTATION.test(p.message));
    problems.push(
      ...((!other && (ofLine.length > 0 ? besideLineMistakes(name, text, lineOffset, schema, ofLine) : indentationProblems(name, text, lineOffset, schema))) ||
        syntax),
    );
    return undefined;
  }
  try {
    const data: unknown = kept ? kept.data : source.doc.toJS();
    if (!kept && data !== null && data !== undefined) store?.set(text, lineOffset, { data, spots: spotsOf(source) });
    if (data === null || data === undefined) {
      problems.push({ code: 'empty-file', file: name, line: 1 + lineOffset, col: 1, field: '', message: 'The file is empty' });
      return undefined;
    }
    const elsewhere = prepare?.(data, source) ?? [];
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) {
      problems.push(...issuesToProblems(ownIssues(result.error.issues, elsewhere), source, data, schema, topOf(name)));
      onRefused?.({ file: name, source, data, refusedAt: refusedPaths(result.error.issues) });
      return undefined;
    }
    return { file: name, source, value: result.data };
  } catch (error) {
    // A mistake nobody foresaw still ends in a message for this file, never in a crash of the build.
    problems.push({ code: 'unexpected', file: name, line: 1 + lineOffset, col: 1, field: '', message: `${UNEXPECTED} (${(error as Error).message})` });
    return undefined;
  }
}

/** The parser's message for a value with ": " (yaml-source.ts), which quotes mend on its own line. */
const COLON_IN_VALUE = /reads as a new key/;

/**
 * A file with mistakes of one line each: lines indented with a tab or with no-break spaces, values
 * with ": " unquoted. Each is told once, at its line, and the other indentation mistakes as in a
 * file without them: read with each tab as two spaces (one level), each no-break space as a space
 * and each such value quoted. Undefined when that reading makes no sense of the file either (the
 * parser's messages stand then).
 */
function besideLineMistakes(name: string, text: string, lineOffset: number, schema: z.ZodType, found: Problem[]): Problem[] | undefined {
  // One message per line: the parser may tell a value with ": " twice, once for the line under it.
  const told: Problem[] = [];
  const tell = (problems: Problem[]) => {
    for (const p of problems) if (!told.some((t) => t.line === p.line)) told.push(p);
  };
  tell(found);
  const lines = text
    .replace(/^[ \t]*\t[ \t]*(?=\S)/gm, (indent) => indent.replace(/\t/g, '  '))
    .replace(TEXT_SPACE_INDENTED, (indent) => indent.replace(/\p{Zs}/gu, ' '))
    .split('\n');
  // Below a tab the parser read nothing, and a quoted value lets it read on: again until no value with ": " is new.
  const quoted = new Set<number>();
  for (let round = 0; round < lines.length; round++) {
    for (const p of told)
      if (COLON_IN_VALUE.test(p.message) && !quoted.has(p.line)) {
        quoted.add(p.line);
        quoteValue(lines, p.line - 1 - lineOffset);
      }
    const more = parseYaml(name, lines.join('\n'), lineOffset).problems.filter((p) => COLON_IN_VALUE.test(p.message) && !told.some((t) => t.line === p.line));
    if (more.length === 0) break;
    tell(more);
  }
  const mended = lines.join('\n');
  if (parseYaml(name, mended, lineOffset).problems.length === 0) return told.sort((a, b) => a.line - b.line);
  const rest = indentationProblems(name, mended, lineOffset, schema);
  // A line's own mistake is told as such, whatever else the reading finds there.
  return rest && [...rest.filter((p) => !told.some((t) => t.line === p.line)), ...told].sort((a, b) => a.line - b.line);
}

/**
 * Puts the plain value of `lines[i]` (`key: value`, or `- key: value`) in double quotes, with the
 * lines it goes on to (indented further, and not a key or an item of their own: such a line is
 * more likely out of place). Left as it is where the value is quoted already.
 */
function quoteValue(lines: string[], i: number): void {
  const head = /^(\s*(?:-\s+)?)([^\s:#"'][^:]*:\s+)(?!["'])(.*?)\s*$/.exec(lines[i] ?? '');
  if (!head) return;
  const escaped = (t: string) => t.replace(/[\\"]/g, '\\$&');
  const last = plainValueEnd(lines, i);
  lines[i] = `${head[1]}${head[2]}"${escaped(head[3]!)}${last === i ? '"' : ''}`;
  for (let j = i + 1; j <= last; j++) lines[j] = escaped(lines[j]!.trimEnd()) + (j === last ? '"' : '');
}

/** Start of the message for a file whose check failed in an unforeseen way (the mutation test fails on it). */
export const UNEXPECTED = 'This file could not be checked: look for unusual YAML (anchors, tags) near your last edit, and report it if it persists';
