/**
 * The unit tests and the checks of the built site run with their own temporary folder (`TMPDIR`),
 * so `npm test` can tell what they leave behind: a test or a build step that makes a temporary
 * folder and does not remove it fills a developer's /tmp a little more on every run. What tools
 * keep there on purpose (tsx's compile cache, wrangler's update check, the JVM's counters) stays.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Names that tools keep in the temporary folder between runs, on purpose. */
export const TOOL_CACHES = [/^tsx-\d+$/, /^update-check$/, /^hsperfdata_/];

const kept = (name: string) => TOOL_CACHES.some((re) => re.test(name));

/** Makes `<root>/.cache/test-tmp/<runner>`, empty but for the tools' caches, and returns its path (for `TMPDIR`). */
export function cleanTestTmp(runner: string, root = process.cwd()): string {
  const dir = resolve(root, '.cache', 'test-tmp', runner);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (!kept(name)) rmSync(join(dir, name), { recursive: true, force: true });
  return dir;
}

/** What a run left in its temporary folder `dir`, the tools' caches aside. */
export const leftIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => !kept(name))
    .sort();
