/**
 * The built site these checks read: SITE_DIST (default dist/client), as the build left it.
 * When it does not exist the checks are skipped with a message, so `vitest run` before a build
 * stays green; the test command (scripts/test.ts) runs them after building.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { loadCatalogue, type Catalogue } from '../../catalogue/index.ts';
import { builtPages, type BuiltPage } from '../../scripts/postbuild/html.ts';

export const dist = resolve(process.env.SITE_DIST ?? 'dist/client');
export const hasDist = existsSync(join(dist, 'index.html'));
export const skipReason = `No built site at ${dist}: build first (npm run build, or SITE_OUT_DIR=… npx vike build and the post-build steps) and point SITE_DIST at its client folder.`;
if (!hasDist) console.warn(`Skipping the checks of the built site. ${skipReason}`);

let pagesCache: BuiltPage[] | undefined;
/** Every .html file of the built site. */
export const pages = (): BuiltPage[] => (pagesCache ??= hasDist ? builtPages(dist) : []);

let catalogueCache: Catalogue | undefined;
/** The content the build was made from, for expected values (throws every content problem). */
export const catalogue = (): Catalogue => (catalogueCache ??= loadCatalogue());

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file a static host answers a path with, as scripts/serve.ts and the nginx snippet do:
 * the path itself, then path.html, then path/index.html.
 */
export function fileFor(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = join(dist, normalize(decoded));
  if (!base.startsWith(dist)) return undefined;
  return [base, `${base}.html`, join(base, 'index.html')].find(isFile);
}

/** A site URL (absolute on the site's base URL, or root-relative) → its path; undefined for other hosts. */
export function sitePath(url: string, baseUrl: string): string | undefined {
  if (url.startsWith(`${baseUrl}/`) || url === baseUrl) return new URL(url).pathname;
  if (url.startsWith('/') && !url.startsWith('//')) return new URL(url, 'http://site.invalid').pathname;
  return undefined;
}
