/**
 * Lighthouse on one page of each type of the built site (a benchmark for the README, not a
 * test): serves SITE_DIST (default dist/client) on 127.0.0.1 and runs Lighthouse 12 (the last
 * line for Node 20, fetched by npx on first use) in Debian's headless Chromium, mobile settings.
 * Usage: npx tsx scripts/bench-seo.ts [--port 4290] [--categories seo,accessibility,best-practices,performance]
 * Prints a table and writes .cache/bench-seo.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalogue } from '../catalogue/index.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { option } from './command-line.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const port = Number(option('port', '4290'));
const categories = option('categories', 'seo,accessibility,best-practices,performance').split(',');
const { dist, chromePath: chrome } = measuredBuild();

// One canonical page of each type.
const { pages, posts } = loadCatalogue();
const canonicals = pages.map((e) => e.page.meta.canonical);
const pick = (label: string, test: (path: string) => boolean) => {
  const path = canonicals.find(test);
  return path ? [{ label, path }] : [];
};
const targets = [
  ...pick('home', (p) => p === '/'),
  ...pick('Ajmer landing', (p) => /services-ajmer$/.test(p)),
  ...pick('Jaipur services', (p) => /services-jaipur$/.test(p)),
  ...pick('Jaipur service', (p) => /^\/seo-company-jaipur$/.test(p)),
  ...pick('Ajmer service', (p) => /^\/seo-company-ajmer$/.test(p)),
  ...pick('about', (p) => p === '/digital-marketing-company-jaipur'),
  ...pick('contact (form)', (p) => p === '/contact'),
  ...pick('blog listing', (p) => p === '/blog'),
  ...(posts[0] ? [{ label: 'blog article', path: `/blog/${posts[0].slug}` }] : []),
];

const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dist], { stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid!);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('The static server did not start');
}

await waitForServer();
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const results: { label: string; path: string; scores: Record<string, number | null>; failing: string[] }[] = [];
for (const { label, path } of targets) {
  const report = join(out, `${results.length}.json`);
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `http://127.0.0.1:${port}${path}`,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0 || !existsSync(report)) {
    console.error(`Lighthouse failed on ${path}`);
    continue;
  }
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; title: string }>;
  };
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]));
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id))
    .filter((id, i, all) => all.indexOf(id) === i && lhr.audits[id]?.score !== null && (lhr.audits[id]?.score ?? 1) < 1)
    .map((id) => `${id}: ${lhr.audits[id]!.title}`);
  results.push({ label, path, scores, failing });
  console.log(`${label.padEnd(16)} ${path.padEnd(40)} ${categories.map((c) => `${c} ${scores[c] ?? '–'}`).join('  ')}`);
}
stop();

mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/bench-seo.json', JSON.stringify({ lighthouse: LIGHTHOUSE, date: new Date().toISOString(), results }, null, 2));
const below = results.filter((r) => r.failing.length > 0);
for (const r of below) console.log(`\n${r.path}:\n  ${r.failing.join('\n  ')}`);
console.log(`\nWrote .cache/bench-seo.json (${results.length} pages).`);
process.exit(results.length === targets.length ? 0 : 1);
