import { VISIT_FIELDS } from '../../../catalogue/analytics.ts';
import { expect, test } from '../fixtures.ts';
import { clickLeadLinks, enforceCsp, expectedLeads, recordProvider, requestTiming, stayOnPage, testAgainstBuild } from './helpers.ts';

/** Umami, self-hosted (cookieless): /api/send of the configured host gets the page view after load and the lead events. */
testAgainstBuild('umami');
const endpoint = 'https://stats.example.org/api/send';
const website = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b';
const page = '/seo-company-jaipur';

test('a page view after load, one event per lead link with its place, no CSP violation', async ({ page: tab, external }) => {
  const violations = await enforceCsp(tab, 'umami');
  const requests = await recordProvider(tab, endpoint);
  await tab.goto(page);
  await expect.poll(() => requests.length).toBe(1);
  const timing = await requestTiming(tab, endpoint);
  expect(timing.start, 'the page view is sent after the load event').toBeGreaterThanOrEqual(timing.loadEnd);
  const view = requests[0]!.postDataJSON() as { type: string; payload: Record<string, unknown> };
  expect(view.type).toBe('event');
  expect(view.payload).toMatchObject({ website, hostname: '127.0.0.1', url: page, referrer: '', title: await tab.title() });
  expect(view.payload.name).toBeUndefined();
  // What the privacy page says Umami receives about the visit, and nothing more (besides the site's id).
  const { website: _, ...visit } = view.payload;
  expect(Object.keys(visit).sort()).toEqual(VISIT_FIELDS.umami.flatMap((f) => f.fields).sort());

  await stayOnPage(tab);
  await clickLeadLinks(tab);
  await expect.poll(() => requests.length).toBe(5);
  const events = requests.slice(1).map((r) => (r.postDataJSON() as { payload: { name: string; website: string; data: Record<string, string> } }).payload);
  expect(events.map(({ name, data }) => ({ event: name, ...data }))).toEqual(expectedLeads(page, 'cta:s9'));
  for (const e of events) expect(e.website).toBe(website);
  expect(await violations()).toEqual([]);
  expect(external).toEqual([]);
});
