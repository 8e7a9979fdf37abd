/**
 * Sharing images, cached and drawn in the build pool. An image is cached under the hash of what
 * it shows (heading, eyebrow, site name, footer) and of what draws it (this template's code, the
 * font reader, the fonts, the resvg version), in node_modules/.cache/site/og-images/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, filesHash, folderIndex, hashOf, type Stamp, stepCache, type StepCache } from '../build/cache.ts';
import { createOgRenderer, ogFonts, type OgContent } from './og-image.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The drawing code and the fonts: a change to any of them changes every image's key. */
export const ogVersionFiles = () => [join(here, 'og-image.ts'), join(here, 'font.ts'), ...ogFonts().map((f) => f.woff)];

export function ogVersion(files = ogVersionFiles()): string {
  const resvg = (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version;
  return hashOf(filesHash(...files), resvg);
}

export const ogCache = (root = cacheRoot()) => stepCache('og-images', ogVersion(), root);

/** What the sharing images' index keeps of each image it left in the client folder: its key and the file's state. */
export interface OgEntry extends Stamp {
  key: string;
}

/** The index of the sharing images in the client folder `client` (scripts/postbuild.ts). */
export const ogIndex = (client: string, root = cacheRoot()) => folderIndex<OgEntry>('og-index', client, root);

export const ogKey = (cache: StepCache, content: OgContent) =>
  cache.key(JSON.stringify([content.heading, content.eyebrow ?? null, content.siteName, content.footer]));

export interface OgTask {
  content: OgContent;
  /** The PNG file to write. */
  out: string;
  cacheRoot: string;
}

let renderer: ReturnType<typeof createOgRenderer> | undefined;
let cache: StepCache | undefined;

/** Runs in a pool worker: draws one image, stores it in the cache, writes it. */
export function handle(task: OgTask): number {
  renderer ??= createOgRenderer(join(task.cacheRoot, 'og-fonts'));
  cache ??= ogCache(task.cacheRoot);
  const png = renderer.png(task.content);
  cache.set(ogKey(cache, task.content), png);
  mkdirSync(dirname(task.out), { recursive: true });
  writeFileSync(task.out, png);
  return png.length;
}

export const ogTaskModule = fileURLToPath(import.meta.url);
