import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { exerciseFeatures, standInFormProvider, standInPlayer } from './features.ts';
import { expect, expectNoAxeViolations, test as ownPageTest, testOnOnePage as test, whileDrawn } from './fixtures.ts';
import { builtPages, isNotFoundPage } from '../../scripts/postbuild/html.ts';
import { builtUrls, catalogue, distDir } from './site.ts';

/** Checks that every pre-rendered page passes, whatever its sections. */
const urls = builtUrls();
/** Second paths of a page (site.config.yaml aliases): the route's HTML without its "current page" marks in the menus. */
const aliases = new Set(Object.keys(catalogue().site.aliases));
/**
 * What a visitor can use on a page besides the header and the chat widget that every page has: its
 * islands and whether it embeds a video, read from the built HTML. The features are exercised
 * under the policy on the first page of each kind (the code and the policy's directives are the
 * same on the others; each page's own load is checked for violations in every test).
 */
const featuresOf = (html: string) =>
  [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]))].sort().join(' ') + (html.includes('data-embed-src') ? ' video' : '');
const firstOfKind = new Map<string, string>();
/** Each page's features (featuresOf): the player's and the form provider's stand-ins answer only where they are. */
const featuresByPath = new Map<string, string>();
for (const built of builtPages(distDir)) {
  const kind = featuresOf(built.html);
  featuresByPath.set(built.path, kind);
  if (!isNotFoundPage(built) && !aliases.has(built.path) && !firstOfKind.has(kind)) firstOfKind.set(kind, built.path);
}
const exercised = new Set(firstOfKind.values());
/** The pages of pages-data/ (not the blog's, not the aliases): each ends with a call to action to /contact. */
const contentRoutes = new Set(catalogue().pages.map((entry) => entry.page.route));

/**
 * What does not fit the page's width: elements that stick out of the viewport sideways (unless a box
 * that scrolls or clips sideways holds them: a row of tabs scrolls, and a box that clips is read for
 * text it cuts off), text cut off by a box that hides its overflow, and text drawn over other text
 * (a line over half another's height, read from the top of the page; see `overlaps`). What shows only once opened
 * is read opened: every FAQ answer and tab panel, then each popover (the phone menu, the chat
 * widget's actions) in turn. With `spacing`, WCAG 1.4.12's text spacing is applied first (line height
 * 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em, as a reader's style sheet
 * would). Sections not yet drawn (content-visibility) are drawn while it reads (whileDrawn), as for
 * axe; the page is left as it was.
 */
