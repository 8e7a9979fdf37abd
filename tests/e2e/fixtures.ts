import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type Browser, type BrowserContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { findTestChromium, testChromiumArgs } from '../../scripts/find-chromium.ts';
import { EARLY_CLICKS } from '../../renderer/boot.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every browser test runs with the network closed: any request that does not go to the
 * local server fails and is recorded in `external`, so a test can assert that nothing
 * left the machine, or answer a provider's request itself with page.route().
 */
export const test = base.extend<{ external: string[]; cspViolations: string[] }, WorkerFixtures>({
  /**
   * Built pages load their script after the load event and the first paint (renderer/boot.ts).
   * page.goto() and page.reload() wait for it too when they wait for the load event (the default), so
   * a test acts on a page whose enhancements are armed, as a visitor does a moment later. A test
   * about the time before the script passes waitUntil 'domcontentloaded' or 'commit'.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    armPage(page, javaScriptEnabled !== false);
    await use(page);
  },
  external: [
    async ({ page, baseURL }, use) => {
      const external: string[] = [];
      const watch = await watchExternal(page.context(), baseURL!);
      watch.external = external;
      await use(external);
      watch.external = undefined;
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
      const watch = await watchCsp(page);
      watch.csp = violations;
      await use(violations);
      watch.csp = undefined;
      if (testInfo.status === testInfo.expectedStatus) expect([...new Set(violations)], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The worker's fixtures, for testOnOnePage and oneRendererBrowser below. They are registered here, on
  // the `test` every file uses, so that every file of a project has the same worker fixtures and its
  // tests can share a worker: Playwright starts a new worker (about 2 s: a process and a browser)
  // whenever the next test's worker fixtures differ, which a fixture added by test.extend() or a
  // test.use() of launchOptions does. Neither costs anything in a worker that does not use it.
  sharedPages: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const pages = new Map<boolean, Shared>();
      await use(pages);
      for (const shared of pages.values()) await shared.page.context().close();
    },
    { scope: 'worker' },
  ],
  oneRendererBrowser: [
    async ({ playwright }, use) => {
      let launched: Promise<Browser> | undefined;
      await use(() => {
        launched ??= playwright.chromium.launch({ executablePath: findTestChromium(), args: [...testChromiumArgs, '--renderer-process-limit=1'] });
        return launched;
      });
      await (await launched)?.close();
    },
    { scope: 'worker' },
  ],
});

interface WorkerFixtures {
  /** The pages testOnOnePage shares between the tests of a worker, one for each javaScriptEnabled. */
  sharedPages: Map<boolean, Shared>;
  /**
   * A second browser of the worker's, launched on first use, that keeps a single renderer process
   * (`--renderer-process-limit=1`): for tests that stop a Chromium trace (page-script-layout.spec.ts).
   */
  oneRendererBrowser: () => Promise<Browser>;
}

/**
 * Where the listeners of a page (or its context) report: the test using it now. A page is
 * watched once and may serve several tests in turn (testOnOnePage).
 */
interface Watch {
  external?: string[];
  csp?: string[];
}
const watches = new WeakMap<Page | BrowserContext, Promise<Watch>>();
const watchOnce = (owner: Page | BrowserContext, arm: (watch: Watch) => Promise<unknown>) => {
  let watching = watches.get(owner);
  if (!watching) {
    const watch: Watch = {};
    watching = arm(watch).then(() => watch);
    watches.set(owner, watching);
  }
  return watching;
};

/**
 * Records every request of the context that tried to leave the machine. The browser's resolver
 * knows no host but 127.0.0.1 (`--host-resolver-rules`, `testChromiumArgs` in
 * scripts/find-chromium.ts), so such a request fails there with ERR_NAME_NOT_RESOLVED, unless the
 * test answers it itself with page.route(). Listening, not routing: a route on the context would
 * pass every request of every page through the test runner and turn the browser's cache off.
 * Another port of 127.0.0.1, or an address given as a number, counts as leaving too.
 */
const watchExternal = (context: BrowserContext, baseURL: string) =>
  watchOnce(context, async (watch) => {
    const site = new URL(baseURL).origin;
    context.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== site && /^[\d.]+$|^\[/.test(url.hostname)) watch.external?.push(url.href);
    });
    context.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_NAME_NOT_RESOLVED') watch.external?.push(request.url());
    });
  });

