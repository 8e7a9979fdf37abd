/**
 * A copy of the project (its tracked and new files, node_modules linked) in which
 * `npm run new-section -- price-list` is run, and a page that uses the new type: shared by the
 * new-section test files, which Vitest runs side by side (the type check and the build are the
 * two slowest steps of the unit tests). The editor's cover-upload test (tests/e2e/admin.spec.ts)
 * builds what the editor saved in one too.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cacheRoot, toolBin, tscBin } from '../scripts/paths.ts';

export const root = process.cwd();
export const tsx = toolBin('tsx', root);
export const tsc = tscBin(root);

export function projectCopy(prefix = 'new-section-') {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  // The copy's build shares the project's content-addressed caches (an entry is named by the hash of
  // what it is made from, written under a temporary name and renamed: scripts/build/cache.ts), so the
  // same photos are encoded once for both builds. The editor's cache keeps a single build, which the
  // copy's new section would replace: the copy keeps its own.
  mkdirSync(join(copy, '.cache'));
  for (const step of ['images', 'og-images', 'compress']) {
    mkdirSync(join(cacheRoot(root), step), { recursive: true });
    symlinkSync(join(cacheRoot(root), step), join(copy, '.cache', step), 'dir');
  }
  const options = (env: Record<string, string>) => ({
    cwd: copy,
    encoding: 'utf8' as const,
    env: { ...process.env, SITE_CACHE_DIR: join(copy, '.cache'), ...env },
  });
  const run = (command: string, args: string[], env: Record<string, string> = {}) => execFileSync(command, args, { ...options(env), stdio: 'pipe' });
  /** The same, without holding the caller's event loop (a browser test's page goes on meanwhile); its output. */
  const runAsync = async (command: string, args: string[], env: Record<string, string> = {}) =>
    (await promisify(execFile)(command, args, { ...options(env), maxBuffer: 16 * 1024 * 1024 })).stdout;
  /** The same as run, its standard output and error both (a warning goes to the error stream of a run that succeeds). */
  const runLog = (command: string, args: string[], env: Record<string, string> = {}) => {
    const { status, stdout, stderr, error } = spawnSync(command, args, options(env));
    if (error || status !== 0) throw new Error(`${command} ${args.join(' ')} ended with ${error?.message ?? status}\n${stdout}\n${stderr}`);
    return `${stdout}${stderr}`;
  };
  return { copy, run, runLog, runAsync, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/** A page of the new type, ending with its call to action. */
export const pricePage = `route: /price-list-demo
meta:
  title: Price list for SEO and social media in Jaipur
  description: What each service costs in Jaipur and Ajmer, with what is included, so you can plan your marketing budget before we talk.
  keywords: [seo price jaipur]
  canonical: /price-list-demo
sections:
  - type: price-list
    heading: What our services cost in Jaipur
    items:
      - title: SEO
        description: From a local audit to a full year of rankings work.
  - type: cta
    heading: Talk to us about your budget
    text: One call to plan what fits your business.
    button:
      label: Contact Us
`;
