import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, type Catalogue } from '../../catalogue/index.ts';
import { cacheRoot } from '../../scripts/build/cache.ts';
import { compressDir } from '../../scripts/postbuild/compress.ts';
import { bootScript, deferEntry } from '../../scripts/postbuild/defer-entry.ts';
import { fontMetrics, readWoff } from '../../scripts/postbuild/font.ts';
import { builtPages, firstHeading, pageFacts, pathOfFile } from '../../scripts/postbuild/html.ts';
import {
  leftOutOnCloudflare,
  leftOutWarning,
  parseRedirectsFile,
  redirects,
  redirectsHost,
  renderNginx,
  renderRedirectsFile,
  cloudflareBulkItems,
} from '../../scripts/postbuild/host-maps.ts';
import { createOgRenderer, layoutHeading, wrapText } from '../../scripts/postbuild/og-image.ts';
import { renderRobots, renderSitemap, sitemapEntries } from '../../scripts/postbuild/sitemap.ts';
import { rasterSize } from '../built/raster-size.ts';
import { tempDirs } from '../temp-dirs.ts';

const temp = tempDirs();
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'seo');
const catalogue = buildCatalogue(
  contentPaths(process.cwd(), { siteFile: join(fixtures, 'site.config.yaml'), pagesDir: join(fixtures, 'pages'), publicDir: join(fixtures, 'public') }),
).catalogue as Catalogue;

