import { VISIT_FIELDS } from '../../../catalogue/analytics.ts';
import { expect, nextPaint, test, wakeIsland } from '../fixtures.ts';
import { clickLeadLinks, enforceCsp, expectedLeads, recordProvider, requestTiming, stayOnPage, testAgainstBuild } from './helpers.ts';

/** Plausible (cookieless): its Events API gets a page view after load and one event per lead, with no banner. */
testAgainstBuild('plausible');
const endpoint = 'https://plausible.io/api/event';
const page = '/seo-company-jaipur';

test('a page view after the page has loaded, then one event per lead link with its place; no banner, no CSP violation', async ({
  page: tab,
  external,
  baseURL,
}) => {
  const violations = await enforceCsp(tab, 'plausible');
  const requests = await recordProvider(tab, endpoint);
  await tab.goto(page);
  await expect.poll(() => requests.length).toBe(1);
  const timing = await requestTiming(tab, endpoint);
  expect(timing.start, 'the page view is sent after the load event').toBeGreaterThanOrEqual(timing.loadEnd);
  expect(requests[0]!.method()).toBe('POST');
  expect(requests[0]!.postDataJSON()).toEqual({ name: 'pageview', url: `${baseURL}${page}`, domain: 'www.example.com', referrer: null });
  // What the privacy page says Plausible receives about the visit, and nothing more (besides the event and the site).
  const { name, domain, ...visit } = requests[0]!.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(visit).sort()).toEqual(VISIT_FIELDS.plausible.flatMap((f) => f.fields).sort());
  await expect(tab.locator('[data-consent-banner]')).toHaveCount(0);
  await expect(tab.locator('[data-consent-open]')).toHaveCount(0);

  await stayOnPage(tab);
  await clickLeadLinks(tab);
  await expect.poll(() => requests.length).toBe(5);
  const events = requests.slice(1).map((r) => r.postDataJSON() as { name: string; url: string; domain: string; props: Record<string, string> });
  expect(events.map(({ name, props }) => ({ event: name, ...props }))).toEqual(expectedLeads(page, 'cta:s9'));
  for (const e of events) expect([e.url, e.domain]).toEqual([`${baseURL}${page}`, 'www.example.com']);
  // The same events are in the tag managers' queue.
  expect(await tab.evaluate(() => window.dataLayer?.length)).toBe(4);
  expect(await violations()).toEqual([]);
  expect(external).toEqual([]);
});

test('a desktop call the visitor cancels is not counted', async ({ page: tab }) => {
  const requests = await recordProvider(tab, endpoint);
  await tab.goto(page);
  await expect.poll(() => requests.length).toBe(1);
  tab.on('dialog', (dialog) => dialog.dismiss());
  await tab.locator('[data-layout=footer] a[href^="tel:"]').first().click();
  await nextPaint(tab);
  expect(requests).toHaveLength(1);
  expect(await tab.evaluate(() => window.dataLayer ?? [])).toEqual([]);
});

test('a contact link that leaves the page still delivers its event', async ({ page: tab }) => {
  const requests = await recordProvider(tab, endpoint);
  await tab.goto(page);
  await expect.poll(() => requests.length).toBe(1);
  await tab.locator('[data-section=cta] a[href="/contact"]').click();
  await expect(tab).toHaveURL(/\/contact$/);
  await expect.poll(() => requests.map((r) => (r.postDataJSON() as { name: string }).name)).toContain('cta');
});

test('a contact form message is counted as form_submit with its place', async ({ page: tab }) => {
  const requests = await recordProvider(tab, endpoint);
  await tab.route('https://api.web3forms.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept' } })
      : route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, json: { success: true } }),
  );
  await tab.goto('/contact');
  await expect.poll(() => requests.length).toBe(1);
  await wakeIsland(tab.locator('[data-island=contact-form]'));
  const form = tab.locator('[data-section=contact-form] form');
  await form.getByLabel('Name', { exact: true }).fill('Meena Sharma');
  await form.getByLabel('Email', { exact: true }).fill('meena@example.com');
  await form.getByLabel('Subject', { exact: true }).fill('SEO');
  await form.getByLabel('Message', { exact: true }).fill('More walk-ins, please.');
  await form.locator('button[type=submit]').click();
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]!.postDataJSON()).toMatchObject({ name: 'form_submit', props: { page: '/contact', place: 'contact-form:s2', city: 'Jaipur' } });
});
