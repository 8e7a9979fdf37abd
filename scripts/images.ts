/**
 * Build step between validate and `vike build`: every raster image the content uses (pages,
 * shared sections, blog covers, site.config.yaml, meta.social.image) becomes AVIF, WebP and
 * source-format copies at the widths its sections show (catalogue/image-layouts.ts), and the SVG
 * logo becomes favicon.ico, the touch and app icons and manifest.webmanifest. Copies are kept in
 * node_modules/.cache/site/images (keyed by the source's hash and the settings), so a rebuild
 * with no image change encodes nothing. Writes <SITE_OUT_DIR or dist>/image-manifest.json, which
 * the renderer reads for `<picture>` and the Vite plugin reads to publish the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCatalogue, contentPaths, formatProblems } from '../catalogue/index.ts';
import { writeIcons } from './images/icons.ts';
import { cacheRoot } from './build/cache.ts';
import { runImagePipeline } from './images/pipeline.ts';

const started = performance.now();
const paths = contentPaths(process.cwd());
const { catalogue, problems } = buildCatalogue(paths);
if (!catalogue) {
  console.error(formatProblems(problems));
  process.exit(1);
}
// One cache folder for every build step (SITE_CACHE_DIR moves it, see README "Build speed").
const cacheDir = join(cacheRoot(), 'images');
const result = await runImagePipeline({ publicDir: paths.publicDir, cacheDir, usages: catalogue.images });
if (result.problems.length > 0) {
  console.error(formatProblems(result.problems));
  console.error(`\n${result.problems.length} image problem${result.problems.length === 1 ? '' : 's'}; the site was not built.`);
  process.exit(1);
}
Object.assign(result.manifest.files, await writeIcons(paths.publicDir, cacheDir, catalogue.site));

const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'image-manifest.json'), `${JSON.stringify(result.manifest, null, 2)}\n`);
const sources = new Set([...Object.keys(result.manifest.pictures), ...Object.keys(result.manifest.social)]).size;
console.log(
  `images: ${sources} source${sources === 1 ? '' : 's'}, ${result.encoded} copies encoded, ${result.cached} from the cache (${availableParallelism()} at a time) in ${Math.round(performance.now() - started)} ms.`,
);
