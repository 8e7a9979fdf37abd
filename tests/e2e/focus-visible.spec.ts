import { type CDPSession, devices, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { builtPages, isNotFoundPage } from '../../scripts/postbuild/html.ts';
import { expect, test } from './fixtures.ts';
import { distDir, pageTypes } from './site.ts';

/**
 * A keyboard user sees where the focus is (WCAG 2.4.7), with an indicator of at least 3:1 against
 * what it replaces (1.4.11), in the site's colours and in forced colours, as Windows' contrast themes
 * give them: system colours for text, backgrounds, borders and outlines, and no box shadows (Tailwind's
 * `ring`) or background images. axe-core checks neither.
 *
 * Each kind of control is pictured unfocused and focused, in the site's colours and in forced colours:
 * at least 20 pixels must change by a contrast of 3:1 or more. A kind is the control's element and
 * classes, the section it is in (or else the popover, header or footer), and the background of the
 * first box around it that has one, so the header's links are checked once, not on every page, and a button
 * on a light band apart from the same button on a dark one. The pages: one of each page type, then
 * the first page with a section type those lack (so every section type's controls are reached; the
 * not-found pages send the visitor on to the home page at once, so they are not among them). Controls
 * that show only once opened are opened first: the header's dropdown menus (by pointing at them), and
 * every popover (the phone menu with its first group, the chat widget's actions).
 */
const sectionTypesOf = (html: string) => new Set([...html.matchAll(/data-section="([\w-]+)"/g)].map((m) => m[1]));
const pages = (() => {
  const built = builtPages(distDir).filter((page) => !isNotFoundPage(page));
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
      /** The first background of an ancestor's box that is mostly opaque: what the control stands on. */
      const background = (el: Element | null): string => {
        for (let at = el; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          // The alpha of rgba(r, g, b, a) or of the newer forms, oklab(l a b / alpha).
          const alpha = (/^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(colour) ?? /\/\s*([\d.]+)\)$/.exec(colour))?.[1];
          if (colour !== 'transparent' && (alpha === undefined || Number(alpha) > 0.5)) return colour;
        }
        return 'the page';
      };
      return controls.map((el, i) => {
        el.setAttribute('data-focus-check', String(i));
        const section = el.closest('[data-section]')?.getAttribute('data-section');
        const part = section ?? (el.closest('[popover], header, footer')?.tagName.toLowerCase() || 'page');
        return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in ${part} on ${background(el.parentElement)}`;
      });
    },
    [within, outside] as const,
  );

/**
 * Blurs whatever has the focus, brings the control into view, and returns the box it takes up
 * unfocused and focused (a skip link moves when focused), with room for an indicator around it, in
 * the viewport. Sections drawn as they come
 * near the screen (content-visibility) can move it once drawn, so it is brought into view again after
 * the frame that drew them, and the pictures then in view are waited for.
 */
const focusBox = (control: Locator) =>
  control.evaluate(async (el: HTMLElement) => {
    const frame = () => new Promise((drawn) => requestAnimationFrame(drawn));
    (document.activeElement as HTMLElement | null)?.blur();
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    await frame();
    await frame();
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
    const boxes = () => {
      const rects = [el.getBoundingClientRect()];
      // A link stretched over its card by an absolute ::before/::after draws its indicator on the card.
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content === 'none' || (style.position !== 'absolute' && style.position !== 'fixed')) continue;
        const holder = getComputedStyle(el).position === 'static' ? el.offsetParent : el;
        if (holder) rects.push(holder.getBoundingClientRect());
      }
      return rects;
    };
    const unfocused = boxes();
    el.focus();
    const rects = [...unfocused, ...boxes()].filter((r) => r.width > 0 && r.height > 0);
    el.blur();
    // Room for the widest outline the site draws with its offset (3 px at 2 px), clipped to the viewport.
    const x = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left)) - 8));
    const y = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top)) - 8));
    const width = Math.min(innerWidth, Math.ceil(Math.max(...rects.map((r) => r.right)) + 8)) - x;
    const height = Math.min(innerHeight, Math.ceil(Math.max(...rects.map((r) => r.bottom)) + 8)) - y;
    return { x, y, width, height };
  });

/** Each sRGB channel value's linear light (WCAG's relative luminance), looked up rather than computed per pixel. */
const linear = Float64Array.from({ length: 256 }, (_, c) => (c <= 10 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));

/** Pixels whose colours in the two pictures (of the same box) have a contrast of 3:1 or more. */
async function contrastingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!pa || !pb || pa.length !== pb.length) throw new Error('two pictures of one size expected');
  let changed = 0;
  const luminance = (p: Buffer, i: number) =>
    0.2126 * (linear[p.readUInt8(i)] ?? 0) + 0.7152 * (linear[p.readUInt8(i + 1)] ?? 0) + 0.0722 * (linear[p.readUInt8(i + 2)] ?? 0);
  for (let i = 0; i < pa.length; i += 3) {
    if (pa.readUInt8(i) === pb.readUInt8(i) && pa.readUInt8(i + 1) === pb.readUInt8(i + 1) && pa.readUInt8(i + 2) === pb.readUInt8(i + 2)) continue;
    const [la, lb] = [luminance(pa, i), luminance(pb, i)];
    if ((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05) >= 3) changed++;
  }
  return changed;
}

/**
 * Focuses the first control of each kind (markControls) not in `seen`; returns what shows no focus.
 * The pictures, in turn: unfocused and focused in the site's colours, focused and unfocused in forced
 * colours (switching colours moves nothing), then unfocused in the site's colours again, which must
 * match the first (else something else changed meanwhile, and the control is pictured once more).
 */
async function checkControls(page: Page, cdp: CDPSession, scale: number, kinds: string[], where: string, seen: Set<string>): Promise<string[]> {
  const fresh = new Map<string, number>();
  kinds.forEach((kind, i) => {
    if (!seen.has(kind) && !fresh.has(kind)) fresh.set(kind, i);
  });
  const problems: string[] = [];
  for (const [kind, i] of fresh) {
    seen.add(kind);
    const control = page.locator(`[data-focus-check="${i}"]`);
    let found: string[] | undefined;
    for (let attempt = 1; attempt <= 2 && !found; attempt++) {
      const clip = await focusBox(control);
      if (clip.width <= 0 || clip.height <= 0) {
        found = [`${kind} on ${where}: nothing of it is in view`];
        break;
      }
      // The DevTools protocol's capture (about 35 ms, page.screenshot about 60) takes the page's
      // coordinates: the viewport's box plus the scroll, read at each capture (drawing a section that
      // comes near the screen can move the scroll to keep what is in view where it was).
      const shot = async () => {
        const { cssVisualViewport: view } = await cdp.send('Page.getLayoutMetrics');
        const region = { ...clip, x: clip.x + view.pageX, y: clip.y + view.pageY, scale };
        return Buffer.from((await cdp.send('Page.captureScreenshot', { format: 'png', clip: region })).data, 'base64');
      };
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
      if ((await contrastingPixels(site, await shot())) >= 20) {
        if (attempt === 2) found = [`${kind} on ${where}: its surroundings changed while it was pictured`];
        continue;
      }
      found = [];
      // An outline of 3 px around a 44 px control changes some 600 pixels; a browser's own ring, 300.
      for (const [colours, changed] of [
        ['site', await contrastingPixels(site, siteFocused)],
        ['forced', await contrastingPixels(forced, forcedFocused)],
      ] as const)
        if (changed < 20) found.push(`${kind} on ${where}, in ${colours} colours: ${changed} pixels change by 3:1 or more when it takes the focus`);
    }
    problems.push(...(found ?? []));
  }
  return problems;
}

/** Checks every page's controls of kinds not in `seen` on `page` (see above); returns what shows no focus. */
async function checkPages(page: Page, seen: Set<string>): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await page.context().newCDPSession(page);
  const scale = await page.evaluate(() => devicePixelRatio);
  const problems: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    // A text box's blinking caret is not a focus indicator: it is hidden while the pictures are taken.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { caret-color: transparent !important }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    problems.push(...(await checkControls(page, cdp, scale, await markControls(page, 'body', '[popover], [data-dropdown] ul'), url, seen)));
    // The header's dropdown menus open while pointed at (or when the focus is within, which
    // focusing one of their links cannot reach first, since a link not drawn takes no focus).
    for (const dropdown of await page.locator('[data-dropdown]').all()) {
      if (!(await dropdown.isVisible())) continue;
      await dropdown.hover();
      const id = await dropdown.locator('ul').getAttribute('id');
      problems.push(...(await checkControls(page, cdp, scale, await markControls(page, `#${id}`, null), `${url} (${id} open)`, seen)));
      await page.mouse.move(0, 0);
    }
    for (const id of await page.locator('[popover][id]').evaluateAll((els) => els.map((el) => el.id))) {
      const popover = page.locator(`#${id}`);
      await popover.evaluate((el: HTMLElement) => {
        if (!el.matches(':popover-open')) el.showPopover();
        el.querySelector('details')?.setAttribute('open', '');
      });
      problems.push(...(await checkControls(page, cdp, scale, await markControls(page, `#${id}`, null), `${url} (${id} open)`, seen)));
      await popover.evaluate((el: HTMLElement) => el.hidePopover());
    }
  }
  return problems;
}

// One test, in the desktop project: at 1280 px, then on a phone (the phone project's device: 390 px,
// twice the pixels, touch) for the kinds only a phone shows (the header's call, WhatsApp and menu
// buttons, the phone menu) and any other kind not met at 1280 px. A kind met at 1280 px is not
// checked again on the phone: the pictures are most of the suite's time here (about 100 s of
// processor time for both widths in full, on a 2-core machine).
test(`every kind of control shows where the keyboard focus is, by 3:1, in the site's colours and in the forced colours of a contrast theme, on ${pages.length} pages that hold every section type: at 1280 px, then on a phone for what only a phone shows`, {
  tag: '@once',
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const seen = new Set<string>();
  const problems = await checkPages(page, seen);
  const desktopKinds = seen.size;
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: devices['Pixel 7'].userAgent,
  });
  try {
    problems.push(...(await checkPages(await phone.newPage(), seen)));
  } finally {
    await phone.close();
  }
  expect(desktopKinds, 'kinds of control checked at 1280 px').toBeGreaterThan(30);
  expect(seen.size - desktopKinds, 'kinds of control only a phone shows').toBeGreaterThan(3);
  expect(problems, problems.join('\n')).toEqual([]);
});
