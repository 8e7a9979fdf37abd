/**
 * The image pipeline's cost and gain: the time to convert N phone-sized photos with an empty
 * cache (cold) and again with the cache full (warm, nothing to encode), and for each copy the
 * bytes it weighs against the photo it replaces. The photos are the site's own (rendered from
 * its artwork, scripts/render-photos.ts) plus generated 4032×3024 camera-like JPEGs (smooth
 * gradients with fine grain, quality 90: what a phone writes), all shown as a hero.
 *   npm run bench:images [-- --photos 4]
 */
import { heroSchema } from '../sections/hero/schema.ts';
import { imageLayoutOf } from '../sections/section-meta.ts';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { ImageUsage } from '../catalogue/catalogue.ts';
import { buildCatalogue, contentPaths } from '../catalogue/index.ts';
import { cameraPhoto } from './images/camera-photo.ts';
import { runImagePipeline } from './images/pipeline.ts';

const { values } = parseArgs({ options: { photos: { type: 'string', default: '4' } } });
const generated = Math.max(0, Number(values.photos));
const work = mkdtempSync(join(tmpdir(), 'bench-images-'));
const publicDir = join(work, 'public');
mkdirSync(join(publicDir, 'images'), { recursive: true });

const repo = process.cwd();
const usages: ImageUsage[] = [];
const at = { file: 'bench', line: 1, col: 1, field: 'image.src' };
const { catalogue } = buildCatalogue(contentPaths(repo));
for (const src of new Set(catalogue?.images.map((i) => i.src) ?? [])) {
  mkdirSync(join(publicDir, src, '..'), { recursive: true });
  writeFileSync(join(publicDir, src), readFileSync(join(repo, 'public', src)));
  usages.push({ src, slots: [imageLayoutOf(heroSchema)], at });
}
for (let i = 0; i < generated; i++) {
  const src = `/images/camera-${i + 1}.jpg`;
  writeFileSync(join(publicDir, src), await cameraPhoto(i));
  usages.push({ src, slots: [imageLayoutOf(heroSchema)], at });
}

const cacheDir = join(work, 'cache');
const time = async () => {
  const started = performance.now();
  const result = await runImagePipeline({ publicDir, cacheDir, usages });
  return { ms: performance.now() - started, result };
};
const cold = await time();
const warm = await time();
rmSync(work, { recursive: true, force: true });

const sec = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
console.log(`Image pipeline, ${usages.length} photos shown as a hero (${usages.length - generated} of the site, ${generated} generated 4032×3024 JPEGs)`);
console.log(
  `Machine: ${cpus()[0]?.model.trim()}, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}\n`,
);
console.log('| run | copies encoded | from cache | time |\n|---|---:|---:|---:|');
console.log(`| cold (empty cache) | ${cold.result.encoded} | ${cold.result.cached} | ${sec(cold.ms)} |`);
console.log(`| warm (nothing changed) | ${warm.result.encoded} | ${warm.result.cached} | ${sec(warm.ms)} |\n`);

// Per copy: median bytes and the share of the original it saves.
const groups = new Map<string, { bytes: number[]; saved: number[] }>();
for (const v of cold.result.variants) {
  const key = `${v.format} ${v.width}`;
  const group = groups.get(key) ?? { bytes: [], saved: [] };
  group.bytes.push(v.bytes);
  group.saved.push(1 - v.bytes / v.sourceBytes);
  groups.set(key, group);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sources = [...new Map(cold.result.variants.map((v) => [v.src, v.sourceBytes])).values()];
console.log(`Originals: median ${Math.round(median(sources) / 1024)} KB, largest ${Math.round(Math.max(...sources) / 1024)} KB.\n`);
console.log('| copy | median size | median saving against the original |\n|---|---:|---:|');
const order = ['avif', 'webp', 'jpeg', 'png'];
for (const [key, group] of [...groups].sort(([a], [b]) => {
  const [fa, wa] = a.split(' ');
  const [fb, wb] = b.split(' ');
  return order.indexOf(fa!) - order.indexOf(fb!) || Number(wa) - Number(wb);
})) {
  console.log(`| ${key.replace(' ', ' ')} px | ${Math.round(median(group.bytes) / 1024)} KB | ${Math.round(median(group.saved) * 100)}% |`);
}
