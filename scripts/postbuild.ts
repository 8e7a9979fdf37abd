/**
 * Runs after the pages are pre-rendered (scripts/build.ts, step 6) and writes, from the catalogue
 * and the pages just built in <SITE_OUT_DIR or dist>/client:
 *   images/og/…png          a sharing image per page, drawn from its heading (unless the page's
 *                           meta.social.image names its own)
 *   sitemap.xml, robots.txt, blog/rss.xml
 *   blog/rss.xml            the RSS feed of the published posts
 *   _redirects, _headers    for Netlify, Cloudflare Pages and hosts that read the same files
 *   ../nginx.conf           a server-block snippet for nginx
 *   .well-known/security.txt
 * Each page's client-entry tag is replaced with the boot script that loads it after the load
 * event (postbuild/defer-entry.ts, renderer/boot.ts) as the page is rendered (build/pages-task.ts);
 * run on its own, this step does it to the files.
 * Both host files carry the security headers (postbuild/security.ts), whose policy hashes the
 * inline blocks of the pages built here.
 * Pre-compression is a separate last step (scripts/compress.ts), so that steps added after this
 * one still get compressed copies.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Catalogue, loadCatalogue } from '../catalogue/index.ts';
import { readImageManifest } from '../catalogue/pictures.ts';
import { cacheRoot, filesUnder, sameStamp, stampOf } from './build/cache.ts';
import { mapInPool } from './build/pool.ts';
import { createProgress } from './build/progress.ts';
import { runWhenMain, StepFailed } from './build/step.ts';
import { clientDir, OG_FOLDER, outDir as siteOutDir } from './paths.ts';
import { deferEntry } from './postbuild/defer-entry.ts';
import { builtPageFacts, type PageFacts, type PageSummary } from './postbuild/html.ts';
import {
  CLOUDFLARE_BULK_FILE,
  cloudflareBulkItems,
  leftOutWarning,
  redirects,
  redirectsHost,
  renderBulkFile,
  renderHeadersFile,
  renderNginx,
  renderRedirectsFile,
} from './postbuild/host-maps.ts';
import { type OgEntry, ogCache, ogIndex, ogKey, ogTaskModule, type OgTask } from './postbuild/og-cache.ts';
import { RSS_PATH, renderRss } from './postbuild/rss.ts';
import { ADMIN_FOLDER } from './postbuild/admin-path.ts';
import { adminHeaders, renderSecurityTxt, securityHeaders, usedSectionTypes } from './postbuild/security.ts';
import { absolute, contentDates, renderRobots, renderSitemap, sitemapEntries } from './postbuild/sitemap.ts';

/** A worker process is replaced after this many images (resvg's native memory is freed only on exit). */
const IMAGES_PER_WORKER = 100;

/**
 * The post-build step on the pages just built, from the catalogue they were built from. `npm run
 * build` hands it the pages' facts its render step read (scripts/build/pages-task.ts), and the
 * pages already load their script after the load event; run on its own, it does both from the files.
 */
