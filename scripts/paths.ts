/**
 * Where the build writes, in one place: `SITE_OUT_DIR` (default dist) holds client/ (the site),
 * server/ (Vike's), nginx.conf and image-manifest.json; `SITE_CACHE_DIR` (default
 * node_modules/.cache/site) holds every step's cache. Every step, test and benchmark reads them from here.
 */
import { join, resolve } from 'node:path';

export const outDir = (root = process.cwd()) => resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
export const clientDir = (root?: string) => join(outDir(root), 'client');
export const imageManifestFile = (root?: string) => join(outDir(root), 'image-manifest.json');
export const cacheRoot = (root = process.cwd()) => resolve(root, process.env.SITE_CACHE_DIR ?? 'node_modules/.cache/site');
/** The sharing images drawn for pages, in the built client (scripts/postbuild.ts). */
export const OG_FOLDER = 'images/og/';
/** A compressed copy the build writes beside a text file (`x.html.br`, `x.html.gz`: scripts/postbuild/compress.ts). */
export const COMPRESSED_COPY = /\.(br|gz)$/;
/** The file a compressed copy is of (`x.html.br` → `x.html`); any other file itself. */
export const copiedFile = (file: string) => file.replace(COMPRESSED_COPY, '');
/** A tool's command in node_modules/.bin, to run directly: npx takes about 0.6 s of processor time to start one. */
export const toolBin = (name: string, root = process.cwd()) => join(root, 'node_modules', '.bin', name);
/**
 * The type checker: TypeScript 7's native `tsc` (package.json's typescript-native, which
 * `npm run typecheck` runs). The `typescript` package stays 5.9, for the scripts and tools that use
 * its API (TypeScript 7 has none yet); both put a `tsc` in node_modules/.bin, so this one is called by its path.
 */
export const tscBin = (root = process.cwd()) => join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
