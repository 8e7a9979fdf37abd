/**
 * The pre-rendered pages, kept between builds (`<SITE_CACHE_DIR>/pages/`) so that a build renders
 * only the pages whose inputs changed. A page is a function of:
 *   - the bundle it is rendered with (every file of the server bundle and of the client's assets,
 *     by path and content: a change to a component, a style or a dependency changes it);
 *   - its URL and its data, the object the page's data hook returns for it (renderer/resolve.ts:
 *     the page's YAML with its images attached, the site settings, for the blog its posts' cards);
 *   - what the markup reads outside that data: FORM_ACCESS_KEY (the contact form's key), the year
 *     (the footer's ©), the SVGs of public/ drawn inline (the logo, the chat avatar), and the code
 *     that finishes each page after Vike (the boot script that replaces the entry's tag, the facts
 *     read from the markup).
 * The key hashes all of them, so a stale page is never served; an entry holds the finished markup
 * and its facts (scripts/postbuild/html.ts), which the post-build step uses instead of reading
 * the files again. After a build only that build's entries are kept.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { INLINE_SVG_PATHS } from '../../catalogue/image-layouts.ts';
import { resolveUrl } from '../../renderer/resolve.ts';
import { builtFiles, type PageFacts } from '../postbuild/html.ts';
import { COMPRESSED_COPY } from '../paths.ts';
import { cacheRoot, filesHash, filesUnder, folderIndex, hashOf, type Stamp, sameStamp, stampOf, stepCache } from './cache.ts';

/** The code that finishes a page after Vike renders it, and the code of this cache. */
const FINISHING_CODE = [
  '../postbuild/defer-entry.ts',
  '../postbuild/html.ts',
  '../../renderer/boot-inline.ts',
  '../../renderer/boot.ts',
  './page-cache.ts',
  './pages.ts',
  './pages-task.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

export interface CachedPage {
  html: string;
  facts: PageFacts;
}

/** Files Vike writes on every pre-render besides the catalogue's URLs: the error page. */
export const ALWAYS_RENDERED = ['404.html'];

/** The file a URL's page is written to (Vike's `noExtraDir`): `/` → index.html, `/blog/page/2` → blog/page/2.html. */
export const fileOfUrl = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

/**
 * Hash of the bundle in `outDir` (server/ and client/assets/, paths and contents). The server's
 * entry names the folder it was built in (Vite's outDir, a temporary folder when SITE_OUT_DIR is
 * outside the project): that name is taken out, as it changes nothing a page shows. Compressed
 * copies are not the bundle: an earlier build's stay beside a restored bundle (scripts/build/bundle-cache.ts).
 */
export function bundleHash(outDir: string): string {
  const parts: (string | Buffer)[] = [];
  for (const folder of ['server', join('client', 'assets')]) {
    const dir = join(outDir, folder);
    for (const file of filesUnder(dir)) {
      if (COMPRESSED_COPY.test(file)) continue;
      const bytes = readFileSync(join(dir, file));
      const text = bytes.toString('latin1');
      parts.push(`${folder}/${file}`, text.includes(outDir) ? Buffer.from(text.replaceAll(outDir, '<out>'), 'latin1') : bytes);
    }
  }
  return hashOf(...parts);
}

/**
 * A page's data as text, for its key. Throws on what JSON would drop or flatten silently (a function,
 * a Map, a Set): a key that does not see part of the data could serve a stale page.
 */
export function dataText(data: unknown): string {
  return JSON.stringify(data, (key, value: unknown) => {
    if (typeof value === 'function' || value instanceof Map || value instanceof Set || typeof value === 'symbol')
      throw new Error(
        `page cache: the page data's "${key}" is a ${value instanceof Map ? 'Map' : value instanceof Set ? 'Set' : typeof value}, which its key cannot read`,
      );
    return value;
  });
}

export interface PageCache {
  /** Where the entries are. */
  dir: string;
  /** The key of each URL's page. */
  keys: ReadonlyMap<string, string>;
  get(url: string): CachedPage | undefined;
  set(url: string, page: CachedPage): void;
  /** Deletes every entry that is not one of this build's. */
  prune(): void;
}

export function pageCache(
  catalogue: Catalogue,
  urls: readonly string[],
  bundle: string,
  {
    root = cacheRoot(),
    env = process.env,
    year = new Date().getFullYear(),
    project = process.cwd(),
  }: { root?: string; env?: NodeJS.ProcessEnv; year?: number; project?: string } = {},
): PageCache {
  const lockfile = join(project, 'package-lock.json');
  const inlined = INLINE_SVG_PATHS.flatMap((path) => [path, readFileSync(join(project, 'public', path))]);
  const version = hashOf(
    bundle,
    filesHash(...FINISHING_CODE),
    existsSync(lockfile) ? readFileSync(lockfile) : '',
    env.FORM_ACCESS_KEY?.trim() ?? '',
    String(year),
    ...inlined,
  );
  const cache = stepCache('pages', version, root);
  return pageEntries(new Map(urls.map((url) => [url, cache.key(url, dataText(resolveUrl(catalogue, url)))])), root);
}

/** The page cache's entries for these keys (made by `pageCache`, e.g. in the pages' process). */
export function pageEntries(keys: ReadonlyMap<string, string>, root = cacheRoot()): PageCache {
  // An entry is found by its key alone: what the key was made from is in the key.
  const cache = stepCache('pages', '', root);
  const keyOf = (url: string) => {
    const key = keys.get(url);
    if (!key) throw new Error(`page cache: ${url} is not a URL of this build`);
    return key;
  };
  return {
    dir: cache.dir,
    keys,
    get(url) {
      const stored = cache.get(keyOf(url));
      return stored && (JSON.parse(stored.toString('utf8')) as CachedPage);
    },
    set(url, page) {
      cache.set(keyOf(url), Buffer.from(JSON.stringify(page)));
    },
    prune() {
      const kept = new Set(keys.values());
      for (const file of filesUnder(cache.dir)) {
        const name = file.split('/').pop()!;
        // A `.tmp` file is another build's entry being written.
        if (!kept.has(name) && !name.endsWith('.tmp')) rmSync(join(cache.dir, file), { force: true });
      }
    },
  };
}

/**
 * The page index: for each URL, the key and facts of the page the last build wrote into a client
 * folder, with the file's size and time, so that a page whose key is unchanged and whose file is as
 * that build left it is neither read nor written again. Kept in the cache (`page-index/`), one per
 * client folder, so the output holds only the site.
 */
export interface IndexEntry extends Stamp {
  key: string;
  facts: PageFacts;
}

export const readIndex = (client: string, root?: string): Record<string, IndexEntry> => folderIndex<IndexEntry>('page-index', client, root).read();

export const sameFile = (path: string, entry: IndexEntry): boolean => sameStamp(stampOf(path), entry);

export function writeIndex(client: string, keys: ReadonlyMap<string, string>, facts: ReadonlyMap<string, PageFacts>, root?: string): void {
  const index: Record<string, IndexEntry> = {};
  for (const [url, key] of keys) {
    const stamp = stampOf(join(client, fileOfUrl(url)));
    if (!stamp) throw new Error(`page cache: ${fileOfUrl(url)} was not written`);
    index[url] = { key, facts: facts.get(url)!, ...stamp };
  }
  folderIndex<IndexEntry>('page-index', client, root).write(index);
}

/**
 * Deletes the `.html` files under `client` (and their compressed copies) that are neither pages of
 * this build (`known`) nor published from public/ (`published`), leaving the editor's folder alone;
 * returns the published ones.
 */
export function removeStalePages(client: string, known: ReadonlySet<string>, published: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (const file of builtFiles(client)) {
    if (known.has(file)) continue;
    if (published.has(file)) kept.push(file);
    else for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(join(client, copy), { force: true });
  }
  return kept;
}
