/**
 * Pre-compressed copies of text files (`x.html.br`, `x.html.gz` beside `x.html`), so a host
 * serves them without compressing on every request (nginx: gzip_static / brotli_static).
 * A copy that would not be smaller than the original is not written (and one an earlier run wrote is removed).
 *
 * Each copy is cached under the hash of the file's bytes, the settings and this code
 * (node_modules/.cache/site/compress/), so a rebuild compresses only files whose bytes changed;
 * the work is spread over the build pool (one process per core).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheRoot, filesHash, folderIndex, hashOf, type Stamp, sameStamp, stampOf, stepCache, type StepCache } from '../build/cache.ts';
import { mapInPool } from '../build/pool.ts';

/** The module each compression worker runs (this one: `handle` below). */
export const compressTaskModule = fileURLToPath(import.meta.url);

export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

/**
 * Chosen on measurement (README, "Build speed"): Brotli quality 7 gives copies about 12% larger
 * than quality 11 at a twenty-sixth of the time; gzip 9 costs the same as gzip 6 here.
 */
export const COMPRESSION = { brotliQuality: 7, gzipLevel: 9 } as const;

export interface CompressResult {
  files: number;
  written: number;
  bytesBefore: number;
  bytesAfter: number;
  /** Copies taken from the cache rather than compressed. */
  fromCache: number;
}

const encoders = {
  br: (data: Buffer) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gz: (data: Buffer) => gzipSync(data, { level: COMPRESSION.gzipLevel }),
};

/** What every compressed copy depends on besides the file's bytes: settings, zlib and Brotli versions, this code. */
export const compressVersion = (settings: { brotliQuality: number; gzipLevel: number } = COMPRESSION) =>
  hashOf(JSON.stringify(settings), process.versions.zlib ?? '', process.versions.brotli ?? '', filesHash(fileURLToPath(import.meta.url)));

export const compressCache = (root = cacheRoot()) => stepCache('compress', compressVersion(), root);

/** Writes the copies of one file; the figures for that file. */
export function compressFile(path: string, cache: StepCache): CompressResult {
  const data = readFileSync(path);
  const result: CompressResult = { files: 1, written: 0, bytesBefore: data.length, bytesAfter: data.length, fromCache: 0 };
  for (const ext of ['br', 'gz'] as const) {
    const key = cache.key(ext, data);
    let copy = cache.get(key);
    if (copy) result.fromCache++;
    else {
      copy = encoders[ext](data);
      cache.set(key, copy);
    }
    // Not smaller: no copy, and none left from an earlier run (the pages stay between builds).
    if (copy.length >= data.length) {
      rmSync(`${path}.${ext}`, { force: true });
      continue;
    }
    writeFileSync(`${path}.${ext}`, copy);
    result.written++;
    result.bytesAfter = Math.min(result.bytesAfter, copy.length);
  }
  return result;
}

export interface CompressTask {
  path: string;
  cacheRoot: string;
}

let workerCache: StepCache | undefined;

/** Runs in a pool worker. */
export function handle(task: CompressTask): CompressResult {
  workerCache ??= compressCache(task.cacheRoot);
  return compressFile(task.path, workerCache);
}

/**
 * The compression index (in the cache's `compress-index/`, one per folder): for each file, its size
 * and time and those of its copies as the last run left them, so that a file unchanged since, whose
 * copies are unchanged too, is neither read nor written again. The site's pages keep their files
 * between builds (scripts/build/pages.ts), so after a one-page change only that page is compressed.
 */
interface IndexEntry extends Stamp {
  version: string;
  copies: Record<'br' | 'gz', Stamp | null>;
}

export async function compressDir(
  dir: string,
  options: { cacheRoot?: string; poolSize?: number; onProgress?: (done: number, total: number, fromCache: number) => void } = {},
): Promise<CompressResult> {
  const result: CompressResult = { files: 0, written: 0, bytesBefore: 0, bytesAfter: 0, fromCache: 0 };
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => COMPRESSIBLE.test(f)).sort();
  const root = options.cacheRoot ?? cacheRoot();
  const version = compressVersion();
  const index = folderIndex<IndexEntry>('compress-index', dir, root);
  const last = index.read();
  const add = (one: CompressResult) => {
    result.files += one.files;
    result.written += one.written;
    result.bytesBefore += one.bytesBefore;
    result.bytesAfter += one.bytesAfter;
    result.fromCache += one.fromCache;
    options.onProgress?.(result.files, files.length, result.fromCache);
  };
  const tasks: CompressTask[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const entry = last[file];
    const stamp = stampOf(path);
    if (
      entry?.version === version &&
      sameStamp(entry, stamp) &&
      sameStamp(entry.copies.br, stampOf(`${path}.br`)) &&
      sameStamp(entry.copies.gz, stampOf(`${path}.gz`))
    ) {
      const smallest = Math.min(entry.size, entry.copies.br?.size ?? entry.size, entry.copies.gz?.size ?? entry.size);
      add({ files: 1, written: 0, bytesBefore: entry.size, bytesAfter: smallest, fromCache: 2 });
    } else tasks.push({ path, cacheRoot: root });
  }
  await mapInPool<CompressTask, CompressResult>({ module: compressTaskModule, size: options.poolSize }, tasks, (task) => task.path, add);
  const next: Record<string, IndexEntry> = {};
  for (const file of files) {
    const path = join(dir, file);
    const stamp = stampOf(path);
    if (stamp) next[file] = { ...stamp, version, copies: { br: stampOf(`${path}.br`), gz: stampOf(`${path}.gz`) } };
  }
  index.write(next);
  return result;
}
