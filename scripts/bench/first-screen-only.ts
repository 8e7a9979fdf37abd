/**
 * The first screen alone (`npm run bench:lighthouse -- --first-screen`): a built page cut after the
 * marker that ends its first screen (renderer/first-screen.tsx), so that Lighthouse can measure what
 * the page would cost if nothing below its first screen were parsed, styled or laid out before the
 * first paint. That is the most any below-the-fold measure (content-visibility, HTML sent later,
 * fewer sections) could take off; the head, its inline stylesheet and the page's scripts stay as
 * they are, so the page still meets its own Content-Security-Policy.
 */
import { gzipSync } from 'node:zlib';
import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { FIRST_SCREEN_END } from '../../renderer/first-screen.tsx';

const MARKER = new RegExp(`<div id="${FIRST_SCREEN_END}"[^>]*></div>`);

/**
 * The page's HTML up to and with the first-screen marker, then the page's `<script>` elements that
 * came after it (the page script's loader), and the document's end. Throws when the page has no
 * marker: such a page paints only once it is parsed whole, and has no first screen to cut at.
 */
export function firstScreenOnly(html: string): string {
  const marker = MARKER.exec(html);
  if (!marker) throw new Error(`No <div id="${FIRST_SCREEN_END}"> in the page: nothing marks where its first screen ends.`);
  const end = marker.index + marker[0].length;
  const scripts = html.slice(end).match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
  return `${html.slice(0, end)}${scripts.join('')}</body></html>`;
}

/**
 * A folder that serves as `dist` does, but with each of `pages` (paths relative to `dist`, e.g.
 * `seo-company-jaipur.html`, `blog/a-post.html`) cut to its first screen, with a gzip copy, and
 * with `headers`, when given, as its `_headers` file instead of the build's. Every other file and
 * folder is a symbolic link into `dist`; a folder holding a cut page is made for real, so that
 * nothing is written into `dist`.
 */
export function mirrorWithFirstScreens(dist: string, into: string, pages: readonly string[], headers?: string): void {
  const cut = new Set(pages.map((p) => p.split('/').join(sep)));
  const holds = (rel: string) => [...cut].some((p) => p.startsWith(`${rel}${sep}`));
  const walk = (rel: string) => {
    mkdirSync(join(into, rel), { recursive: true });
    for (const name of readdirSync(join(dist, rel))) {
      const entry = rel ? join(rel, name) : name;
      if (entry === '_headers' && headers !== undefined) {
        writeFileSync(join(into, entry), headers);
      } else if (cut.has(entry)) {
        const html = firstScreenOnly(readFileSync(join(dist, entry), 'utf8'));
        writeFileSync(join(into, entry), html);
        writeFileSync(join(into, `${entry}.gz`), gzipSync(html, { level: 9 }));
      } else if (cut.has(entry.replace(/\.(gz|br)$/, ''))) {
        // The build's compressed copies of a cut page: replaced above (gzip) or left out (brotli).
      } else if (lstatSync(join(dist, entry)).isDirectory() && holds(entry)) {
        walk(entry);
      } else {
        symlinkSync(relative(dirname(join(into, entry)), join(dist, entry)), join(into, entry));
      }
    }
  };
  walk('');
}
