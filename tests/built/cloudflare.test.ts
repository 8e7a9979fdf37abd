/**
 * The host files as Cloudflare Pages reads them: the built client folder served by `wrangler pages
 * dev` (Cloudflare's own runtime, workerd, shipped inside the npm package; a devDependency pinned
 * to a release that runs on Node 20), with `_redirects` written for Cloudflare as `npm run deploy`
 * writes it, and without the .br and .gz copies, which the deploy leaves out for Cloudflare. What
 * Cloudflare does with `_headers`, `_redirects` and Accept-Encoding is checked here, not assumed
 * from its documentation: it refused 10 of 19 lines of the file written for both hosts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressedCopies, withoutCompressedCopies } from '../../scripts/deploy.ts';
import { headersForPath, IMMUTABLE, parseHeadersFile, parseRedirectsFile, renderRedirectsFile } from '../../scripts/postbuild/host-maps.ts';
import { catalogue, dist, hasDist } from './built-site.ts';
import { expectCompressedLikePlain, getRaw, largestFile, type Served, startCloudflare } from './hosts.ts';

describe.runIf(hasDist)("Cloudflare Pages' runtime serving the built site (wrangler pages dev)", () => {
  let host: Served | undefined;
  let base = '';
  let output = '';
  let work = '';
  let site = '';
  const { list, hasBlog404 } = parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8'));
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'cloudflare-site-'));
    // The built folder as Cloudflare gets it, _redirects written for Cloudflare. A copy: the
    // runtime does not follow symbolic links.
    site = join(work, 'site');
    cpSync(dist, site, { recursive: true });
    writeFileSync(join(site, '_redirects'), renderRedirectsFile(list, hasBlog404, 'cloudflare'));
    withoutCompressedCopies(site);
    host = await startCloudflare(site);
    base = host.base;
    output = host.output();
  }, 90_000);

  afterAll(async () => {
    await host?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { redirect: 'manual', headers });

  test('reads every line of the _redirects written for it, and refuses none', () => {
    expect(list.length).toBeGreaterThan(0);
    // Each alias, and again with a trailing slash.
    expect(output).toMatch(new RegExp(`Parsed ${2 * list.length} valid redirect rules?\\.`));
    expect(output).not.toMatch(/invalid redirect rule/i);
  });

  test('every alias, also with a trailing slash, answers one 301 to its canonical; canonical pages answer 200', async () => {
    for (const entry of catalogue().pages) {
      const canonical = entry.page.meta.canonical;
      expect((await get(canonical)).status, canonical).toBe(200);
      for (const other of entry.paths.filter((p) => p !== canonical))
        for (const from of [other, `${other}/`]) {
          const moved = await get(from);
          expect(moved.status, from).toBe(301);
          expect(new URL(moved.headers.get('location')!, base).pathname, from).toBe(canonical);
        }
    }
  });

  test('unknown paths answer 404 with the page that leads home; unknown blog paths with the blog one', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
    if (hasBlog404) {
      const post = await get('/blog/no-such-post');
      expect(post.status).toBe(404);
      expect(await post.text()).toBe(readFileSync(join(dist, 'blog', '404.html'), 'utf8'));
    }
  });

  test('a page asked for by its file name or with a trailing slash moves to its address (308, by Cloudflare itself)', async () => {
    for (const [from, to] of [
      ['/contact.html', '/contact'],
      ['/contact/', '/contact'],
      ['/index.html', '/'],
    ]) {
      const moved = await get(from!);
      expect(moved.status, from).toBe(308);
      expect(new URL(moved.headers.get('location')!, base).pathname, from).toBe(to);
    }
  });

  test('the security headers of _headers are on a page, an asset, both 404 pages and the redirects; hashed assets are kept a year', async () => {
    const site = headersForPath(rules, '/');
    expect(site.length).toBeGreaterThanOrEqual(8);
    const script = (readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' }) as string[]).find((f) => f.endsWith('.js'))!;
    const alias = catalogue().pages.flatMap((e) => e.paths.filter((p) => p !== e.page.meta.canonical))[0];
    const paths = [
      '/',
      '/contact',
      `/assets/${script}`,
      '/no-such-page',
      '/contact.html',
      ...(alias ? [alias] : []),
      ...(hasBlog404 ? ['/blog/no-such-post'] : []),
    ];
    for (const path of paths) {
      const response = await get(path);
      for (const [name, value] of site) expect(response.headers.get(name), `${name} on ${path} (${response.status})`).toBe(value);
    }
    expect((await get(`/assets/${script}`)).headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test("the editor gets its own policy in place of the site's, not both", async () => {
    // The /admin/* block's own policy: the last of that name for the path (the site's comes first).
    const policy = headersForPath(rules, '/admin/').findLast(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(policy).toContain('https://api.github.com');
    const response = await get('/admin/');
    expect(response.status).toBe(200);
    // Two headers of one name would be joined with ", " by fetch: exactly the editor's value means one.
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  test('compresses by itself: Accept-Encoding: br gets Brotli and gzip gets gzip of a page, a hashed script and the 404 page, decoding to the file, with the headers of the uncompressed answer', async () => {
    // The folder it serves has no compressed copies, as the deploy sends it; the build has them.
    expect(compressedCopies(dist).length).toBeGreaterThan(0);
    expect(compressedCopies(site)).toEqual([]);
    const security = headersForPath(rules, '/');
    expect(security.length).toBeGreaterThanOrEqual(8);
    const script = largestFile(dist, 'assets', '.js');
    expect(script, 'a hashed script').toBeDefined();
    for (const [path, file, status, cache] of [
      ['/', 'index.html', 200, 'public, max-age=0, must-revalidate'],
      [`/assets/${script}`, `assets/${script}`, 200, IMMUTABLE],
      ['/no-such-page', '404.html', 404, 'no-store'],
    ] as const) {
      const headers = [['Cache-Control', cache] as const, ...security];
      // The local runtime names no Vary header (what Cloudflare's edge adds is not seen from here).
      for (const { encoding, answer } of await expectCompressedLikePlain(base, path, { original: readFileSync(join(dist, file)), status, headers }))
        expect(answer.headers.vary, `${path} with Accept-Encoding: ${encoding}`).toBeUndefined();
    }
  });

  test("of a browser's Accept-Encoding (gzip, deflate, br, zstd) the local runtime takes the first it can, gzip; Brotli when it weighs more", async () => {
    const contact = readFileSync(join(dist, 'contact.html'));
    const browser = await getRaw(`${base}/contact`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(browser.body).equals(contact), 'decodes to contact.html').toBe(true);
    const weighed = await getRaw(`${base}/contact`, { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(weighed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(weighed.body).equals(contact), 'decodes to contact.html').toBe(true);
    // A copy the deploy left out is an unknown path, not a file of its own.
    expect((await getRaw(`${base}/contact.html.br`)).status).toBe(404);
  });
});
