/**
 * npm run bench:editor-tab — what a press of Tab costs in a page's form of the browser editor: the
 * keyboard walk content staff make through a form, and the one its browser test makes about 1,000
 * times (tests/e2e/admin.spec.ts, the lists' bars).
 * Builds nothing: serves dist/client (or SITE_DIST), puts this repository's content into the
 * editor's test backend (scripts/editor-test-backend.ts), opens the Ajmer web development page (ten
 * sections) in headless Chromium with the browser tests' flags, and presses `--presses` times Tab
 * from the page's Route at a desktop's width (1280 px), then, on the page opened again at a phone's
 * (390 px), Shift+Tab from the form's end, as the browser test does. Per press, the median of the
 * runs: how long the press took to be answered (from the test's side), the page's main-thread time
 * and its style time (DevTools' Performance.getMetrics: TaskDuration, RecalcStyleDuration), and how
 * many elements each press had the browser work out the styles of again (the trace's
 * UpdateLayoutTree events: their element counts summed, a count that does not depend on the
 * machine's speed).
 * `--against <dir>`: another build (its client folder), measured in turn with this one in the same
 * run, run for run, and the ratio of the two given (the machine is shared: compare in one run).
 * Usage: npm run build && npm run bench:editor-tab [-- --runs 3 --presses 150 --against /tmp/before/dist/client --port 4312]
 */
import { resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { machineLine, openEditorWith } from './bench/editor.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { figure, median } from './bench/median.ts';
import { option } from './command-line.ts';
import { testBackendFiles } from './editor-test-backend.ts';
import { testChromiumArgs } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';

const port = Number(option('port', '4312'));
const runs = Number(option('runs', '3'));
const presses = Number(option('presses', '150'));
const against = option('against', '');
const PAGE = '/admin/#/collections/pages-ajmer/entries/web-development';

const { dist, chromePath } = measuredBuild();
const builds = [{ name: 'this build', dist }, ...(against ? [{ name: 'against', dist: resolve(against) }] : [])];
const servers = await Promise.all(builds.map((build, i) => startStaticServer(port + i, ['--dir', build.dist])));
process.on('exit', () => {
  for (const server of servers) server.kill();
});
const files = testBackendFiles(process.cwd());

interface Walk {
  answeredMs: number;
  taskMs: number;
  styleMs: number;
  restyled: number;
}

/** One walk of `presses` presses of `key` in a new context at `width`: its figures per press. */
async function walk(browser: Browser, base: string, key: 'Tab' | 'Shift+Tab', width: number): Promise<Walk> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  try {
    const page = await context.newPage();
    await openEditorWith(page, base, files);
    await page.goto(`${base}${PAGE}`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    const route = page.locator('section[data-key-path="route"]').getByRole('textbox');
    await route.waitFor();
    if (key === 'Tab') await route.focus();
    else {
      // As the browser test does: the form scrolled at once to its end until the call to action is
      // drawn there (what it passes is drawn as it comes near view), the focus on its Add Section.
      for (let i = 0; i < 20 && (await page.locator('section[data-key-path^="sections.9."]').count()) === 0; i++) {
        await route.evaluate((box) => {
          const form = box.closest('.content');
          form?.scrollTo({ top: form.scrollHeight, behavior: 'instant' });
        });
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      }
      await page
        .locator('section[data-key-path="sections"]')
        .getByRole('button', { name: /Add.*Section/ })
        .last()
        .focus();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const restyles: number[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value as { name?: string; ph?: string; args?: { elementCount?: number } }[])
        if (event.name === 'UpdateLayoutTree' && event.ph === 'X') restyles.push(event.args?.elementCount ?? 0);
    });
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] }, transferMode: 'ReportEvents' });
    const before = await metrics();
    const from = performance.now();
    for (let i = 0; i < presses; i++) await page.keyboard.press(key);
    const answeredMs = (performance.now() - from) / presses;
    const after = await metrics();
    const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await traced;
    const per = (name: string) => ((after[name]! - before[name]!) * 1000) / presses;
    return {
      answeredMs,
      taskMs: per('TaskDuration'),
      styleMs: per('RecalcStyleDuration'),
      restyled: restyles.reduce((sum, count) => sum + count, 0) / presses,
    };
  } finally {
    await context.close();
  }
}

console.log(machineLine());
console.log(`${presses} presses per walk in the Ajmer web development page's form; ${runs} runs per build and walk, the builds in turn\n`);
const browser = await chromium.launch({ executablePath: chromePath, args: testChromiumArgs });
try {
  const walks = [
    { key: 'Tab', width: 1280 },
    { key: 'Shift+Tab', width: 390 },
  ] as const;
  const results = new Map(builds.flatMap((build) => walks.map(({ key }) => [`${build.name} ${key}`, [] as Walk[]] as const)));
  for (let run = 0; run < runs; run++)
    for (const { key, width } of walks)
      for (const [i, build] of builds.entries()) results.get(`${build.name} ${key}`)!.push(await walk(browser, `http://127.0.0.1:${port + i}`, key, width));
  console.log('| build | walk | a press answered | main thread per press | style per press | elements restyled per press |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const { key, width } of walks)
    for (const build of builds) {
      const done = results.get(`${build.name} ${key}`)!;
      /** The runs' median of a figure per press, in ms to a tenth. */
      const ms = (read: (w: Walk) => number) => `${figure(median(done.map(read)), 1)} ms`;
      const name = build.name === 'this build' ? build.dist : `${build.dist} (against)`;
      const restyled = figure(median(done.map((w) => w.restyled)));
      console.log(`| ${name} | ${key} at ${width} px | ${ms((w) => w.answeredMs)} | ${ms((w) => w.taskMs)} | ${ms((w) => w.styleMs)} | ${restyled} |`);
    }
  if (against)
    for (const { key, width } of walks) {
      const ratio = (read: (w: Walk) => number) =>
        figure(median(results.get(`against ${key}`)!.map(read)) / median(results.get(`this build ${key}`)!.map(read)), 2);
      console.log(
        `${key} at ${width} px, against ÷ this build: answered ${ratio((w) => w.answeredMs)}, main thread ${ratio((w) => w.taskMs)}, style ${ratio((w) => w.styleMs)}`,
      );
    }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
