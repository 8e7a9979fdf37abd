/**
 * npm run bench:lighthouse — Lighthouse performance on the nine page types of the built site.
 * Builds nothing: serves dist/client (or SITE_DIST) with the build's gzip copies (scripts/serve.ts
 * --gzip, as a static host serves them) and runs Lighthouse 12.8.2 (pinned: the last line whose
 * engines accept Node 20) with its default mobile settings (simulated slow 4G, 4× CPU slowdown)
 * in headless Chromium, a new browser and profile for each run (a first visit). Per page: one
 * warm-up run, then --runs (default 3) runs that Lighthouse finished (one it could not finish is
 * named with its error and another run made in its place: scripts/bench/median-run.ts); prints the
 * median run's (by LCP) score, FCP, LCP, TBT, CLS, Speed Index, its LCP element and the LCP phases, and beside them
 * Lighthouse's benchmarkIndex of the machine (lhr.environment.benchmarkIndex: higher is faster; the
 * figures hold only for a machine of that index) and the main-thread breakdown (the
 * mainthread-work-breakdown audit: Other, Style & Layout, Script Evaluation, …, in ms), and from the
 * run's own trace the page's main-thread tasks by the clock and by processor time (scripts/bench/trace-tasks.ts):
 * on a busy machine the clock time, which Lighthouse's simulation scales, includes waiting for a core.
 * And the tasks that make the median run's TBT in Lighthouse's simulation, each with its share, what it
 * did and whether the browser ran it before its own first paint (scripts/bench/simulated-tbt.ts); their
 * sum is printed beside Lighthouse's TBT, which it should equal.
 * --cpu-slowdown N sets Lighthouse's CPU slowdown (default 4), to stand in for a slower machine.
 * --throttling devtools slows the browser itself instead of simulating it (see throttlingMethod below).
 * --first-screen also measures each page cut after its first screen (scripts/bench/first-screen-only.ts):
 * the most that any change below the fold could take off the page's figures.
 * First it measures an empty page (a heading and a sentence, no style, no script) the same way and
 * with the same headers: the floor, what the browser itself costs on this machine for a page served
 * as the site's are (on a busy 2-core VM its TBT is not 0). A page's own cost is its figure less the
 * floor's. --no-floor leaves it out.
 * --drop-header A,B serves the build (and the floor and the first screens) without those headers
 * (scripts/bench/served-headers.ts), to measure what a header costs: nothing is written into dist.
 * Usage: npm run build && npm run bench:lighthouse [-- --runs 3 --port 4291 --only /,/contact --cpu-slowdown 8 --throttling devtools --no-floor --first-screen --drop-header Cross-Origin-Opener-Policy]
 * (the floor is served on the next port, the first screens on the one after it)
 * Writes .cache/bench-lighthouse.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own copy of its simulation (Lantern), the module instance whose record it fills.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { mirrorWithFirstScreens } from './bench/first-screen-only.ts';
import { pageTypes } from './bench/page-types.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { figure } from './bench/median.ts';
import { failed, failures, medianRun } from './bench/median-run.ts';
import { unknownHeaders, withoutHeaders } from './bench/served-headers.ts';
import { type BlockingTask, blockingTasks, describeTask, isCommit, type NodeTimings, readSimulation } from './bench/simulated-tbt.ts';
import { observedBlockingTasks, type TaskTimes, type TraceEvent, taskTimes } from './bench/trace-tasks.ts';
import { fileOfUrl } from './build/page-cache.ts';
import { chromiumArgs } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';
import { commandArgs, option } from './command-line.ts';

const port = Number(option('port', '4291'));
const runs = Number(option('runs', '3'));
const only = option('only', '').split(',').filter(Boolean);
const cpuSlowdown = Number(option('cpu-slowdown', '4'));
/**
 * How Lighthouse slows the page: `simulate` (its default, as PageSpeed Insights: an unthrottled load
 * replayed by Lantern, each task stretched by the slowdown) or `devtools` (the browser itself slowed
 * while it loads the page: its network through DevTools' throttling and its renderer's processor by
 * the slowdown, so the trace is the slowed load and TBT is read off it).
 */
