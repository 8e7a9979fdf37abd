import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { EARLY_CLICKS } from '../../renderer/boot.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every browser test runs with the network closed: any request that does not go to the
 * local server is aborted and recorded in `external`, so a test can assert that nothing
 * left the machine, or answer a provider's request itself with page.route().
 */
export const test = base.extend<{ external: string[]; cspViolations: string[] }>({
  /**
   * Built pages load their script after the load event and the first paint (renderer/boot.ts).
   * page.goto() waits for it too when it waits for the load event (the default), so a test acts on
   * a page whose enhancements are armed, as a visitor does a moment later. A test about the time
   * before the script pass waitUntil 'domcontentloaded' or 'commit'.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const arm = (p: Page) => waitForPageScriptOnGoto(p, javaScriptEnabled !== false);
    arm(page);
    page.context().on('page', arm);
    await use(page);
  },
  external: [
    async ({ page, baseURL }, use) => {
      const external: string[] = [];
      await page.context().route(
        (url) => !url.href.startsWith(baseURL!) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob'),
        (route) => {
          external.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(external);
    },
    { auto: true },
  ],
  /**
   * The pages run under the Content-Security-Policy that scripts/serve.ts sends from the
   * generated `_headers`. Any violation (the browser's securitypolicyviolation event, or its
   * "Refused to …" console error) fails the test after it ran; a test that expects one can
   * empty the array.
   */
  cspViolations: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', ({ page: from }, text: string) => {
        violations.push(`${from.url()}: ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'document'}:${e.lineNumber})${e.sample ? ` "${e.sample}"` : ''}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus) expect([...new Set(violations)], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Wraps page.goto() so that, when it waits for the load event, it also waits for the page script (see the page fixture). */
function waitForPageScriptOnGoto(page: Page, javaScriptEnabled: boolean) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const until = options?.waitUntil ?? 'load';
    if (javaScriptEnabled && (until === 'load' || until === 'networkidle') && (await page.evaluate((name) => name in window, EARLY_CLICKS))) {
      await page.locator('html[data-script=ready]').waitFor({ state: 'attached', timeout: 15_000 });
    }
    return response;
  };
}

/**
 * Runs axe-core in the page and fails with a readable list of violations. axe is evaluated
 * through the DevTools protocol rather than added as an inline <script>, which the site's
 * Content-Security-Policy rightly refuses.
 */
export async function expectNoAxeViolations(page: Page, context = 'body') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(selector, { resultTypes: ['violations'] });
    return (result.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  }, context);
  expect(violations, violations.join('\n')).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/**
 * Islands load React on the first interaction inside them (renderer/hydrate.ts): a test that
 * checks what the live island does first wakes it the way a touch would, then waits for it.
 */
export async function wakeIsland(island: Locator) {
  await island.dispatchEvent('pointerdown');
  await expect(island).toHaveAttribute('data-hydrated', '');
}

/** Holds every request matching `pattern` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until every finite animation in the page has finished (the reveals, the image wall),
 * so a test reads the final look whatever the speed of the machine. Endless ones are left alone.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Two animation frames: the page has laid out and painted what the last action changed. */
export const nextPaint = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Resolves when the animations of `locator`'s element and its descendants have ended (a banner
 * fading in): axe then reads the colours as they stay, not at whatever opacity they had when it looked.
 */
export const animationsEnded = (locator: Locator) =>
  locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
