import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCatalogue, type Catalogue } from '../../catalogue/index.ts';

export const distDir = process.env.SITE_DIST ?? 'dist/client';

/** Every pre-rendered page of the built site, as URL paths ('/', '/seo-company-ajmer', …), 404 pages excluded. */
export function builtUrls(): string[] {
  return (readdirSync(distDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.html') && !f.endsWith('404.html') && !f.startsWith('.vite'))
    .map(
      (f) =>
        '/' +
        relative('.', f)
          .replace(/\\/g, '/')
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, ''),
    )
    .map((u) => (u.length > 1 ? u.replace(/\/$/, '') : u))
    .sort();
}

let cached: Catalogue | undefined;
/** The same catalogue the build used, for expected values (throws every content problem). */
export const catalogue = (): Catalogue => (cached ??= loadCatalogue());

export const htmlFile = (url: string) => join(distDir, url === '/' ? 'index.html' : `${url}.html`);
