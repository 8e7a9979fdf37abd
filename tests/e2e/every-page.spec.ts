import { gzipSync } from 'node:zlib';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { builtUrls } from './site.ts';

/** Checks that every pre-rendered page passes, whatever its sections. */
const urls = builtUrls();

test.describe('every page, JavaScript on', () => {
  for (const url of urls) {
    test(`${url}: no axe-core violations and nothing from another host`, async ({ page, external }) => {
      await page.goto(url);
      await page.waitForLoadState('load');
      await expectNoAxeViolations(page);
      // A video section swaps its poster for the player after the load event: that request, and no other, may leave.
      const players = await page.locator('[data-embed-src]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.embedSrc));
      expect(external.filter((url) => !players.includes(url))).toEqual([]);
    });
  }
});

test.describe('every page, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'checked once, at desktop width');
  for (const url of urls) {
    test(`${url}: reads and navigates without JavaScript`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
      // Tab panels, which need JavaScript to switch, are all shown in full.
      for (const panel of await page.locator('[role=tabpanel]').all()) await expect(panel).toBeVisible();
      // Navigation is plain links that a browser follows without script.
      const links = page.locator('[data-layout=footer] a[href^="/"]');
      expect(await links.count()).toBeGreaterThan(10);
      const contact = page.locator('main a[href="/contact"]').last();
      await contact.click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }
});

test.describe('size budget', () => {
  test.skip(({ isMobile }) => isMobile, 'sizes do not depend on the viewport');
  for (const url of urls) {
    test(`${url}: a page without islands loads at most 5 KB gzip of JavaScript`, async ({ page }) => {
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      const islands = await page.locator('[data-island]').count();
      if (islands === 0) expect(total, `JavaScript on ${url}: ${total} bytes gzip`).toBeLessThanOrEqual(5 * 1024);
      else expect(total, `JavaScript on ${url} with ${islands} island(s): ${total} bytes gzip`).toBeLessThanOrEqual(90 * 1024);
    });
  }
});
