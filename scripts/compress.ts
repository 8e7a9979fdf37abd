/**
 * Last step of the build: .br and .gz copies of every text file in <SITE_OUT_DIR or dist>/client.
 * Keep it last in the build script so files written by earlier steps are compressed too.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildElapsedMs, createProgress, seconds } from './build/progress.ts';
import { compressDir } from './postbuild/compress.ts';

const client = join(resolve(process.env.SITE_OUT_DIR ?? 'dist'), 'client');
if (!existsSync(client)) {
  console.error(`compress: ${client} not found; build first.`);
  process.exit(1);
}
const stage = createProgress().stage('compression');
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
try {
  const r = await compressDir(client, { onProgress: (done, total, fromCache) => stage.update(done, total, `${fromCache} copies from cache`) });
  stage.finish(
    `${r.files} text files, ${2 * r.files - r.fromCache} copies compressed, ${r.fromCache} from cache, ${r.written} written, ${kb(r.bytesBefore)} → ${kb(r.bytesAfter)} smallest`,
  );
  const total = buildElapsedMs();
  if (total !== undefined) console.log(`${'total'.padEnd(16)}  npm run build  ${seconds(total)}`);
} catch (error) {
  console.error(`\ncompress: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
