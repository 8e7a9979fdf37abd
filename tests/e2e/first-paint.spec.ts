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
  const asked = page.waitForRequest('**/assets/entries/**', { timeout: 10_000 });
  asked.catch(() => undefined); // awaited below; a failed goto must not leave it unhandled
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  // The boot script has asked for the entry, which is still on its way.
  await asked;
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

// On desktop a call asks first, which needs the script: checked at phone width.
test('a call link pressed before the page script has arrived is counted once it has', { tag: '@phone' }, async ({ page }) => {
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
