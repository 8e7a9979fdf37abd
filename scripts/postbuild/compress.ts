/**
 * Pre-compressed copies of text files (`x.html.br`, `x.html.gz` beside `x.html`), so a host
 * serves them without compressing on every request (nginx: gzip_static / brotli_static).
 * A copy that would not be smaller than the original is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

export interface CompressResult {
  files: number;
  written: number;
  bytesBefore: number;
  bytesAfter: number;
}

export function compressDir(dir: string): CompressResult {
  const result: CompressResult = { files: 0, written: 0, bytesBefore: 0, bytesAfter: 0 };
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => COMPRESSIBLE.test(f));
  for (const file of files) {
    const path = join(dir, file);
    const data = readFileSync(path);
    result.files++;
    result.bytesBefore += data.length;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    let smallest = data.length;
    for (const [ext, copy] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (copy.length >= data.length) continue;
      writeFileSync(`${path}.${ext}`, copy);
      result.written++;
      smallest = Math.min(smallest, copy.length);
    }
    result.bytesAfter += smallest;
  }
  return result;
}
