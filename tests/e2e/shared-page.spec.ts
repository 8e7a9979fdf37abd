import type { Page } from '@playwright/test';
import { expect, testOnOnePage as test } from './fixtures.ts';

/**
 * testOnOnePage (fixtures.ts) gives the tests of a worker one page in turn. What a test leaves
 * behind must not reach the next one: these tests run in order, in one worker, and each reads
 * what the one before it did.
 */
test.describe.configure({ mode: 'default' });

let first: Page | undefined;
let heard = 0;

test.describe('one page shared by the tests of a worker', { tag: '@once' }, () => {
  test('a test leaves storage, a cookie, a route, a listener, media and viewport changes', async ({ page, context }) => {
    await page.goto('/contact');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
    await page.route('**/contact', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }));
    page.on('request', () => heard++);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 500, height: 500 });
    first = page;
  });

  test('the next test gets the same page with none of it', async ({ page, context }, testInfo) => {
    expect(page, 'the same page object').toBe(first);
    const before = heard;
    await page.goto('/contact');
    expect(heard, 'the last test’s listener heard nothing').toBe(before);
    await expect(page).toHaveTitle(/Contact/);
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
    expect(page.viewportSize()).toEqual(testInfo.project.use.viewport);
  });

  test('a test that installs a clock', async ({ page }) => {
    await page.clock.install();
    first = page;
  });

  test('is the last on its page: the next test gets another', async ({ page }) => {
    expect(page).not.toBe(first);
    await page.goto('/contact');
    // A page with a fake clock would keep the time still between these two reads.
    const [a, b] = await page.evaluate(async () => {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [start, Date.now()];
    });
    expect(b).toBeGreaterThan(a);
  });
});
