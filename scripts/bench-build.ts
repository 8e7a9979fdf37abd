/**
 * How long `npm run build` takes and how much memory it needs, on the real site and on a
 * generated 1,000-page catalogue (scripts/bench/catalogue.ts, as `bench:validate` makes it).
 * Each is built in a temporary copy of the project with its own cache folder:
 *   cold      no dist/, empty cache
 *   one page  after a change to one page's heading (so its sharing image is redrawn), with the
 *             cache of the cold build
 *   identical the change undone and built again from the cache: its dist/ must be byte-identical
 *             to the cold build's (a build without cache)
 * Peak memory is the largest sum of the resident memory of every process of the build
 * (npm, tsx, vike, the pool's workers), sampled from /proc every 100 ms.
 *   npm run bench:build [-- --runs 3 --pages 1000]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyProject, generatePages } from './bench/catalogue.ts';
import { median } from './bench/median.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, pages: { type: 'string', default: '1000' } } });
const runs = Math.max(1, Number(values.runs));
const target = Math.max(1, Number(values.pages));
const repo = process.cwd();
/** The page whose text the one-page change edits (a city page, present in every catalogue). */
const CHANGED_PAGE = join('pages-data', 'ajmer', 'seo.yaml');

interface Measure {
  ms: number;
  peakBytes: number;
}

/** Resident memory of `pid` and all its descendants, in bytes (Linux /proc; 0 elsewhere). */
function treeRss(pid: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
      rss.set(Number(e), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

function build(root: string, cacheDir: string, log: string): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], { cwd: root, env: { ...process.env, SITE_CACHE_DIR: cacheDir, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peakBytes = 0;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const ms = performance.now() - started;
      writeFileSync(log, output);
      if (code !== 0) reject(new Error(`build failed in ${root} (log: ${log}):\n${output.slice(-3000)}`));
      else resolve({ ms, peakBytes });
    });
  });
}

/** SHA-256 of every file under `dir`, by relative path. */
function manifest(dir: string): Map<string, string> {
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((d) => d.isFile());
  return new Map(
    files.map((d) => [
      join(d.parentPath, d.name).slice(dir.length),
      createHash('sha256')
        .update(readFileSync(join(d.parentPath, d.name)))
        .digest('hex'),
    ]),
  );
}

function sameManifest(a: Map<string, string>, b: Map<string, string>): string | undefined {
  for (const [file, hash] of a) if (b.get(file) !== hash) return `${file} ${b.has(file) ? 'differs' : 'is missing'}`;
  for (const file of b.keys()) if (!a.has(file)) return `${file} is extra`;
  return undefined;
}

interface Row {
  label: string;
  htmlFiles: number;
  cold: Measure[];
  onePage: Measure[];
  identical: string[];
}

async function scenario(label: string, pages: number | undefined): Promise<Row> {
  const root = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    copyProject(repo, root);
    if (pages) generatePages(root, pages);
    const row: Row = { label, htmlFiles: 0, cold: [], onePage: [], identical: [] };
    const page = join(root, CHANGED_PAGE);
    const original = readFileSync(page, 'utf8');
    for (let run = 1; run <= runs; run++) {
      const cache = join(root, '.bench-cache');
      rmSync(cache, { recursive: true, force: true });
      rmSync(join(root, 'dist'), { recursive: true, force: true });
      console.log(`${label}, run ${run}/${runs}: cold build…`);
      row.cold.push(await build(root, cache, join(root, `cold-${run}.log`)));
      const before = manifest(join(root, 'dist'));
      row.htmlFiles = [...before.keys()].filter((f) => f.endsWith('.html')).length;
      writeFileSync(page, original.replace(/^( {4}heading: .*)$/m, `$1 (${run})`));
      console.log(`${label}, run ${run}/${runs}: after a one-page change…`);
      row.onePage.push(await build(root, cache, join(root, `one-page-${run}.log`)));
      writeFileSync(page, original);
      console.log(`${label}, run ${run}/${runs}: change undone, from the cache…`);
      await build(root, cache, join(root, `undone-${run}.log`));
      row.identical.push(sameManifest(before, manifest(join(root, 'dist'))) ?? 'yes');
    }
    return row;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0]!.toFixed(1);
const real = await scenario('the real site', undefined);
const generated = await scenario(`generated (${target} pages)`, target);
const loadAfter = loadavg()[0]!.toFixed(1);

const realCold = median(real.cold.map((m) => m.ms));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => (bytes ? `${Math.round(bytes / 2 ** 20)} MB` : 'n/a');
const ratio = (ms: number) => `${(ms / realCold).toFixed(2)}×`;

console.log(`\nnpm run build, median of ${runs} run${runs === 1 ? '' : 's'} each (a temporary copy of the project, its own cache)\n`);
console.log(
  '| catalogue | HTML files | cold | ÷ real cold | after a one-page change | ÷ real cold | peak memory cold | peak memory one-page | dist/ from cache identical to cold |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of [real, generated]) {
  const cold = median(r.cold.map((m) => m.ms));
  const one = median(r.onePage.map((m) => m.ms));
  console.log(
    `| ${r.label} | ${r.htmlFiles} | ${s(cold)} | ${ratio(cold)} | ${s(one)} | ${ratio(one)} | ${mb(median(r.cold.map((m) => m.peakBytes)))} | ${mb(median(r.onePage.map((m) => m.peakBytes)))} | ${r.identical.join(', ')} |`,
  );
}
console.log(
  `\nMachine: ${availableParallelism()} CPU (nproc), ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average ${loadBefore} at the start, ${loadAfter} at the end.`,
);
