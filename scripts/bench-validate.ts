/**
 * How long `npm run validate` takes, on the real site and on a generated 1,000-page catalogue
 * (the real pages copied under new routes into a temporary folder). Each run is a fresh
 * process, as a content editor or CI runs it; the table gives the median of several runs of
 * the check itself (as validate prints it) and of the whole command (Node start included), with
 * an empty parse cache (CI's first run, a fresh clone) and with the cache the run before left
 * (scripts/build/parsed-store.ts: a run after an edit parses only the edited files).
 *   npm run bench:validate [-- --runs 5 --pages 1000]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyContent, generatePages } from './bench/catalogue.ts';
import { median } from './bench/median.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: '1000' } } });
const runs = Math.max(1, Number(values.runs));
const target = Math.max(1, Number(values.pages));
const repo = process.cwd();
const validateScript = join(repo, 'scripts', 'validate.ts');

interface Run {
  checkMs: number;
  wallMs: number;
  pages: number;
  posts: number;
}

function validateOnce(root: string, cacheDir: string): Run {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', validateScript], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_CACHE_DIR: cacheDir },
  });
  const wallMs = performance.now() - started;
  const match = /Content OK: (\d+) pages, (\d+) blog posts checked in (\d+) ms/.exec(child.stdout);
  if (child.status !== 0 || !match) throw new Error(`validate failed in ${root}:\n${child.stdout}\n${child.stderr}`);
  return { checkMs: Number(match[3]), wallMs, pages: Number(match[1]), posts: Number(match[2]) };
}

/** A copy of the site whose pages-data/ holds `target` pages: the real ones plus copies under /bench-N routes. */
function generateCatalogue(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-validate-'));
  copyContent(repo, root);
  generatePages(root, target);
  return root;
}

function measure(label: string, root: string) {
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-validate-cache-'));
  try {
    validateOnce(root, cacheDir); // warm the file cache, as a second run of the command would be
    const cold: Run[] = [];
    const cached: Run[] = [];
    for (let i = 0; i < runs; i++) {
      rmSync(cacheDir, { recursive: true, force: true });
      cold.push(validateOnce(root, cacheDir));
      cached.push(validateOnce(root, cacheDir));
    }
    const row = (results: Run[]) => ({ checkMs: median(results.map((r) => r.checkMs)), wallMs: median(results.map((r) => r.wallMs)) });
    return { label, pages: cold[0]!.pages, posts: cold[0]!.posts, cold: row(cold), cached: row(cached) };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const load = loadavg()[0]!.toFixed(1);
const rows = [measure('the real site', repo)];
const generated = generateCatalogue();
try {
  rows.push(measure(`generated (${target} pages)`, generated));
} finally {
  rmSync(generated, { recursive: true, force: true });
}

console.log(`\nnpm run validate, median of ${runs} runs each (a fresh process per run)\n`);
console.log('| catalogue | pages | blog posts | parse cache | check (as validate prints it) | whole command (Node start included) |');
console.log('|---|---:|---:|---|---:|---:|');
for (const r of rows)
  for (const [cache, m] of [
    ['empty', r.cold],
    ['from the run before', r.cached],
  ] as const)
    console.log(`| ${r.label} | ${r.pages} | ${r.posts} | ${cache} | ${Math.round(m.checkMs)} ms | ${(m.wallMs / 1000).toFixed(2)} s |`);
console.log(
  `\nMachine: ${availableParallelism()} CPU (nproc), ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${load} at the start.`,
);
