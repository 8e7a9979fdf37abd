import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { Provider } from '../../../catalogue/analytics.ts';
import { expect, test } from '../fixtures.ts';
import { baseUrlOf, serve } from './builds.ts';
import { recordProvider } from './helpers.ts';

/**
 * The JavaScript budget with analytics on: the lead event module is at most 1 KB gzip; each
 * provider adds at most 1 KB gzip of our own code to a page (compared with the same page built
 * with provider none); a page without islands stays within the 5 KB budget of every page.
 */
test.describe.configure({ mode: 'default' });
const path = '/seo-company-jaipur';
const kb = 1024;

/** gzip sizes of the scripts this site sent to the page, by file, once the provider (if any) is connected. */
async function scripts(page: Page, provider: Provider) {
  const base = baseUrlOf(provider, 1);
  const sizes = new Map<string, Promise<{ size: number; text: string }>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(base))
      sizes.set(
        r.url(),
        r.body().then((b) => ({ size: gzipSync(b, { level: 9 }).length, text: b.toString() })),
      );
  });
  const server = await serve(provider, 1);
  try {
    const requests = await recordProvider(page, /^https:\/\/(plausible\.io|stats\.example\.org|www\.googletagmanager\.com)\//);
    await page.goto(`${base}${path}`);
    if (provider === 'ga4') await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
    if (provider !== 'none') await expect.poll(() => requests.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    return await Promise.all([...sizes.values()]);
  } finally {
    server.kill();
  }
}

const total = (files: { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);

test('lead events, then each provider, within their budgets', async ({ page }) => {
  test.setTimeout(90_000);
  const none = await scripts(page, 'none');
  const module = none.filter((f) => f.text.includes('lead-form'));
  expect(module).toHaveLength(1);
  expect(module[0]!.size, `lead event module: ${module[0]!.size} bytes gzip`).toBeLessThanOrEqual(kb);
  const report = [`none: ${total(none)} bytes gzip, of which the lead event module ${module[0]!.size}`];
  const totals: [Provider, number][] = [];
  for (const provider of ['plausible', 'umami', 'ga4'] as const) {
    const files = await scripts(page, provider);
    totals.push([provider, total(files)]);
    report.push(`${provider}: ${total(files)} bytes gzip (+${total(files) - total(none)})`);
  }
  console.log(report.join('\n'));
  for (const [provider, bytes] of totals) {
    expect(bytes - total(none), `${provider} adds ${bytes - total(none)} bytes gzip`).toBeLessThanOrEqual(kb);
    // The site's own budget is 5 KB until an island is touched (every-page.spec.ts, provider none);
    // a configured provider may add its 1 KB on top of it.
    expect(bytes, `${provider}: ${bytes} bytes gzip on ${path}`).toBeLessThanOrEqual(6 * kb);
  }
});
