import { expect, holdRequests, test } from './fixtures.ts';
import { builtUrls } from './site.ts';

/**
 * A late font moves nothing. The case: a browser that has opened the site before (so the page names
 * Inter at once, renderer/web-font.ts) but no longer has the file at hand. Inter is held back until
 * the page has painted, so every page first paints in the metric-matched fallback
 * (renderer/font-fallback.css) while Inter is still on its way; once it has arrived, the layout
 * shift total, read from the browser's own layout-shift entries, is 0 on every page at 390 and 1366 px.
 */
const urls = builtUrls();

for (const width of [390, 1366]) {
  test(`no layout shift on any page at ${width} px when the web font arrives late`, async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'both widths are set here; run once');
    test.setTimeout(urls.length * 10_000);
    const shifted: string[] = [];
    const notLate: string[] = [];
    for (const url of urls) {
      // A fresh context per page: a font already in the memory cache would arrive at once.
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 640 ? 844 : 800 } });
      // This browser has fetched Inter before: the page names it from the first paint.
      await context.addInitScript(() => localStorage.setItem('font:inter', '1'));
      const page = await context.newPage();
      // Inter is held until the page has painted in the fallback and font-display: optional's short
      // block period is over, then let through: the late arrival the test is about, without a fixed wait.
      const release = await holdRequests(page, '**/*.woff2');
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const before = await page.evaluate(
        () => new Promise<boolean>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(document.fonts.check('1em "Inter Variable"'))))),
      );
      await page.waitForTimeout(300);
      release();
      // Now wait until Inter has arrived, then a few frames.
      const arrivedLate = await page.evaluate(async (fallbackFirst) => {
        await document.fonts.load('1em "Inter Variable"');
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200))));
        return fallbackFirst && document.fonts.check('1em "Inter Variable"');
      }, !before);
      if (!arrivedLate) notLate.push(url);
      const cls = await page.evaluate(
        () =>
          new Promise<{ value: number; sources: string[] }>((resolve) => {
            let value = 0;
            const sources: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                sources: { node?: Node }[];
              })[]) {
                value += entry.value;
                for (const s of entry.sources) {
                  const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                  sources.push(el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : '?');
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ value, sources }), 100);
          }),
      );
      await context.close();
      if (cls.value > 0) shifted.push(`${url}: ${cls.value.toFixed(4)} (${cls.sources.slice(0, 4).join(', ')})`);
    }
    expect(notLate, 'pages where Inter arrived before the check (the test proves nothing there)').toEqual([]);
    expect(shifted, shifted.join('\n')).toEqual([]);
  });
}