export async function postbuild(catalogue: Catalogue, facts?: readonly PageFacts[]): Promise<void> {
  const started = performance.now();
  const outDir = siteOutDir();
  const client = clientDir();
  if (!existsSync(join(client, 'index.html'))) {
    console.error(`postbuild: ${client}/index.html not found; run vike build first.`);
    throw new StepFailed();
  }

  const progress = createProgress();
  let pages = facts;
  if (!pages) {
    const scriptStage = progress.stage('page script');
    let deferred: number;
    try {
      deferred = deferEntry(client);
    } catch (error) {
      console.error(`postbuild: ${(error as Error).message}`);
      throw new StepFailed();
    }
    scriptStage.finish(`${deferred} pages load their script after the load event`);
    pages = builtPageFacts(client);
  }
  const { site } = catalogue;

  // Sharing images: one per og:image address under /images/og/ that no published file answers
  // (public/, scripts/images.ts). The index keeps each image's key and the state it left the
  // file in: an image whose page kept its heading is not written again.
  const imagesStage = progress.stage('sharing images');
  const byImage = new Map<string, PageSummary[]>();
  for (const page of pages) {
    const image = page.ogImage;
    if (!image?.startsWith(`${site.baseUrl}/${OG_FOLDER}`)) continue;
    byImage.set(image, [...(byImage.get(image) ?? []), page]);
  }
  const manifest = readImageManifest();
  const answered = (path: string) => (manifest ? path in manifest.files : existsSync(join(client, path)));
  const missing = [...byImage].filter(([image]) => !answered(image.slice(site.baseUrl.length)));
  const host = new URL(site.baseUrl).host;
  const root = cacheRoot();
  const cache = ogCache(root);
  const index = ogIndex(client, root);
  const last = index.read();
  const next: Record<string, OgEntry> = {};
  let fromCache = 0;
  const toDraw: OgTask[] = [];
  /** Path → key of each image drawn below. */
  const drawnKeys = new Map<string, string>();
  for (const [image, sharing] of missing) {
    const page = sharing.find((p) => p.canonical === absolute(site.baseUrl, p.path)) ?? sharing[0]!;
    const path = image.slice(site.baseUrl.length);
    const out = join(client, path);
    const content = { heading: page.heading ?? page.ogTitle ?? site.name, eyebrow: page.placename, siteName: site.name, footer: host };
    const key = ogKey(cache, content);
    const kept = last[path];
    if (kept?.key === key && sameStamp(kept, stampOf(out))) {
      next[path] = kept;
      fromCache++;
      continue;
    }
    const cached = cache.get(key);
    if (!cached) {
      toDraw.push({ content, out, cacheRoot: root });
      drawnKeys.set(path, key);
      continue;
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, cached);
    next[path] = { key, ...stampOf(out)! };
    fromCache++;
  }
  let drawn = 0;
  const imagesDetail = () => `${drawn} drawn, ${fromCache} from cache`;
  try {
    await mapInPool<OgTask, number>(
      { module: ogTaskModule, maxJobsPerWorker: IMAGES_PER_WORKER },
      toDraw,
      (task) => `sharing image ${task.out.slice(client.length)} ("${task.content.heading}")`,
      () => {
        drawn++;
        imagesStage.update(drawn + fromCache, missing.length, imagesDetail());
      },
    );
  } catch (error) {
    console.error(`\npostbuild: ${error instanceof Error ? error.message : error}`);
    throw new StepFailed();
  }
  imagesStage.finish(`${missing.length} images: ${imagesDetail()}`);
  // A drawn image's state is read now; an image of an earlier build that no page shares any more goes.
  for (const [path, key] of drawnKeys) next[path] = { key, ...stampOf(join(client, path))! };
  for (const file of filesUnder(join(client, OG_FOLDER))) {
    const path = `/${OG_FOLDER}${file}`;
    if (!next[path] && !answered(path)) rmSync(join(client, path), { force: true });
  }
  index.write(next);

  const mapsStage = progress.stage('sitemap, maps');
  const entries = sitemapEntries(pages, site.baseUrl, contentDates(catalogue));
  writeFileSync(join(client, 'sitemap.xml'), renderSitemap(entries));
  writeFileSync(join(client, 'robots.txt'), renderRobots(site.baseUrl));
  mkdirSync(join(client, dirname(RSS_PATH)), { recursive: true });
  writeFileSync(join(client, RSS_PATH), renderRss(catalogue));
  for (const h of catalogue.held) console.log(`postbuild: left out ${h.path} (${h.file}): ${h.reason === 'draft' ? 'a draft' : `published from ${h.date}`}`);

  const moves = redirects(catalogue);
  const hasBlog404 = existsSync(join(client, 'blog', '404.html'));
  const redirectsTo = redirectsHost(process.env);
  writeFileSync(join(client, '_redirects'), renderRedirectsFile(moves, hasBlog404, redirectsTo));
  const leftOut = leftOutWarning(moves, redirectsTo);
  if (leftOut) console.warn(`WARNING _redirects: ${leftOut}`);
  // What Cloudflare's own file has no room for, as a Bulk Redirect List (npm run deploy uploads it).
  const bulk = cloudflareBulkItems(moves, site.baseUrl);
  if (bulk.length > 0) writeFileSync(join(outDir, CLOUDFLARE_BULK_FILE), renderBulkFile(bulk));
  else rmSync(join(outDir, CLOUDFLARE_BULK_FILE), { force: true });
  let security: ReturnType<typeof securityHeaders>;
  try {
    security = securityHeaders(site, pages, usedSectionTypes(catalogue));
  } catch (error) {
    console.error((error as Error).message);
    throw new StepFailed();
  }
  const admin = existsSync(join(client, ADMIN_FOLDER, 'index.html')) ? adminHeaders(site, security) : [];
  writeFileSync(join(client, '_headers'), renderHeadersFile(security, admin));
  writeFileSync(join(outDir, 'nginx.conf'), renderNginx(moves, hasBlog404, security, admin));
  const securityTxt = renderSecurityTxt(site, new Date());
  mkdirSync(join(client, '.well-known'), { recursive: true });
  writeFileSync(join(client, '.well-known', 'security.txt'), securityTxt.text);
  if (securityTxt.warning) console.warn(`postbuild: ${securityTxt.warning}`);

  mapsStage.finish(
    `sitemap with ${entries.length} URLs, RSS feed of ${catalogue.posts.length} posts, ${moves.length} redirects (_redirects, nginx.conf); postbuild ${Math.round(performance.now() - started)} ms`,
  );
}

runWhenMain(import.meta.url, () => postbuild(loadCatalogue()));
