/**
 * What the build writes for search engines and hosts: the sitemap lists exactly the canonical
 * URLs, robots.txt names it, the redirect maps send every other path of a page to its canonical
 * and never redirect a canonical, every page's sharing image exists at 1200×630, and text files
 * have pre-compressed copies.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { canonicalHref, isIndexable, isNotFoundPage, metaContent } from '../../scripts/postbuild/html.ts';
import { absolute } from '../../scripts/postbuild/sitemap.ts';
import { COMPRESSIBLE } from '../../scripts/postbuild/compress.ts';
import { catalogue, dist, fileFor, hasDist, pages, sitePath } from './built-site.ts';
import { rasterSize } from './raster-size.ts';

describe.runIf(hasDist)('search engine and host outputs of the built site', () => {
  const aliases = () =>
    catalogue().pages.flatMap((e) => e.paths.filter((p) => p !== e.page.meta.canonical).map((from) => ({ from, to: e.page.meta.canonical })));

  test('sitemap.xml lists exactly the canonical URLs, each once, each a built page that names itself canonical', () => {
    const { site, pages: entries, posts } = catalogue();
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size, 'duplicate URLs').toBe(locs.length);

    // Exactly the built pages that are listed and name themselves canonical.
    const selfCanonical = pages()
      .filter((p) => !isNotFoundPage(p) && isIndexable(p.html) && canonicalHref(p.html) === absolute(site.baseUrl, p.path))
      .map((p) => absolute(site.baseUrl, p.path));
    expect([...locs].sort()).toEqual([...new Set(selfCanonical)].sort());

    // Every listed page of the catalogue and every article is in; no alias and no 404 is.
    for (const e of entries.filter((e) => e.page.meta.robots.index)) expect(locs, e.file).toContain(absolute(site.baseUrl, e.page.meta.canonical));
    for (const post of posts) {
      const loc = `${site.baseUrl}/blog/${post.slug}`;
      const built = pages().find((p) => p.path === `/blog/${post.slug}`);
      if (built && isIndexable(built.html)) expect(locs, post.file).toContain(loc);
      const lastmod = urls.find((u) => u.loc === loc)?.lastmod;
      if (lastmod) expect(lastmod, post.file).toBe(post.date);
    }
    for (const { from } of aliases()) expect(locs).not.toContain(absolute(site.baseUrl, from));
    expect(locs.some((l) => l.endsWith('/404'))).toBe(false);
    for (const { loc, lastmod } of urls) {
      expect(sitePath(loc, site.baseUrl), loc).toBeDefined();
      expect(fileFor(sitePath(loc, site.baseUrl)!), loc).toBeDefined();
      if (lastmod) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z))?$/);
    }
  });

  test('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${catalogue().site.baseUrl}/sitemap.xml`);
  });

  test('_redirects moves every other path of a page to its canonical (301) and never redirects a canonical', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.trim().split(/\s+/));
    const canonicals = new Set(catalogue().pages.map((e) => e.page.meta.canonical));
    for (const { from, to } of aliases()) {
      expect(rules, `${from} → ${to}`).toContainEqual([from, to, '301']);
      expect(rules, `${from} → ${to} (forced, for Netlify)`).toContainEqual([from, to, '301!']);
      expect(fileFor(to), `${to} is not built`).toBeDefined();
    }
    for (const [from, , status] of rules) {
      expect(canonicals.has(from!), `${from} is canonical and must not redirect`).toBe(false);
      if (status?.startsWith('301')) expect(aliases().some((a) => a.from === from)).toBe(true);
    }
    if (existsSync(join(dist, 'blog', '404.html'))) expect(rules).toContainEqual(['/blog/*', '/blog/404.html', '404']);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  test('nginx.conf has the same redirects, the static lookup, both 404 pages and long-lived asset caching', () => {
    const conf = readFileSync(join(dirname(dist), 'nginx.conf'), 'utf8');
    const returns = [...conf.matchAll(/location = (\S+)\s*\{ return 301 (\S+); \}/g)].map((m) => ({ from: m[1]!, to: m[2]! }));
    expect([...returns].sort((a, b) => a.from.localeCompare(b.from))).toEqual(aliases().sort((a, b) => a.from.localeCompare(b.from)));
    const canonicals = catalogue().pages.map((e) => e.page.meta.canonical);
    for (const c of canonicals)
      expect(
        returns.map((r) => r.from),
        `${c} is canonical and must not redirect`,
      ).not.toContain(c);
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toMatch(/^error_page 404 \/404\.html;$/m);
    if (existsSync(join(dist, 'blog', '404.html'))) expect(conf).toMatch(/location \/blog\/ \{\s*error_page 404 \/blog\/404\.html;/);
    expect(conf).toMatch(/location \/assets\/ \{\s*add_header Cache-Control "public, max-age=31536000, immutable";/);
  });

  test('every page has an absolute Open Graph image of 1200×630 that exists', () => {
    const { site } = catalogue();
    const problems: string[] = [];
    for (const page of pages()) {
      const image = metaContent(page.html, 'og:image');
      if (!image?.startsWith(`${site.baseUrl}/`)) {
        problems.push(`${page.file}: og:image ${image} is not an absolute URL of the site`);
        continue;
      }
      const file = fileFor(sitePath(image, site.baseUrl)!);
      const size = file ? rasterSize(readFileSync(file)) : undefined;
      if (!file) problems.push(`${page.file}: ${image} does not exist`);
      else if (size?.width !== 1200 || size.height !== 630)
        problems.push(`${page.file}: ${image} is ${size ? `${size.width}×${size.height}` : 'not a PNG, JPEG or WebP'}`);
      if (metaContent(page.html, 'twitter:image') !== image) problems.push(`${page.file}: twitter:image differs from og:image`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('text files have .br and .gz copies beside them that decompress to the original', () => {
    const files = (readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => COMPRESSIBLE.test(f));
    const missing: string[] = [];
    for (const file of files) {
      const path = join(dist, file);
      const original = readFileSync(path);
      for (const [ext, decompress] of [
        ['br', brotliDecompressSync],
        ['gz', gunzipSync],
      ] as const) {
        const copy = `${path}.${ext}`;
        if (!existsSync(copy)) {
          // Left out only where compressing would not make the file smaller.
          if (original.length > 1024) missing.push(`${file}.${ext}`);
          continue;
        }
        expect(decompress(readFileSync(copy)).equals(original), `${file}.${ext}`).toBe(true);
        expect(statSync(copy).size).toBeLessThan(original.length);
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(0);
  });
});
