/**
 * Last step of the build: .br and .gz copies of every text file in <SITE_OUT_DIR or dist>/client.
 * Keep it last in the build script so files written by earlier steps are compressed too.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compressDir } from './postbuild/compress.ts';

const client = join(resolve(process.env.SITE_OUT_DIR ?? 'dist'), 'client');
if (!existsSync(client)) {
  console.error(`compress: ${client} not found; build first.`);
  process.exit(1);
}
const started = performance.now();
const r = compressDir(client);
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
console.log(
  `compress: ${r.files} text files, ${r.written} compressed copies (${kb(r.bytesBefore)} → ${kb(r.bytesAfter)} smallest) in ${Math.round(performance.now() - started)} ms.`,
);