/** Records the page's Content-Security-Policy violations. */
const watchCsp = (page: Page) =>
  watchOnce(page, async (watch) => {
    await page.exposeBinding('__reportCspViolation', ({ page: from }, text: string) => {
      watch.csp?.push(`${from.url()}: ${text}`);
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
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) watch.csp?.push(`${page.url()}: ${message.text()}`);
    });
  });

/** Makes goto() and reload() wait for the page script, on the page and on every page its context opens (once per page). */
const armedPages = new WeakSet<Page>();
const armedContexts = new WeakSet<BrowserContext>();
function armPage(page: Page, javaScriptEnabled: boolean) {
  settleBeforeClicks(page);
  const arm = (p: Page) => {
    if (armedPages.has(p)) return;
    armedPages.add(p);
    waitForPageScriptOnLoad(p, javaScriptEnabled);
  };
  arm(page);
  if (!armedContexts.has(page.context())) {
    armedContexts.add(page.context());
    page.context().on('page', arm);
  }
}

/**
 * What a test can do to a page that the next test cannot be given back: a script added to every
 * document, a function exposed to it, a clock. A page that had one is not shared any further.
 */
const lasting = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;
const clockCalls = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume'] as const;

/** Calls `onCall` before each call of the named methods of `target`. */
function noteCalls(target: object, names: readonly string[], onCall: () => void) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const call = methods[name]!.bind(target);
    methods[name] = (...args) => {
      onCall();
      return call(...args);
    };
  }
}

/** A context of `browser` with the test's project's viewport and device, and its base URL. */
function projectContext(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL, javaScriptEnabled });
}

interface Shared {
  page: Page;
  /** Set when a test did something to the page that stays (`lasting`, the clock). */
  changed: boolean;
}

/**
 * The same fixtures, with one page per worker that the file's tests use in turn, for tests that
 * each open a page of their own with goto(): a new context per test costs a browser process, and
 * axe-core is compiled again in each. The page has the project's viewport and device (and the
 * test's javaScriptEnabled: one page for each). Between tests it drops its routes, its listeners,
 * its media emulation, its viewport changes, its cookies and storage. After a failed test, or a test that
 * added an init script, exposed a function or used the clock, the next test gets a new context.
 * HTTP caching is shared between tests, as a visitor's browser shares it between pages: a test
 * about a first visit's loading (layout shift, first paint) keeps the default `test`.
 */
export const testOnOnePage = test.extend({
  // A test's context is its page's (context.newPage() opens a second tab beside it).
  context: async ({ page }, use) => {
    await use(page.context());
  },
  page: async ({ sharedPages, browser, javaScriptEnabled }, use, testInfo) => {
    const js = javaScriptEnabled !== false;
    const { viewport, baseURL } = testInfo.project.use;
    let shared = sharedPages.get(js);
    if (!shared) {
      const context = await projectContext(browser, testInfo, js);
      const page = await context.newPage();
      await watchExternal(context, baseURL!);
      await watchCsp(page);
      const made: Shared = { page, changed: false };
      const onCall = () => {
        made.changed = true;
      };
      noteCalls(page, lasting, onCall);
      noteCalls(page.clock, clockCalls, onCall);
      armPage(page, js);
      shared = made;
      sharedPages.set(js, shared);
    }
    const { page } = shared;
    // The client's Page is an event emitter: listeners the test adds (page.on) would hear the next tests.
    const events = page as unknown as EventEmitter;
    const listening = new Map(events.eventNames().map((event) => [event, new Set(events.listeners(event))]));
    await use(page);
    for (const event of events.eventNames())
      for (const listener of events.listeners(event)) if (!listening.get(event)?.has(listener)) events.off(event, listener as () => void);
    if (testInfo.status !== testInfo.expectedStatus || shared.changed || page.isClosed() || page.context().pages().length > 1) {
      sharedPages.delete(js);
      await page.context().close();
      return;
    }
    // Between tests the page goes to a plain-text document of the same site, its robots.txt (not
    // about:blank: the browser would start a new process for the site again, which is what sharing
    // the page saves; served, not routed, which took two more calls to the browser per test). The
    // last page's unload handlers have run there, so the storage cleared after them stays empty.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const between = await page.goto(new URL('/robots.txt', baseURL).href);
    // Without it the server would answer with 404.html, whose script goes on to the home page.
    if (!between?.ok()) throw new Error(`The page between tests, ${between?.url()}, answered ${between?.status()}: is robots.txt in the build?`);
    if (js)
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await page.context().clearCookies();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    if (viewport && (page.viewportSize()?.width !== viewport.width || page.viewportSize()?.height !== viewport.height)) await page.setViewportSize(viewport);
  },
});

