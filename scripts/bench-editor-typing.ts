/**
 * npm run bench:editor-typing — how quickly the browser editor answers a key typed by content staff,
 * on this machine and with the browser's processor slowed to stand for a slower one.
 * Builds nothing: serves dist/client (or SITE_DIST) as the other benchmarks do, puts this repository's
 * content into the editor's test backend (scripts/editor-test-backend.ts), opens the Jaipur SEO page
 * at /admin/ in Chromium (the full browser, as content staff use), and types `--keys` characters at the
 * end of a box (`--fields`, by their place in the form: its Description, which the preview does not
 * show, and its hero's text, which it does), one every `--gap` ms (a typist's pace), while the page's
 * own Event Timing records each key press. Each run in a new browser context; before the keys, Lighthouse's
 * benchmarkIndex of the machine (its page function, run in the editor's page unslowed).
 * Per CPU slowdown (DevTools' `Emulation.setCPUThrottlingRate`: 2 makes every task of the page twice
 * as long), over all runs: each typed key's latency as Interaction to Next Paint counts it, from the
 * key press to the next paint (the longest of its keydown, keypress and keyup:
 * scripts/bench/interactions.ts), the median and the INP of each run (its slowest key, or the 98th
 * percentile from 50 keys), and the editor page's main-thread time per key (DevTools'
 * Performance.getMetrics TaskDuration).
 * Usage: npm run build && npm run bench:editor-typing [-- --runs 3 --keys 20 --gap 250 --cpu-slowdown 1,2,4 --fields meta.description,sections.0.text --port 4311]
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { type EventEntry, interactionLatencies, interactionToNextPaint } from './bench/interactions.ts';
import { machineLine, openEditorWith } from './bench/editor.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { median } from './bench/median.ts';
import { testBackendFiles } from './editor-test-backend.ts';
import { chromiumArgs } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';
import { option } from './command-line.ts';

const port = Number(option('port', '4311'));
const runs = Number(option('runs', '3'));
const keys = Number(option('keys', '20'));
const gap = Number(option('gap', '250'));
const slowdowns = option('cpu-slowdown', '1,2,4').split(',').map(Number);
const TEXT = ' Call us at our MI Road office for a free audit of your shop.'.repeat(4);
const PAGE = '/admin/#/collections/pages-jaipur/entries/seo';
/** The boxes typed into, by their place in the form: the Description (not in the preview) and the hero's text (in it). */
const fields = option('fields', 'meta.description,sections.0.text').split(',').filter(Boolean);

const { dist, chromePath } = measuredBuild();
const server = await startStaticServer(port, ['--dir', dist]);
process.on('exit', () => server.kill());
const base = `http://127.0.0.1:${port}`;
const files = testBackendFiles(process.cwd());
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

interface Run {
  latencies: number[];
  inp: number;
  taskMsPerKey: number;
  benchmarkIndex: number;
}

async function typingRun(field: string, slowdown: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await openEditorWith(page, base, files);
    await page.goto(`${base}${PAGE}`);
    // The form draws its fields as they scroll into view.
    const at = `section[data-key-path="${field}"]`;
    const box = page.locator(at).getByRole('textbox').first();
    await page.mouse.move(300, 500);
    for (let i = 0; i < 40 && (await box.count()) === 0; i++) await page.mouse.wheel(0, 300);
    await box.click();
    await page.keyboard.press('Control+End');
    const benchmarkIndex = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Performance.enable');
    // Event Timing for every event of a key press, however short (16 ms is the least it reports).
    await page.evaluate(`window.benchEvents = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchEvents.push({ name: e.name, duration: e.duration, interactionId: e.interactionId, startTime: e.startTime }); })
        .observe({ type: 'event', durationThreshold: 16 });`);
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const before = await taskSeconds();
    const from = (await page.evaluate('performance.now()')) as number;
    for (const key of TEXT.slice(0, keys)) {
      await page.keyboard.type(key);
      await page.waitForTimeout(gap);
    }
    // The last key's paint and its entry, which the observer gets after it.
    await page.waitForTimeout(1000);
    const taskMsPerKey = (((await taskSeconds()) - before) * 1000) / keys;
    const latencies = interactionLatencies((await page.evaluate('window.benchEvents')) as EventEntry[], from);
    // A key whose every event took under 16 ms is not reported (the least Event Timing gives): counted as 16 ms.
    while (latencies.length < keys) latencies.push(16);
    const typed = await box.evaluate((e) => ('value' in e ? String(e.value) : (e.textContent ?? '')));
    if (!typed.endsWith(TEXT.slice(0, keys).trimEnd())) throw new Error(`${field} did not take the keys: it ends "${typed.slice(-40)}"`);
    return { latencies, inp: interactionToNextPaint(latencies), taskMsPerKey, benchmarkIndex };
  } finally {
    await context.close();
  }
}

console.log(machineLine());
console.log(`${keys} keys typed at the end of a box of the Jaipur SEO page, one every ${gap} ms; ${runs} runs per box and slowdown\n`);
console.log('| box | CPU slowdown | a key (median) | INP of the runs | main thread per key | benchmarkIndex | stands for an index of |');
console.log('|---|---:|---:|---|---:|---|---:|');
try {
  for (const field of fields)
    for (const slowdown of slowdowns) {
      const done: Run[] = [];
      for (let i = 0; i < runs; i++) done.push(await typingRun(field, slowdown));
      const index = median(done.map((r) => r.benchmarkIndex));
      console.log(
        `| \`${field}\` | ${slowdown}× | ${median(done.flatMap((r) => r.latencies))} ms | ${done.map((r) => `${r.inp} ms`).join(', ')} | ${Math.round(median(done.map((r) => r.taskMsPerKey)))} ms | ${done.map((r) => Math.round(r.benchmarkIndex)).join(', ')} | ${Math.round(index / slowdown)} |`,
      );
    }
} finally {
  await browser.close();
  server.kill();
}
