import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copies the project's content into `dir` for a test that writes to it (new-city, new-post,
 * city-report in a copy): the pages (not a build's `_tmp` files), the settings, and `public/`
 * linked (its images are read, never written). Returns `dir`.
 */
export function copyContent(dir: string, root = process.cwd()): string {
  cpSync(join(root, 'pages-data'), join(dir, 'pages-data'), { recursive: true, filter: (src) => !src.includes('_tmp') });
  cpSync(join(root, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  symlinkSync(join(root, 'public'), join(dir, 'public'));
  return dir;
}
