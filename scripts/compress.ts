/**
 * Last step of the build: .br and .gz copies of every text file in <SITE_OUT_DIR or dist>/client.
 * Keep it last in the build script so files written by earlier steps are compressed too.
 */
import { existsSync } from 'node:fs';
import { runWhenMain, StepFailed } from './build/step.ts';
import { clientDir } from './paths.ts';
import { buildElapsedMs, createProgress, seconds } from './build/progress.ts';
import { compressDir } from './postbuild/compress.ts';

/** Compresses every text file of the built site; the build's last line follows (when run by npm run build). */
export async function compress(): Promise<void> {
  const client = clientDir();
  if (!existsSync(client)) {
    console.error(`compress: ${client} not found; build first.`);
    throw new StepFailed();
  }
  const stage = createProgress().stage('compression');
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  try {
    const r = await compressDir(client, { onProgress: (done, total, fromCache) => stage.update(done, total, `${fromCache} copies from cache`) });
    stage.finish(
      `${r.files} text files, ${2 * r.files - r.fromCache} copies compressed, ${r.fromCache} from cache, ${r.written} written, ${kb(r.bytesBefore)} → ${kb(r.bytesAfter)} smallest`,
    );
  } catch (error) {
    console.error(`\ncompress: ${error instanceof Error ? error.message : error}`);
    throw new StepFailed();
  }
}

runWhenMain(import.meta.url, async () => {
  await compress();
  const total = buildElapsedMs();
  if (total !== undefined) console.log(`${'total'.padEnd(16)}  npm run build  ${seconds(total)}`);
});
