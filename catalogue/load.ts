import { basename, join } from 'node:path';
import { loadPosts, type Post, type RefusedPost } from './blog.ts';
import { CITIES_FILE, loadCities, type Cities } from './cities.ts';
import { type ContentPaths, displayName, listFiles, type Loaded, loadYamlFile, readContent, type Refused, unreadContentFiles } from './content-files.ts';
import { pageSchema, type Page } from './page-schema.ts';
import type { YamlSource } from './yaml-source.ts';
import type { Problem } from './problems.ts';
import { siteSchema, type Site } from './site-schema.ts';
import { expandIncludes } from './includes.ts';
import { isSnippetFile, loadSnippets, type Snippets } from './snippets.ts';

export { contentPaths, displayName, listFiles, loadYamlFile, readContent, UNEXPECTED, validateYaml } from './content-files.ts';
export type { ContentPaths, Loaded, Prepare, Refused } from './content-files.ts';

export interface LoadResult {
  site?: Loaded<Site>;
  /** The settings as written, where their schema refused them: their own texts are checked still (catalogue.ts). */
  refusedSite?: Refused;
  pages: Loaded<Page>[];
  posts: Post[];
  problems: Problem[];
  /**
   * Routes of pages, and addresses of posts, that have problems of their own. Links to them are
   * not reported as dead: the page's or post's own problems are, once.
   */
  brokenRoutes: Set<string>;
  /** Page files left out for their own problems whose route could not be read (an empty file): a dead link may be to one of them. */
  unrouted: string[];
  /** Page files their schema refused, as written: checked for what needs no valid page (catalogue.ts, refusedPageProblems). */
  refusedPages: Refused[];
  /** Posts whose front matter its schema refused: their articles are checked still (catalogue.ts). */
  refusedPosts: RefusedPost[];
  /** The gazetteer of pages-data/_cities.yaml (undefined when it has mistakes). */
  cities?: Cities;
  /** The gazetteer's lines, where it was read without mistakes. */
  citiesSource?: YamlSource;
  /** The shared sections of pages-data/_shared/. */
  snippets: Snippets;
}

/** Reads and validates every content file; never stops at the first problem. */
export function loadContent(paths: ContentPaths): LoadResult {
  const problems: Problem[] = [];
  let refusedSite: Refused | undefined;
  const site = loadYamlFile(paths, paths.siteFile, siteSchema, problems, undefined, (refused) => (refusedSite = refused));
  const pages: Loaded<Page>[] = [];
  const brokenRoutes = new Set<string>();
  const unrouted: string[] = [];
  const refusedPages: Refused[] = [];
  const snippets = loadSnippets(paths, problems);
  let citiesSource: YamlSource | undefined;
  const cities = loadCities(paths, problems, (source) => (citiesSource = source));
  for (const file of listFiles(paths.pagesDir, '.yaml', paths.files)) {
    if (isSnippetFile(paths, file) || file === join(paths.pagesDir, CITIES_FILE)) continue;
    const page = loadYamlFile(
      paths,
      file,
      pageSchema,
      problems,
      (data, source) => expandIncludes(data, source, snippets, problems),
      (refused) => refusedPages.push(refused),
    );
    if (page) pages.push(page);
    else {
      // Its route as written, even under a misspelled key (`Route:`), else its canonical address.
      const text = readContent(paths, file) ?? '';
      const route = /^route:[ \t]*["']?(\/[a-z0-9/-]*)/im.exec(text)?.[1] ?? /^[ \t]+canonical:[ \t]*["']?(\/[a-z0-9/-]*)/im.exec(text)?.[1];
      if (route) brokenRoutes.add(route);
      else unrouted.push(displayName(paths, file));
    }
  }
  const refusedPosts: RefusedPost[] = [];
  const posts = loadPosts(paths, problems, brokenRoutes, refusedPosts);
  // A page or post saved under another ending would be left out of the site without a word.
  for (const { file, readAs, taken } of unreadContentFiles(paths.pagesDir, paths.files))
    problems.push({
      code: 'file-not-read',
      file: displayName(paths, file),
      line: 1,
      col: 1,
      field: '',
      message: `This file is not read, so it is not on the site: rename it ${basename(readAs)}${taken ? ` (${displayName(paths, readAs)} is there already: keep one of the two)` : ''}`,
    });
  return { site, refusedSite, pages, posts, problems, brokenRoutes, unrouted, refusedPages, refusedPosts, cities, citiesSource, snippets };
}
