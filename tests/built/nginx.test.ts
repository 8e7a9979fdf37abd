/**
 * The nginx snippet, served for real: a throw-away nginx on 127.0.0.1 with the built client
 * folder as root and the generated nginx.conf included. Runs where an nginx binary exists
 * ($NGINX, `nginx` on the PATH or /usr/sbin/nginx: scripts/find-tools.ts); skipped otherwise, which
 * fails `npm test` (it installs nginx when it can, or says what to run).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogue, dist, hasDist } from './built-site.ts';
import { type Served, startNginx } from './hosts.ts';
import { findNginx, installCommand } from '../../scripts/find-tools.ts';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { REQUIRED_HEADERS } from '../../scripts/postbuild/security.ts';

const nginx = findNginx();
// npm test (scripts/test.ts) installs nginx or says what to run; a skip here fails that run.
if (hasDist && !nginx) console.warn(`Skipping the nginx check: no nginx binary (${installCommand(['nginx'])}, or set NGINX).`);

describe.runIf(hasDist && !!nginx)('nginx serving the built site with the generated snippet', () => {
  let host: Served | undefined;
  let base = '';

  beforeAll(async () => {
    host = await startNginx(nginx!, dist, join(dirname(dist), 'nginx.conf'));
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
    const expected = headersForPath(parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')), '/').filter(([name]) =>
      (REQUIRED_HEADERS as readonly string[]).includes(name),
    );
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