const woff = (name: string) => createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}`);
const latin = fontMetrics(readWoff(woff('inter-latin-800-normal.woff')));
const latinExt = fontMetrics(readWoff(woff('inter-latin-ext-800-normal.woff')));

const page = (_path: string, head: string, body = '<h1>Heading</h1>') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const canonical = (path: string) => `<link rel="canonical" href="https://www.example.com${path}"/>`;

describe('redirect maps', () => {
  const list = redirects(catalogue);

  it('send every other path of a page to its canonical, and never redirect a canonical', () => {
    expect(list).toEqual([
      { from: '/digital-markting-services-ajmer', to: '/digital-marketing-services-ajmer' },
      { from: '/google-business-profile-services-jaipur', to: '/google-business-profile' },
      { from: '/top-seo-company-jaipur', to: '/seo-company-jaipur' },
    ]);
  });

  it('_redirects: a forced line for Netlify and a plain one for Cloudflare Pages per path, then the blog 404', () => {
    const rules = renderRedirectsFile(list, true)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/\s+/));
    expect(rules.slice(0, 2)).toEqual([
      ['/digital-markting-services-ajmer', '/digital-marketing-services-ajmer', '301!'],
      ['/digital-markting-services-ajmer', '/digital-marketing-services-ajmer', '301'],
    ]);
    expect(rules).toHaveLength(7);
    expect(rules.at(-1)).toEqual(['/blog/*', '/blog/404.html', '404']);
    expect(renderRedirectsFile(list, false)).not.toContain('/blog/');
  });

  it('_redirects for one host: forced lines and the blog 404 for Netlify; plain lines only for Cloudflare Pages', () => {
    const rules = (text: string) =>
      text
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split(/\s+/));
    const netlify = rules(renderRedirectsFile(list, true, 'netlify'));
    expect(netlify[0]).toEqual(['/digital-markting-services-ajmer', '/digital-marketing-services-ajmer', '301!']);
    expect(netlify).toHaveLength(list.length + 1);
    expect(netlify.at(-1)).toEqual(['/blog/*', '/blog/404.html', '404']);
    const cloudflare = rules(renderRedirectsFile(list, true, 'cloudflare'));
    // Each path, then each again with a trailing slash (one hop where Cloudflare would add a 308).
    expect(cloudflare).toHaveLength(2 * list.length);
    expect(cloudflare.every(([, , status]) => status === '301')).toBe(true);
    expect(cloudflare.slice(list.length).map(([from, to]) => [from, to])).toEqual(list.map((r) => [`${r.from}/`, r.to]));
  });

  it('_redirects: the host from its own build or the deploy setting; read back as written', () => {
    expect(redirectsHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(redirectsHost({ NETLIFY: 'true' })).toBe('netlify');
    expect(redirectsHost({ DEPLOY_TARGET: 'cloudflare' })).toBe('cloudflare');
    expect(redirectsHost({ DEPLOY_TARGET: 'server' })).toBe('any');
    expect(redirectsHost({})).toBe('any');
    for (const host of ['any', 'netlify', 'cloudflare'] as const)
      expect(parseRedirectsFile(renderRedirectsFile(list, true, host))).toEqual({ list, hasBlog404: host !== 'cloudflare' });
  });

  it("_redirects: within Cloudflare's 2,000 rules at 1,000 cities; what it leaves out is named", () => {
    const many = Array.from({ length: 2009 }, (_, i) => ({ from: `/alias-${String(i).padStart(4, '0')}`, to: `/page-${i}` }));
    const lines = (host: 'any' | 'cloudflare') =>
      renderRedirectsFile(many, false, host)
        .split('\n')
        .filter((l) => l && !l.startsWith('#'));
    expect(lines('cloudflare')).toHaveLength(2000);
    expect(
      lines('cloudflare').some((l) => l.split(/\s+/)[0]!.endsWith('/')),
      'no room left for the slash forms',
    ).toBe(false);
    // 1,500 redirects: every path, and the first 500 again with a trailing slash.
    const slashes = renderRedirectsFile(many.slice(0, 1500), false, 'cloudflare')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(slashes).toHaveLength(2000);
    expect(slashes.filter((l) => l.split(/\s+/)[0]!.endsWith('/'))).toHaveLength(500);
    expect(leftOutOnCloudflare(many, 'cloudflare').map((r) => r.from)).toEqual(many.slice(2000).map((r) => r.from));
    expect(leftOutWarning(many, 'cloudflare')).toMatch(
      /^Cloudflare Pages applies 2000 of these 2009 redirects .*the 9 from \/alias-2000 on show the page itself/,
    );
    expect(leftOutWarning(list, 'cloudflare')).toBeUndefined();
    // The file for both hosts keeps every redirect for Netlify; on Cloudflare both forms of a rule
    // count against the limit, so it applies the first 1,000 (the build warns with the count).
    expect(lines('any')).toHaveLength(2 * 2009);
    expect(leftOutOnCloudflare(many, 'any')).toHaveLength(1009);
    expect(leftOutOnCloudflare(many, 'netlify')).toEqual([]);
    // The Bulk Redirect List (npm run deploy uploads it): what the Cloudflare file has no room for.
    const base = 'https://www.example.com';
    expect(cloudflareBulkItems(list, base)).toEqual([]);
    const bulk = cloudflareBulkItems(many.slice(0, 1500), base).map((i) => i.redirect);
    expect(bulk).toHaveLength(1000);
    expect(bulk[0]).toEqual({ source_url: 'www.example.com/alias-0500/', target_url: 'https://www.example.com/page-500', status_code: 301 });
    expect(bulk.every((r) => r.source_url.endsWith('/'))).toBe(true);
    expect(cloudflareBulkItems(many, base).filter((i) => !i.redirect.source_url.endsWith('/'))).toHaveLength(9);
  });

  it('nginx: exact-match 301s (with a trailing slash and as a file name), the .html lookup, both 404 pages and immutable assets', () => {
    const conf = renderNginx(list, true);
    for (const from of ['/top-seo-company-jaipur', '/top-seo-company-jaipur/', '/top-seo-company-jaipur.html'])
      expect(conf).toMatch(new RegExp(`^location = ${from.replace(/[./]/g, '\\$&')}\\s+\\{ return 301 \\/seo-company-jaipur; \\}$`, 'm'));
    expect(conf).toContain('location ~ ^(/.+)\\.html$ { return 301 $1; }');
    expect(conf).toMatch(/^gzip_vary on;$/m);
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toMatch(/^error_page 404 \/404\.html;$/m);
    expect(conf).toMatch(/location \/blog\/ \{\n\s+error_page 404 \/blog\/404\.html;/);
    expect(conf).toContain('set $cache_control "public, max-age=31536000, immutable";');
    expect(renderNginx(list, false)).not.toContain('/blog/404.html');
  });
});

describe('sitemap', () => {
  const pages = [
    { file: 'index.html', path: '/', html: page('/', canonical('/')) },
    { file: 'seo-company-jaipur.html', path: '/seo-company-jaipur', html: page('/', canonical('/seo-company-jaipur')) },
    { file: 'top-seo-company-jaipur.html', path: '/top-seo-company-jaipur', html: page('/', canonical('/seo-company-jaipur')) },
    { file: 'thank-you.html', path: '/thank-you', html: page('/', `<meta name="robots" content="noindex, follow"/>${canonical('/thank-you')}`) },
    { file: '404.html', path: '/404', html: page('/', canonical('/')) },
    { file: 'blog/a-post.html', path: '/blog/a-post', html: page('/', canonical('/blog/a-post')) },
  ];

  it('lists the pages that name themselves canonical and may be listed, home first, with content dates', () => {
    const lastmod = (path: string) => (path === '/blog/a-post' ? '2026-03-05' : undefined);
    const entries = sitemapEntries(
      pages.map((page) => pageFacts(page.file, page.html)),
      'https://www.example.com',
      lastmod,
    );
    expect(entries).toEqual([
      { loc: 'https://www.example.com/' },
      { loc: 'https://www.example.com/blog/a-post', lastmod: '2026-03-05' },
      { loc: 'https://www.example.com/seo-company-jaipur' },
    ]);
    const xml = renderSitemap([...entries, { loc: 'https://www.example.com/?a=1&b=2' }]);
    expect(xml).toContain('<url>\n    <loc>https://www.example.com/blog/a-post</loc>\n    <lastmod>2026-03-05</lastmod>\n  </url>');
    expect(xml).toContain('a=1&amp;b=2');
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(renderRobots('https://www.example.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n');
  });
});

describe('the page script after the load event', () => {
  const entry = '/assets/entries/renderer_client.AbC-12_x.js';
  const page = (tag: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><main id="main">x</main>${tag}</body></html>`;

  it("replaces the entry's module tag in every page with the boot script, and leaves pages without one alone", () => {
    const dir = temp('defer');
    mkdirSync(join(dir, 'blog'));
    writeFileSync(join(dir, 'index.html'), page(`<script src="${entry}" type="module" async></script>`));
    writeFileSync(join(dir, 'blog', 'a.html'), page(`<script src="${entry}" type="module" async=""></script>`));
    writeFileSync(join(dir, 'plain.html'), page('<script>location.replace("/")</script>'));
    expect(deferEntry(dir)).toBe(2);
    for (const file of ['index.html', 'blog/a.html']) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html).toBe(page(`<script>${bootScript(entry)}</script>`));
    }
    expect(readFileSync(join(dir, 'plain.html'), 'utf8')).toBe(page('<script>location.replace("/")</script>'));
    // renderer/boot-inline.ts, compiled: no types left, one line, called with the entry and the click list's name.
    const boot = bootScript(entry);
    expect(boot.endsWith(`)(window,document,\`${entry}\`,\`__earlyClicks\`);`)).toBe(true);
    expect(boot).not.toMatch(/\n|: Document|: string|as Event/);
    expect(boot.length).toBeLessThan(650);
  });

  it('keeps the minified boot script in the build cache, so a build that finds it there does not load Vite', () => {
    const script = bootScript('/assets/entries/renderer_client.Cached-1.js');
    const dir = join(cacheRoot(), 'boot-script');
    const stored = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => statSync(join(dir, file)).isFile())
      .map((file) => readFileSync(join(dir, file)).subarray(32).toString('utf8'));
    expect(stored).toContain(script);
  });

  it('stops the build on a module script it does not know, naming the file', () => {
    const dir = temp('defer');
    writeFileSync(join(dir, 'index.html'), page('<script type="module" src="/assets/entries/other.js"></script>'));
    expect(() => deferEntry(dir)).toThrow(/index\.html: a module <script>/);
    // Beside the entry's tag too, and an entry tag with a body is not the one Vike writes.
    writeFileSync(join(dir, 'index.html'), page(`<script src="${entry}" type="module" async></script><script type="module">import "/x.js"</script>`));
    expect(() => deferEntry(dir)).toThrow(/index\.html: a module <script> .*: <script type="module">import/);
    writeFileSync(join(dir, 'index.html'), page(`<script src="${entry}" type="module">run()</script>`));
    expect(() => deferEntry(dir)).toThrow(/index\.html: a module <script>/);
  });

  it('finds the tag with the parser: attributes in any order and quoting, and text that only looks like the tag is left alone', () => {
    const dir = temp('defer');
    const lookalike = `<!-- <script src="${entry}" type="module" async></script> --><pre>&lt;script src="${entry}" type="module" async&gt;&lt;/script&gt;</pre>`;
    writeFileSync(join(dir, 'index.html'), page(`${lookalike}<script async type=module src='${entry}'></script>`));
    expect(deferEntry(dir)).toBe(1);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page(`${lookalike}<script>${bootScript(entry)}</script>`));
  });
});

