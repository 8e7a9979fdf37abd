import { gzipSync } from 'node:zlib';
import { exerciseFeatures, standInFormProvider, standInPlayer } from './features.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { builtUrls } from './site.ts';

/** Checks that every pre-rendered page passes, whatever its sections. */
const urls = builtUrls();

test.describe('every page, JavaScript on', () => {
  for (const url of urls) {
    test(`${url}: no axe-core violations, nothing from another host, at most 5 KB gzip of JavaScript until an island is touched, its features work under the security policy`, async ({
      page,
      external,
      baseURL,
    }) => {
      // The player and the form provider are answered here, never reached (and not counted as external).
      const frames = await standInPlayer(page);
      const posts = await standInFormProvider(page);
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.url().startsWith(baseURL!))
          scripts.push(
            response.body().then(
              (b) => gzipSync(b, { level: 9 }).length,
              () => 0,
            ),
          );
      });
      // goto waits for the page script (fixtures.ts), which runs only once its chunks have all arrived.
      await page.goto(url);
      // Budget: until a visitor touches an island, every page loads at most 5 KB gzip of JavaScript
      // (islands load React on first interaction; sizes do not depend on the viewport). Measured
      // before axe runs: axe's focus checks would count as an interaction.
      const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      expect(total, 'some JavaScript loads').toBeGreaterThan(0);
      expect(total, `JavaScript on ${url} before any interaction: ${total} bytes gzip`).toBeLessThanOrEqual(5 * 1024);
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      // A video section swaps its poster for the player after the load event: that request, and no other, may leave.
      const players = await page.locator('[data-embed-src]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.embedSrc));
      expect(external.filter((url) => !players.includes(url))).toEqual([]);
      // Then a visitor uses what the page has (tabs, menu, chat widget, video, contact form): the
      // fixture fails the test on any Content-Security-Policy violation.
      await exerciseFeatures(page, frames);
      if ((await page.locator('[data-section=contact-form] form').count()) > 0) expect(posts).toHaveLength(1);
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
