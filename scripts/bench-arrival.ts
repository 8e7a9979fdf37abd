/**
 * What the site's Cross-Origin-Opener-Policy header costs a visitor as the page arrives, measured
 * both ways a page can be reached in a fresh tab: from the tab's blank page (how Lighthouse starts
 * every run) and by a link on a page of another site (a search result, a post shared elsewhere).
 * Each of the four (two arrivals, the build's headers or the same build without that header) is
 * measured in turn in every round, in a new browser context each time, with Chromium's trace:
 * whether the page was committed in another renderer process than the page the tab left, when it
 * first painted, and how long its main thread was busy from the commit to that paint, by the clock
 * and in processor time (scripts/bench/arrival.ts). The other site is a page with one link, served
 * on `localhost`, which is another site than 127.0.0.1 to the browser.
 * Builds nothing: serves dist/client (or SITE_DIST) as bench:lighthouse does. A navigation it cannot
 * read is named with the reason; with DEBUG_ARRIVAL=1 its whole trace is written into .cache/.
 * `--chromium-flags` adds flags to Chromium's own, e.g. `--disable-site-isolation-trials` to see a
 * browser that does not keep every site in a process of its own (as Chromium on Android does not).
 * Usage: npm run build && npm run bench:arrival [-- --runs 15 --only /,/contact --port 4301 --chromium-flags=--disable-site-isolation-trials]
 * (the build without the header is served on the next port, the other site on the one after it)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { type Arrival, readArrival } from './bench/arrival.ts';
import { mirrorWithFirstScreens } from './bench/first-screen-only.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { figure, median } from './bench/median.ts';
import { unknownHeaders, withoutHeaders } from './bench/served-headers.ts';
import type { TraceEvent } from './bench/trace-tasks.ts';
import { chromiumArgs } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';
import { listOption, option } from './command-line.ts';

const HEADER = 'Cross-Origin-Opener-Policy';
const LEAVE_MARK = 'bench-arrival-leave';
const port = Number(option('port', '4301'));
const runs = Number(option('runs', '15'));
const paths = option('only', '/').split(',').filter(Boolean);
const extraFlags = listOption('chromium-flags');
const { dist, chromePath } = measuredBuild();
const headers = existsSync(join(dist, '_headers')) ? readFileSync(join(dist, '_headers'), 'utf8') : '';
if (unknownHeaders(headers, [HEADER]).length > 0) {
  console.error(`${join(dist, '_headers')} sets no ${HEADER}: there is nothing to compare.`);
  process.exit(1);
}

const withoutDir = mkdtempSync(join(tmpdir(), 'bench-arrival-'));
mirrorWithFirstScreens(dist, withoutDir, [], withoutHeaders(headers, [HEADER]));
const servers = [await startStaticServer(port, ['--dir', dist, '--gzip']), await startStaticServer(port + 1, ['--dir', withoutDir, '--gzip'])];
/** The other site: a page with one link, to the address in its `to` parameter. */
const otherSite = createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to') ?? '/';
  const href = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body><a id="go" href="${href}">Read on</a></body></html>`,
  );
}).listen(port + 2, '127.0.0.1');
const stop = () => {
  for (const s of servers) s.kill();
  otherSite.close();
  rmSync(withoutDir, { recursive: true, force: true });
};
process.on('exit', stop);

type From = 'blank tab' | 'link from another site';
interface Mode {
  from: From;
  header: boolean;
}
const modes: Mode[] = [
  { from: 'blank tab', header: true },
  { from: 'blank tab', header: false },
  { from: 'link from another site', header: true },
  { from: 'link from another site', header: false },
];

const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumArgs, ...extraFlags] });

/** One navigation to `path` in a new browser context, traced from the page the tab leaves. */
async function arrive(path: string, mode: Mode): Promise<Arrival | string> {
  const url = `http://127.0.0.1:${mode.header ? port : port + 1}${path}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The page the tab leaves, loaded first as Lighthouse loads about:blank before each run.
    await page.goto(mode.from === 'blank tab' ? 'about:blank' : `http://localhost:${port + 2}/?to=${encodeURIComponent(url)}`);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
    await page.evaluate((mark) => performance.mark(mark), LEAVE_MARK);
    if (mode.from === 'blank tab') await page.goto(url, { waitUntil: 'load' });
    else await Promise.all([page.waitForURL(url, { waitUntil: 'load' }), page.click('#go')]);
    // The first contentful paint is traced after the load event on a slow run: wait for it (a page
    // that has not painted within 10 s is then named as not measured).
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
          new PerformanceObserver(() => done()).observe({ type: 'paint' });
          setTimeout(done, 10_000);
        }),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const r = readArrival(trace.traceEvents, url, LEAVE_MARK);
    if (typeof r === 'string' && process.env.DEBUG_ARRIVAL) writeFileSync(`.cache/arrival-failed-${Date.now()}.json`, JSON.stringify(trace));
    return r;
  } finally {
    await context.close();
  }
}

