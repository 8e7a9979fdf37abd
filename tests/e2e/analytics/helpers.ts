import type { ChildProcess } from 'node:child_process';
import type { Page, Request } from '@playwright/test';
import { analyticsCsp, analyticsSchema, type Provider } from '../../../catalogue/analytics.ts';
import { expect, test } from '../fixtures.ts';
import { baseUrlOf, configs, serve } from './builds.ts';

export const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'POST' };

/** Runs this file's tests against the build of `provider`, served for the file on its own port. */
export function testAgainstBuild(provider: Provider) {
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: baseUrlOf(provider) });
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = await serve(provider);
  });
  test.afterAll(() => {
    server?.kill();
  });
}

/**
 * Answers the provider's requests on the page (never the network), records them, and lets CORS
 * preflights through. Set up before navigation; the fixture aborts every other request off the machine.
 */
export async function recordProvider(page: Page, url: string | RegExp, body = '') {
  const requests: Request[] = [];
  await page.route(url, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    requests.push(route.request());
    const script = route.request().resourceType() === 'script';
    return route.fulfill({ status: script ? 200 : 202, headers: { ...cors, 'Content-Type': script ? 'text/javascript' : 'text/plain' }, body });
  });
  return requests;
}

/**
 * Lets everything the page has set in motion happen before a test asserts that nothing was sent,
 * without waiting for time: runs every timer the page sets in the next ten seconds of its own
 * time at once (the test installs the page's clock before opening it: page.clock.install()), then
 * fetches a file of the site and waits for the answer, so that a request the page made before it
 * has reached the test's listeners.
 */
export async function settle(page: Page) {
  await page.clock.runFor(10_000);
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
}

/**
 * Checks the page under the build's own security headers (scripts/serve.ts sends what the build
 * wrote into `_headers`): the Content-Security-Policy of the page must name every origin
 * analyticsCsp gives for the provider, and the returned function gives every violation the page
 * reported.
 */
export async function enforceCsp(page: Page, provider: Provider) {
  const csp = analyticsCsp(analyticsSchema.parse(configs[provider].analytics));
  let policy: string | undefined;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(baseUrlOf(provider)))
      policy = response.headers()['content-security-policy'];
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => {
    const directives = new Map(
      (policy ?? '').split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    for (const [name, origins] of [
      ['script-src', csp.scriptSrc],
      ['connect-src', csp.connectSrc],
      ['img-src', csp.imgSrc],
    ] as const)
      for (const origin of origins) expect(directives.get(name), `${name} of the page's policy`).toContain(origin);
    return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  };
}

/** Start time of the first request to `url` and the end of the page's load event (Resource Timing). */
export async function requestTiming(page: Page, url: string) {
  // The route sees the request before the browser has its answer, and so before its timing entry exists.
  await page.waitForFunction((prefix) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(prefix)), url);
  return page.evaluate((prefix) => {
    const request = performance.getEntriesByType('resource').find((e) => e.name.startsWith(prefix));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { start: request?.startTime, loadEnd: navigation.loadEventEnd };
  }, url);
}

/** Clicks without leaving the page (tel:, mailto:, WhatsApp and /contact all navigate): lead events still see the click. */
export async function stayOnPage(page: Page) {
  page.on('dialog', (dialog) => dialog.accept());
  await page.evaluate(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a')) e.preventDefault();
    }),
  );
  // A cancelled click still looks like a slow navigation to the site's 'Loading...' overlay (which
  // would then cover the page after 300 ms): this test is about the clicks, so take the overlay away.
  await page.evaluate(() => document.getElementById('page-loading')?.remove());
}

/**
 * Presses the lead links of a service page, one of each kind. `dispatch`: click events sent to the
 * links themselves, for a page where the consent banner may cover a footer link.
 */
export async function clickLeadLinks(page: Page, { dispatch = false } = {}) {
  const press = (selector: string) => (dispatch ? page.locator(selector).first().dispatchEvent('click') : page.locator(selector).first().click());
  await press('[data-layout=footer] a[href^="tel:"]');
  await press('[data-layout=footer] a[href^="mailto:"]');
  await press('[data-layout=chat-widget] button[popovertarget]');
  await press('[data-layout=chat-widget] a[href^="https://wa.me/"]');
  await press('[data-section=cta] a[href="/contact"]');
}

export const expectedLeads = (page: string, cta: string) => [
  { event: 'call', page, place: 'footer', city: 'Jaipur', number: '+919876543210' },
  { event: 'email', page, place: 'footer', city: 'Jaipur' },
  { event: 'whatsapp', page, place: 'chat-widget', city: 'Jaipur' },
  { event: 'cta', page, place: cta, city: 'Jaipur' },
];