/**
 * The same fixtures, with each test's page in a context of the worker's one-renderer browser
 * (oneRendererBrowser), with the project's viewport and device.
 */
export const testInOneRenderer = test.extend({
  context: async ({ oneRendererBrowser, javaScriptEnabled }, use, testInfo) => {
    const context = await projectContext(await oneRendererBrowser(), testInfo, javaScriptEnabled !== false);
    await use(context);
    await context.close();
  },
  page: async ({ context, javaScriptEnabled }, use) => {
    const page = await context.newPage();
    armPage(page, javaScriptEnabled !== false);
    await use(page);
  },
});

export { expect };

/**
 * Wraps page.goto() and page.reload() so that, when they wait for the load event, they also wait for the page script (see the page fixture).
 * A page may go on to another address by itself once loaded (the blog's not-found page, to the post an address nearly
 * names): when that navigation replaces the document while the wrapper reads it, the wrapper waits for the new
 * document's load and reads that one (on a saturated machine 3 of 20 visits of such an address had failed here).
 * The page script starts on timers (renderer/boot-inline.ts): a page clock installed before the visit
 * runs them in real time, but one paused (`page.clock.pauseAt`) holds them, and the wait then fails.
 */
function waitForPageScriptOnLoad(page: Page, javaScriptEnabled: boolean) {
  const goto = page.goto.bind(page);
  const hasPageScript = async () => {
    for (let tries = 1; ; tries++) {
      try {
        return await page.evaluate((name) => name in window, EARLY_CLICKS);
      } catch (error) {
        if (tries === 3 || !/Execution context was destroyed/.test(String(error))) throw error;
        await page.waitForLoadState('load');
      }
    }
  };
  const scriptReady = async (until: string | undefined = 'load') => {
    if (javaScriptEnabled && (until === 'load' || until === 'networkidle') && (await hasPageScript())) {
      await page.locator('html[data-script=ready]').waitFor({ state: 'attached', timeout: 15_000 });
    }
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await scriptReady(options?.waitUntil);
    return response;
  };
  // A reload loads the page again, its script with it: waited for the same way.
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await scriptReady(options?.waitUntil);
    return response;
  };
}

/** One rule's result in axe-core's report: the rule and the elements it found. */
export type AxeRuleResult = { id: string; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core in the page on `context` with `options` (axe.run's) and returns its violations,
 * incomplete checks and passes, each rule with the elements it found. axe is
 * evaluated through the DevTools protocol rather than added as an inline <script>, which the site's
 * Content-Security-Policy rightly refuses: in a session of the page's own with the browser, not
 * with page.evaluate(), which passes a source given as text to a helper in the page that evals it
 * (axe's 650 KB then took 179–255 ms on `/contact`, against 94–110 ms).
 */
export async function axeResults(
  page: Page,
  context = 'body',
  options: Record<string, unknown> = { resultTypes: ['violations'] },
): Promise<{ violations: AxeRuleResult[]; incomplete: AxeRuleResult[]; passes: AxeRuleResult[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    const cdp = await page.context().newCDPSession(page);
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: axeSource });
    await cdp.detach();
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  }
  // While axe runs, every section not drawn yet is drawn (whileDrawn): axe could not otherwise see
  // what its text stands on, and would leave its contrast "incomplete".
  return whileDrawn(page, () =>
    page.evaluate(
      async ([selector, runOptions]) => {
        // @ts-expect-error axe is injected above
        const { violations, incomplete, passes } = await window.axe.run(selector, runOptions);
        const slim = (list: AxeRuleResult[]) => list.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
        return { violations: slim(violations), incomplete: slim(incomplete), passes: slim(passes) };
      },
      [context, options] as const,
    ),
  );
}

/**
 * Runs `read` with every section that has not come near the screen drawn, then leaves them as they
 * were. Such a section (`content-visibility: auto`, renderer/styles.css) is not drawn and stands at a
 * guessed height shorter than its content, so a check reading the page could not see what its text
 * stands on or whether it fits; it is drawn here as it is for a visitor who scrolls to it.
 */
export async function whileDrawn<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const skipped = await page.evaluateHandle(() => {
    const auto = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of auto) el.style.contentVisibility = 'visible';
    return auto;
  });
  let result: T;
  try {
    result = await read();
  } catch (error) {
    // The page may be gone (closed, navigated away): the reader's error is the one to see.
    await skipped.dispose().catch(() => {});
    throw error;
  }
  await skipped.evaluate((auto) => {
    for (const el of auto) el.style.contentVisibility = '';
  });
  await skipped.dispose();
  return result;
}

