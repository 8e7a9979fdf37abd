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
import { metaContent } from '../../scripts/postbuild/html.ts';
import { COMPRESSIBLE } from '../../scripts/postbuild/compress.ts';
import { catalogue, dist, fileFor, hasDist, pages, sitePath } from './built-site.ts';
import { rasterSize } from './raster-size.ts';

/** The sitemap of the site as built today, written out: changing the pages changes this list. */
const SITEMAP_PATHS = [
  '/',
  '/blog',
  '/blog/coaching-institute-admissions-ajmer',
  '/blog/ecommerce-store-rajasthan-sellers',
  '/blog/festive-season-marketing-calendar',
  '/blog/google-ads-budget-guide',
  '/blog/google-ads-mistakes-local-business',
  '/blog/google-business-profile-guide',
  '/blog/google-reviews-ethical-guide',
  '/blog/how-long-does-seo-take',
  '/blog/local-blog-content-that-ranks',
  '/blog/local-seo-ajmer-guide',
  '/blog/local-seo-jaipur-checklist',
  '/blog/page/2',
  '/blog/page/3',
  '/blog/short-videos-for-local-business',
  '/blog/social-media-routine-local-shops',
  '/blog/website-cost-jaipur-ajmer',
  '/blog/website-speed-mobile-check',
  '/blog/whatsapp-lead-follow-up',
  '/career',
  '/contact',
  '/content-writing-company-ajmer',
  '/content-writing-company-jaipur',
  '/digital-marketing-company-jaipur',
  '/digital-marketing-services-ajmer',
  '/digital-marketing-services-jaipur',
  '/google-ads-company-jaipur',
  '/google-business-profile',
  '/lead-generation-company-ajmer',
  '/lead-generation-company-jaipur',
  '/privacy-policy',
  '/seo-company-ajmer',
  '/seo-company-jaipur',
  '/social-media-marketing-company-ajmer',
  '/social-media-marketing-jaipur',
  '/video-editing-company-ajmer',
  '/video-editing-company-jaipur',
  '/web-development-company-ajmer',
  '/web-development-company-jaipur',
];

describe.runIf(hasDist)('search engine and host outputs of the built site', () => {
  const aliases = () =>
    catalogue().pages.flatMap((e) => e.paths.filter((p) => p !== e.page.meta.canonical).map((from) => ({ from, to: e.page.meta.canonical })));

  test('sitemap.xml lists exactly the canonical URLs, each once, each a built page that names itself canonical', () => {
    const { site, pages: entries, posts } = catalogue();
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);

    // The site as it is: every listed page, every article and the three pages of the blog index,
    // in this order (home first, then by address). A page added or removed changes this list.
    expect(urls.map((u) => u.loc)).toEqual(SITEMAP_PATHS.map((path) => `${site.baseUrl}${path === '/' ? '/' : path}`));

    // Each listed URL is a built page whose own <link rel=canonical> names that URL, and no alias or 404 is listed.
    for (const { loc } of urls) {
      const file = fileFor(sitePath(loc, site.baseUrl)!);
      expect(file, loc).toBeDefined();
      expect(readFileSync(file!, 'utf8').match(/<link rel="canonical" href="([^"]+)"/)?.[1], loc).toBe(loc);
    }
    for (const e of entries.filter((e) => e.page.meta.robots.index)) expect(SITEMAP_PATHS, e.file).toContain(e.page.meta.canonical);
    for (const { from } of aliases()) expect(SITEMAP_PATHS).not.toContain(from);

    // Every URL has a date; an article's is its own date.
    expect(posts.length).toBe(16);
    for (const post of posts) expect(urls.find((u) => u.loc === `${site.baseUrl}/blog/${post.slug}`)?.lastmod, post.file).toBe(post.date);
    for (const { loc, lastmod } of urls) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z))?$/);
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
    expect(rules).toContainEqual(['/blog/*', '/blog/404.html', '404']);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  test('nginx.conf has the same redirects, the static lookup, both 404 pages and long-lived asset caching', () => {
    const conf = readFileSync(join(dirname(dist), 'nginx.conf'), 'utf8');
    const returns = [...conf.matchAll(/location = (\S+)\s*\{ return 301 (\S+); \}/g)].map((m) => ({ from: m[1]!, to: m[2]! }));
    // Each alias also as /alias/ and /alias.html (one hop to the canonical), and the home page's file names.
    const expected = [
      ...aliases().flatMap((a) => [a, { from: `${a.from}/`, to: a.to }, { from: `${a.from}.html`, to: a.to }]),
      { from: '/index.html', to: '/' },
      { from: '/index', to: '/' },
    ];
    expect([...returns].sort((a, b) => a.from.localeCompare(b.from))).toEqual(expected.sort((a, b) => a.from.localeCompare(b.from)));
    const canonicals = catalogue().pages.map((e) => e.page.meta.canonical);
    for (const c of canonicals)
      expect(
        returns.map((r) => r.from),
        `${c} is canonical and must not redirect`,
      ).not.toContain(c);
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toMatch(/^error_page 404 \/404\.html;$/m);
    expect(conf).toMatch(/location \/blog\/ \{\s*error_page 404 \/blog\/404\.html;/);
    expect(conf).toMatch(/location \/assets\/ \{\s*set \$cache_control "public, max-age=31536000, immutable";/);
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
