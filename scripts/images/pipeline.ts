import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { ImageUsage } from '../../catalogue/catalogue.ts';
import { type ImageLayout, type ImageManifest, type Picture, widthsFor } from '../../catalogue/image-layouts.ts';
import type { Problem } from '../../catalogue/problems.ts';
import { ENCODE_SETTINGS, EXTENSION, encodeSocial, encodeVariant, fallbackFormat, MIME, type OutputFormat } from './encode.ts';
import { runPool } from './pool.ts';

export interface PipelineOptions {
  publicDir: string;
  /** `images/` under the build cache (scripts/build/cache.ts: node_modules/.cache/site or SITE_CACHE_DIR). */
  cacheDir: string;
  usages: ImageUsage[];
  /** Parallel encodes; one per core by default. */
  concurrency?: number;
}

export interface PipelineResult {
  manifest: ImageManifest;
  /** Copies made in this run (cache misses) and copies taken from the cache. */
  encoded: number;
  cached: number;
  /** Sources that could not be decoded, at each place the content names them. */
  problems: Problem[];
  /** Every copy: its size beside the source's, and whether it came from the cache. */
  variants: { src: string; format: OutputFormat | 'social'; width: number; bytes: number; sourceBytes: number; cached: boolean }[];
}

/** The originals whose own format a copy is in: a copy published at the original's address has its extension's type. */
const OWN_FORMAT: Partial<Record<OutputFormat, RegExp>> = { jpeg: /\.jpe?g$/i, png: /\.png$/i };

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Same source bytes + same width, format and settings → same key → the cached file is used as it is. */
export function cacheKey(sourceHash: string, format: OutputFormat | 'social', width: number): string {
  const settings = format === 'social' ? ENCODE_SETTINGS.social : ENCODE_SETTINGS[format];
  return sha(`${ENCODE_SETTINGS.version}:${sourceHash}:${format}:${width}:${JSON.stringify(settings)}`).slice(0, 40);
}

/**
 * Every raster image of the content → its copies under assets/ (named by content hash) and the
 * manifest that says which copies make each `<picture>`. Encoded files stay in `cacheDir`; the
 * Vite plugin (scripts/images/vite-plugin.ts) publishes the ones the manifest lists. A file that
 * cannot be decoded becomes a problem at the place the content names it; the run goes on.
 */
