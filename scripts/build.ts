/**
 * `npm run build`: the whole build in one command, the catalogue loaded once. The heavy steps (images,
 * the pages' and the editor's bundles) run in processes of their own, so their memory is given back
 * when each ends (scripts/build/apart.ts).
 *
 *   1. schemas      the editor schemas and CONTENT.md's list of section types (scripts/schema.ts)
 *   2. validate     every content file; stops at the first run with problems, listing them all
 *   3. admin        the browser editor at /admin/, in a process of its own, only when its inputs
 *                   changed (scripts/build/admin.ts); copied into dist/ after step 5
 *   4. images       AVIF/WebP/source copies and the icons (scripts/images.ts), in a process of its own
 *   5. pages        Vike's bundle (cached while no code changes), then the pages whose inputs
 *                   changed pre-rendered from this catalogue, the others from the page cache, in
 *                   a process of its own; then the new pages finished here (scripts/build/pages.ts,
 *                   pages-task.ts, bundle-cache.ts, page-cache.ts)
 *   6. postbuild    sharing images, sitemap, feeds, host files (scripts/postbuild.ts), from the
 *                   pages' facts step 5 read
 *   7. compression  .br and .gz of every text file (scripts/compress.ts)
 *   8. headers      the host files' security headers checked against the pages (scripts/check-headers.ts)
 *
 * Each step is also a command of its own (`tsx scripts/images.ts`…). A failed step prints why
 * and the build exits 1. The caches (SITE_CACHE_DIR) and the output (SITE_OUT_DIR) are in scripts/paths.ts.
 */
import type { Catalogue } from '../catalogue/catalogue.ts';
import { attachPictures } from '../catalogue/pictures.ts';
import { installAdmin, prepareAdmin } from './build/admin.ts';
import { buildImagesApart, buildPagesApart, IMAGES_TASK, PAGES_TASK } from './build/apart.ts';
import { finishPages, type PagesResult } from './build/pages.ts';
import { defaultPoolSize, startAhead, stopAhead } from './build/pool.ts';
import { seconds } from './build/progress.ts';
import { runWhenMain } from './build/step.ts';
import { checkHeaders } from './check-headers.ts';
import { compress } from './compress.ts';
import { postbuild } from './postbuild.ts';
import { ogTaskModule } from './postbuild/og-cache.ts';
import { compressTaskModule } from './postbuild/compress.ts';
import { writeSchemas } from './schema.ts';
import { validate } from './validate.ts';

export async function buildSite(): Promise<void> {
  const started = performance.now();
  // The images' and the pages' processes load their modules (the image library, Vite and Vike)
  // while this one checks the content: on two cores, that costs the build no time.
  startAhead(IMAGES_TASK);
  startAhead(PAGES_TASK);
  try {
    const stale = writeSchemas();
    if (stale.length > 0) console.log(`Wrote ${stale.join(', ')}`);
    const catalogue = validate();
    const adminStarted = performance.now();
    // The editor's bundler needs about 1.1 GB: the processes started ahead are stopped while it
    // runs (only when the editor changed), and the pages' process started again after it.
    const admin = await prepareAdmin(catalogue, { beforeBuild: stopAhead });
    if (!admin.cached) startAhead(PAGES_TASK);
    console.log(`${'admin'.padEnd(16)}  /admin/        ${admin.cached ? 'unchanged, from the cache' : seconds(performance.now() - adminStarted)}`);
    // The sharing images' and the compression's workers load while the pages are finished here
    // (once the pages' process and its bundler's memory are gone).
    const pages = await buildImagesAndPages(catalogue, () => {
      startAhead(ogTaskModule, defaultPoolSize());
      startAhead(compressTaskModule, defaultPoolSize());
    });
    installAdmin(admin);
    await postbuild(catalogue, pages.facts);
    await compress();
    console.log(`${'total'.padEnd(16)}  npm run build  ${seconds(performance.now() - started)}`);
    checkHeaders(pages.facts);
  } finally {
    await stopAhead();
  }
}

/**
 * Steps 4 and 5: the images' copies, then every page pre-rendered with them (SITE_OUT_DIR/client).
 * Also run on their own, after validate, by the editor's cover-upload test (tests/e2e/admin.spec.ts).
 * `rendered` is called once the pages' process has ended, before the pages are finished.
 */
export async function buildImagesAndPages(catalogue: Catalogue, rendered?: () => void): Promise<PagesResult> {
  const manifest = await buildImagesApart(catalogue);
  // The pages show the copies just made (the post-build step reads routes, dates and hosts, which these leave alone).
  const pictured = attachPictures(catalogue, manifest);
  const done = await buildPagesApart(pictured);
  rendered?.();
  const pages = finishPages(pictured, done);
  const bundle = pages.bundleCached ? 'the bundle from the cache' : 'the bundle built';
  console.log(
    `${'pages'.padEnd(16)}  ${String(pages.rendered + pages.fromCache).padEnd(13)}  ${pages.rendered} rendered, ${pages.fromCache} from the cache; ${bundle}`,
  );
  return pages;
}

runWhenMain(import.meta.url, buildSite);
