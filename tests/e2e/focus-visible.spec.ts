import { type Browser, type CDPSession, devices, type Locator, type Page } from '@playwright/test';
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
 *
 * In forced colours, on the same pages: every control the site draws as a box, by a background of its
 * own (translucent too) unlike what it stands on or by a ring or shadow, and every such box inside a
 * control that holds its icon (the video's play disc), has a border on every side (else a contrast
 * theme, which draws every background in one colour and no shadows, shows it as text among text);
 * and a selected tab, a current page's link or the menu group holding it (aria-selected,
 * aria-current) stands apart from every neighbour without that state by what a reader sees, in a
 * light palette and in a dark one (forcedLooks: a background or text colour 3:1 apart, a border
 * side, outline or underline that one has and the other not, a weight 300 apart; the browser's
 * computed styles then hold the system colours it draws). One control of each kind, as for the focus.
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

/** What the checks' code in the page shares, installed in each page before its own script (installInPage). */
interface InPage {
  /** The first background of the box of `el` or of one around it that is mostly opaque: what shows behind its text. */
  background(el: Element | null): string;
  /** The section a control is in (or else the popover, header or footer). */
  part(el: Element): string;
  /** A computed colour as sRGB 0–255 and its alpha 0–1, whatever form it is written in (drawn on a canvas). */
  rgba(colour: string): [number, number, number, number];
  /** `colour` laid over the opaque sRGB colour `under`, by its alpha. */
  over(colour: string, under: [number, number, number]): [number, number, number];
  /** The background colour `el` shows: its own laid over those of the boxes around it, down to the page (`page`, white unless given, where none has one). */
  shown(el: Element, page?: [number, number, number]): [number, number, number];
  /** The contrast ratio of two sRGB colours (WCAG's, 1 to 21). */
  contrast(a: [number, number, number], b: [number, number, number]): number;
}
function installInPage() {
  const ink = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })!;
  const rgba = (colour: string): [number, number, number, number] => {
    // A canvas keeps its previous colour when it cannot read the one it is given: set after two
    // others, a colour it reads comes out the same both times, and one it cannot stops the check
    // rather than passing for another.
    const after = (previous: string) => {
      ink.fillStyle = previous;
      ink.fillStyle = colour;
      return ink.fillStyle;
    };
    if (after('#010203') !== after('#040506')) throw new Error(`a colour the check cannot read: ${colour}`);
    ink.clearRect(0, 0, 1, 1);
    ink.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ink.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  // WCAG's relative luminance, as `linear` below computes it for the pictures' pixels.
  const luminance = (rgb: [number, number, number]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const alpha = (colour: string) => rgba(colour)[3];
  const helpers: InPage = {
    background(el) {
      for (let at = el; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'transparent' && alpha(colour) > 0.5) return colour;
      }
      return 'the page';
    },
    part: (el) => el.closest('[data-section]')?.getAttribute('data-section') ?? (el.closest('[popover], header, footer')?.tagName.toLowerCase() || 'page'),
    rgba,
    over(colour, under) {
      const [r, g, b, a] = rgba(colour);
      return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
    },
    shown(el, page = [255, 255, 255]) {
      const layers: Element[] = [];
      for (let at: Element | null = el; at; at = at.parentElement) layers.unshift(at);
      return layers.reduce<[number, number, number]>((under, layer) => helpers.over(getComputedStyle(layer).backgroundColor, under), page);
    },
    contrast(a, b) {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    },
  };
  (window as unknown as { focusCheck: InPage }).focusCheck = helpers;
}

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
      const { background, part } = (window as unknown as { focusCheck: InPage }).focusCheck;
      return controls.map((el, i) => {
        el.setAttribute('data-focus-check', String(i));
        return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in ${part(el)} on ${background(el.parentElement)}`;
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
    // Room for the widest outline the site draws with its offset (3 px at 2 px), and for the 2 px border
    // a box takes in forced colours only (measured in the site's colours), clipped to the viewport.
    const x = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left)) - 10));
    const y = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top)) - 10));
    const width = Math.min(innerWidth, Math.ceil(Math.max(...rects.map((r) => r.right)) + 10)) - x;
    const height = Math.min(innerHeight, Math.ceil(Math.max(...rects.map((r) => r.bottom)) + 10)) - y;
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
 * colours (each pair in one set of colours: a border drawn in forced colours only moves a box by its
 * width), then unfocused in the site's colours again, which must
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
      const pairs: [string, Buffer, Buffer][] = [
        ['site', site, siteFocused],
        ['forced', forced, forcedFocused],
      ];
      // A control that keeps its own colours in forced colours (forced-color-adjust: none, as the
      // selected tab in the theme's highlight) keeps its own outline colour too: pictured again in a
      // dark theme's palette, where an outline seen on a light one may not be.
      const ownColours = await control.evaluate((el) => {
        for (let at: Element | null = el; at; at = at.parentElement) if (getComputedStyle(at).forcedColorAdjust === 'none') return true;
        return false;
      });
      if (ownColours) {
        await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
        const dark = await shot();
        await control.evaluate((el) => el.focus());
        pairs.push(['dark forced', dark, await shot()]);
        await control.evaluate((el) => el.blur());
        await page.emulateMedia({ colorScheme: null });
      }
      await page.emulateMedia({ forcedColors: 'none' });
      if ((await contrastingPixels(site, await shot())) >= 20) {
        if (attempt === 2) found = [`${kind} on ${where}: its surroundings changed while it was pictured`];
        continue;
      }
      found = [];
      // An outline of 3 px around a 44 px control changes some 600 pixels; a browser's own ring, 300.
      for (const [colours, unfocused, focused] of pairs) {
        const changed = await contrastingPixels(unfocused, focused);
        if (changed < 20) found.push(`${kind} on ${where}, in ${colours} colours: ${changed} pixels change by 3:1 or more when it takes the focus`);
      }
    }
    problems.push(...(found ?? []));
  }
  return problems;
}

/**
 * Loads each page and calls `visit` for its parts a keyboard user reaches: the page (without its
 * popovers and dropdown menus), then each dropdown menu opened (by pointing at it, as focusing one
 * of its links cannot open it first: a link not drawn takes no focus), then each popover opened (the
 * phone menu with its first group, the chat widget's actions). `within` and `outside` are selectors.
 */
async function visitParts(page: Page, visit: (within: string, outside: string | null, where: string) => Promise<void>): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const url of pages) {
    await page.goto(url);
    // A text box's blinking caret is not a focus indicator: it is hidden while the pictures are taken.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { caret-color: transparent !important }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await visit('body', '[popover], [data-dropdown] ul', url);
    for (const dropdown of await page.locator('[data-dropdown]').all()) {
      if (!(await dropdown.isVisible())) continue;
      await dropdown.hover();
      const id = await dropdown.locator('ul').getAttribute('id');
      await visit(`#${id}`, null, `${url} (${id} open)`);
      await page.mouse.move(0, 0);
    }
    for (const id of await page.locator('[popover][id]').evaluateAll((els) => els.map((el) => el.id))) {
      const popover = page.locator(`#${id}`);
      await popover.evaluate((el: HTMLElement) => {
        if (!el.matches(':popover-open')) el.showPopover();
        el.querySelector('details')?.setAttribute('open', '');
      });
      await visit(`#${id}`, null, `${url} (${id} open)`);
      await popover.evaluate((el: HTMLElement) => el.hidePopover());
    }
  }
}