/** Runs axe-core in the page (axeResults) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = 'body') {
  const violations = (await axeResults(page, context)).violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
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
 * Scrolls `locator` into view and waits until it stands still. The sections a scroll passes are drawn
 * as it reaches them (content-visibility, renderer/styles.css) and grow to their real height: a click
 * aimed before they had could land beside its target (under a CPU hog, 5 of 40 clicks on a footer
 * link of the home page hit <body>). It reads the box from outside the page, so it works with
 * JavaScript off, and it waits between readings (expect.poll's intervals, 100 ms and more). A
 * click's own timeout holds for this wait too (a click retried by toPass must give up in time).
 */
async function scrollSettled(locator: Locator, timeout?: number) {
  await locator.scrollIntoViewIfNeeded({ timeout });
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [50], timeout },
    )
    .toBe(true);
}

/**
 * Every locator's click() first brings its element into view and waits until it stands still
 * (scrollSettled): under a CPU hog, clicks on lead links and call links far down a page were
 * counted as missed 1–2 times a run. Locators share one class, so this is done once per worker.
 */
let clicksSettle = false;
function settleBeforeClicks(page: Page) {
  if (clicksSettle) return;
  clicksSettle = true;
  const locators = Object.getPrototypeOf(page.locator('html')) as { click: Locator['click'] };
  const click = locators.click;
  locators.click = async function (this: Locator, options) {
    if (!options?.force && !options?.trial) await scrollSettled(this, options?.timeout);
    return click.call(this, options);
  };
}

/**
 * Resolves when the animations of `locator`'s element and its descendants have ended (a banner
 * fading in): axe then reads the colours as they stay, not at whatever opacity they had when it looked.
 */
export const animationsEnded = (locator: Locator) =>
  locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));

/**
 * A layout shift the page recorded: the element that moved (tag, first classes, the start of its
 * text), when (ms on the page's clock), and where it was and went (x, y, width, height in CSS px).
 */
export interface Shift {
  element: string;
  at: number;
  from: number[];
  to: number[];
}

/**
 * Every layout shift since the page started (buffered), read after two more frames so the last one
 * is recorded too: their sum (no session windows, so stricter than CLS) and each shifted element
 * with when it moved. Shifts just after input are left out, as CLS leaves them out.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; shifts: Shift[] }>((resolve) => {
        let value = 0;
        const shifts: Shift[] = [];
        const add = (entries: PerformanceEntryList) => {
          type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
            if (entry.hadRecentInput) continue;
            value += entry.value;
            for (const s of entry.sources) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : '?';
              const text = s.node?.nodeType === Node.TEXT_NODE ? ' (text)' : '';
              shifts.push({
                element: `${name}${text} "${(s.node?.textContent ?? '').trim().slice(0, 24)}"`,
                at: Math.round(entry.startTime),
                from: box(s.previousRect),
                to: box(s.currentRect),
              });
            }
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve({ value, shifts });
          }),
        );
      }),
  );
