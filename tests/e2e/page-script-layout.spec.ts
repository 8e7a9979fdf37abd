import type { Page } from '@playwright/test';
import { expect, nextPaint, testInOneRenderer as test } from './fixtures.ts';
import { pageTypes } from './site.ts';

/**
 * The page script (renderer/+client.ts and what it starts) reads the page without making the
 * browser lay it out again while it runs: on a long page a forced layout was most of the script's
 * time. Read from Chromium's own trace of a first visit, on the nine page types at both widths.
 *
 * Stopping a trace waits for every renderer process of the browser to hand over its events, up to
 * 5 s, and a renderer on its way out (a new tab's first one, replaced when the tab opens the site)
 * often never does: half of these tests took 5 s longer. These tests' browser keeps one renderer
 * (testInOneRenderer, fixtures.ts).
 */

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; elementCount?: number };
};

/**
 * What the browser's main thread did while the page loaded and its script ran, from Chromium's own
 * trace (the events DevTools' performance panel shows): the script's runs (module evaluation, and
 * callbacks of the site's own files) and every style recalculation and layout.
 */
async function traceUntilScriptReady(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(path);
  await expect(page.locator('html[data-script=ready]')).toBeAttached();
  // One frame after the script: the reveal observer's first report has been delivered.
  await nextPaint(page);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const ours = (e: TraceEvent) => e.args?.data?.url?.includes('/assets/') ?? false;
  const runs = events.filter((e) => e.ph === 'X' && (e.name === 'v8.evaluateModule' || (e.name === 'FunctionCall' && ours(e))));
  const layouts = events.filter((e) => e.ph === 'X' && (e.name === 'Layout' || e.name === 'UpdateLayoutTree'));
  return { runs, layouts };
}

for (const path of pageTypes) {
  test(`${path}: the page script never makes the browser lay the page out while it runs`, async ({ page }) => {
    const { runs, layouts } = await traceUntilScriptReady(page, path);
    expect(runs.length, 'the page script ran').toBeGreaterThan(0);
    const inside = layouts.filter((l) => runs.some((r) => r.pid === l.pid && r.tid === l.tid && l.ts >= r.ts && l.ts + (l.dur ?? 0) <= r.ts + (r.dur ?? 0)));
    // A read of a position or size after a change makes the browser lay the page out inside the
    // script: on a long page that was most of the script's time. A style read may bring one or two
    // changed elements up to date (the image wall reads its fallback delay); restyling the page may not.
    const forced = inside.filter((l) => l.name === 'Layout' || (l.args?.elementCount ?? Number.POSITIVE_INFINITY) > 2);
    expect(forced.map((l) => `${l.name} of ${l.args?.elementCount ?? 'the page'}: ${((l.dur ?? 0) / 1000).toFixed(1)} ms`)).toEqual([]);
  });
}