/**
 * The controls of `within` (not in `outside`) whose box the site draws by a background of their own
 * or a ring (a box shadow), or that hold their icon in such a box, and the ones with a state (a
 * selected tab, the current page, or the menu group holding it) that must show apart from their
 * neighbours: every control in the same tab list, navigation or list without that state, with the
 * same `role` attribute (a tab among tabs; links, buttons and the rest, which have none, among one
 * another, so a menu's button among its links). Each marked, with data-forced-box, or
 * data-forced-state and data-forced-peer on each neighbour (the states' numbers, one or more), and
 * described.
 */
const markBoxesAndStates = (page: Page, within: string, outside: string | null) =>
  page.evaluate(
    ([withinSelector, outsideSelector]) => {
      for (const name of ['data-forced-box', 'data-forced-state', 'data-forced-peer'])
        for (const old of document.querySelectorAll(`[${name}]`)) old.removeAttribute(name);
      const { part, shown } = (window as unknown as { focusCheck: InPage }).focusCheck;
      const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> in ${part(el)}`;
      /**
       * A box drawn by a background of its own (translucent too) unlike what it stands on, or by a ring
       * or shadow. The colours are compared as they show, as numbers: its background laid over those of
       * the boxes around it, against theirs alone (a white box on a white card is not drawn, whatever
       * form each colour is written in; a white box on a tinted layer over a white page is).
       */
      const drawn = (box: Element) => {
        const [mine, under] = [shown(box), shown(box.parentElement!)];
        return mine.some((channel, i) => Math.abs(channel - (under[i] ?? channel)) >= 1) || getComputedStyle(box).boxShadow !== 'none';
      };
      const controls = [
        ...(document.querySelector(withinSelector)?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="tab"]') ?? []),
      ].filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !(outsideSelector && el.closest(outsideSelector)));
      const boxes: string[] = [];
      const states: string[] = [];
      controls.forEach((el) => {
        // The control, and a box inside it that holds its icon (the video's play disc).
        const icons = [...el.querySelectorAll(':scope :not(svg, svg *)')].filter((inner) => inner.querySelector(':scope > svg'));
        for (const box of [el, ...icons].filter(drawn)) {
          box.setAttribute('data-forced-box', String(boxes.length));
          boxes.push(
            box === el ? describe(el) : `${describe(box)} holding the icon of <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`,
          );
        }
        const state =
          el.getAttribute('aria-selected') === 'true' ? 'aria-selected' : (el.getAttribute('aria-current') ?? 'false') !== 'false' ? 'aria-current' : null;
        if (!state) return;
        const group = el.closest('[role="tablist"], nav, ul, ol');
        const peers = controls.filter(
          (other) =>
            other !== el &&
            other.getAttribute('role') === el.getAttribute('role') &&
            other.closest('[role="tablist"], nav, ul, ol') === group &&
            !['true', 'page', 'step', 'location', 'date', 'time'].includes(other.getAttribute(state) ?? 'false'),
        );
        if (!peers.length) return;
        el.setAttribute('data-forced-state', String(states.length));
        for (const peer of peers) peer.setAttribute('data-forced-peer', `${peer.getAttribute('data-forced-peer') ?? ''} ${states.length}`.trim());
        states.push(`${describe(el)} (${state})`);
      });
      return { boxes, states };
    },
    [within, outside] as const,
  );

/**
 * In forced colours (the browser's computed styles then hold the system colours): each marked box
 * without a border on every side, and each marked state that looks like one of its neighbours. A
 * state stands apart by what a reader sees: the background shown (its own over what it stands on,
 * down to the palette's own page colour, `Canvas`) or the text colour at 3:1 or more from the neighbour's;
 * a border on a side where the other has none, or the borders of a side 3:1 apart; an outline or
 * underline that one has and the other not; or a weight at least 300 heavier or lighter (bold
 * against normal). Read on the control itself (a colour or weight set on a child is not seen).
 */
const forcedLooks = (page: Page) =>
  page.evaluate(() => {
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const drawnSide = (style: CSSStyleDeclaration, side: (typeof sides)[number]) =>
      Number.parseFloat(style[`border${side}Width`]) >= 1 && !['none', 'hidden'].includes(style[`border${side}Style`]);
    const bordered = (style: CSSStyleDeclaration) => sides.every((side) => drawnSide(style, side));
    const { over, shown, contrast, rgba } = (window as unknown as { focusCheck: InPage }).focusCheck;
    // The palette's page colour (white in a light one, black in a dark one), as a box painted with it
    // reads: where no box around a control has a background (the site's body has one, which forced
    // colours paint as this same colour, so it is a safeguard there).
    const probe = document.documentElement.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const [red, green, blue] = rgba(getComputedStyle(probe).backgroundColor);
    const canvas: [number, number, number] = [red, green, blue];
    probe.remove();
    const apart = (a: Element, b: Element) => {
      const [sa, sb] = [getComputedStyle(a), getComputedStyle(b)];
      const [ba, bb] = [shown(a, canvas), shown(b, canvas)];
      if (contrast(ba, bb) >= 3 || contrast(over(sa.color, ba), over(sb.color, bb)) >= 3) return true;
      for (const side of sides) {
        const [da, db] = [drawnSide(sa, side), drawnSide(sb, side)];
        if (da !== db) return true;
        if (da && contrast(over(sa[`border${side}Color`], ba), over(sb[`border${side}Color`], bb)) >= 3) return true;
      }
      const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      if (outlined(sa) !== outlined(sb)) return true;
      if (sa.textDecorationLine.includes('underline') !== sb.textDecorationLine.includes('underline')) return true;
      return Math.abs(Number(sa.fontWeight) - Number(sb.fontWeight)) >= 300;
    };
    const unbordered = [...document.querySelectorAll('[data-forced-box]')]
      .filter((el) => !bordered(getComputedStyle(el)))
      .map((el) => Number(el.getAttribute('data-forced-box')));
    const alike = [...document.querySelectorAll('[data-forced-state]')]
      .filter((el) => [...document.querySelectorAll(`[data-forced-peer~="${el.getAttribute('data-forced-state')}"]`)].some((peer) => !apart(el, peer)))
      .map((el) => Number(el.getAttribute('data-forced-state')));
    return { unbordered, alike };
  });

/** Checks the boxes and states (see above) of `within` (not in `outside`) of kinds not in `seen`; returns the problems. */
async function checkBoxesAndStates(page: Page, within: string, outside: string | null, where: string, seen: Set<string>): Promise<string[]> {
  const { boxes, states } = await markBoxesAndStates(page, within, outside);
  // Switching colours draws the whole page again: only where a kind is met for the first time.
  if ([...boxes, ...states].every((kind) => seen.has(kind))) return [];
  // A contrast theme's light palette, then a dark one's (a state apart on white may not be on black;
  // borders, read in both, do not change with the palette on this site).
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
  const light = await forcedLooks(page);
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  const dark = await forcedLooks(page);
  await page.emulateMedia({ forcedColors: 'none', colorScheme: null });
  // The palettes in which the `i`-th box or state fails, as the message names them.
  const failing = (found: 'unbordered' | 'alike', i: number) =>
    [light[found].includes(i) && 'a light', dark[found].includes(i) && 'a dark'].filter(Boolean).join(' and ');
  const problems: string[] = [];
  boxes.forEach((kind, i) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    const palettes = failing('unbordered', i);
    if (palettes)
      problems.push(
        `${kind} on ${where}: drawn by its background or a ring, it has no border in forced colours (${palettes} palette; a contrast theme shows it as text)`,
      );
  });
  states.forEach((kind, i) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    const palettes = failing('alike', i);
    if (palettes) problems.push(`${kind} on ${where}: in forced colours (${palettes} palette) it looks like a neighbour without that state`);
  });
  return problems;
}

/**
 * Checks every page's controls on `page` (see above): each kind of control not in `seen.focus` for
 * its focus indicator, each kind of box or state not in `seen.forced` in forced colours. Returns the problems.
 */
async function checkPages(page: Page, seen: { focus: Set<string>; forced: Set<string> }): Promise<string[]> {
  await page.addInitScript(installInPage);
  const cdp = await page.context().newCDPSession(page);
  const scale = await page.evaluate(() => devicePixelRatio);
  const problems: string[] = [];
  await visitParts(page, async (within, outside, where) => {
    problems.push(...(await checkControls(page, cdp, scale, await markControls(page, within, outside), where, seen.focus)));
    problems.push(...(await checkBoxesAndStates(page, within, outside, where, seen.forced)));
  });
  return problems;
}

/** Runs `check` in a page of a new phone context (the phone project's device: 390 px, twice the pixels, touch). */
async function onPhone<T>(browser: Browser, baseURL: string | undefined, check: (page: Page) => Promise<T>): Promise<T> {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: devices['Pixel 7'].userAgent,
  });
  try {
    return await check(await phone.newPage());
  } finally {
    await phone.close();
  }
}

// One test, in the desktop project: at 1280 px, then on a phone (the phone project's device: 390 px,
// twice the pixels, touch) for the kinds only a phone shows (the header's call, WhatsApp and menu
// buttons, the phone menu) and any other kind not met at 1280 px. A kind met at 1280 px is not
// checked again on the phone: the pictures are most of the suite's time here (about 100 s of
// processor time for both widths in full, on a 2-core machine). In forced colours the browser
// draws every background in the theme's one background colour and drops box shadows (Tailwind's
// `ring`): a button drawn by them shows as its text alone, and a state shown by them does not show.
test(`every kind of control shows where the keyboard focus is, by 3:1, in the site's colours and in the forced colours of a contrast theme; there, every control the site draws as a box keeps a border, and a selected tab or the current page stands apart from its neighbours in a light and a dark palette; on ${pages.length} pages that hold every section type: at 1280 px, then on a phone for what only a phone shows`, {
  tag: '@once',
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const seen = { focus: new Set<string>(), forced: new Set<string>() };
  const problems = await checkPages(page, seen);
  const [desktopKinds, desktopBoxes] = [seen.focus.size, seen.forced.size];
  problems.push(...(await onPhone(browser, baseURL, (phone) => checkPages(phone, seen))));
  expect(desktopKinds, 'kinds of control checked at 1280 px').toBeGreaterThan(30);
  expect(seen.focus.size - desktopKinds, 'kinds of control only a phone shows').toBeGreaterThan(3);
  expect(desktopBoxes, 'kinds of box and state checked in forced colours at 1280 px').toBeGreaterThan(10);
  expect(seen.forced.size - desktopBoxes, 'kinds of box and state only a phone shows').toBeGreaterThan(2);
  expect(problems, problems.join('\n')).toEqual([]);
});