const throttlingMethod = option('throttling', 'simulate');
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
  console.error(`--throttling takes simulate or devtools, not ${throttlingMethod}.`);
  process.exit(1);
}
const simulated = throttlingMethod === 'simulate';
const floor = !commandArgs.includes('--no-floor');
const firstScreen = commandArgs.includes('--first-screen');
const dropped = option('drop-header', '')
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean);
/** How a first screen's label and table cell end (--first-screen). */
const FIRST_SCREEN = ', first screen only';
if (!(cpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown takes a number of at least 1, not ${option('cpu-slowdown', '')}.`);
  process.exit(1);
}
const { dist, chromePath } = measuredBuild();
/** The build's `_headers` as served here: less the --drop-header ones. */
const buildHeaders = existsSync(join(dist, '_headers')) ? readFileSync(join(dist, '_headers'), 'utf8') : undefined;
if (dropped.length > 0) {
  const unknown = buildHeaders === undefined ? dropped : unknownHeaders(buildHeaders, dropped);
  if (unknown.length > 0) {
    console.error(`--drop-header: ${join(dist, '_headers')} sets no ${unknown.join(', ')}; nothing to leave out.`);
    process.exit(1);
  }
}
const servedHeaders = buildHeaders === undefined ? undefined : withoutHeaders(buildHeaders, dropped);

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  phases: Record<string, number>;
  /** Lighthouse's benchmarkIndex of the machine during this run. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse applied. */
  cpuSlowdown: number;
  /** Main-thread time by kind of work (mainthread-work-breakdown), ms, largest first. */
  mainThread: Record<string, number>;
  /** The page's main thread in the run's own trace, wall-clock and thread (CPU) time (taskTimes). */
  tasks: TaskTimes;
  /** The tasks that make its TBT in Lighthouse's simulation, and their sum (scripts/bench/simulated-tbt.ts). */
  blocking?: { tasks: BlockingTask[]; total: number };
  /** Why Lighthouse could not finish the run (its runtimeError), if it could not. */
  error?: string;
}

type Audit = { numericValue?: number; details?: { type: string; items?: unknown[] } };

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

function summarize(lhr: Lhr, tasks: TaskTimes, blocking?: Run['blocking']): Run {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // largest-contentful-paint-element: a list of two tables, the element and its phases.
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = Object.fromEntries((details?.items?.[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))])) as Record<
    string,
    number
  >;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    lcpElement: (node?.snippet ?? node?.nodeLabel ?? '?').replace(/\s+/g, ' ').slice(0, 90),
    phases,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    mainThread: Object.fromEntries(
      ((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as { groupLabel?: string; group?: string; duration?: number }[])
        .map((row) => [row.groupLabel ?? row.group ?? '?', Math.round(row.duration ?? 0)] as const)
        .sort((a, b) => b[1] - a[1]),
    ),
    tasks,
    ...(blocking ? { blocking } : {}),
    ...(lhr.runtimeError ? { error: [lhr.runtimeError.code, lhr.runtimeError.message].filter(Boolean).join(': ') } : {}),
  };
}

/** With --drop-header, the build is served from a mirror of it whose `_headers` leaves them out. */
const droppedDir = dropped.length > 0 ? mkdtempSync(join(tmpdir(), 'bench-headers-')) : undefined;
if (droppedDir) mirrorWithFirstScreens(dist, droppedDir, [], servedHeaders);
const server = await startStaticServer(port, ['--dir', droppedDir ?? dist, '--gzip']);
/**
 * The floor: an empty page, served the same way from a folder of its own on the next port, with the
 * site's headers (Cross-Origin-Opener-Policy alone puts the page in another renderer process).
 */
const emptyDir = floor ? mkdtempSync(join(tmpdir(), 'bench-floor-')) : undefined;
if (emptyDir) {
  writeFileSync(
    join(emptyDir, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title></head><body><main><h1>Empty page</h1><p>The browser\'s own work, for comparison.</p></main></body></html>',
  );
  if (servedHeaders !== undefined) writeFileSync(join(emptyDir, '_headers'), servedHeaders);
}
const emptyServer = emptyDir ? await startStaticServer(port + 1, ['--dir', emptyDir]) : undefined;
const pages = pageTypes().filter((t) => only.length === 0 || only.includes(t.path));
/** The first screens: the build mirrored with each measured page cut after its first screen, on the port after the floor's. */
const firstScreenDir = firstScreen ? mkdtempSync(join(tmpdir(), 'bench-first-screen-')) : undefined;
if (firstScreenDir)
  mirrorWithFirstScreens(
    dist,
    firstScreenDir,
    pages.map((t) => fileOfUrl(t.path)),
    servedHeaders,
  );
const firstScreenServer = firstScreenDir ? await startStaticServer(port + 2, ['--dir', firstScreenDir, '--gzip']) : undefined;
const stop = () => {
  server.kill();
  emptyServer?.kill();
  firstScreenServer?.kill();
  for (const dir of [droppedDir, emptyDir, firstScreenDir]) if (dir) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

/**
 * Each run in a new Chromium with a new profile: every run is a visitor's first page, as on
 * PageSpeed Insights. (One Chromium for all runs keeps localStorage between them, and the site
 * notes there that the browser has Inter cached, renderer/web-font.ts, while Lighthouse has
 * emptied the HTTP cache: a repeat view without its cache, which no visitor gets.)
 */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath!,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    } as Parameters<typeof lighthouse>[1]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const lhr = result.lhr as unknown as Lhr;
    // Lantern keeps its last simulations in one record, which the next run overwrites: read it now
    // (with DevTools throttling there is no simulation, and TBT is the trace's own).
    const simulation = simulated ? readSimulation(Lantern.Simulation.Simulator.allNodeTimings as unknown as NodeTimings) : undefined;
    const metrics = lhr.audits.metrics?.details?.items?.[0] as
      | { observedFirstContentfulPaintTs?: number; observedFirstContentfulPaint?: number; interactive?: number }
      | undefined;
    const observedFcp = metrics?.observedFirstContentfulPaintTs;
    const events = trace?.traceEvents ?? [];
    const blocking = simulated
      ? simulation && observedFcp !== undefined
        ? blockingTasks(simulation.tasks, simulation.windows, observedFcp)
        : undefined
      : slowedBlocking(events, url, metrics?.observedFirstContentfulPaint, metrics?.interactive);
    // A slowed trace's tasks are already as long as the slowdown makes them: scaled by 1.
    return summarize(lhr, taskTimes(events, url, simulated ? cpuSlowdown : 1), blocking);
  } finally {
    await chrome.kill();
  }
}
/**
 * With DevTools throttling, TBT's tasks as Lighthouse reads them off the slowed trace: every one after
 * the browser's own first paint (tasks before it count only for what runs past it).
 */
function slowedBlocking(events: TraceEvent[], url: string, fcp: number | undefined, tti: number | undefined): Run['blocking'] {
  if (fcp === undefined || tti === undefined) return undefined;
  const tasks = observedBlockingTasks(events, url, { fcp, tti }, Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent).map((task) => {
    const did = describeTask(task.events);
    return { ...task, beforeObservedFcp: task.start < fcp, did, commit: isCommit(did) };
  });
  return { tasks, total: tasks.reduce((sum, task) => sum + task.blocking, 0) };
}
/** What is measured: the floor, then each page, with its first screen alone after it when asked. */
const targets: { label: string; path: string; base: string }[] = [
  ...(floor ? [{ label: 'empty page', path: '/', base: `http://127.0.0.1:${port + 1}` }] : []),
  ...pages.flatMap((t) => [
    { ...t, base: `http://127.0.0.1:${port}` },
    ...(firstScreen ? [{ label: `${t.label}${FIRST_SCREEN}`, path: t.path, base: `http://127.0.0.1:${port + 2}` }] : []),
  ]),
];
/** Per page: the runs after the warm-up, and the median of those that finished (none when no run did). */
const results: { label: string; path: string; median?: Run; runs: Run[] }[] = [];
const ms = (n: number) => (n / 1000).toFixed(2).padStart(5);
const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
/** How the trace's blocking time was counted: scaled by the slowdown, or as the slowed browser ran. */
const blockingScale = (slowdown: number) => (simulated ? `at ${slowdown}× over the load` : 'over the slowed load');
const taskLine = (t: TaskTimes, slowdown: number) =>
  `tasks ${t.wall} wall, ${figure(t.cpu)} CPU; longest ${t.longestWall} wall (${figure(t.longestCpu)} CPU); blocking ${blockingScale(slowdown)}: ${t.blockingWall} by wall, ${figure(t.blockingCpu)} by CPU`;
const breakdown = (m: Run) =>
  Object.entries(m.mainThread)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const blockingLine = (b: NonNullable<Run['blocking']>, tbt: number) =>
  `${b.tasks.map((t) => `${Math.round(t.start)}–${Math.round(t.end)} blocks ${Math.round(t.blocking)} (${t.observed.toFixed(1)} in the trace, ${t.beforeObservedFcp ? 'before' : 'after'} its first paint: ${t.did})`).join('; ') || 'none'}; sum ${Math.round(b.total)}, Lighthouse's TBT ${Math.round(tbt)}`;
/** A page's cell in the tables: its path, or for the empty page what it stands for. */
const pageCell = (label: string, path: string, floorName = '(floor)') =>
  label === 'empty page' ? floorName : `\`${path}\`${label.endsWith(FIRST_SCREEN) ? FIRST_SCREEN : ''}`;
const headersNote = dropped.length > 0 ? `; served without ${dropped.join(', ')}` : '';
const slowedBy = simulated ? `simulated slow 4G, ${cpuSlowdown}× CPU` : `DevTools throttling: slow 4G and ${cpuSlowdown}× CPU applied to the browser`;
console.log(`Lighthouse 12.8.2, mobile (${slowedBy}), ${runs} runs after a warm-up, median by LCP${headersNote}; ${load()} at start.\n`);
try {
  for (const target of targets) {
    const { label, path } = target;
    const url = `${target.base}${path}`;
    // The warm-up, then runs until --runs have finished: a run Lighthouse could not finish (on this
    // machine NO_NAVSTART, its trace without the navigation, in about one run in ten) is kept in the
    // list, named, and made up for by another, up to --runs more attempts.
    await lighthouseRun(url);
    const list: Run[] = [];
    while (list.filter((run) => !failed(run)).length < runs && list.length < 2 * runs) list.push(await lighthouseRun(url));
    const m = medianRun(list);
    results.push({ label, path, median: m, runs: list });
    const unfinished = failures(list);
    if (!m) {
      console.log(`${label.padEnd(16)} ${path.padEnd(36)} no run finished: ${unfinished.join('; ')}`);
      continue;
    }
    const phases = Object.entries(m.phases)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `${label.padEnd(16)} ${path.padEnd(36)} perf ${String(m.score).padStart(3)}  FCP ${ms(m.fcp)}  LCP ${ms(m.lcp)}  TBT ${String(Math.round(m.tbt)).padStart(4)} ms  CLS ${m.cls.toFixed(3)}  SI ${ms(m.si)}  (LCP runs: ${list.map((r) => ms(r.lcp).trim()).join(' / ')}; TBT runs: ${list.map((r) => Math.round(r.tbt)).join(' / ')})`,
    );
    if (unfinished.length > 0) console.log(`${' '.repeat(17)}left out of the median: ${unfinished.join('; ')}`);
    console.log(`${' '.repeat(17)}LCP element: ${m.lcpElement}`);
    console.log(`${' '.repeat(17)}LCP phases (ms): ${phases}`);
    console.log(`${' '.repeat(17)}benchmarkIndex ${m.benchmarkIndex} (runs: ${list.map((r) => r.benchmarkIndex).join(' / ')}), CPU slowdown ${m.cpuSlowdown}×`);
    console.log(`${' '.repeat(17)}main thread (ms): ${breakdown(m)}`);
    console.log(`${' '.repeat(17)}trace (ms): ${taskLine(m.tasks, m.cpuSlowdown)}`);
    if (m.blocking)
      console.log(`${' '.repeat(17)}TBT by task ${simulated ? 'in the simulation' : 'in the slowed trace'} (ms): ${blockingLine(m.blocking, m.tbt)}`);
  }
} finally {
  stop();
}

