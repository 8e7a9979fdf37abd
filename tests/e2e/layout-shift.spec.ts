import { expect, holdRequests, layoutShifts, test } from './fixtures.ts';
import { pageTypes } from './site.ts';

/**
 * A late font moves nothing. The case: a browser that has opened the site before (so the page names
 * Inter at once, renderer/web-font.ts) but no longer has the file at hand. Inter is held back until
 * the page has painted, so every page first paints in the metric-matched fallback
 * (renderer/font-fallback.css) while Inter is still on its way; once it has arrived, the layout
 * shift total, read from the browser's own layout-shift entries, is 0 at 390 and 1366 px.
 *
 * Checked on one page of each page type: with font-display: optional a font that misses the first
 * paint is never swapped in, whatever the page's text, so more pages of one type add run time and
 * nothing else. Shifts from anything else (images, the script, the wall) are checked on every page
 * type by first-paint.spec.ts and landing-pages.spec.ts.
 */
const urls = pageTypes;

// One test per page and width. Both widths are set here, so the tests run once, in the desktop
// project (the phone project leaves out @once tests: playwright.config.ts).
for (const width of [390, 1366]) {
  for (const url of urls) {
    test(`${url}: no layout shift at ${width} px when the web font arrives late`, { tag: '@once' }, async ({ browser, baseURL }) => {
      // A fresh context: a font already in the memory cache would arrive at once.
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 640 ? 844 : 800 } });
      // This browser has fetched Inter before: the page names it from the first paint.
      await context.addInitScript(() => localStorage.setItem('font:inter', '1'));
      const page = await context.newPage();
      // Inter is held until the page has painted in the fallback and font-display: optional's short
      // block period is over, then let through: the late arrival the test is about.
      const release = await holdRequests(page, '**/*.woff2');
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const before = await page.evaluate(
        () => new Promise<boolean>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(document.fonts.check('1em "Inter Variable"'))))),
      );
      // The one timed wait of the browser tests: the block period is the browser's own timer (about
      // 100 ms), with no event to wait for. The wait is a timer in the page itself, queued after the
      // block-period timer on the same event loop, so a busy machine that runs the page's timers late
      // runs them in order: the block period is over before the font is let through.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      // When the font was let through, on the page's clock: a failure says whether a shift came before it (not the font) or after.
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      // Now wait until Inter has arrived and two frames have been drawn with it.
      const arrivedLate = await page.evaluate(async (fallbackFirst) => {
        await document.fonts.load('1em "Inter Variable"');
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return fallbackFirst && document.fonts.check('1em "Inter Variable"');
      }, !before);
      // Every shift so far, each named with when it moved against when the font was let through.
      const { value, shifts } = await layoutShifts(page);
      await context.close();
      expect(arrivedLate, 'Inter arrived before the check (the test proves nothing then)').toBe(true);
      const moved = shifts
        .slice(0, 4)
        .map((s) => `${s.element} ${JSON.stringify(s.from)} → ${JSON.stringify(s.to)} (${Math.round(s.at - releasedAt)} ms after the font was let through)`);
      expect(value, moved.join(', ')).toBe(0);
    });
  }
}
