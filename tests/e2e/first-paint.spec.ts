import type { Page } from '@playwright/test';
import { expect, holdRequests, nextPaint, test } from './fixtures.ts';
import { pageTypes } from './site.ts';

/**
 * Nothing competes with the first paint (issue 13): the site's script is requested only after the
 * load event and the first contentful paint (renderer/boot.ts), Inter is not requested at all on a
 * browser's first page and is fetched for the next one after the load event (renderer/web-font.ts),
 * and what a visitor does before the script has run is not lost.
 */

/** When (ms after navigation start) the load event ended, the first contentful paint, and requests that matter. */
function timings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ url: r.name, start: r.startTime }));
    return {
      load: navigation.loadEventEnd,
      fcp,
      scripts: resources.filter((r) => /\/assets\/.*\.js$/.test(r.url)),
      fonts: resources.filter((r) => r.url.endsWith('.woff2')),
    };
  });
}

for (const path of pageTypes) {
  test(`${path}: the script starts after the load event and the first paint; Inter only after that`, async ({ page }) => {
    await page.goto(path);
    const t = await timings(page);
    expect(t.scripts.length, 'the page script was loaded').toBeGreaterThan(0);
    for (const script of t.scripts) {
      expect(script.start, `${script.url} started before the load event ended`).toBeGreaterThanOrEqual(t.load);
      expect(script.start, `${script.url} started before the first contentful paint`).toBeGreaterThanOrEqual(t.fcp);
    }
    // Inter is fetched for the next page once this one has loaded, and this page keeps its font.
    await expect.poll(async () => (await timings(page)).fonts.length).toBe(1);
    expect((await timings(page)).fonts[0]!.start).toBeGreaterThanOrEqual(t.load);
    expect(await page.evaluate(() => document.documentElement.classList.contains('inter'))).toBe(false);
  });
}

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

test('the first page paints in the fallback font; from the next page on Inter is named and ready at once', async ({ page }) => {
  const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/seo-company-jaipur');
  expect(await family()).toMatch(/^"Inter Fallback"/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font:inter'))).toBe('1');
  expect(await family(), 'the page being read never switches font').toMatch(/^"Inter Fallback"/);

  await page.goto('/contact');
  expect(await page.evaluate(() => document.documentElement.classList.contains('inter'))).toBe(true);
  expect(await family()).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('Inter is named at once and no script is requested', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/seo-company-jaipur');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    expect(scripts).toEqual([]);
  });
});

/** Opens `path` with the page script held back until the returned function is called. */
async function openWithScriptHeld(page: Page, path: string) {
  const release = await holdRequests(page, '**/assets/entries/**');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  // The boot script has asked for the entry, which is still on its way.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.script)).toBeUndefined();
  return release;
}

test('a tab pressed before the page script has arrived switches once it has', async ({ page }) => {
  const release = await openWithScriptHeld(page, '/digital-marketing-services-jaipur');
  const island = page.locator('[data-island=service-tabs]');
  const tabs = island.getByRole('tab');
  await tabs.nth(2).click();
  await nextPaint(page);
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 10_000 });
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(island.locator('[role=tabpanel]').nth(2)).toBeVisible();
});

test('a call link pressed before the page script has arrived is counted once it has', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'on desktop a call asks first, which needs the script: checked at phone width');
  const release = await openWithScriptHeld(page, '/seo-company-ajmer');
  // The dialer is not there to answer: the press is recorded, the navigation to tel: is cancelled here.
  await page.evaluate(() => addEventListener('click', (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault()));
  const call = page.locator('[data-layout=footer] a[href^="tel:"]').first();
  await call.click();
  release();
  await expect(page.locator('html[data-script=ready]')).toBeAttached();
  const leads = await page.evaluate(() => (window.dataLayer ?? []) as Record<string, string>[]);
  expect(leads.filter((l) => l.event === 'call')).toHaveLength(1);
});
