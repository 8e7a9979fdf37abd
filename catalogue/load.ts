import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { z } from 'zod';
import { loadPosts, type Post } from './blog.ts';
import { pageSchema, type Page } from './page-schema.ts';
import type { Problem } from './problems.ts';
import { siteSchema, type Site } from './site-schema.ts';
import { expandIncludes, isSnippetFile, loadSnippets } from './snippets.ts';
import { parseYaml, type YamlSource } from './yaml-source.ts';
import { issuesToProblems } from './zod-problems.ts';

export interface ContentPaths {
  /** Project root; file names in messages are relative to it. */
  root: string;
  siteFile: string;
  pagesDir: string;
  publicDir: string;
}

export function contentPaths(root = process.cwd(), overrides: Partial<Omit<ContentPaths, 'root'>> = {}): ContentPaths {
  return {
    root,
    siteFile: overrides.siteFile ?? join(root, 'site.config.yaml'),
    pagesDir: overrides.pagesDir ?? join(root, 'pages-data'),
    publicDir: overrides.publicDir ?? join(root, 'public'),
  };
}

export interface Loaded<T> {
  file: string;
  source: YamlSource;
  value: T;
}

export interface LoadResult {
  site?: Loaded<Site>;
  pages: Loaded<Page>[];
  posts: Post[];
  problems: Problem[];
}

/** Reads and validates every content file; never stops at the first problem. */
export function loadContent(paths: ContentPaths): LoadResult {
  const problems: Problem[] = [];
  const site = loadYamlFile(paths, paths.siteFile, siteSchema, problems);
  const pages: Loaded<Page>[] = [];
  const snippets = loadSnippets(paths, problems);
  for (const file of listFiles(paths.pagesDir, '.yaml')) {
    if (isSnippetFile(paths, file)) continue;
    const page = loadYamlFile(paths, file, pageSchema, problems, (data, source) => expandIncludes(data, source, snippets, problems));
    if (page) pages.push(page);
  }
  const posts = loadPosts(paths, problems);
  return { site, pages, posts, problems };
}

export function displayName(paths: ContentPaths, file: string): string {
  return relative(paths.root, file).split(sep).join('/');
}

export function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f))
    .sort();
}

/** Changes the data before validation; returns the paths whose problems are reported elsewhere. */
export type Prepare = (data: unknown, source: YamlSource) => PropertyKey[][];

export function loadYamlFile<S extends z.ZodType>(paths: ContentPaths, file: string, schema: S, problems: Problem[], prepare?: Prepare): Loaded<z.output<S>> | undefined {
  const name = displayName(paths, file);
  if (!existsSync(file)) {
    problems.push({ file: name, line: 1, col: 1, field: '', message: 'File not found' });
    return undefined;
  }
  return validateYaml(name, readFileSync(file, 'utf8'), schema, problems, 0, prepare);
}

export function validateYaml<S extends z.ZodType>(name: string, text: string, schema: S, problems: Problem[], lineOffset = 0, prepare?: Prepare): Loaded<z.output<S>> | undefined {
  const { source, problems: syntax } = parseYaml(name, text, lineOffset);
  if (syntax.length > 0) {
    problems.push(...syntax);
    return undefined;
  }
  const data: unknown = source.doc.toJS();
  if (data === null || data === undefined) {
    problems.push({ file: name, line: 1 + lineOffset, col: 1, field: '', message: 'The file is empty' });
    return undefined;
  }
  const elsewhere = prepare?.(data, source) ?? [];
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const own = result.error.issues.filter((issue) => !elsewhere.some((p) => p.every((key, i) => issue.path[i] === key)));
    problems.push(...issuesToProblems(own, source, data, schema));
    return undefined;
  }
  return { file: name, source, value: result.data };
}