export async function runImagePipeline({ publicDir, cacheDir, usages, concurrency }: PipelineOptions): Promise<PipelineResult> {
  mkdirSync(cacheDir, { recursive: true });
  const bySrc = new Map<string, ImageUsage[]>();
  for (const usage of usages) bySrc.set(usage.src, [...(bySrc.get(usage.src) ?? []), usage]);

  const manifest: ImageManifest = { version: ENCODE_SETTINGS.version, pictures: {}, social: {}, files: {} };
  const result: PipelineResult = { manifest, encoded: 0, cached: 0, problems: [], variants: [] };
  const tasks: (() => Promise<void>)[] = [];
  const summaries: (() => void)[] = [];
  const failed = new Map<string, string>();
  const published = new Map<string, string[]>();

  /**
   * The original's own address (`/images/jaipur/shop.jpg`, which the editor's Assets view gives as
   * the photo's Public URL) serves its widest copy in its own format, without EXIF, so the address
   * opens the photo; the original itself is never published. A WebP or AVIF original has none.
   */
  const atOwnAddress = (src: string, copies: ReadonlyMap<number, string>, format = fallbackFormat(src)) => {
    const widest = [...copies].sort(([a], [b]) => b - a)[0]?.[1];
    if (widest === undefined || !OWN_FORMAT[format]?.test(src)) return;
    manifest.files[src.slice(1)] = manifest.files[widest.slice(1)]!;
  };

  for (const [src, uses] of bySrc) {
    const source = readFileSync(join(publicDir, src));
    const sourceHash = sha(source);
    const name = basename(src, extname(src)).replace(/[^\w-]/g, '-');
    const slots = [...new Set(uses.flatMap((u) => u.slots))];
    const sectionSlots = slots.filter((s): s is ImageLayout => s !== 'social');

    // One task per copy; the published name carries a hash of the copy's bytes.
    const copy = (format: OutputFormat | 'social', width: number, encode: () => Promise<Buffer>, done: (path: string) => void) =>
      tasks.push(async () => {
        if (failed.has(src)) return;
        const ext = format === 'social' ? 'jpg' : EXTENSION[format];
        const cached = join(cacheDir, `${cacheKey(sourceHash, format, width)}.${ext}`);
        let bytes: Buffer;
        const hit = existsSync(cached);
        if (hit) {
          bytes = readFileSync(cached);
          result.cached++;
        } else {
          try {
            bytes = await encode();
          } catch (error) {
            failed.set(src, error instanceof Error ? error.message : String(error));
            return;
          }
          // A name of this process's own: two builds sharing the cache may encode the same copy at once.
          const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          writeFileSync(temporary, bytes);
          renameSync(temporary, cached);
          result.encoded++;
        }
        const path = `assets/${name}-${format === 'social' ? 'social' : width}.${sha(bytes).slice(0, 10)}.${ext}`;
        manifest.files[path] = cached;
        published.set(src, [...(published.get(src) ?? []), path]);
        result.variants.push({ src, format, width, bytes: bytes.length, sourceBytes: source.length, cached: hit });
        done(`/${path}`);
      });

    if (slots.includes('social'))
      copy(
        'social',
        1200,
        () => encodeSocial(source),
        (path) => {
          manifest.social[src] = path;
          // A photo used only as a sharing image: its own address serves what the site shares.
          if (sectionSlots.length === 0) atOwnAddress(src, new Map([[1200, path]]), 'jpeg');
        },
      );
    if (sectionSlots.length === 0) continue;

    let width: number;
    let height: number;
    try {
      ({ width, height } = await displaySize(source));
    } catch (error) {
      failed.set(src, error instanceof Error ? error.message : String(error));
      continue;
    }
    const widths = widthsFor(sectionSlots, width);
    const fallback = fallbackFormat(src);
    const sets: Record<OutputFormat, Map<number, string>> = { avif: new Map(), webp: new Map(), jpeg: new Map(), png: new Map() };
    for (const format of ['avif', 'webp', fallback] as const) {
      for (const w of widths)
        copy(
          format,
          w,
          () => encodeVariant(source, w, format),
          (path) => sets[format].set(w, path),
        );
    }
    summaries.push(() => {
      if (failed.has(src)) return;
      const srcset = (format: OutputFormat) =>
        [...sets[format]]
          .sort(([a], [b]) => a - b)
          .map(([w, path]) => `${path} ${w}w`)
          .join(', ');
      // The plain `src`, for browsers without srcset: the copy nearest the section's usual size.
      const target = Math.min(...sectionSlots.map((s) => s.maxWidth)) / 2;
      const plain = [...sets[fallback]].sort(([a], [b]) => Math.abs(a - target) - Math.abs(b - target))[0]?.[1] ?? src;
      const picture: Picture = {
        width,
        height,
        avif: srcset('avif'),
        webp: srcset('webp'),
        fallback: { type: MIME[fallback], srcset: srcset(fallback), src: plain },
      };
      manifest.pictures[src] = picture;
      atOwnAddress(src, sets[fallback]);
    });
  }

  await runPool(tasks, concurrency);
  for (const summary of summaries) summary();

  for (const [src, message] of failed) {
    for (const use of bySrc.get(src) ?? []) {
      result.problems.push({
        ...use.at,
        code: 'image-unreadable',
        message: `The file public${src} cannot be read as an image (${message.replace(/\s+/g, ' ').trim()}): export it again from the original`,
      });
    }
    for (const path of [...(published.get(src) ?? []), src.slice(1)]) delete manifest.files[path];
    delete manifest.pictures[src];
    delete manifest.social[src];
  }
  // Copies finish in any order; the manifest lists them in a stable one.
  manifest.files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)));
  return result;
}

/** Width and height as shown (EXIF orientation applied), read from the header. */
async function displaySize(source: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(source).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new Error('no width or height in the file');
  return { width, height };
}
