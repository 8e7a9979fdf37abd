/** Serving built files by URL path: scripts/serve.ts (the site) and the editor in `npm run dev` (scripts/build/admin-dev.ts). */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** The Content-Type of each kind of file the site and its editor publish, by extension. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file's Content-Type by its extension in any case (a camera's `IMG_4821.JPG` is a JPEG), as nginx and Cloudflare read it. */
export const contentTypeOf = (file: string): string => contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';

export const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The path under `root` that a URL path names (decoded), or undefined when it would leave `root`. */
export function pathInside(root: string, urlPath: string): string | undefined {
  const path = join(root, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}