console.log(`\n${load()} at the end.\n`);
console.log('| page type | page | performance | FCP | LCP | TBT | CLS | Speed Index | benchmarkIndex | CPU slowdown | main thread (ms) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { label, path, median: m, runs: list } of results) {
  if (!m) {
    console.log(`| ${label} | ${pageCell(label, path)} | no run finished (${failures(list).join('; ')}) | | | | | | | | |`);
    continue;
  }
  console.log(
    `| ${label} | ${pageCell(label, path)} | ${m.score} | ${ms(m.fcp).trim()} s | ${ms(m.lcp).trim()} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${ms(m.si).trim()} s | ${m.benchmarkIndex} | ${m.cpuSlowdown}× | ${breakdown(m)} |`,
  );
}
console.log(
  `\nThe page's main thread in the median run's trace (ms; "by CPU" is the processor time the thread got, "by wall" adds the time it waited for a core):\n`,
);
console.log(`| page | TBT | tasks by wall | tasks by CPU | longest task, wall (CPU) | blocking ${blockingScale(cpuSlowdown)}, by wall | by CPU |`);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { label, path, median: m } of results) {
  if (!m) continue;
  const t = m.tasks;
  console.log(
    `| ${pageCell(label, path, 'empty page (floor)')} | ${Math.round(m.tbt)} | ${t.wall} | ${figure(t.cpu)} | ${t.longestWall} (${figure(t.longestCpu)}) | ${t.blockingWall} | ${figure(t.blockingCpu)} |`,
  );
}
console.log(
  simulated
    ? `\nThe median run's TBT by task in Lighthouse's simulation: what the tasks the browser ran before its own first paint add (the simulated FCP replays only the first parse, layout and paint; every other task before it pushes the rest past that FCP), and what the tasks after it add (ms):\n`
    : `\nThe median run's TBT by task in the slowed trace: what a task that started before the browser's first paint adds by running past it, and what the tasks after it add (ms):\n`,
);
console.log(
  "| page | TBT | from tasks before the first paint | of which the navigation's commit | from tasks after it | tasks that blocked | longest of them in the trace (ms) |",
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { label, path, median: m } of results) {
  if (!m?.blocking) continue;
  const sum = (keep: (t: BlockingTask) => boolean) => Math.round(m.blocking!.tasks.filter(keep).reduce((s, t) => s + t.blocking, 0));
  const longest = Math.max(0, ...m.blocking.tasks.map((t) => t.observed));
  console.log(
    `| ${pageCell(label, path, 'empty page (floor)')} | ${Math.round(m.tbt)} | ${sum((t) => t.beforeObservedFcp)} | ${sum((t) => t.beforeObservedFcp && t.commit)} | ${sum((t) => !t.beforeObservedFcp)} | ${m.blocking.tasks.length} | ${longest.toFixed(1)} |`,
  );
}
mkdirSync('.cache', { recursive: true });
writeFileSync(
  '.cache/bench-lighthouse.json',
  JSON.stringify(
    { lighthouse: '12.8.2', date: new Date().toISOString(), runs, throttlingMethod, cpuSlowdown, floor, droppedHeaders: dropped, results },
    null,
    2,
  ),
);
console.log('\nWrote .cache/bench-lighthouse.json.');