const loadBefore = loadavg()[0]!.toFixed(1);
const results = new Map<string, { arrivals: Arrival[]; failed: string[] }>();
const key = (path: string, m: Mode) => `${path}|${m.from}|${m.header}`;
for (let round = 0; round < runs; round++) {
  for (const path of paths) {
    for (const mode of modes) {
      const r = await arrive(path, mode);
      const entry = results.get(key(path, mode)) ?? { arrivals: [], failed: [] };
      if (typeof r === 'string') entry.failed.push(r);
      else entry.arrivals.push(r);
      results.set(key(path, mode), entry);
    }
  }
}
const version = `Chromium ${browser.version()}${extraFlags.length > 0 ? ` with ${extraFlags.join(' ')}` : ''}`;
await browser.close();
const loadAfter = loadavg()[0]!.toFixed(1);

console.log(
  `\n${version}; ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; load ${loadBefore} at the start, ${loadAfter} at the end; ${runs} rounds, each mode once per round in turn; medians (ms)\n`,
);
const lines = [
  '| page | arriving from | headers | in another process | first contentful paint | main thread busy before it, by the clock | in processor time |',
  '|---|---|---|---:|---:|---:|---:|',
];
const json: Record<string, unknown>[] = [];
const busy = (arrivals: Arrival[], f: (b: NonNullable<Arrival['busy']>) => number) => median(arrivals.flatMap((a) => (a.busy ? [f(a.busy)] : [])));
for (const path of paths) {
  for (const mode of modes) {
    const { arrivals, failed } = results.get(key(path, mode))!;
    const traced = arrivals.filter((a) => a.busy).length;
    const row = {
      path,
      from: mode.from,
      headers: mode.header ? "the build's" : `without ${HEADER}`,
      newProcess: arrivals.filter((a) => a.newProcess).length,
      measured: arrivals.length,
      fcp: median(arrivals.map((a) => a.fcp)),
      busyWall: busy(arrivals, (b) => b.wall),
      busyCpu: busy(arrivals, (b) => b.cpu),
      busyTraced: traced,
      failed,
    };
    json.push({ ...row, arrivals });
    const of = traced < arrivals.length ? ` (${traced} of ${arrivals.length} traced from the commit)` : '';
    lines.push(
      `| \`${path}\` | ${row.from} | ${row.headers} | ${row.newProcess} of ${row.measured} | ${Math.round(row.fcp)} | ${row.busyWall.toFixed(1)}${of} | ${figure(row.busyCpu, 1)} |`,
    );
    for (const f of failed) lines.push(`|  | not measured: ${f} | | | | | |`);
  }
  // The header's cost on each arrival, as a ratio of medians taken in the same rounds.
  for (const from of ['blank tab', 'link from another site'] as const) {
    const get = (header: boolean) => results.get(key(path, { from, header }))!.arrivals;
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `${path}, from a ${from}: with the header / without it: first contentful paint ${ratio(median(get(true).map((a) => a.fcp)), median(get(false).map((a) => a.fcp)))}×, main thread busy before it ${ratio(
        busy(get(true), (b) => b.wall),
        busy(get(false), (b) => b.wall),
      )}×`,
    );
  }
}
console.log(`\n${lines.join('\n')}`);
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/bench-arrival.json', `${JSON.stringify({ date: new Date().toISOString(), chromium: version, runs, rows: json }, null, 2)}\n`);
console.log('\nEvery navigation: .cache/bench-arrival.json');
process.exit(0);
