/**
 * The routes the page files had in an earlier version of the content, read from git, for the
 * catalogue's check of moved pages (catalogue/moved-pages.ts). `npm run validate` compares with
 * the last commit, so a route changed in the working tree is caught before it is committed; CI
 * passes the version to compare with in CONTENT_SINCE (.github/workflows/checks.yml and deploy.yml).
 */
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { CITIES_FILE } from '../../catalogue/cities-schema.ts';
import { type ContentPaths, displayName } from '../../catalogue/content-files.ts';
import { type EarlierRoutes, publishedPostOf, publishedRouteOf } from '../../catalogue/moved-pages.ts';
import { todayInIndia } from '../../catalogue/today.ts';
import { isSnippetFile } from '../../catalogue/snippets.ts';

const git = (cwd: string, args: string[]) => spawnSync('git', ['-C', cwd, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** `HEAD` is the last commit; a commit's full name is shortened as git shows it. */
const labelOf = (ref: string, sha: string): string => `in ${ref === 'HEAD' ? 'the last commit' : /^[0-9a-f]{40}$/.test(ref) ? sha.slice(0, 7) : ref}`;

/**
 * The published pages' routes in `ref`, by file; or why they could not be read (no git, not a
 * repository, a version this clone does not have).
 */
export function earlierRoutes(paths: ContentPaths, ref: string): EarlierRoutes | { skipped: string } {
  // What CI hosts give as the version before the first push of a branch.
  if (/^0{40}$/.test(ref)) return { skipped: 'the branch had no earlier version' };
  const sha = git(paths.pagesDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (sha.error) return { skipped: 'git was not found' };
  if (sha.status !== 0) {
    const inRepo = git(paths.pagesDir, ['rev-parse', '--is-inside-work-tree']).stdout.trim() === 'true';
    return { skipped: inRepo ? `this clone has no version ${ref}` : `${displayName(paths, paths.pagesDir)} is not in a git repository` };
  }
  const commit = sha.stdout.trim();
  // Run in the pages' folder, git names its files from there. Each entry: `<mode> blob <object>\t<file>`.
  const tree = git(paths.pagesDir, ['ls-tree', '-r', '-z', commit])
    .stdout.split('\0')
    .map((entry) => /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(entry))
    .filter((m) => m !== null)
    .map(([, object, file]) => ({ object: object!, file: file! }));
  const pageFiles = tree.filter(({ file }) => file.endsWith('.yaml') && file !== CITIES_FILE && !isSnippetFile(paths, join(paths.pagesDir, file)));
  const postFiles = tree.filter(({ file }) => file.endsWith('.md'));
  const files = [...pageFiles, ...postFiles];
  const posts = new Set(postFiles.map(({ file }) => displayName(paths, join(paths.pagesDir, file))));
  const routes = new Map<string, string>();
  const postPaths = new Map<string, { id: number; path: string }>();
  const today = todayInIndia();
  const aliases = earlierAliases(paths, commit);
  if (files.length === 0) return { label: labelOf(ref, commit), routes, posts, postPaths, aliases };
  // Each file: `<object> blob <bytes>\n<text>\n`; the lengths are in bytes. Read by object, not by
  // path (git would walk the tree again for each of a site's 1,000 pages).
  const out = spawnSync('git', ['-C', paths.pagesDir, 'cat-file', '--batch', '--buffer'], {
    input: files.map(({ object }) => `${object}\n`).join(''),
    maxBuffer: 256 * 1024 * 1024,
  }).stdout;
  let at = 0;
  for (const { file } of files) {
    const end = out.indexOf(10, at);
    const size = Number(/ blob (\d+)$/.exec(out.subarray(at, end).toString())?.[1]);
    if (!Number.isFinite(size)) break;
    const text = out.subarray(end + 1, end + 1 + size).toString('utf8');
    at = end + 1 + size + 1;
    const name = displayName(paths, join(paths.pagesDir, file));
    if (file.endsWith('.md')) {
      const post = publishedPostOf(text, file, today);
      if (post) postPaths.set(name, post);
      continue;
    }
    const route = publishedRouteOf(text);
    if (route) routes.set(name, route);
  }
  // A page file renamed since (git mv, or renamed and added) keeps its earlier route under its new name.
  const changes = git(paths.pagesDir, ['diff', '-z', '--name-status', '-M', '--relative', commit]).stdout.split('\0');
  // Each change: its status, then one path (two for a rename or a copy: from, to).
  for (let i = 0; i < changes.length - 1; ) {
    const status = changes[i]!;
    if (status.startsWith('R')) {
      const [was, now] = [changes[i + 1]!, changes[i + 2]!].map((f) => displayName(paths, join(paths.pagesDir, f)));
      const route = routes.get(was!);
      routes.delete(was!);
      if (route) routes.set(now!, route);
      if (posts.delete(was!)) posts.add(now!);
      const post = postPaths.get(was!);
      postPaths.delete(was!);
      if (post) postPaths.set(now!, post);
    }
    i += /^[RC]/.test(status) ? 3 : 2;
  }
  return { label: labelOf(ref, commit), routes, posts, postPaths, aliases };
}

/** The aliases of the settings file in `commit` (second address → route); none where it was not there or not read. */
function earlierAliases(paths: ContentPaths, commit: string): Map<string, string> {
  const shown = git(dirname(paths.siteFile), ['show', `${commit}:./${basename(paths.siteFile)}`]);
  if (shown.status !== 0) return new Map();
  try {
    const aliases = (parse(shown.stdout) as { aliases?: unknown } | null)?.aliases;
    if (!aliases || typeof aliases !== 'object') return new Map();
    return new Map(Object.entries(aliases).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return new Map();
  }
}
