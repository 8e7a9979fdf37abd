import type { Page } from '@playwright/test';
import { animationsEnded, expect, expectNoAxeViolations, layoutShifts, test } from '../fixtures.ts';
import { clickLeadLinks, enforceCsp, expectedLeads, recordProvider, requestTiming, settle, stayOnPage, testAgainstBuild } from './helpers.ts';

/**
 * GA4 sets cookies: nothing goes to Google before a choice or after declining; after accepting,
 * gtag.js loads and receives the page view (its config command) and the lead events. Google's
 * script is answered with a stub, so what is checked is what this site asks gtag.js to send.
 */
testAgainstBuild('ga4');
const google = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;
const gtagUrl = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123456';
const path = '/seo-company-jaipur';

/** window.dataLayer with gtag's Arguments objects as arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => !(e as { event?: string }).event).map((e) => Array.from(e as ArrayLike<unknown>)));

async function open(page: Page) {
  const requests = await recordProvider(page, google, 'window.gtagStubLoaded = true;');
  await page.goto(path);
  await page.waitForLoadState('load');
  return requests;
}

test('before a choice: the banner asks, no request goes to Google, even after lead clicks', async ({ page, external }) => {
  // The page's own clock, so that the test can run its timers ahead (settle) instead of waiting.
  await page.clock.install();
  const requests = await open(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept analytics cookies' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
  await stayOnPage(page);
  await clickLeadLinks(page, { dispatch: true });
  // The chat widget stays usable while the banner is open.
  await expect(page.locator('[data-layout=chat-widget] a[href^="https://wa.me/"]')).toBeVisible();
  await page.locator('[data-layout=chat-widget] a[href^="https://wa.me/"]').click();
  expect(await page.evaluate(() => window.dataLayer?.length)).toBe(5);
  await settle(page);
  expect(requests).toEqual([]);
  expect(await gtagCommands(page)).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(external).toEqual([]);
});

test('declining: the banner closes, nothing is sent, now or on the next page; Cookie settings reopens it', async ({ page }) => {
  await page.clock.install();
  const requests = await open(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  // Keyboard only: declining is one Tab stop and a key press, like accepting.
  await banner.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await stayOnPage(page);
  await clickLeadLinks(page);
  await page.reload();
  await page.waitForLoadState('load');
  await expect(banner).toBeHidden();
  await settle(page);
  expect(requests).toEqual([]);
  const settings = page.locator('[data-layout=footer]').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(settings).toBeFocused();
});

test('accepting: gtag.js loads with the measurement id, gets the page view and one event per lead; no CSP violation', async ({ page, external }) => {
  const violations = await enforceCsp(page, 'ga4');
  const requests = await open(page);
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  await expect.poll(() => requests.map((r) => r.url())).toEqual([gtagUrl]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagStubLoaded?: boolean }).gtagStubLoaded)).toBe(true);
  const commands = await gtagCommands(page);
  expect(commands.map((c) => c[0])).toEqual(['js', 'config']);
  expect(commands[1]).toEqual(['config', 'G-TEST123456']);
  await stayOnPage(page);
  await clickLeadLinks(page);
  const events = (await gtagCommands(page)).filter((c) => c[0] === 'event').map(([, event, params]) => ({ event, ...(params as object) }));
  expect(events).toEqual(expectedLeads(path, 'cta:s9'));
  expect(await violations()).toEqual([]);
  expect(external).toEqual([]);
});

test('once accepted, the next page loads gtag.js after its load event, without asking again', async ({ page }) => {
  const requests = await open(page);
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  await expect.poll(() => requests.length).toBe(1);
  await page.goto('/contact');
  await expect.poll(() => requests.length).toBe(2);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  const timing = await requestTiming(page, 'https://www.googletagmanager.com/');
  expect(timing.start).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('accepting, then declining from Cookie settings stops the events', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  await expect.poll(() => gtagCommands(page).then((c) => c.length)).toBe(2);
  await page.locator('[data-layout=footer]').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await stayOnPage(page);
  await clickLeadLinks(page);
  const commands = await gtagCommands(page);
  expect(commands.filter((c) => c[0] === 'event')).toEqual([]);
  expect(commands.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
});

for (const width of [390, 1366]) {
  test(`the banner at ${width} px: no axe violations, no layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await open(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // Every shift since the page started, read once the banner's own animations have ended and two
    // more frames were drawn. (Not every animation of the page: under stress-ng, waiting for all of
    // them once ran past the test's 30 s, 1 of 4 at 390 px; which one did not end was not found.)
    await animationsEnded(banner);
    expect(await layoutShifts(page)).toEqual({ value: 0, shifts: [] });
    await expectNoAxeViolations(page);
  });
}

test('every page head carries the Search Console and Bing verification codes', async ({ page }) => {
  for (const url of ['/', path]) {
    await page.goto(url);
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', 'google-code-abc123');
    await expect(page.locator('meta[name="msvalidate.01"]')).toHaveAttribute('content', 'BING0123456789ABCDEF');
  }
});

test('the privacy page names Google Analytics and its Cookie settings button opens the banner', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main).toContainText('With your consent only, we count visits and enquiries with Google Analytics 4');
  await page.getByRole('button', { name: 'Decline' }).click();
  await main.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('no banner, no settings button, nothing loads', async ({ page, external }) => {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
    expect(external).toEqual([]);
  });
});
