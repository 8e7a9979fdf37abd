/**
 * The browser editor at /admin/, built only when what it is made from changed.
 *
 * Its Vite build (scripts/build/admin-vite.ts) takes about 6 s and 1.1 GB, so it runs in a
 * process of its own (the build pool's), before the page build (the memory is given back when that process exits),
 * and into the cache (`<SITE_CACHE_DIR>/admin/`), keyed on everything its output depends on:
 *   - the configuration's input and the site settings (catalogue/cms/input.ts): folders, shared
 *     sections, routes, so adding a page or a city rebuilds it and editing a heading does not;
 *   - package-lock.json (the editor's and the bundler's versions) and this step's own code;
 *   - the project files the bundle was made from, as the last build recorded them, and every file
 *     of the folders whose class names the preview's stylesheet is made from (admin/, sections/,
 *     renderer/).
 * After the page build (whose Vite empties dist/client/), the cached folder is copied to
 * dist/client/admin/. The cache keeps one build; deleting it is always safe.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { blogCtaOf } from '../../catalogue/closing-cta.ts';
import type { EditorBackend } from '../../catalogue/cms/config.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { BLOG_ROUTE } from '../../catalogue/blog-addresses.ts';
import { cacheRoot, clientDir, copiedFile } from '../paths.ts';
import { ADMIN_FOLDER } from '../postbuild/admin-path.ts';
import type { AdminInput, AdminTask } from './admin-vite.ts';
import { copyKept, filesHash, filesUnder, hashOf, writeWhole } from './cache.ts';
import { runApart } from './pool.ts';

/** Folders whose every file counts, whether or not the bundle imports it (Tailwind reads their class names). */
const SCANNED_FOLDERS = ['admin', 'sections', 'renderer'];

const viteEntry = fileURLToPath(new URL('./admin-vite.ts', import.meta.url));
const ENTRY_FILE = 'entry.json';

interface Entry {
  /** Hash of the input, the lockfile and this step's code. */
  inputs: string;
  /** The project files the last bundle imported (relative, '/'-separated). */
  modules: string[];
  /** Hash of those files and of the scanned folders' files, paths and contents. */
  sources: string;
  /** The folder (in the cache) holding the build. */
  dir: string;
}

/** Builds the editor into `outDir`, returning the project files it imported. */
export type AdminBuilder = (data: AdminInput, outDir: string, root: string) => Promise<string[]>;

export interface PreparedAdmin {
  /** The cached build, ready to copy. */
  dir: string;
  cached: boolean;
}

function backendOf(catalogue: Catalogue): EditorBackend | undefined {
  const editor = catalogue.site.editor;
  return (
    editor && {
      backend: editor.backend,
      repo: editor.repo,
      branch: editor.branch,
      ...(editor.authUrl ? { baseUrl: editor.authUrl } : {}),
      ...(editor.appId ? { appId: editor.appId } : {}),
    }
  );
}

function adminInput(catalogue: Catalogue, root = process.cwd()): AdminInput {
  const blog = catalogue.byPath.get(BLOG_ROUTE);
  const blogCta = blog && blogCtaOf(blog.page.sections)?.cta;
  return { input: cmsInput(catalogue, contentPaths(root), backendOf(catalogue)), site: catalogue.site, ...(blogCta ? { blogCta } : {}) };
}

/** Hash of the files the editor is made from: the recorded modules and the scanned folders, by path and content. */
function sourcesHash(root: string, modules: readonly string[], folders = SCANNED_FOLDERS): string {
  const files = [...new Set([...modules, ...folders.flatMap((f) => filesUnder(join(root, f)).map((file) => `${f}/${file}`))])].sort();
  return hashOf(
    ...files.flatMap((file) => {
      const path = join(root, file);
      return [file, existsSync(path) ? readFileSync(path) : '\0missing'];
    }),
  );
}

function inputsHash(data: AdminInput, root: string): string {
  const lockfile = join(root, 'package-lock.json');
  return hashOf(JSON.stringify(data), existsSync(lockfile) ? readFileSync(lockfile) : '', filesHash(fileURLToPath(import.meta.url), viteEntry));
}

function readEntry(dir: string): Entry | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, ENTRY_FILE), 'utf8')) as Entry;
  } catch {
    return undefined;
  }
}

/** Whether a `building-<pid>-…` folder belongs to a process that is still running. */
function isRunning(name: string): boolean {
  const pid = Number(/^building-(\d+)-/.exec(name)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs admin-vite.ts in a process of its own (its memory is given back when it exits). */
const buildInChild: AdminBuilder = (data, outDir, root) =>
  runApart<AdminTask, string[]>(viteEntry, { data, outDir, root }, "the editor's build (scripts/build/admin-vite.ts)");

/**
 * Makes sure the cache holds the editor for this catalogue and these sources: reuses the last
 * build when nothing it depends on changed, builds it (in a child process) otherwise.
 */
export async function prepareAdmin(
  catalogue: Catalogue | AdminInput,
  {
    root = process.cwd(),
    build = buildInChild,
    cache = join(cacheRoot(root), 'admin'),
    beforeBuild,
  }: {
    root?: string;
    build?: AdminBuilder;
    cache?: string;
    /** Called when the editor must be built, before its bundler starts (which needs about 1.1 GB). */
    beforeBuild?: () => Promise<void>;
  } = {},
): Promise<PreparedAdmin> {
  const data = 'input' in catalogue ? catalogue : adminInput(catalogue, root);
  const inputs = inputsHash(data, root);
  const last = readEntry(cache);
  if (last && last.inputs === inputs && existsSync(join(cache, last.dir)) && sourcesHash(root, last.modules) === last.sources)
    return { dir: join(cache, last.dir), cached: true };

  await beforeBuild?.();
  mkdirSync(cache, { recursive: true });
  const temporary = join(cache, `building-${process.pid}-${Date.now()}`);
  const modules = await build(data, temporary, root);
  const sources = sourcesHash(root, modules);
  const dir = hashOf(inputs, sources).slice(0, 24);
  rmSync(join(cache, dir), { recursive: true, force: true });
  renameSync(temporary, join(cache, dir));
  const entry: Entry = { inputs, modules, sources, dir };
  writeWhole(join(cache, ENTRY_FILE), JSON.stringify(entry, null, 1));
  // One build is kept: older ones go, and builds a killed run left half-made (another build's running one stays).
  for (const name of readdirSync(cache))
    if (name !== dir && name !== ENTRY_FILE && !isRunning(name)) rmSync(join(cache, name), { recursive: true, force: true });
  return { dir: join(cache, dir), cached: false };
}

/**
 * Copies the prepared editor to dist/client/admin/ (after the page build, which may have emptied
 * dist/client/). A file already there as an earlier build copied it stays (copyKept), with its
 * compressed copies; files of an earlier editor go.
 */
export function installAdmin(prepared: PreparedAdmin, root = process.cwd()): void {
  const target = join(clientDir(root), ADMIN_FOLDER);
  const files = filesUnder(prepared.dir);
  const wanted = new Set(files);
  for (const file of filesUnder(target)) if (!wanted.has(copiedFile(file))) rmSync(join(target, file), { force: true });
  for (const file of files) copyKept(join(prepared.dir, file), join(target, file));
}
