/**
 * The nginx snippet, served for real: a throw-away nginx on 127.0.0.1 with the built client
 * folder as root and the generated nginx.conf included. Runs where an nginx binary exists
 * ($NGINX, `nginx` on the PATH or /usr/sbin/nginx: scripts/find-tools.ts); skipped otherwise, which
 * fails `npm test` (it installs nginx when it can, or says what to run). Then again with nginx's
 * Brotli module loaded and `brotli_static on;` in the server block, as the README tells a server
 * to serve the .br copies ($NGINX_BROTLI_MODULE, or the module in nginx's modules folder; Debian:
 * libnginx-mod-http-brotli-static); without the module that part skips, which fails `npm test` too.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogue, dist, hasDist } from './built-site.ts';
import { expectCompressedLikePlain, getRaw, largestFile, type Served, startNginx } from './hosts.ts';
import { findBrotliModule, findNginx, installCommand, tools } from '../../scripts/find-tools.ts';
import { headersForPath, IMMUTABLE, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { REQUIRED_HEADERS } from '../../scripts/postbuild/security.ts';

const nginx = findNginx();
const brotliModule = nginx ? findBrotliModule(nginx) : undefined;
// npm test (scripts/test.ts) installs nginx and the module or says what to run; a skip here fails that run.
if (hasDist && !nginx) console.warn(`Skipping the nginx check: no nginx binary (${installCommand(['nginx'])}, or set NGINX).`);
if (hasDist && nginx && !brotliModule)
  console.warn(`Skipping the nginx Brotli check: no ${tools.brotli.name} (${installCommand([tools.brotli.pkg])}, or set NGINX_BROTLI_MODULE).`);

const snippet = () => join(dirname(dist), 'nginx.conf');

/** The security headers every path but the editor's gets, as `_headers` has them for `/`. */
const siteHeaders = () =>
  headersForPath(parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')), '/').filter(([name]) =>
    (REQUIRED_HEADERS as readonly string[]).includes(name),
  );

interface Compressible {
  path: string;
  /** The file nginx answers with, beside which the build wrote `.br` and `.gz`. */
  file: string;
  status: number;
  /** Fixed headers the answer carries, compressed or not. */
  headers: [string, string][];
}

/**
 * What the compression checks ask for: a page, the largest hashed script of /assets/ (the site's
 * stylesheet is inlined into every page), the editor's largest stylesheet where the editor is
 * built (hashed too, under /admin/assets/, whose location has headers of its own), and an unknown
 * path (404.html).
 */