const reflowProblems = (page: Page, width: number, spacing: boolean) =>
  whileDrawn(page, () =>
    page.evaluate(
      ([width, withSpacing]) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }',
        );
        if (withSpacing) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        // Every answer open at once: an FAQ's <details name> keeps one open, so the names go first.
        const named = [...document.querySelectorAll('details[name]')].map((el) => [el, el.getAttribute('name')!] as const);
        for (const [el] of named) el.removeAttribute('name');
        const closed = [...document.querySelectorAll('details:not([open])')];
        for (const el of closed) el.setAttribute('open', '');
        const hiddenPanels = [...document.querySelectorAll<HTMLElement>('[role=tabpanel][hidden]')];
        for (const el of hiddenPanels) el.hidden = false;
        // From the top, where the header, sticky, is in the page's flow.
        const scrolled = scrollY;
        scrollTo({ top: 0, behavior: 'instant' });
        const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        const problems: string[] = [];
        const read = (root: Element, where: string) => {
          for (const el of root.querySelectorAll<HTMLElement>('*')) {
            if (el.closest('.sr-only') || !el.checkVisibility()) continue;
            const box = el.getBoundingClientRect();
            let holder = el.parentElement;
            while (holder && holder !== document.body && getComputedStyle(holder).overflowX === 'visible') holder = holder.parentElement;
            if (box.width > 0 && (box.right > width + 1 || box.left < -1) && (!holder || holder === document.body))
              problems.push(`sticks out${where}: ${name(el)}`);
            const style = getComputedStyle(el);
            const hides = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip');
            if (hides && el.textContent?.trim() && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1))
              problems.push(`cut off${where}: ${name(el)}`);
          }
        };
        // Text drawn over other text in `root`: a line pushed into the next box (one of a fixed
        // height, or placed over another). Each text's lines as drawn, clipped to the boxes that
        // scroll or clip them (a long FAQ answer scrolls in its box: its hidden lines are not over
        // the next question); not what stays on the screen over the page as it scrolls (the chat
        // button) nor, in the page, a popover, read open on its own.
        const overlaps = (root: Element, where: string) => {
          const fixed = new Map<Element, boolean>();
          const onScreen = (el: Element | null): boolean => {
            if (!el || el === root) return false;
            if (!fixed.has(el)) fixed.set(el, getComputedStyle(el).position === 'fixed' || onScreen(el.parentElement));
            return fixed.get(el)!;
          };
          // The part of `a` inside `b` (its width or height 0 or less where they do not meet).
          const meet = (a: DOMRect, b: DOMRect) => {
            const [left, top] = [Math.max(a.left, b.left), Math.max(a.top, b.top)];
            return DOMRect.fromRect({ x: left, y: top, width: Math.min(a.right, b.right) - left, height: Math.min(a.bottom, b.bottom) - top });
          };
          const clips = new Map<Element, DOMRect | undefined>();
          const clipOf = (el: Element | null): DOMRect | undefined => {
            if (!el || el === root) return undefined;
            if (!clips.has(el)) {
              const outer = clipOf(el.parentElement);
              const style = getComputedStyle(el);
              const own = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? el.getBoundingClientRect() : undefined;
              clips.set(el, own && outer ? meet(own, outer) : (own ?? outer));
            }
            return clips.get(el);
          };
          const lines: { el: Element; box: DOMRect }[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement!;
            if (!node.textContent?.trim() || el.closest('.sr-only, script, style') || (root === document.body && el.closest('[popover]'))) continue;
            if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || onScreen(el)) continue;
            const clip = clipOf(el);
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const drawn of range.getClientRects()) {
              const box = clip ? meet(drawn, clip) : drawn;
              if (box.width > 1 && box.height > 1) lines.push({ el, box });
            }
          }
          lines.sort((a, b) => a.box.top - b.box.top);
          for (const [i, a] of lines.entries())
            for (let j = i + 1; j < lines.length && lines[j]!.box.top < a.box.bottom; j++) {
              const b = lines[j]!;
              const both = meet(a.box, b.box);
              if (both.width > 2 && both.height > Math.min(a.box.height, b.box.height) / 2)
                problems.push(`text over text${where}: ${[name(a.el), name(b.el)].sort().join(' and ')}`);
            }
        };
        try {
          if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
          read(document.body, '');
          overlaps(document.body, '');
          for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
            if (popover.matches(':popover-open')) continue;
            popover.showPopover();
            read(popover, ` (#${popover.id} open)`);
            overlaps(popover, ` (#${popover.id} open)`);
            popover.hidePopover();
          }
          return [...new Set(problems)].slice(0, 10);
        } finally {
          for (const el of closed) el.removeAttribute('open');
          for (const [el, value] of named) el.setAttribute('name', value);
          for (const el of hiddenPanels) el.hidden = true;
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
          scrollTo({ top: scrolled, behavior: 'instant' });
        }
      },
      [width, spacing] as const,
    ),
  );

