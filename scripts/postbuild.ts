/**
 * Runs after `vike build` (see the build script in package.json) and writes, from the catalogue
 * and the pages just built in <SITE_OUT_DIR or dist>/client:
 *   images/og/…png          a sharing image per page, drawn from its heading (unless the page's
 *                           meta.social.image names its own)
 *   sitemap.xml, robots.txt
 *   blog/rss.xml            the RSS feed of the published posts
 *   _redirects, _headers    for Netlify, Cloudflare Pages and hosts that read the same files
 *   ../nginx.conf           a server-block snippet for nginx
 * Pre-compression is a separate last step (scripts/compress.ts), so that steps added after this
 * one still get compressed copies.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadCatalogue } from '../catalogue/index.ts';
import { absolute, contentDates, renderRobots, renderSitemap, sitemapEntries } from './postbuild/sitemap.ts';
import { builtPages, canonicalHref, firstHeading, metaContent, type BuiltPage } from './postbuild/html.ts';
import { redirects, renderHeadersFile, renderNginx, renderRedirectsFile } from './postbuild/host-maps.ts';
import { createOgRenderer } from './postbuild/og-image.ts';
import { RSS_PATH, renderRss } from './postbuild/rss.ts';

const started = performance.now();
const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
const client = join(outDir, 'client');
if (!existsSync(join(client, 'index.html'))) {
  console.error(`postbuild: ${client}/index.html not found; run vike build first.`);
  process.exit(1);
}

const catalogue = loadCatalogue();
const { site } = catalogue;
const pages = builtPages(client);

// Sharing images: one per og:image address under /images/og/ that no file answers yet.
const byImage = new Map<string, BuiltPage[]>();
for (const page of pages) {
  const image = metaContent(page.html, 'og:image');
  if (!image?.startsWith(`${site.baseUrl}/images/og/`)) continue;
  byImage.set(image, [...(byImage.get(image) ?? []), page]);
}
let drawn = 0;
const missing = [...byImage].filter(([image]) => !existsSync(join(client, image.slice(site.baseUrl.length))));
if (missing.length > 0) {
  const renderer = createOgRenderer();
  const host = new URL(site.baseUrl).host;
  for (const [image, sharing] of missing) {
    const page = sharing.find((p) => canonicalHref(p.html) === absolute(site.baseUrl, p.path)) ?? sharing[0]!;
    const file = join(client, image.slice(site.baseUrl.length));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      renderer.png({
        heading: firstHeading(page.html) ?? metaContent(page.html, 'og:title') ?? site.name,
        eyebrow: metaContent(page.html, 'geo.placename'),
        siteName: site.name,
        footer: host,
      }),
    );
    drawn++;
  }
}

const entries = sitemapEntries(pages, site.baseUrl, contentDates(catalogue));
writeFileSync(join(client, 'sitemap.xml'), renderSitemap(entries));
writeFileSync(join(client, 'robots.txt'), renderRobots(site.baseUrl));
mkdirSync(join(client, dirname(RSS_PATH)), { recursive: true });
writeFileSync(join(client, RSS_PATH), renderRss(catalogue));
for (const h of catalogue.held) console.log(`postbuild: left out ${h.path} (${h.file}): ${h.reason === 'draft' ? 'a draft' : `published from ${h.date}`}`);

const moves = redirects(catalogue);
const hasBlog404 = existsSync(join(client, 'blog', '404.html'));
writeFileSync(join(client, '_redirects'), renderRedirectsFile(moves, hasBlog404));
writeFileSync(join(client, '_headers'), renderHeadersFile());
writeFileSync(join(outDir, 'nginx.conf'), renderNginx(moves, hasBlog404));

console.log(
  `postbuild: ${drawn} sharing images drawn, sitemap with ${entries.length} URLs, RSS feed of ${catalogue.posts.length} posts, ${moves.length} redirects (_redirects, nginx.conf) in ${Math.round(performance.now() - started)} ms.`,
);
