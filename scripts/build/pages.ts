/**
 * Step 5: the pages. scripts/build/pages-task.ts bundles and pre-renders in a process of its own;
 * then, in the build's process, each page it rendered gets its boot script (scripts/postbuild/
 * defer-entry.ts), its facts are read in one parse and both are kept in the page cache; pages of an
 * earlier build that are no longer pages are removed, the page index is written, and the facts of
 * every page go to the post-build step and the header check.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { readImageManifest } from '../../catalogue/pictures.ts';
import { catalogueUrls } from '../../renderer/urls.ts';
import { clientDir } from '../paths.ts';
import { deferEntryOf } from '../postbuild/defer-entry.ts';
import { type PageFacts, pageFacts } from '../postbuild/html.ts';
import { ALWAYS_RENDERED, fileOfUrl, pageEntries, removeStalePages, writeIndex } from './page-cache.ts';
import type { PagesRendered } from './pages-task.ts';
import { StepFailed } from './step.ts';

export interface PagesResult {
  /** Every page's facts, in the order of the files (scripts/postbuild/html.ts builtFiles). */
  facts: PageFacts[];
  bundleCached: boolean;
  rendered: number;
  fromCache: number;
}

export function finishPages(catalogue: Catalogue, done: PagesRendered, client = clientDir()): PagesResult {
  const urls = catalogueUrls(catalogue);
  const cache = pageEntries(done.keys);
  const facts = new Map<string, PageFacts>(done.reused);
  const finish = (file: string) => {
    const path = join(client, file);
    if (!existsSync(path)) {
      console.error(`pages: ${file} was not pre-rendered`);
      throw new StepFailed();
    }
    const html = deferEntryOf(file, readFileSync(path, 'utf8'));
    writeFileSync(path, html);
    return { html, facts: pageFacts(file, html) };
  };
  for (const url of done.rendered) {
    const page = finish(fileOfUrl(url));
    cache.set(url, page);
    facts.set(url, page.facts);
  }
  const always = ALWAYS_RENDERED.map((file) => finish(file).facts);
  cache.prune();
  // Pages of an earlier build that are no longer pages go; an HTML file of public/ the image step
  // published (scripts/images/vite-plugin.ts) is read as it is.
  const known = new Set([...facts.values(), ...always].map((f) => f.file));
  const published = new Set(Object.keys(readImageManifest()?.files ?? {}).map((path) => path.replace(/^\//, '')));
  const others = removeStalePages(client, known, published).map((file) => pageFacts(file, readFileSync(join(client, file), 'utf8')));
  writeIndex(client, cache.keys, facts);
  const all = [...urls.map((url) => facts.get(url)!), ...always, ...others].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { facts: all, bundleCached: done.bundleCached, rendered: done.rendered.length, fromCache: urls.length - done.rendered.length };
}