// Each test reads its page and leaves it as it found it: one page per worker serves them in turn.
test.describe('every page, JavaScript on', () => {
  for (const url of urls) {
    // At phone width an alias adds nothing to its route (the same sections, a menu with nothing marked current).
    const details = aliases.has(url) ? { tag: '@once' } : {};
    test(
      `${url}: no axe-core violations, nothing from another host, no animation without end, at most 5 KB gzip of JavaScript until an island is touched, at phone width nothing wider than 320 px and no text over other text, even with WCAG's text spacing${contentRoutes.has(url) ? ', ends with a call to action to /contact' : ''}${exercised.has(url) ? '; at desktop width its features work under the security policy' : ''}`,
      details,
      async ({ page, external, baseURL, isMobile }) => {
        // The player and the form provider are answered here, never reached (and not counted as
        // external), on the pages that have them; elsewhere a request to either fails and counts.
        // (Any route makes the browser pass every request of the page through the test runner.)
        const features = new Set(featuresByPath.get(url)?.split(' '));
        const frames = features.has('video') ? await standInPlayer(page) : [];
        const posts = features.has('contact-form') ? await standInFormProvider(page) : [];
        const scripts: Promise<number>[] = [];
        const countScript = (response: Response) => {
          if (response.request().resourceType() === 'script' && response.url().startsWith(baseURL!))
            scripts.push(
              response.body().then(
                (b) => gzipSync(b, { level: 9 }).length,
                () => 0,
              ),
            );
        };
        page.on('response', countScript);
        // goto waits for the page script (fixtures.ts), which runs only once its chunks have all arrived.
        await page.goto(url);
        // Budget: until a visitor touches an island, every page loads at most 5 KB gzip of JavaScript
        // (islands load React on first interaction; sizes do not depend on the viewport). Measured
        // before axe runs: axe's focus checks would count as an interaction.
        page.off('response', countScript);
        const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
        expect(total, 'some JavaScript loads').toBeGreaterThan(0);
        expect(total, `JavaScript on ${url} before any interaction: ${total} bytes gzip`).toBeLessThanOrEqual(5 * 1024);
        await expect(page.locator('[data-hydrated]')).toHaveCount(0);
        if (contentRoutes.has(url)) {
          const last = page.locator('main > section').last();
          await expect(last).toHaveAttribute('data-section', 'cta');
          await expect(last.getByRole('link')).toHaveText(/^(Contact Us|Contact Our Team|Start Your SEO Journey)$/);
          await expect(last.getByRole('link')).toHaveAttribute('href', '/contact');
        }
        // Nothing animates for ever: a page at rest draws no frames (the chat avatar's rings stop after three).
        const endless = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
            .map((a) => (a instanceof CSSAnimation ? a.animationName : a.constructor.name)),
        );
        expect(endless, 'animations that never end').toEqual([]);
        // axe reads the page in its final look: the player has replaced the poster (it does so after
        // load), then reduced motion shows every card that would otherwise wait to be scrolled into
        // view and every image-wall tile, without animation (renderer/styles.css).
        if ((await page.locator('[data-embed-src]').count()) > 0) await expect(page.locator('[data-video=player] iframe').first()).toBeAttached();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const hidden = () => page.locator('.reveal, .wall-tile').evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length);
        await expect.poll(hidden, 'cards and tiles still hidden under reduced motion').toBe(0);
        await expectNoAxeViolations(page);
        if (isMobile) {
          // WCAG 1.4.10 and 1.4.12: on a phone 320 px wide, nothing scrolls sideways, and with WCAG's
          // text spacing no text is cut off, pushed out or pushed over other text either.
          const size = page.viewportSize()!;
          await page.setViewportSize({ width: 320, height: size.height });
          try {
            expect(await reflowProblems(page, 320, false), 'at 320 px').toEqual([]);
            expect(await reflowProblems(page, 320, true), "at 320 px with WCAG's text spacing").toEqual([]);
          } finally {
            await page.setViewportSize(size);
          }
        }
        await page.emulateMedia({ reducedMotion: null });
        // A video section swaps its poster for the player after the load event: that request, and no other, may leave.
        const players = await page.locator('[data-embed-src]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.embedSrc));
        expect(external.filter((url) => !players.includes(url))).toEqual([]);
        // Then a visitor uses what the page has (tabs, menu, chat widget, video, contact form): the
        // fixture fails the test on any Content-Security-Policy violation. The policy and the features'
        // code are the same at every width, so this runs at desktop width, on the first page of each
        // kind (featuresOf); the phone menu and the features at phone width have their own tests
        // (layout.spec.ts and the feature files).
        if (isMobile || !exercised.has(url)) return;
        await exerciseFeatures(page, frames);
        if ((await page.locator('[data-section=contact-form] form').count()) > 0) expect(posts).toHaveLength(1);
      },
    );
  }
});

// Checked once, at desktop width (the phone project leaves out @once).
test.describe('every page, JavaScript off', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });
  // An alias is its route's HTML (see above): reading the route without JavaScript reads it.
  for (const url of urls.filter((u) => !aliases.has(u))) {
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

// The 320 px reading itself, on a page of its own changed for the purpose (a reading that saw nothing would pass every page).
ownPageTest(
  "the 320 px reading opens every FAQ answer, not only each FAQ's last; an answer that scrolls in its box is not over the next question; a heading held to a fixed height is over its next line @once",
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto('/seo-company-jaipur');
    // The first answer twelve times as long: it scrolls in its box (max-height), its hidden lines under the questions after it.
    await page
      .locator('[data-faq-item] .faq-answer p')
      .first()
      .evaluate((p) => {
        p.textContent = `${p.textContent} `.repeat(12);
      });
    expect(await reflowProblems(page, 320, true)).toEqual([]);
    // Left as it was: the answers closed, each FAQ's items one group again.
    await expect(page.locator('details[data-faq-item][open]')).toHaveCount(0);
    await expect(page.locator('details[data-faq-item]:not([name])')).toHaveCount(0);
    // The first answer's box clipping it: seen, so it was open (with the FAQ's name kept, opening the
    // others closed it); and every section heading held to one line's height is over the line after it.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('[data-faq-item]:first-child .faq-answer { overflow: hidden } main h2 { height: 1.2em }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const problems = await reflowProblems(page, 320, true);
    expect(problems.filter((p) => p.startsWith('cut off: <div class="faq-answer'))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('text over text: <h2')).length).toBeGreaterThanOrEqual(3);
  },
);
