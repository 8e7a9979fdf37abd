/**
 * The unit tests and the checks of the built site run with their own temporary folder (`TMPDIR`),
 * so `npm test` can tell what they leave behind: a test or a build step that makes a temporary
 * folder and does not remove it fills a developer's /tmp a little more on every run. What tools
 * keep there on purpose (tsx's compile cache, the JVM's counters) stays. (Wrangler kept the answer of
 * an update check there, made over the network: the Cloudflare checks now hide its banner, which runs it.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Names that tools keep in the temporary folder between runs, on purpose. */
export const TOOL_CACHES = [/^tsx-\d+$/, /^hsperfdata_/];

const kept = (name: string) => TOOL_CACHES.some((re) => re.test(name));

/**
 * Makes `<system tmp>/site-tests-<hash of the project's path>/<runner>`, empty but for the tools'
 * caches, and returns its path (for `TMPDIR`). Outside the project: tests copy the project into
 * their temporary folders, and a folder cannot be copied into itself.
 */
export function cleanTestTmp(runner: string, root = process.cwd(), base = tmpdir()): string {
  const project = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 12);
  const dir = join(base, `site-tests-${project}`, runner);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (!kept(name)) rmSync(join(dir, name), { recursive: true, force: true });
  return dir;
}

/** What a run left in its temporary folder `dir`, the tools' caches aside. */
export const leftIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => !kept(name))
    .sort();
