/**
 * Step 5 as a task of the build pool, in a process of its own (see scripts/build/apart.ts): Vike's
 * bundle (from the bundle cache when no code changed), then the pages. Only the pages the page cache lacks are pre-rendered (Vike's `prerender()`
 * with the URLs of its onBeforePrerenderStart hook narrowed to them, renderer/urls.ts); the others
 * are written from the cache (scripts/build/page-cache.ts). Each page rendered here gets its boot
 * script (scripts/postbuild/defer-entry.ts) and its facts are read in one parse, both kept in the
 * cache; the facts of every page are returned to the post-build step.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { build, prerender } from 'vike/api';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { shareCatalogue } from '../../catalogue/index.ts';
import { catalogueUrls, shareUrlsToRender } from '../../renderer/urls.ts';
import { outDir } from '../paths.ts';
import { deferEntryOf } from '../postbuild/defer-entry.ts';
import { type PageFacts, pageFacts } from '../postbuild/html.ts';
import { readImageManifest } from '../../catalogue/pictures.ts';
import { bundleCache } from './bundle-cache.ts';
import { hashOf } from './cache.ts';
import { bundleHash, fileOfUrl, pageCache, readIndex, removeStalePages, sameFile, writeIndex } from './page-cache.ts';
import { StepFailed } from './step.ts';

/** Files Vike writes on every pre-render besides the catalogue's URLs: the error page. */
const ALWAYS_RENDERED = ['404.html'];

export interface PagesResult {
  facts: PageFacts[];
  /** The bundle came from the bundle cache. */
  bundleCached: boolean;
  rendered: number;
  fromCache: number;
}

export async function handle(catalogue: Catalogue): Promise<PagesResult> {
  shareCatalogue(catalogue);
  const root = process.cwd();
  const target = outDir(root);
  if (insideOf(root, target)) return buildPages(catalogue, target, {});
  // Vike 0.4.266 cannot pre-render into a folder outside the project. It takes an out dir for an
  // absolute path only when its first folder is the working directory's (outDirIsAbsolutePath in
  // vike/dist/node/vite/shared/getOutDirs.js), so a build in /work/main looked for /tmp/site's
  // manifest in /work/main/tmp/site; the server bundle it writes beside client/ imports vike and
  // react by name, which Node finds only from inside the project; and the loader of that bundle
  // (@brillout/vite-plugin-server-entry, isWebpackResolve) refuses one on another top-level folder.
  // So Vike builds in a folder of the project's .cache, and what it made is moved to SITE_OUT_DIR,
  // client/ replaced whole as Vite empties it when the out dir is inside the project.
  // Its name is the target's, so the bundle, whose server entry names it, can come from the bundle cache next time.
  const inProject = join(root, '.cache', `pages-${hashOf(target).slice(0, 12)}`);
  rmSync(inProject, { recursive: true, force: true });
  mkdirSync(inProject, { recursive: true });
  try {
    const result = await buildPages(catalogue, inProject, { build: { outDir: inProject } });
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(inProject)) {
      rmSync(join(target, name), { recursive: true, force: true });
      cpSync(join(inProject, name), join(target, name), { recursive: true });
    }
    return result;
  } finally {
    rmSync(inProject, { recursive: true, force: true });
  }
}

async function buildPages(catalogue: Catalogue, out: string, viteConfig: { build?: { outDir: string } }): Promise<PagesResult> {
  // renderer/+config.ts sets prerender.disableAutoRun: the bundle first (from its cache when no
  // code changed, scripts/build/bundle-cache.ts), then the pages below.
  const bundle = bundleCache(process.cwd(), out);
  const bundleCached = bundle.restore(catalogue);
  if (!bundleCached) {
    await build({ viteConfig });
    bundle.store(catalogue);
  }
  const client = join(out, 'client');
  const urls = catalogueUrls(catalogue);
  const cache = pageCache(catalogue, urls, bundleHash(out));
  const onDisk = readIndex(out);
  const facts = new Map<string, PageFacts>();
  const toRender: string[] = [];
  for (const url of urls) {
    const file = join(client, fileOfUrl(url));
    const key = cache.keys.get(url)!;
    // The file the last build wrote for this key, untouched since: nothing to do.
    const last = onDisk[url];
    if (last?.key === key && sameFile(file, last)) {
      facts.set(url, last.facts);
      continue;
    }
    const cached = cache.get(url);
    if (!cached) {
      toRender.push(url);
      continue;
    }
    write(file, cached.html);
    facts.set(url, cached.facts);
  }

  shareUrlsToRender(toRender);
  try {
    await prerender({ viteConfig });
  } finally {
    shareUrlsToRender(undefined);
  }

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
  for (const url of toRender) {
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
  writeIndex(out, urls, cache.keys, facts, client);
  // In the order of the files (scripts/postbuild/html.ts builtFiles), as the post-build step lists them.
  const all = [...urls.map((url) => facts.get(url)!), ...always, ...others].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { facts: all, bundleCached, rendered: toRender.length, fromCache: urls.length - toRender.length };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function insideOf(root: string, path: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`) && !isAbsolute(fromRoot);
}
