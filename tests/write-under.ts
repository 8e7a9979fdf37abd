import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `data` to `path` under `root`, making the folders on the way (a test's throwaway project). */
export function writeUnder(root: string, path: string, data: string | Uint8Array): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), data);
}