describe('reading built pages', () => {
  it('maps files to the paths a static host serves them at', () => {
    expect(['index.html', 'seo.html', 'blog/index.html', 'blog/404.html', 'blog/page/2.html'].map(pathOfFile)).toEqual([
      '/',
      '/seo',
      '/blog',
      '/blog/404',
      '/blog/page/2',
    ]);
    expect(firstHeading('<h1 id="x">Websites from <span>₹25,000</span> &amp; more</h1>')).toBe('Websites from ₹25,000 & more');
    expect(firstHeading('<script>"<h1>no</h1>"</script><h1>yes</h1>')).toBe('yes');
  });
});

describe('sharing images', () => {
  it('unpacks the WOFF font and measures it', () => {
    expect(latin.width('MMMM', 100)).toBeGreaterThan(latin.width('iiii', 100));
    expect(latin.width('Jaipur', 60)).toBeGreaterThan(150);
    expect(latin.width('Jaipur', 60)).toBeLessThan(260);
    expect(latin.has('₹')).toBe(false);
    expect(latinExt.has('₹')).toBe(true);
  });

  it('wraps a long heading into at most four lines that fit, shrinking before it cuts', () => {
    const short = layoutHeading('SEO in Jaipur', latin);
    expect(short).toEqual({ size: 72, lines: ['SEO in Jaipur'] });
    const long = layoutHeading('Digital marketing for Johari Bazaar jewellers, MI Road showrooms, Malviya Nagar clinics and Sitapura manufacturers', latin);
    expect(long.size).toBeLessThan(72);
    expect(long.lines.length).toBeLessThanOrEqual(4);
    for (const line of long.lines) expect(latin.width(line, long.size)).toBeLessThanOrEqual(700);
    const cut = wrapText('word '.repeat(80), latin, 44, 700, 4);
    expect(cut.fits).toBe(false);
    expect(cut.lines).toHaveLength(4);
    expect(cut.lines[3]).toMatch(/…$/);
  });

  it('draws a 1200×630 PNG with the heading, escaping what XML would read as markup', () => {
    const renderer = createOgRenderer(temp('og-fonts'));
    const content = { heading: 'Websites from ₹25,000 <for> "Ajmer" & Kishangarh', eyebrow: 'Ajmer', siteName: 'Fixture Agency', footer: 'www.example.com' };
    const svg = renderer.svg(content);
    expect(svg).toContain('&lt;for&gt;');
    expect(svg).toContain('&quot;Ajmer&quot; &amp;');
    expect(svg).not.toContain('<for>');
    expect(svg).toContain('>AJMER</text>');
    expect(rasterSize(renderer.png(content))).toEqual({ width: 1200, height: 630 });
    // Four lines and an eyebrow stay clear of the name row (ends at y 120) and the footer rule (y 540).
    const long = renderer.svg({ ...content, heading: 'Websites for Ajmer businesses that load fast and bring enquiries from Pushkar Road' });
    const eyebrowY = Number(/<text x="80" y="(\d+)"[^>]*letter-spacing/.exec(long)![1]);
    const lineYs = [...long.matchAll(/<tspan x="80" y="(\d+)"/g)].map((m) => Number(m[1]));
    const size = Number(/font-weight="800" font-size="(\d+)" fill="#ffffff"><tspan/.exec(long)![1]);
    expect(eyebrowY - 26).toBeGreaterThan(130);
    expect(lineYs[0]! - size * 0.75).toBeGreaterThan(eyebrowY);
    expect(lineYs.at(-1)! + size * 0.25).toBeLessThan(540);
  });
});

describe('pre-compressed copies', { timeout: 60_000 }, () => {
  it('writes .br and .gz beside text files when smaller, and leaves other files alone', async () => {
    const dir = temp('compress');
    mkdirSync(join(dir, 'assets'));
    const html = `<!DOCTYPE html><p>${'Johari Bazaar jewellers '.repeat(200)}</p>`;
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)'.repeat(100));
    writeFileSync(join(dir, 'tiny.txt'), 'a');
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(2000));
    const result = await compressDir(dir, { cacheRoot: temp('compress-cache') });
    expect(result.files).toBe(3);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.gz'))).toBe(false);
    expect(builtPages(dir).map((p) => p.path)).toEqual(['/']);
  });
});
