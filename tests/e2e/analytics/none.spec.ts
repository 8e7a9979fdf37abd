import { expect, test } from '../fixtures.ts';
import { clickLeadLinks, settle, stayOnPage, testAgainstBuild } from './helpers.ts';

/** Provider none: no request leaves the page, no banner; lead events still reach window.dataLayer. */
testAgainstBuild('none');

for (const path of ['/', '/seo-company-jaipur', '/contact', '/privacy-policy']) {
  test(`${path}: nothing goes to any other host, before or after lead clicks`, async ({ page, external }) => {
    // The page's own clock, so that the test can run its timers ahead (settle) instead of waiting.
    await page.clock.install();
    await page.goto(path);
    await expect(page.locator('[data-consent-banner], [data-consent-open]')).toHaveCount(0);
    if (path === '/seo-company-jaipur') {
      await stayOnPage(page);
      await clickLeadLinks(page);
      expect(await page.evaluate(() => window.dataLayer?.length)).toBe(4);
    }
    await settle(page);
    expect(external).toEqual([]);
  });
}

test('the privacy page says that no analytics is used', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.locator('main')).toContainText('This website sets no cookies and uses no analytics');
});
