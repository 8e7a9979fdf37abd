import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders for one test file: `const temp = tempDirs();` at the top of the file, then
 * `temp('name')` makes `<tmp>/name-XXXXXX`; all are removed once the file's tests have run, so
 * `npm test` leaves nothing behind in the system's temporary folder (scripts/test.ts checks).
 */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(dir);
    return dir;
  };
}
