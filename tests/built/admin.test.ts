import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ADMIN_FOLDER, ADMIN_PATH } from '../../scripts/postbuild/admin-path.ts';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { dist, hasDist, pages } from './built-site.ts';

/** The browser editor in the built site: its own folder, its own policy, and nothing of it on the public pages. */

const adminDir = join(dist, ADMIN_FOLDER);
const adminFiles = () => (readdirSync(adminDir, { recursive: true, encoding: 'utf8' }) as string[]).map((f) => f.split('\\').join('/'));

describe.runIf(hasDist)('the browser editor in the built site', () => {
  test('/admin/ is one page of hashed files, no inline script, kept out of search', () => {
    const html = readFileSync(join(adminDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const src of html.matchAll(/\b(?:src|href)="([^"]+)"/g))
      expect(src[1], 'a file of the editor itself').toMatch(new RegExp(`^${ADMIN_PATH}(assets|fonts)/`));
  });

  test('no public page, the sitemap or the feed names /admin/ or loads a byte of it', () => {
    for (const page of pages()) expect(page.html, page.file).not.toContain(ADMIN_PATH);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(ADMIN_PATH);
  });

  test('the editor’s fonts are its own files, not the CDN its package names', () => {
    const js = adminFiles().filter((f) => f.endsWith('.js'));
    // The package's stylesheet names its fonts on a CDN; the build points them at /admin/fonts/ (what loads at run time: tests/e2e/admin.spec.ts).
    const cdnFonts = js.filter((f) => readFileSync(join(adminDir, f), 'utf8').includes('cdn.jsdelivr.net/fontsource'));
    expect(cdnFonts).toEqual([]);
    expect(adminFiles().filter((f) => f.startsWith('fonts/') && f.endsWith('.woff2'))).toHaveLength(3);
  });

  test('its header block replaces the site policy with its own, without unsafe-eval; the site policy is unchanged', () => {
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    const admin = rules.find((r) => r.pattern === `${ADMIN_PATH}*`)!.headers;
    const csp = admin.find(([n]) => n === 'Content-Security-Policy')![1];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self' data: blob: https:\/\/api\.github\.com/);
    expect(admin).toContainEqual(['Cross-Origin-Opener-Policy', 'same-origin-allow-popups']);
    const site = headersForPath(rules, '/').find(([n]) => n === 'Content-Security-Policy')![1];
    expect(site).not.toContain("'unsafe-inline'; img-src 'self' data: blob:");
    expect(site).toMatch(/style-src 'self'/);
  });

  test('its size, for the README', () => {
    const entry = readFileSync(join(adminDir, 'index.html'), 'utf8').match(/src="\/admin\/(assets\/index-[^"]+\.js)"/)![1]!;
    const bytes = gzipSync(readFileSync(join(adminDir, entry))).length;
    expect(existsSync(join(adminDir, entry))).toBe(true);
    // The editor's main file, gzip: about 0.84 MB (the README states it); languages and converters load only when used.
    expect(bytes).toBeGreaterThan(300_000);
    expect(bytes).toBeLessThan(1_200_000);
  });
});