function compressible(): Compressible[] {
  const security = siteHeaders();
  const script = largestFile(dist, 'assets', '.js');
  expect(script, 'a hashed script').toBeDefined();
  const list: Compressible[] = [
    { path: '/', file: 'index.html', status: 200, headers: [['Cache-Control', 'no-cache'], ...security] },
    { path: `/assets/${script}`, file: `assets/${script}`, status: 200, headers: [['Cache-Control', IMMUTABLE], ...security] },
    { path: '/no-such-page', file: '404.html', status: 404, headers: [['Cache-Control', 'no-cache'], ...security] },
  ];
  if (existsSync(join(dist, 'admin', 'assets'))) {
    const style = largestFile(dist, join('admin', 'assets'), '.css');
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    // The /admin/* block's own policy: the last of that name for the path (the site's comes first).
    const policy = headersForPath(rules, '/admin/').findLast(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(policy).toContain('https://api.github.com');
    if (style)
      list.push({
        path: `/admin/assets/${style}`,
        file: `admin/assets/${style}`,
        status: 200,
        headers: [
          ['Cache-Control', 'no-cache'],
          ['Content-Security-Policy', policy!],
        ],
      });
  }
  return list;
}

describe.runIf(hasDist && !!nginx)('nginx serving the built site with the generated snippet', () => {
  let host: Served | undefined;
  let base = '';

  beforeAll(async () => {
    host = await startNginx(nginx!, dist, snippet());
    base = host.base;
  });

  afterAll(() => host?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { redirect: 'manual', headers });

  test('every other path of a page, with a trailing slash or as a file name too, answers one 301 to its canonical; canonical pages answer 200', async () => {
    const moves: [string, string][] = [];
    for (const entry of catalogue().pages) {
      const canonical = entry.page.meta.canonical;
      const page = await get(canonical);
      expect(page.status, canonical).toBe(200);
      for (const other of entry.paths.filter((p) => p !== canonical)) moves.push([other, canonical], [`${other}/`, canonical], [`${other}.html`, canonical]);
      if (canonical !== '/') moves.push([`${canonical}.html`, canonical]);
    }
    moves.push(['/index.html', '/'], ['/index', '/']);
    for (const [from, to] of moves) {
      const moved = await get(from);
      expect(moved.status, from).toBe(301);
      expect(new URL(moved.headers.get('location')!, base).pathname, from).toBe(to);
    }
  });

  test('pages and 404 pages are checked again on every visit, hashed assets kept a year; caches keep one copy per encoding; the manifest has its type', async () => {
    for (const path of ['/', '/contact', '/no-such-page', ...(existsSync(join(dist, 'blog', '404.html')) ? ['/blog/no-such-post'] : [])])
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    const contact = await get('/contact', { 'accept-encoding': 'gzip' });
    expect(contact.headers.get('content-encoding')).toBe('gzip');
    expect(contact.headers.get('vary')).toBe('Accept-Encoding');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('x-frame-options'), 'the security headers too').toBe('DENY');
  });

  test("without the Brotli module, Accept-Encoding: br alone gets the file as it is, and a browser's list gets the gzip copy", async () => {
    for (const { path, file, status } of compressible()) {
      const original = readFileSync(join(dist, file));
      const br = await getRaw(`${base}${path}`, { 'accept-encoding': 'br' });
      expect(br.status, path).toBe(status);
      expect(br.headers['content-encoding'], path).toBeUndefined();
      expect(br.body.equals(original), `${path}: the file's bytes`).toBe(true);
      const browser = await getRaw(`${base}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(browser.headers['content-encoding'], path).toBe('gzip');
      expect(browser.body.equals(readFileSync(join(dist, `${file}.gz`))), `${path}: the build's .gz copy`).toBe(true);
    }
  });

  test('unknown paths answer 404 with the page that leads home; unknown blog paths with the blog one', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
    if (existsSync(join(dist, 'blog', '404.html'))) {
      const post = await get('/blog/no-such-post');
      expect(post.status).toBe(404);
      expect(await post.text()).toBe(readFileSync(join(dist, 'blog', '404.html'), 'utf8'));
    }
    const slash = await get('/contact/');
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location')!, base).pathname).toBe('/contact');
  });

  test('hashed assets are cached for a year, and pre-compressed copies are served', async () => {
    const script = (readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' }) as string[]).find((f) => f.endsWith('.js'))!;
    const asset = await get(`/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const home = await get('/', { 'accept-encoding': 'gzip' });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/_redirects')).status).toBe(404);
  });

  test('the security headers are on a page, an asset, a redirect and both 404 pages; nginx hides its version', async () => {
    const expected = siteHeaders();
    expect(expected).toHaveLength(REQUIRED_HEADERS.length);
    const script = (readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' }) as string[]).find((f) => f.endsWith('.js'));
    expect(script, 'a hashed asset').toBeDefined();
    const moved = catalogue().pages.flatMap((e) => e.paths.filter((p) => p !== e.page.meta.canonical))[0];
    const paths = ['/', '/contact', `/assets/${script}`, '/contact/', '/no-such-page', ...(moved ? [moved] : [])];
    if (existsSync(join(dist, 'blog', '404.html'))) paths.push('/blog/no-such-post');
    for (const path of paths) {
      const response = await get(path);
      for (const [name, value] of expected) expect(response.headers.get(name), `${name} on ${path} (${response.status})`).toBe(value);
      expect(response.headers.get('server') ?? '', path).not.toMatch(/\d/);
    }
  });
});

describe.runIf(hasDist && !!nginx && !!brotliModule)('nginx with its Brotli module and `brotli_static on;` in the server block, as the README says', () => {
  let host: Served | undefined;
  let base = '';

  beforeAll(async () => {
    // The generated snippet unchanged; the module loaded and the line added where the README puts them.
    host = await startNginx(nginx!, dist, snippet(), { modules: [brotliModule!], server: ['brotli_static on;'] });
    base = host.base;
  });

  afterAll(() => host?.stop());

  test('Accept-Encoding: br gets the .br copy and gzip the .gz copy of a page, a hashed script, the editor stylesheet and the 404 page, with the headers of the uncompressed answer', async () => {
    const checked = compressible();
    expect(checked.length).toBeGreaterThanOrEqual(3);
    for (const { path, file, status, headers } of checked)
      for (const { encoding, answer } of await expectCompressedLikePlain(base, path, { original: readFileSync(join(dist, file)), status, headers })) {
        const what = `${path} with Accept-Encoding: ${encoding}`;
        const copy = encoding === 'br' ? 'br' : 'gz';
        expect(answer.headers.vary, what).toBe('Accept-Encoding');
        expect(answer.body.equals(readFileSync(join(dist, `${file}.${copy}`))), `${what}: the build's .${copy} copy`).toBe(true);
      }
  });

  test("a browser's Accept-Encoding (gzip, deflate, br, zstd) gets Brotli; a request without one gets the file as it is", async () => {
    const browser = await getRaw(`${base}/contact`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.body).equals(readFileSync(join(dist, 'contact.html'))), 'decodes to contact.html').toBe(true);
    const none = await getRaw(`${base}/contact`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(readFileSync(join(dist, 'contact.html'))), 'contact.html as it is').toBe(true);
  });
});
