import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { PLAYER_ORIGIN } from '../../sections/video/index.tsx';
import { expect, isPhone, test, wakeIsland } from './fixtures.ts';
import { builtUrls, catalogue, distDir } from './site.ts';

/**
 * The pages under the generated security headers, as a static host sends them from `_headers`
 * (scripts/serve.ts applies the file). The fixture fails any test in which the browser reports
 * a Content-Security-Policy violation; here every page is loaded and its features used.
 */

const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
const expected = headersForPath(rules, '/');
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };

test('the generated header set is complete and strict for scripts', () => {
  const names = expected.map(([name]) => name);
  expect(names).toEqual(
    expect.arrayContaining([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]),
  );
  const csp = expected.find(([name]) => name === 'Content-Security-Policy')![1];
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
  expect(scriptSrc).not.toMatch(/unsafe|\*|https?:/);
});

test('every response carries the header set: a page, an asset, a 404, security.txt', async ({ request }) => {
  const asset = (readFileSync(join(distDir, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/) ?? [])[1]!;
  for (const path of ['/', '/contact', asset, '/no-such-page', '/blog/no-such-post', '/.well-known/security.txt']) {
    const response = await request.get(path);
    for (const [name, value] of expected) expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
  const txt = await (await request.get('/.well-known/security.txt')).text();
  expect(txt).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(txt).toMatch(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
});

test('the browser understands every header: no console message about Permissions-Policy or any other header', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Permissions-Policy|Content-Security-Policy|Strict-Transport-Security|Cross-Origin|X-Frame-Options/i.test(m.text())) messages.push(m.text());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(messages).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused and reported', async ({ page, cspViolations }) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return new Promise<boolean>((resolve) => setTimeout(() => resolve('__injected' in window), 200));
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});

/** Answers the video player's frame with a stand-in page, so the embed loads under the policy. */
async function standInPlayer(page: Page) {
  const frames: string[] = [];
  await page.route(`${PLAYER_ORIGIN}/**`, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  return frames;
}

/** Uses what the page has: tabs, the menu, the chat widget, the video, the contact form. */
async function exerciseFeatures(page: Page, frames: string[]) {
  const tabs = page.getByRole('tab');
  if ((await tabs.count()) > 1) {
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  }
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Services' }).hover();
  }
  const avatar = page.getByRole('button', { name: 'Contact options' });
  if ((await avatar.count()) > 0) {
    await avatar.click();
    await expect(page.locator('[data-chat-actions]')).toBeVisible();
    await avatar.click();
  }
  if ((await page.locator('[data-embed-src]').count()) > 0) {
    await expect(page.locator(`[data-video=player] iframe[src^="${PLAYER_ORIGIN}/"]`).first()).toBeAttached();
    await expect.poll(() => frames.length).toBeGreaterThan(0);
  }
  const form = page.locator('[data-section=contact-form] form');
  if ((await form.count()) > 0) {
    await wakeIsland(page.locator('[data-island=contact-form]'));
    await form.getByLabel('Name', { exact: true }).fill('Meena Sharma');
    await form.getByLabel('Email', { exact: true }).fill('meena@example.com');
    await form.getByLabel('Subject', { exact: true }).fill('Security check');
    await form.getByLabel('Message', { exact: true }).fill('A message sent under the Content-Security-Policy.');
    await form.locator('button[type=submit]').click();
    await expect(form.getByRole('status')).not.toBeEmpty();
  }
}

const notFound = ['/no-such-page', '/blog/no-such-post'];

for (const url of [...builtUrls(), ...notFound]) {
  test(`${url}: no Content-Security-Policy violation while its features are used`, async ({ page }) => {
    const frames = await standInPlayer(page);
    const endpoint = catalogue().site.form.endpoint;
    const posts: string[] = [];
    await page.route(`${new URL(endpoint).origin}/**`, (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      posts.push(route.request().url());
      return route.fulfill({ status: 200, headers: cors, json: { success: true, message: 'Email sent successfully!' } });
    });
    const response = await page.goto(url);
    if (notFound.includes(url)) {
      expect(response?.status()).toBe(404);
      // 404.html sends visitors home with its inline script, which the policy allows by hash.
      if (url === '/no-such-page') await expect(page).toHaveURL(/\/$/);
      return;
    }
    await page.waitForLoadState('load');
    await exerciseFeatures(page, frames);
    if ((await page.locator('[data-section=contact-form] form').count()) > 0) expect(posts).toHaveLength(1);
  });
}
