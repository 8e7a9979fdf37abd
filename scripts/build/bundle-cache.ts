/**
 * Vite's bundle of the pages (the client's scripts, styles and fonts, the server bundle Vike
 * pre-renders with), kept between builds (`<SITE_CACHE_DIR>/bundle/`) so that a build whose code did
 * not change does not bundle again. The bundle is made from code, never from content: its key hashes
 * every file of the code folders (the bundle's modules, the folders Tailwind reads class names from,
 * the Vite config's plugins), the project's configuration files and lockfile, the site settings
 * (the analytics provider is a constant of the client code) and the folder it is built in (the
 * server entry names it). Editing a page, a post or a photo keeps the key; editing any code file
 * changes it.
 *
 * What the build's own Vite plugins add to the client folder from content (the image copies and
 * icons of the image manifest, /blogs.json and /blog/cards.json) is not kept: it is written again
 * from this build's catalogue, as those plugins write it. Without an image manifest (Vite then
 * copies public/ itself) nothing is cached. The three newest bundles are kept.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { ImageManifest } from '../../catalogue/image-layouts.ts';
import { readImageManifest } from '../../catalogue/pictures.ts';
import { blogDataFiles } from '../../renderer/blog/data.ts';
import { writeBlogData } from '../../renderer/blog/vite-plugin.ts';
import { publishImages } from '../images/vite-plugin.ts';
import { copiedFile, OG_FOLDER } from '../paths.ts';
import { ADMIN_FOLDER } from '../postbuild/admin-path.ts';
import { cacheRoot, copyKept, filesUnder, hashOf } from './cache.ts';

/** Folders whose every file counts (code; never content). */
export const CODE_FOLDERS = ['admin', 'catalogue', 'pages', 'renderer', 'scripts', 'sections'];
/** Files of the project's root that shape the bundle. */
export const CODE_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The key of the bundle for this project, built into `out`. */
export function bundleKey(root: string, out: string, env: NodeJS.ProcessEnv = process.env): string {
  const siteFile = env.SITE_CONFIG ? join(root, env.SITE_CONFIG) : join(root, 'site.config.yaml');
  const parts: (string | Buffer)[] = [out, siteFile, existsSync(siteFile) ? readFileSync(siteFile) : '\0missing'];
  for (const file of CODE_FILES) parts.push(file, existsSync(join(root, file)) ? readFileSync(join(root, file)) : '\0missing');
  for (const folder of CODE_FOLDERS) for (const file of filesUnder(join(root, folder))) parts.push(`${folder}/${file}`, readFileSync(join(root, folder, file)));
  return hashOf(...parts);
}

/** What Vite and Vike write into `out` for the bundle: server/, assets.json and client/. */
const BUNDLE_ENTRIES = ['server', 'assets.json', 'client'];
/** A page and its compressed copies, which the page step and the compression step keep while they are current. */
const PAGE_FILE = /\.html(\.br|\.gz)?$/;
/**
 * Files of client/ that later steps bring up to date themselves: the editor (scripts/build/admin.ts
 * installAdmin) and the sharing images (scripts/postbuild.ts). A restore, or the move of an outside
 * build into SITE_OUT_DIR (scripts/build/pages-task.ts), leaves them in place.
 */
export const updatedByLaterSteps = (file: string) => file.startsWith(`${ADMIN_FOLDER}/`) || file.startsWith(OG_FOLDER);
/** The list of a cached bundle's files, written last: a bundle without it is not used. */
const FILE_LIST = 'files.json';
/** Bundles kept (the newest): a code change, an analytics build or another output folder each make one. */
const KEPT = 3;

export interface BundleCache {
  /** Puts the cached bundle into `out` (client/ and server/ replaced) with this catalogue's files; false when there is none. */
  restore(catalogue: Catalogue): boolean;
  /** Keeps the bundle just built in `out`, without the files made from content. */
  store(catalogue: Catalogue): void;
}

export function bundleCache(
  root: string,
  out: string,
  { cache = join(cacheRoot(root), 'bundle'), manifest = readImageManifest(root) }: { cache?: string; manifest?: ImageManifest } = {},
): BundleCache {
  const key = manifest && bundleKey(root, out);
  const dir = key && join(cache, key.slice(0, 32));
  /** The client files the build's plugins write from content (scripts/images/vite-plugin.ts, renderer/blog/vite-plugin.ts). */
  const fromContent = (catalogue: Catalogue) =>
    new Set([...Object.keys(manifest?.files ?? {}), ...Object.keys(blogDataFiles(catalogue))].map((f) => f.replace(/^\//, '')));
  return {
    restore(catalogue) {
      if (!dir || !manifest) return false;
      let files: string[];
      try {
        files = JSON.parse(readFileSync(join(dir, FILE_LIST), 'utf8')) as string[];
      } catch {
        return false;
      }
      // What is not this bundle's goes, as Vite empties its folders. Kept in client/: the pages and
      // their compressed copies, for the page step, which keeps those still current (scripts/build/
      // pages.ts); what later steps bring up to date; and the files this restore is about to write,
      // with their compressed copies, so that a file that is already the cached one is not written
      // again (copyKept) and the compression step finds its copies current.
      const restored = new Set(files.filter((f) => f.startsWith('client/')).map((f) => f.slice('client/'.length)));
      const written = new Set([...restored, ...fromContent(catalogue)]);
      const kept = (file: string) => PAGE_FILE.test(file) || updatedByLaterSteps(file) || written.has(copiedFile(file));
      const clear = (keep: (file: string) => boolean) => {
        for (const entry of BUNDLE_ENTRIES) {
          const path = join(out, entry);
          if (entry !== 'client' || !existsSync(path)) rmSync(path, { recursive: true, force: true });
          else for (const file of filesUnder(path)) if (!keep(file)) rmSync(join(path, file), { force: true });
        }
      };
      clear(kept);
      try {
        for (const file of files) copyKept(join(dir, file), join(out, file));
      } catch {
        // Another build replaced the cached bundle meanwhile: bundle again.
        clear((file) => PAGE_FILE.test(file));
        return false;
      }
      publishImages(join(out, 'client'), manifest);
      writeBlogData(join(out, 'client'), catalogue);
      return true;
    },
    store(catalogue) {
      if (!dir) return;
      const skip = fromContent(catalogue);
      const temporary = `${dir}.${process.pid}.tmp`;
      rmSync(temporary, { recursive: true, force: true });
      const files = BUNDLE_ENTRIES.flatMap((entry) => {
        const from = join(out, entry);
        if (!existsSync(from)) return [];
        if (statSync(from).isFile()) return [entry];
        return filesUnder(from)
          .filter((file) => !(entry === 'client' && (skip.has(file) || file.endsWith('.html'))))
          .map((file) => `${entry}/${file}`);
      });
      for (const file of files) {
        mkdirSync(dirname(join(temporary, file)), { recursive: true });
        // With its time, so that restoring it over the file it was kept from leaves that file as it is (copyKept).
        cpSync(join(out, file), join(temporary, file), { preserveTimestamps: true });
      }
      writeFileSync(join(temporary, FILE_LIST), JSON.stringify(files));
      rmSync(dir, { recursive: true, force: true });
      renameSync(temporary, dir);
      // The newest bundles are kept (builds side by side may be restoring one); older ones go.
      const others = readdirSync(cache)
        .filter((name) => join(cache, name) !== dir && !name.endsWith('.tmp'))
        .map((name) => ({ name, time: statSync(join(cache, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time);
      for (const { name } of others.slice(KEPT - 1)) rmSync(join(cache, name), { recursive: true, force: true });
    },
  };
}
