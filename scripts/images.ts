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
import { join } from 'node:path';
import { buildCatalogue, contentPaths, formatProblems } from '../catalogue/index.ts';
import type { ImageManifest } from '../catalogue/image-layouts.ts';
import { writeIcons } from './images/icons.ts';
import { publicPlan } from '../catalogue/public-files.ts';
import type { ImagesInput } from './build/apart.ts';
import { cacheRoot } from './build/cache.ts';
import { runWhenMain, StepFailed } from './build/step.ts';
import { imageManifestFile, outDir } from './paths.ts';
import { runImagePipeline } from './images/pipeline.ts';
import { outlinedCopies } from './images/outline-text.ts';

/** Converts the catalogue's images and writes the manifest; the manifest, or StepFailed with every image problem printed. */
export async function buildImages(catalogue: ImagesInput, paths = contentPaths(process.cwd())): Promise<ImageManifest> {
  const started = performance.now();
  // One cache folder for every build step (SITE_CACHE_DIR moves it, see README "Build speed").
  const cacheDir = join(cacheRoot(), 'images');
  const result = await runImagePipeline({ publicDir: paths.publicDir, cacheDir, usages: catalogue.images });
  if (result.problems.length > 0) {
    console.error(formatProblems(result.problems));
    console.error(`\n${result.problems.length} image problem${result.problems.length === 1 ? '' : 's'}; the site was not built.`);
    throw new StepFailed();
  }
  Object.assign(result.manifest.files, await writeIcons(paths.publicDir, cacheDir, catalogue.site));
  // The files of public/ published as they are (never a photo: those are published as the copies above),
  // except that the text in SVG artwork is published as outlines (scripts/images/outline-text.ts).
  const published = publicPlan(paths.publicDir, catalogue).publish;
  const outlined = outlinedCopies(paths.publicDir, published, join(cacheRoot(), 'outlined-svg'));
  for (const path of published) result.manifest.files[path.slice(1)] = outlined.files[path] ?? join(paths.publicDir, path);
  // Words an outline might draw otherwise stay text: the picture is right, only slower on a phone.
  for (const { path, kept, texts } of outlined.keptAsText)
    console.log(`images: public${path} keeps ${kept} of its ${texts} texts as text, not outlines (CONTENT.md, "Use a photograph", says when).`);
  mkdirSync(outDir(), { recursive: true });
  writeFileSync(imageManifestFile(), `${JSON.stringify(result.manifest, null, 2)}\n`);
  const sources = new Set([...Object.keys(result.manifest.pictures), ...Object.keys(result.manifest.social)]).size;
  console.log(
    `images: ${sources} source${sources === 1 ? '' : 's'}, ${result.encoded} copies encoded, ${result.cached} from the cache (${availableParallelism()} at a time), ${outlined.outlined + outlined.fromCache} SVGs with their text as outlines (${outlined.fromCache} from the cache) in ${Math.round(performance.now() - started)} ms.`,
  );
  return result.manifest;
}

/** The build pool's entry: the images step in a process of its own (scripts/build/apart.ts). */
export const handle = (input: ImagesInput) => buildImages(input);

runWhenMain(import.meta.url, async () => {
  const paths = contentPaths(process.cwd());
  const { catalogue, problems } = buildCatalogue(paths);
  if (!catalogue) {
    console.error(formatProblems(problems));
    throw new StepFailed();
  }
  await buildImages(catalogue, paths);
});
