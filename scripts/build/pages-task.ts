/**
 * Step 5's heavy half, as a task of the build pool in a process of its own (see scripts/build/apart.ts):
 * Vike's bundle (from the bundle cache when no code changed, scripts/build/bundle-cache.ts), then
 * the pages. A page whose file the last build left as it is stays; one the page cache holds is
 * written from it (scripts/build/page-cache.ts); Vike pre-renders only the others (its
 * onBeforePrerenderStart hook is given their URLs, renderer/urls.ts). The build's process then
 * finishes the pages just rendered (scripts/build/pages.ts), once this process and the bundler's
 * memory are gone.
 */
// What vite.config.ts imports, loaded as this process starts (scripts/build.ts starts it while the
// content is checked) rather than when Vike first reads the configuration.
import '@tailwindcss/vite';
import '@vitejs/plugin-react';
import 'vike/plugin';
import 'vite';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { build, prerender } from 'vike/api';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { shareCatalogue } from '../../catalogue/index.ts';
import { catalogueUrls, shareUrlsToRender } from '../../renderer/urls.ts';
import { copiedFile, outDir } from '../paths.ts';
import type { PageFacts } from '../postbuild/html.ts';
import { bundleCache, updatedByLaterSteps } from './bundle-cache.ts';
import { copyKept, filesUnder, hashOf } from './cache.ts';
import { bundleHash, fileOfUrl, pageCache, readIndex, sameFile } from './page-cache.ts';

/** What the pages' process did, for the build's process to finish (scripts/build/pages.ts). */
export interface PagesRendered {
  /** The page cache's key of each URL (scripts/build/page-cache.ts). */
  keys: Map<string, string>;
  bundleCached: boolean;
  /** The URLs Vike pre-rendered just now (besides ALWAYS_RENDERED, scripts/build/page-cache.ts). */
  rendered: string[];
  /** The facts of the pages that came from the page cache or were left as the last build wrote them. */
  reused: [url: string, facts: PageFacts][];
}

/**
 * Vike warns, once for each script chunk, "We recommend against not preloading JavaScript": its
 * pages without Vike's client runtime (HTML first, renderer/+config.ts) load no script by Vike's
 * tags, and the site's injectFilter() (renderer/+onRenderHtml.tsx, for the fonts) makes it check
 * them. Not preloading them is the design: the page's entry is started by the boot script
 * (scripts/postbuild/defer-entry.ts), an island's chunks on a visitor's first touch. The lines read
 * as a failure to content staff watching a build; every other warning is printed as it comes.
 */
const NOT_PRELOADING = 'We recommend against not preloading JavaScript';

let leftOut = false;

function leaveOutNotPreloadingWarning() {
  if (leftOut) return;
  leftOut = true;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const first = args[0] instanceof Error ? args[0].message : args[0];
    if (typeof first === 'string' && first.includes(NOT_PRELOADING)) return;
    warn(...args);
  };
}

export async function handle(catalogue: Catalogue): Promise<PagesRendered> {
  // renderer/+config.ts: no pre-render by `build()`; this task runs it after the page cache has spoken.
  process.env.SITE_PRERENDER_APART = '1';
  leaveOutNotPreloadingWarning();
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
  // So Vike builds in a folder of the project's .cache, and SITE_OUT_DIR is made what it made
  // (syncInto: files already there as copied before stay, as in a build inside the project).
  // Its name is the target's, so the bundle, whose server entry names it, can come from the bundle cache next time.
  const inProject = join(root, '.cache', `pages-${hashOf(target).slice(0, 12)}`);
  rmSync(inProject, { recursive: true, force: true });
  mkdirSync(inProject, { recursive: true });
  try {
    const result = await buildPages(catalogue, inProject, { build: { outDir: inProject } });
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(inProject)) syncInto(join(inProject, name), join(target, name));
    return result;
  } finally {
    rmSync(inProject, { recursive: true, force: true });
  }
}

async function buildPages(catalogue: Catalogue, out: string, viteConfig: { build?: { outDir: string } }): Promise<PagesRendered> {
  // The bundle first (from its cache when no code changed, scripts/build/bundle-cache.ts), then the pages below.
  const bundle = bundleCache(process.cwd(), out);
  const bundleCached = bundle.restore(catalogue);
  if (!bundleCached) {
    await build({ viteConfig });
    bundle.store(catalogue);
  }
  const client = join(out, 'client');
  const urls = catalogueUrls(catalogue);
  const cache = pageCache(catalogue, urls, bundleHash(out));
  const onDisk = readIndex(client);
  const reused: [string, PageFacts][] = [];
  const toRender: string[] = [];
  for (const url of urls) {
    const file = join(client, fileOfUrl(url));
    const key = cache.keys.get(url)!;
    // The file the last build wrote for this key, untouched since: nothing to do.
    const last = onDisk[url];
    if (last?.key === key && sameFile(file, last)) {
      reused.push([url, last.facts]);
      continue;
    }
    const cached = cache.get(url);
    if (!cached) {
      toRender.push(url);
      continue;
    }
    write(file, cached.html);
    reused.push([url, cached.facts]);
  }

  shareUrlsToRender(toRender);
  try {
    await prerender({ viteConfig });
  } finally {
    shareUrlsToRender(undefined);
  }
  return { keys: new Map(cache.keys), bundleCached, rendered: toRender, reused };
}

/**
 * Makes `to` what `from` is, as the build inside the project leaves its out dir: a file already
 * there as copied from the same file stays (copyKept); what `from` lacks goes, but for what later
 * steps bring up to date themselves (`updatedByLaterSteps`) and the compressed copies of files
 * still there, which the compression step checks.
 */
function syncInto(from: string, to: string): void {
  if (!statSync(from).isDirectory()) {
    rmSync(to, { recursive: true, force: true });
    copyKept(from, to);
    return;
  }
  const files = filesUnder(from);
  const present = new Set(files);
  const kept = (file: string) => updatedByLaterSteps(file) || present.has(copiedFile(file));
  if (existsSync(to) && !statSync(to).isDirectory()) rmSync(to, { force: true });
  for (const file of filesUnder(to)) if (!kept(file)) rmSync(join(to, file), { force: true });
  for (const file of files) copyKept(join(from, file), join(to, file));
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function insideOf(root: string, path: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`) && !isAbsolute(fromRoot);
}
