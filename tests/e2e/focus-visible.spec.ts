import type { CDPSession, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { builtPages } from '../../scripts/postbuild/html.ts';
import { expect, test } from './fixtures.ts';
import { distDir, pageTypes } from './site.ts';

/**
 * A keyboard user sees where the focus is (WCAG 2.4.7), in the site's colours and in a forced-colours
 * mode such as Windows' contrast themes, which drops box shadows (Tailwind's `ring`) and backgrounds
 * and keeps outlines, borders and text. axe-core does not check either.
 *
 * Each kind of control is focused and its surroundings are compared, pixel by pixel, with the same
 * place unfocused before and after: the focused picture must differ from both. A kind is a control's
 * element, classes and the section or page part it is in, so the header's links are checked once,
 * not on every page. The pages: one of each page type, then the first page with a section type those
 * lack (so every section type's controls are reached). Controls that show only once opened are
 * opened first: the header's dropdown menus (by pointing at them, desktop), and every popover (the
 * phone menu with its first group, the chat widget's actions).
 */
const sectionTypesOf = (html: string) => new Set([...html.matchAll(/data-section="([\w-]+)"/g)].map((m) => m[1]));
const pages = (() => {
  const built = builtPages(distDir);
  const chosen = [...pageTypes];
  const covered = new Set(chosen.flatMap((path) => [...sectionTypesOf(built.find((b) => b.path === path)?.html ?? '')]));
  for (const { path, html } of built) {
    const added = [...sectionTypesOf(html)].filter((type) => !covered.has(type));
    if (added.length === 0) continue;
    chosen.push(path);
    for (const type of added) covered.add(type);
  }
  return chosen;
})();

/**
 * Marks the controls a Tab key reaches inside `within` and not inside `outside` (selectors), drawn,
 * with data-focus-check, and returns the kind of each (see above).
 */
const markControls = (page: Page, within: string, outside: string | null) =>
  page.evaluate(
    ([withinSelector, outsideSelector]) => {
      for (const old of document.querySelectorAll('[data-focus-check]')) old.removeAttribute('data-focus-check');
      const root = document.querySelector(withinSelector);
      const controls = [...(root?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]') ?? [])].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          !(outsideSelector && el.closest(outsideSelector)),
      );
      return controls.map((el, i) => {
        el.setAttribute('data-focus-check', String(i));
        const part =
          el.closest('[data-section]')?.getAttribute('data-section') ?? el.closest('header, footer, nav, aside, [popover]')?.tagName.toLowerCase() ?? '';
        return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in ${part}`;
      });
    },
    [within, outside] as const,
  );

/**
 * Blurs whatever has the focus, brings the control into view and returns the box its focus indicator
 * can be drawn in, in the viewport.
 */
const focusBox = (control: Locator) =>
  control.evaluate(async (el: HTMLElement) => {
    (document.activeElement as HTMLElement | null)?.blur();
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    // The pictures brought into view (lazy ones start loading now), then a frame drawn with them.
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    // Sections drawn as they came near the screen (content-visibility) may have moved it: once more.
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    // A link stretched over its card by an absolute ::before/::after draws its indicator on the card.
    const rects = [el.getBoundingClientRect()];
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      if (style.content === 'none' || (style.position !== 'absolute' && style.position !== 'fixed')) continue;
      const holder = getComputedStyle(el).position === 'static' ? el.offsetParent : el;
      if (holder) rects.push(holder.getBoundingClientRect());
    }
    const [left, top] = [Math.min(...rects.map((r) => r.left)), Math.min(...rects.map((r) => r.top))];
    const [right, bottom] = [Math.max(...rects.map((r) => r.right)), Math.max(...rects.map((r) => r.bottom))];
    // Room for an outline with its offset (3 px and 2 px in renderer/styles.css), clipped to the viewport.
    const x = Math.max(0, Math.floor(left - 8));
    const y = Math.max(0, Math.floor(top - 8));
    // The DevTools protocol's clip is in the page's coordinates: the viewport's plus the scroll.
    return {
      x: x + scrollX,
      y: y + scrollY,
      width: Math.min(innerWidth, Math.ceil(right + 8)) - x,
      height: Math.min(innerHeight, Math.ceil(bottom + 8)) - y,
      scale: 1,
    };
  });

/** Pixels that differ between two screenshots of the same size (a channel by more than 40 of 255). */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!pa || !pb || pa.length !== pb.length) throw new Error('two pictures of one size expected');
  let changed = 0;
  for (let i = 0; i < pa.length; i += 3) {
    const differs = [0, 1, 2].some((c) => Math.abs(pa.readUInt8(i + c) - pb.readUInt8(i + c)) > 40);
    if (differs) changed++;
  }
  return changed;
}

/**
 * Focuses each control of `kinds` (markControls) whose kind is not in `seen`; returns those that show
 * no focus. Each is pictured unfocused and focused in the site's colours, then focused and unfocused
 * in forced colours (a contrast theme's colours stand in for the site's at once, without moving
 * anything). The pictures come from the DevTools protocol's capture, in the page's coordinates.
 */
async function checkControls(page: Page, cdp: CDPSession, kinds: string[], where: string, seen: Set<string>): Promise<string[]> {
  // The first control of each kind not checked yet.
  const fresh = new Map<string, number>();
  kinds.forEach((kind, i) => {
    if (!seen.has(kind) && !fresh.has(kind)) fresh.set(kind, i);
  });
  const unseen: string[] = [];
  for (const [kind, i] of fresh) {
    seen.add(kind);
    const control = page.locator(`[data-focus-check="${i}"]`);
    const clip = await focusBox(control);
    if (clip.width <= 0 || clip.height <= 0) continue;
    const shot = async () => Buffer.from((await cdp.send('Page.captureScreenshot', { format: 'png', clip })).data, 'base64');
    const site = await shot();
    const focusVisible = await control.evaluate((el) => {
      el.focus();
      return el.matches(':focus-visible');
    });
    expect(focusVisible, `${kind} on ${where} takes the keyboard focus`).toBe(true);
    const siteFocused = await shot();
    await page.emulateMedia({ forcedColors: 'active' });
    const forcedFocused = await shot();
    await control.evaluate((el) => el.blur());
    const forced = await shot();
    await page.emulateMedia({ forcedColors: 'none' });
    // An outline of 3 px around a 44 px control changes some 600 pixels; a browser's own ring, 300.
    for (const [colours, changed] of [
      ['site', await changedPixels(site, siteFocused)],
      ['forced', await changedPixels(forced, forcedFocused)],
    ] as const)
      if (changed < 20) unseen.push(`${kind} on ${where}, in ${colours} colours: ${changed} pixels change when it takes the focus`);
  }
  return unseen;
}

// Both widths are set here, so the tests run once, in the desktop project (playwright.config.ts).
for (const width of [1280, 390]) {
  test(`every kind of control shows where the keyboard focus is at ${width} px, in the site's colours and in the forced colours of a contrast theme, on ${pages.length} pages that hold every section type`, {
    tag: '@once',
  }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp = await page.context().newCDPSession(page);
    const seen = new Set<string>();
    const unseen: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      unseen.push(...(await checkControls(page, cdp, await markControls(page, 'body', '[popover], [data-dropdown] ul'), url, seen)));
      // The header's dropdown menus open while pointed at (or when the focus is within, which
      // focusing one of their links cannot reach first, since a link not drawn takes no focus).
      for (const dropdown of await page.locator('[data-dropdown]').all()) {
        if (!(await dropdown.isVisible())) continue;
        await dropdown.hover();
        const id = await dropdown.locator('ul').getAttribute('id');
        unseen.push(...(await checkControls(page, cdp, await markControls(page, `#${id}`, null), `${url} (${id} open)`, seen)));
        await page.mouse.move(0, 0);
      }
      // Popovers (the phone menu with its first group open, the chat widget's actions).
      for (const id of await page.locator('[popover][id]').evaluateAll((els) => els.map((el) => el.id))) {
        const popover = page.locator(`#${id}`);
        await popover.evaluate((el: HTMLElement) => {
          if (!el.matches(':popover-open')) el.showPopover();
          el.querySelector('details')?.setAttribute('open', '');
        });
        unseen.push(...(await checkControls(page, cdp, await markControls(page, `#${id}`, null), `${url} (${id} open)`, seen)));
        await popover.evaluate((el: HTMLElement) => el.hidePopover());
      }
    }
    expect(seen.size, 'kinds of control checked').toBeGreaterThan(30);
    expect(unseen, unseen.join('\n')).toEqual([]);
  });
}
