import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Dialog, JSHandle, Locator, Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { parse } from 'yaml';
import { REFUSED_SAVE, REFUSED_UNREAD, repeatedKeyMessage, UNREAD_REFUSED_TITLE, UNREAD_TITLE, WHOLE_ENTRY_NAME } from '../../admin/check.ts';
import { REMOVE_QUESTION } from '../../admin/confirm-remove.ts';
import { REVERT_QUESTION } from '../../admin/confirm-revert.ts';
import { UNSAVED_QUESTION } from '../../admin/unsaved.ts';
import { unreadListedMessage, unreadMessage, unreadTakenMessage } from '../../admin/unread-files.ts';
import { unreadNotice } from '../../admin/unread-note.ts';
import { SHARED_NAME_MISSING, SHARED_SECTION_HINT } from '../../catalogue/cms/config.ts';
import { oneFileHere } from '../../admin/upload-files.ts';
import { buildCatalogue } from '../../catalogue/catalogue.ts';
import { splitFrontMatter } from '../../catalogue/cms/yaml-writer.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { escapeRegExp } from '../../catalogue/regex.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';
import { postFrontMatterSchema } from '../../catalogue/post-schema.ts';
import { todayInIndia } from '../../catalogue/today.ts';
import { HEIC_MESSAGE } from '../../sections/fields.ts';
import type { GuideShot } from '../../scripts/guide-screenshots.ts';
import { intoTestBackend, testBackendFiles } from '../../scripts/editor-test-backend.ts';
import { nextPostId } from '../../scripts/new-post.ts';
import { tags, withoutRawText } from '../../scripts/postbuild/html.ts';
import { lineDiff } from '../line-diff.ts';
import { projectCopy, tsx } from '../new-section-copy.ts';
import { expect, expectNoAxeViolations, nextPaint, test } from './fixtures.ts';

/**
 * The browser editor at /admin/ (Sveltia CMS with its test backend, which keeps files in the
 * browser's private file system). Each test seeds that file system with this repository's
 * content, edits as content staff do, and reads back what the editor saved. Nothing leaves the
 * machine, and the page runs under its own Content-Security-Policy from `_headers`.
 */

const ROOT = join(import.meta.dirname, '../..');
const SEO_PAGE = 'pages-data/jaipur/seo.yaml';
const SHARED_DIR = 'pages-data/_shared';
const FIRST_ANSWER = 'After technical fixes, organic traffic commonly grows 40–60% in 90 days.';

/**
 * The repository's content, as the test backend reads it (a folder in the origin's private file
 * system); `edits` changes a file's text on the way (a page as content staff might have left it).
 */
async function seed(page: Page, edits: Record<string, (text: string) => string> = {}, files: Record<string, Buffer> = {}) {
  // The files go into the origin's storage from a light page of the same origin; the editor is
  // then loaded once, and reads them. `files`: others committed beside them (a photo's bytes).
  await page.goto('/robots.txt');
  const more = Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, { base64: bytes.toString('base64') }]));
  await page.evaluate(intoTestBackend, { ...testBackendFiles(ROOT, edits), ...more });
  // (Signed out, where the editor was signed in: it asks again, and reads the files anew.)
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await expect(page.getByText('Jaipur pages', { exact: true })).toBeVisible();
}

/** A file as the editor saved it: its text, or its bytes in base64. */
const readSaved = (page: Page, path: string, as: 'text' | 'base64') =>
  page.evaluate(
    async ([p, encoding]) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
      const parts = p.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
      if (encoding === 'text') return file.text();
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
    },
    [path, as] as const,
  );
const savedFile = (page: Page, path: string) => readSaved(page, path, 'text');
const savedBytes = async (page: Page, path: string) => Buffer.from(await readSaved(page, path, 'base64'), 'base64');

/** The file as the editor saved it or, while there is none, why the editor refused to save: each refused field's message, the build's panel. */
const savedOrRefused = async (page: Page, path: string) =>
  (await savedFile(page, path).catch(() => '')) ||
  page.evaluate(() => {
    const fields = [...document.querySelectorAll('[aria-invalid="true"]')].map(
      (e) =>
        `${e.closest('[data-key-path]')?.getAttribute('data-key-path')}: ${document.getElementById(e.getAttribute('aria-errormessage') ?? '')?.textContent}`,
    );
    return [...fields, document.getElementById('build-check')?.textContent ?? ''].join(' ').trim();
  });

/** Every section of the page's form folded (its list's Collapse All): their items' boxes are no longer drawn. */
const collapseSections = (page: Page) =>
  page
    .getByRole('group', { name: /Sections/ })
    .first()
    .getByRole('button', { name: 'Collapse All' })
    .first()
    .click();

/** The page's sections collapsed, then its first FAQ section scrolled to and opened: its header's toggle. */
async function openFaqSection(page: Page): Promise<Locator> {
  await collapseSections(page);
  const toggle = page.locator('button[aria-controls$="-body"]', { hasText: 'FAQ' }).first();
  await page.mouse.move(300, 500);
  for (let i = 0; i < 40 && (await toggle.count()) === 0; i++) await page.mouse.wheel(0, 300);
  await toggle.click();
  return toggle;
}

/**
 * The box of the first FAQ answer, which starts with `start`. The editor renders list items as they
 * scroll into view, so the page's sections are collapsed first: the FAQ section's header is then a
 * short scroll away, and only that section is opened (its items expanded) until the box is there.
 */
async function faqAnswerStartingWith(page: Page, start: string): Promise<JSHandle<HTMLTextAreaElement | HTMLInputElement>> {
  const toggle = await openFaqSection(page);
  const expandAll = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).getByRole('button', { name: 'Expand All' });
  for (let i = 0; i < 40; i++) {
    const handle = await page.evaluateHandle(
      (s) => [...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')].find((e) => e.value.startsWith(s)),
      start,
    );
    if (await handle.evaluate((e) => e !== undefined)) return handle as JSHandle<HTMLTextAreaElement | HTMLInputElement>;
    if ((await expandAll.count()) > 0 && (await expandAll.first().isEnabled())) await expandAll.first().click();
    await page.mouse.wheel(0, 400);
  }
  throw new Error(`No FAQ answer starting with "${start}"`);
}

/**
 * Saved, the editor writes the file, then closes the entry and shows its collection's list (its
 * "close the editor after saving" preference, on by default). Between the two a view the test opens
 * would be replaced by the list, so a test waits for the list before it goes on.
 */
const closedAfterSaving = (page: Page, collection: string) => expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`));

/**
 * Opens another of the editor's views, as an address typed in the address bar does, from an entry
 * the test has changed and leaves unsaved: the editor asks first (admin/unsaved.ts), and the test
 * answers OK.
 */
async function leaveChangedEntryFor(page: Page, url: string) {
  const asked: string[] = [];
  const answer = (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', answer);
  await page.goto(url);
  page.off('dialog', answer);
  expect(asked).toEqual([UNSAVED_QUESTION]);
}

/** Marks an element found in the page so a locator can act on it. */
async function mark(handle: JSHandle<Element | undefined>, name: string) {
  await handle.evaluate((e, n) => e?.setAttribute('data-test', n), name);
}

/**
 * axe-core on the whole editor page as it stands. The editor's markup is mended as it draws
 * (admin/a11y.ts): states where they change, at once, the rest in one pass a frame after each
 * change: two frames are waited first, so the pass after the last change has run.
 */
async function expectEditorNoAxeViolations(page: Page) {
  await nextPaint(page);
  // The body is the window's size (admin/admin.css): 0 px tall, as the editor leaves it, its
  // `overflow: hidden` hid the whole form from axe-core's test of what is on screen.
  expect(await page.evaluate(() => [document.body.offsetHeight, window.innerHeight])).toEqual([page.viewportSize()!.height, page.viewportSize()!.height]);
  // What is fading in or out: axe-core read its colours part-way, a contrast it never has at rest (a
  // colour-contrast finding on a notice's `.alert`, twice under load: the editor's notices fade in
  // and out over 0.25 s, and one began to go while axe-core ran). What moves now is awaited, and
  // while axe-core runs nothing fades: a notice is there or gone (a style sheet of the test's, by
  // the CSS object model, which the editor's policy does not refuse).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  try {
    await expectNoAxeViolations(page);
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

/**
 * axe-core on the whole editor page at desktop and then phone width, back to the page's own size
 * after: each check waits until the view has been drawn at that width (`ready`).
 */
async function expectEditorAccessible(page: Page, ready: (width: number) => Locator) {
  const own = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(ready(width)).toBeVisible();
    await expectEditorNoAxeViolations(page);
  }
  await page.setViewportSize(own);
}

/**
 * Counts from now on, from 0, the moves of the focus to a list item's folding button (Collapse, or
 * Expand while folded), as the editor makes one to the new item's Collapse button about 0.15 s after
 * a press of Add; `movesToItemToggle` reads the count.
 */
const countMovesToItemToggle = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { movesToItemToggle: number; countingMovesToItemToggle?: true };
    seen.movesToItemToggle = 0;
    if (seen.countingMovesToItemToggle) return;
    seen.countingMovesToItemToggle = true;
    document.addEventListener(
      'focusin',
      (event) => {
        if (event.target instanceof Element && event.target.matches('button[aria-controls$="-body"]')) seen.movesToItemToggle += 1;
      },
      true,
    );
  });
const movesToItemToggle = (page: Page) => page.evaluate(() => (window as unknown as { movesToItemToggle: number }).movesToItemToggle);

/**
 * From now on, the page's every timer of `from` ms made `to` ms: as on a slower device, or for staff
 * quicker than the machine running the test. `timersAsBuilt` undoes it (a page loaded anew has its own).
 */
const stretchTimers = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([from, to]) => {
      const w = window as unknown as { builtSetTimeout?: typeof setTimeout };
      w.builtSetTimeout ??= window.setTimeout;
      const set = w.builtSetTimeout;
      window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) => set(run, ms === from ? to : ms, ...rest)) as typeof setTimeout;
    },
    [from, to],
  );
const timersAsBuilt = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { builtSetTimeout?: typeof setTimeout };
    if (w.builtSetTimeout) window.setTimeout = w.builtSetTimeout;
  });

/** The key path of the form field that holds the focus. */
const focusedFieldIn = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-key-path]')?.getAttribute('data-key-path'));

/** The words drawn after a field's message (its `::after`): the note that the box changed since the check, or `none`. */
const noteAfter = (message: Locator) => message.evaluate((m) => getComputedStyle(m, '::after').content);

/** The header toggle of the last list item showing `label` (a section's type). */
const itemToggle = (page: Page, label: string) =>
  page.evaluateHandle((l) => [...document.querySelectorAll('button[aria-controls$="-body"]')].filter((b) => b.textContent?.includes(l)).pop(), label);

/** The header toggles of the Figures sections. */
const figuresToggles = (page: Page) => page.locator('button[aria-controls$="-body"]', { hasText: 'Figures' });

/** The list item of the last Figures section: the innermost group holding its header. */
const figuresItem = (page: Page) => page.locator('[role=group]', { has: page.locator('button[aria-controls$="-body"]', { hasText: 'Figures' }) }).last();

/** A new Figures section filled in: its heading and two figures. */
async function fillFigures(body: Locator) {
  await body.getByRole('textbox', { name: 'Heading' }).fill('Jaipur clients in numbers');
  // The editor renders a field once it scrolls into view: scroll until the figures list is there.
  const addItem = body.getByRole('button', { name: /Add.*Item/ });
  await body.page().mouse.move(300, 500);
  for (let i = 0; i < 40 && (await addItem.count()) === 0; i++) await body.page().mouse.wheel(0, 200);
  await addItem.click();
  await body.getByRole('button', { name: /Add.*Item/ }).click();
  await body.getByRole('textbox', { name: 'Value' }).nth(0).fill('120+');
  await body.getByRole('textbox', { name: 'Label' }).nth(0).fill('Jaipur clients');
  await body.getByRole('textbox', { name: 'Value' }).nth(1).fill('12+');
  await body.getByRole('textbox', { name: 'Label' }).nth(1).fill('Years in Jaipur');
}

/**
 * Resolves when the editor's page change has ended. It changes pages in a View Transition and its
 * form settles only at the end of it: what is typed before can be cleared (a new post's first
 * fields were, in about a third of the tries).
 */
const pageTransitionEnded = (page: Page) => page.waitForFunction(() => !(document as Document & { activeViewTransition?: object | null }).activeViewTransition);

/** Shared sections → Create New Entry, named `name` (the file's name, which pages include it by). */
async function newSharedSection(page: Page, name: string) {
  await page.goto('/admin/#/collections/shared');
  await page.getByRole('treeitem', { name: 'Shared sections' }).click();
  // (With none listed, the empty list offers its own Create New Entry too.)
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await pageTransitionEnded(page);
  await page.getByRole('textbox', { name: /slug/i }).fill(name);
}

/** A field of the entry form by its key, scrolled to: the editor renders a field once it comes into view. */
/**
 * The boxes of the form that `stops` presses of Tab, from the focus, leave under the check's open
 * list (a box taller than 100 px: its top), each named with its field and place; none is.
 */
async function tabStopsUnderList(page: Page, stops: number): Promise<string[]> {
  const underList: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    const under = await page.evaluate(() => {
      const control = document.activeElement;
      const field = control?.closest('section[data-key-path]');
      const list = document.getElementById('build-check')?.getBoundingClientRect();
      if (!control || !field || !list) return null;
      const box = control.getBoundingClientRect();
      const overlaps = box.bottom > list.top && box.top < list.bottom && box.right > list.left && box.left < list.right;
      const hidden = box.height <= 100 ? overlaps : box.top >= list.top;
      return hidden
        ? `${control.getAttribute('aria-label') ?? control.tagName} in ${field.getAttribute('data-key-path')} at ${Math.round(box.top)}–${Math.round(box.bottom)}`
        : null;
    });
    if (under) underList.push(under);
  }
  return underList;
}

async function formField(page: Page, key: string): Promise<Locator> {
  const field = page.locator(`section[data-key-path="${key}"]`);
  await page.mouse.move(300, 500);
  for (let i = 0; i < 40 && (await field.count()) === 0; i++) await page.mouse.wheel(0, 300);
  return field;
}

/**
 * A photo as a phone takes it: a 4032×3024 JPEG named as the camera names it, with the camera's
 * model and a GPS position in its EXIF. Its pixels are a sky over darker ground with patches of
 * light, from a fixed seed: the same bytes on every run, so the build's image cache knows its copies.
 */
const PHOTO_NAME = 'IMG_0042.JPG';
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [64, 48];
  let seed = 20_261_125;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        const sky = y < height * 0.55;
        const base = sky ? [120, 160, 220][c]! + y * 1.5 : [150, 110, 80][c]! - (y - height * 0.55) * 1.5;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(base + (random() - 0.5) * 80)));
      }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '75/1 49/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small PNG as a photo app exports one: the camera's maker and model and a GPS position in its `eXIf` chunk. */
const pngWithPosition = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '75/1 49/1 0/1' },
    })
    .png()
    .toBuffer();

/** Files for a drop event, as a file manager hands them over: name, type and bytes each. */
const filesToDrop = (page: Page, files: [name: string, type: string, bytes: Buffer][]) =>
  page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const [name, type, base64] of list) data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      return data;
    },
    files.map(([name, type, bytes]) => [name, type, bytes.toString('base64')] as const),
  );

/** A JPEG's image data: from its start-of-scan marker to the end. */
const scanOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

/**
 * The photo as the editor saved it is the phone's without the place it was taken: no GPS position
 * for an EXIF reader, the camera's model kept, the same size and the same image data byte for byte.
 */
async function expectSavedWithoutLocation(saved: Buffer, photo: Buffer) {
  expect(await exifr.gps(photo), 'the phone photo has a position').toBeDefined();
  expect(await exifr.gps(saved), 'the saved photo has a position').toBeUndefined();
  expect(await exifr.parse(saved, { pick: ['Make', 'Model'] })).toEqual({ Make: 'PhoneMaker', Model: 'Phone 12' });
  expect(saved.length).toBe(photo.length);
  expect(scanOf(saved).equals(scanOf(photo)), 'the same image data').toBe(true);
}

/**
 * A picture of the editor for CONTENT.md, when `npm run screenshots` runs these tests
 * (scripts/guide-screenshots.ts names the pictures and keeps their record); nothing otherwise.
 */
async function guideScreenshot(page: Page, name: GuideShot, show: Locator[] = []) {
  const folder = process.env.GUIDE_SCREENSHOTS;
  if (!folder) return;
  for (const part of show) {
    await part.scrollIntoViewIfNeeded();
    // A section scrolled into view is drawn a frame later (`content-visibility: auto` in the preview): wait for two.
    await part.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  }
  // As staff see the editor that saves to the repository: without the practice note above it.
  const editorAsSaved = '#practice-note { display: none } body > .app-shell { top: 0 !important; height: 100% !important }';
  await page.screenshot({ path: join(folder, `${name}.jpg`), type: 'jpeg', quality: 80, caret: 'hide', animations: 'disabled', style: editorAsSaved });
}

/** A date `days` after today in India, YYYY-MM-DD. */
const daysFromToday = (days: number) => new Date(Date.parse(todayInIndia()) + days * 86_400_000).toISOString().slice(0, 10);

/** The build's steps 2, 4 and 5 (scripts/build.ts): validate, the images' copies, the pages pre-rendered with them. */
const VALIDATE_IMAGES_PAGES = `Promise.all([import('./scripts/validate.ts'), import('./scripts/build.ts')]).then(([{ validate }, { buildImagesAndPages }]) => buildImagesAndPages(validate()))`;

test.describe('the browser editor', { tag: '@once' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('/admin/ loads from this site only, under its own policy, kept out of search, can be zoomed, and its sign-in page has no accessibility violations at either width; the practice editor’s blank settings are checked at their first Save', async ({
    page,
    external,
  }) => {
    const response = await page.goto('/admin/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Ours and the editor's own robots tag: both keep the page out of search.
    for (const content of await page.locator('meta[name=robots]').evaluateAll((m) => m.map((e) => e.getAttribute('content'))))
      expect(content).toMatch(/noindex/);
    await expect(page.getByRole('button', { name: 'Work with Test Repository' })).toBeVisible();
    await expect(page.locator('#practice-note')).toContainText('Practice mode');
    // In sight, above the editor, not under it.
    await expect(page.locator('#practice-note')).toBeInViewport({ ratio: 1 });
    const note = (await page.locator('#practice-note').boundingBox())!;
    await expect.poll(async () => (await page.locator('body > .app-shell').boundingBox())?.y ?? 0).toBeCloseTo(note.y + note.height, 0);
    // The editor's fonts come from /admin/fonts/, not from a CDN.
    const fonts = await page.evaluate(() => document.fonts.ready.then(() => [...document.fonts].map((f) => f.family)));
    expect(fonts.length).toBeGreaterThan(0);
    // The editor's own viewport tag stops pinch zoom (maximum-scale=1); admin/a11y.ts takes that out.
    const viewports = () => page.locator('meta[name=viewport]').evaluateAll((m) => m.map((e) => e.getAttribute('content')));
    await expect.poll(viewports).toContainEqual(expect.stringContaining('interactive-widget=resizes-content'));
    for (const content of await viewports()) expect(content).not.toMatch(/maximum-scale|user-scalable/);
    // The sign-in page is the page's main landmark (the editor's markup has none), the practice note beside it.
    await expectEditorAccessible(page, () => page.getByRole('main').getByRole('button', { name: 'Work with Test Repository' }));
    // The practice editor starts without the settings: its blank Site settings, a file not saved
    // yet, are checked at the first Save as the file they will be, though the editor refuses it itself.
    await page.getByRole('button', { name: 'Work with Test Repository' }).click();
    await page.goto('/admin/#/collections/settings/entries/site');
    await pageTransitionEnded(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    await expect(panel.getByRole('listitem').filter({ hasText: /^Name / })).toHaveText(
      'Name Must not be empty — Agency name, shown in the header, footer and page titles too-few',
    );
    await expect(panel.getByRole('listitem').filter({ hasText: /^Social profiles / })).toHaveText('Social profiles List exactly three social profiles too-few');
    expect(external).toEqual([]);
  });

  /**
   * One editing session, as content staff work: an empty answer is refused at its field, a section
   * added after the call to action is refused before saving, then the page is fixed and saved.
   * (One session, not three tests: opening the editor on the seeded content is most of the time.)
   */
  test('edit the Jaipur SEO page: an empty answer and a page without its call to action at the end are refused; at a Save the editor refuses itself the build check’s panel lists what the form now holds, the boxes the editor refused too; a changed answer, a new FAQ item and a Figures section are saved as those lines only, and the build accepts the page', async ({
    page,
    external,
  }) => {
    await seed(page);
    // The list view: the collections' sidebar and the list are landmarks; the global toolbar the banner
    // at the top, or on a phone a navigation at the bottom (admin/a11y.ts).
    await expectEditorAccessible(page, (width) =>
      width < 640 ? page.getByRole('navigation', { name: 'Editor menu' }) : page.getByRole('banner').getByRole('toolbar', { name: 'Global' }),
    );
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    const before = readFileSync(join(ROOT, SEO_PAGE), 'utf8');
    const answer = await faqAnswerStartingWith(page, FIRST_ANSWER);
    await mark(answer, 'answer');
    const box = page.locator('[data-test=answer]');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const newAnswer = 'Most Jaipur businesses see first results in three to six months.';

    // 1. The new answer; the preview draws the page with the site's own sections and stylesheet as it is edited,
    // and draws again only the section that changed (admin/preview.ts drawParts): the hero is the same node after it.
    const preview = page.frameLocator('iframe').first();
    const hero = preview.locator('main > section').first();
    const faqSection = preview.locator('main > section[data-section="faq"]');
    await hero.evaluate((s) => s.setAttribute('data-test-drawn', 'before the answer'));
    await faqSection.evaluate((s) => s.setAttribute('data-test-drawn', 'before the answer'));
    await box.fill(newAnswer);
    await expect(preview.getByText(newAnswer)).toBeAttached();
    await expect(faqSection).not.toHaveAttribute('data-test-drawn');
    await expect(hero).toHaveAttribute('data-test-drawn', 'before the answer');
    await expect(preview.locator('h1')).toHaveText('SEO services in Jaipur that bring customers, not just clicks');
    // The hero's heading at the weight the site's stylesheet gives it (font-extrabold), not a browser's bold.
    await expect.poll(() => preview.locator('h1').evaluate((h) => getComputedStyle(h).fontWeight)).toBe('800');
    // Its FAQ item, opened, shows the answer as typed. (Opened from the script: a click in the frame
    // leaves the focus there, and the editor's next menu then closes as soon as it opens.)
    await preview
      .locator('details', { has: page.locator('summary', { hasText: 'How long before SEO shows results for a Jaipur business?' }) })
      .evaluate((details: HTMLDetailsElement) => {
        details.open = true;
      });
    await expect(preview.getByText(newAnswer)).toBeVisible();
    await guideScreenshot(page, 'change-faq-answer', [box, preview.getByText(newAnswer)]);

    // 2. A Figures section above the call to action: its item menu, Add Item Above.
    // The editor draws a list item once it scrolls into view: scroll until the call to action is there.
    const ctaToggle = page.locator('button[aria-controls$="-body"]', { hasText: 'Call to action' });
    await page.mouse.move(300, 500);
    for (let i = 0; i < 40 && (await ctaToggle.count()) === 0; i++) await page.mouse.wheel(0, 300);
    // Right after typing, the editor is still redrawing the form, and that closes a menu opened
    // meanwhile (or draws the item anew): find its menu button and open it again until its item could be chosen.
    await expect(async () => {
      const cta = await itemToggle(page, 'Call to action');
      await cta.evaluate((t) =>
        t?.parentElement?.parentElement?.querySelector('button[aria-label="List Item Options"]')?.setAttribute('data-test', 'cta-options'),
      );
      await page.locator('[data-test=cta-options]').click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: /Add Item Above/ }).click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Figures' }).click();
    await expect(figuresToggles(page)).toHaveCount(1);
    // The new section's first box has the focus (admin/focus-kept.ts), not its Collapse button.
    await expect(figuresItem(page).getByRole('textbox', { name: 'Heading' })).toBeFocused();
    await fillFigures(figuresItem(page));
    await expect(preview.getByRole('heading', { name: 'Jaipur clients in numbers' })).toBeVisible();
    await guideScreenshot(page, 'add-section', [figuresItem(page).getByRole('textbox', { name: 'Heading' }), preview.getByText('Jaipur clients in numbers')]);

    // 3. A required text left empty: shown at its field, tied to it (aria-errormessage), in the build's words with its code; nothing saved.
    //    So is a figure's value, a text with a pattern: the build's words, not the editor's "This field is required."
    const figure = figuresItem(page).getByRole('textbox', { name: 'Value' }).first();
    await figure.fill('');
    await box.fill('');
    await save.click();
    const errorId = await box.getAttribute('aria-errormessage');
    await expect(page.locator(`[id="${errorId}"]`)).toContainText('Must not be empty');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(figure).toHaveAttribute('aria-invalid', 'true');
    await expect(figure).toHaveAttribute('aria-required', 'true');
    const figureError = page.locator(`[id="${await figure.getAttribute('aria-errormessage')}"]`);
    await expect(figureError).toContainText('Must not be empty');
    await expect(figureError).not.toContainText('required');
    // The build's check ran as Save was pressed, though the editor refused the save itself: its panel
    // lists both boxes, in the build's words; under each box the editor's message stands alone.
    const buildPanel = page.locator('#build-check');
    await expect(buildPanel.getByRole('listitem').filter({ hasText: 'Must not be empty' })).toHaveText([
      /^Section \d+ \(FAQ\) › item \d+ › answer Must not be empty — /,
      /^Section \d+ \(Figures\) › item 1 › value Must not be empty — The figure as shown/,
    ]);
    for (const refused of [box, figure])
      await expect(refused.locator('xpath=ancestor::section[@data-key-path][1]').locator(':scope > .build-check-at-field')).toBeHidden();
    // One alert in the page for the Save: the editor's notice, in the words of a save the check
    // refused, as the panel names both boxes, without its button to the editor's own list; the panel
    // is a region, and each box's message is polite (its own aria-live), not an alert of its own.
    await expect(page.getByRole('alert')).toContainText(REFUSED_SAVE);
    await expect(page.getByRole('button', { name: 'Show Errors' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Not saved: the build would refuse this entry' })).toBeVisible();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('aria-live', 'polite');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    await figure.fill('120+');
    // The entry editor with that refused field and its message (at this width: another redraws the list and its boxes).
    await expectEditorNoAxeViolations(page);
    // Changed, the box is checked again as it is typed in, as the editor checks its own boxes
    // (admin/site-text.ts): not empty now, its message goes, and the check's note under it, shown
    // again, says the box changed since the check; emptied again, the editor's message is back, the
    // note waits behind it. The next save checks again, and a box still empty has the check's message alone.
    const message = page.locator(`[id="${errorId}"]`);
    const answerNote = box.locator('xpath=ancestor::section[@data-key-path][1]').locator(':scope > .build-check-at-field');
    await box.fill('S');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(answerNote).toBeVisible();
    await expect.poll(() => noteAfter(answerNote)).toContain('changed since this check: Save checks it again');
    // In grey, not the check's red: it may no longer apply.
    await expect(answerNote).toHaveCSS('color', 'rgb(71, 84, 103)');
    await box.fill('');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toContainText('Must not be empty');
    await expect(answerNote).toBeHidden();
    // A box the editor refused that the panel does not name (as a rule of the editor's alone would):
    // its notice keeps its own words and its button to the editor's list.
    // (The last Save's notice gone first: on a busy machine it still showed, and the editor drew no other.)
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    const figureField = figure.locator('xpath=ancestor::section[@data-key-path][1]');
    await figureField.evaluate((field) =>
      field.append(Object.assign(document.createElement('div'), { id: 'test-only-error', textContent: 'A rule of the editor alone' })),
    );
    await save.click();
    const ownNotice = page.getByRole('alert').filter({ hasText: 'Please correct it to save the entry.' });
    await expect(ownNotice).toContainText('One field has an error.');
    await expect(ownNotice.getByRole('button', { name: 'Show Errors' })).toBeVisible();
    await figureField.evaluate((field) => field.querySelector('#test-only-error')?.remove());
    await expect.poll(() => noteAfter(message)).toBe('none');
    await expect(message).toContainText('Must not be empty');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);

    await box.fill(newAnswer);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => noteAfter(answerNote)).toContain('Save checks it again');
    await expect(preview.locator('body')).toContainText(newAnswer);

    // Two placeholders left in it: refused by the build's own check, listed in its panel and said
    // under the box too, each on a line of its own; typed in since, that note says so; Close takes both away.
    await box.fill(`${newAnswer} TODO: ask [Client name].`);
    // The panel is drawn once for this save: as Save is pressed, and kept (not drawn and announced
    // again) when the check before saving finds the same.
    await page.evaluate(() => {
      const drawn = { count: 0 };
      (window as unknown as { panelsDrawn: typeof drawn }).panelsDrawn = drawn;
      new MutationObserver((records) => {
        for (const r of records) for (const node of r.addedNodes) if (node instanceof Element && node.id === 'build-check') drawn.count += 1;
      }).observe(document.body, { childList: true });
    });
    await save.click();
    const placeholderPanel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    await expect(placeholderPanel).toContainText('"TODO" is a placeholder');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => (window as unknown as { panelsDrawn: { count: number } }).panelsDrawn.count)).toBe(1);
    const atAnswer = box.locator('xpath=ancestor::section[@data-key-path][1]').locator(':scope > .build-check-at-field');
    await expect(atAnswer.locator('p')).toHaveText([
      '"TODO" is a placeholder: write the real text before publishing (or switch Draft on)',
      '"[Client name]" is a placeholder: write the real text before publishing (or switch Draft on)',
    ]);
    const [first, second] = await atAnswer.locator('p').evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect()));
    expect(second!.top, 'the second message starts on a line of its own').toBeGreaterThanOrEqual(first!.bottom);
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    await expectEditorNoAxeViolations(page);
    await box.fill(newAnswer);
    await expect.poll(() => noteAfter(atAnswer)).toContain('Save checks it again');
    await placeholderPanel.getByRole('button', { name: 'Close' }).click();
    await expect(atAnswer).toHaveCount(0);
    // Left again, then mended while a figure is emptied: the next Save is refused by the editor's own
    // check of that box; the panel lists what the build says of the entry as it is now (the figure),
    // and the note of the check before goes (it told of the placeholder mended since).
    await box.fill(`${newAnswer} TODO`);
    await save.click();
    await expect(placeholderPanel).toContainText('"TODO" is a placeholder');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(atAnswer).toHaveCount(1);
    await box.fill(newAnswer);
    // The Save is to find the figure empty: the preview, drawn from what the editor holds, shows it
    // gone first, or it is emptied again. (On CI once, the form's boxes were gone after this Save, as
    // after a Save the editor accepts and leaves the entry: it may still have held the figure.)
    await expect(async () => {
      await figure.fill('');
      await expect(preview.getByText('120+')).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await save.click();
    await expect(figure, 'the emptied figure, in the form the refused Save keeps open').toHaveAttribute('aria-invalid', 'true');
    await expect(placeholderPanel.getByRole('button', { name: /› value$/ }).first()).toBeVisible();
    await expect(placeholderPanel).not.toContainText('placeholder');
    await expect(atAnswer).toHaveCount(0);
    await figure.fill('120+');

    // 4. A new FAQ item: the first "Add Items" after that answer, then its two empty boxes.
    await answer.evaluate((from) => {
      const add = [...document.querySelectorAll('button')].find(
        (b) => /Add.*Item/.test(b.textContent ?? '') && from.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      add?.setAttribute('data-test', 'add-faq-item');
    });
    await page.locator('[data-test=add-faq-item]').click();
    // The new item's boxes render a moment after the click: tag them once both are there.
    await expect
      .poll(() =>
        answer.evaluate((from) => {
          // The question is one line, the answer a box.
          const boxes = [...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')]
            .filter((e) => (e.type === 'text' || e.type === 'textarea') && !e.value && from.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)
            .slice(0, 2);
          boxes.forEach((e, i) => {
            e.setAttribute('data-test', `new-faq-${i}`);
          });
          return boxes.length;
        }),
      )
      .toBe(2);
    // Typed as staff type: the question, then Tab, which stops at the Answer's ⋮ before its box (the
    // editor's order; its ⋮ shows while it has the focus). What is typed there goes into the box
    // (admin/field-menu-typing.ts): it was lost, 2 of 2 in a content editor's trial.
    await page.locator('[data-test=new-faq-0]').click();
    await page.keyboard.type('Do you work with shops in Bapu Bazaar?');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName('Show Field Options');
    await page.keyboard.type('Yes: local SEO works for a single shop as well as for a chain.');
    await expect(page.locator('[data-test=new-faq-1]')).toBeFocused();
    await expect(page.locator('[data-test=new-faq-0]')).toHaveValue('Do you work with shops in Bapu Bazaar?');
    await expect(page.locator('[data-test=new-faq-1]')).toHaveValue('Yes: local SEO works for a single shop as well as for a chain.');

    // 5. A second Figures section added at the end: the page no longer ends with its call to action, a
    //    rule across fields the form cannot show. Refused before saving with the build's message and
    //    code; that section removed again, the page is saved.
    //    On a slower device (the page slowed 4×, as on a low-end phone): the editor took longer to
    //    draw the new section than the 1.5 s for which what is typed at once was held for its box,
    //    and the text was lost (3 runs of 4; admin/focus-kept.ts holds it until the box takes the
    //    focus, up to 10 s from each of the editor's steps).
    //    And the editor's own move to the new section's Collapse button, which it makes a moment
    //    after adding (after a wait of 0.1 s), came later than the box taking the focus: 1.1–1.4 s
    //    after it at 4× on a busy machine, 1.7–4.8 s at 14×, and one that came after the 1.5 s the
    //    box was kept took the focus from it (the likeliest cause of this step's one failure in a
    //    fresh clone). That wait made 3 s here, as on such a device (the page's every 0.1 s timer,
    //    for this step); the box keeps the focus through the move.
    const slowed = await page.context().newCDPSession(page);
    await slowed.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await stretchTimers(page, 100, 3_000);
    // (How many times the focus went to a Collapse button: the new section's is the last.)
    await countMovesToItemToggle(page);
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    // Chosen with the keyboard straight away: the menu of types takes Enter (admin/focus-kept.ts
    // keeps keys typed after Add for the new item's box, not after an Add that opens a menu).
    await page.getByRole('menuitem', { name: 'Figures' }).press('Enter');
    // What is typed at once is held for the new section's first box: not seen by Add Section's
    // button, which has the focus meanwhile (its space opened the menu again, whose type-ahead took
    // the rest), and typed into its Heading, a box of the site's texts that the editor draws after
    // the Intro below it (the shared-section test reads the same after a click on Figures).
    await page.keyboard.type('Jaipur clients');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 15_000 });
    // Filled once it is drawn: until then the last Figures section is the one above.
    await expect(figuresToggles(page)).toHaveCount(2, { timeout: 15_000 });
    const newHeading = figuresItem(page).getByRole('textbox', { name: 'Heading' });
    await expect(newHeading).toBeFocused({ timeout: 15_000 });
    // Then the editor's late move (the focus went to the Collapse button before the Heading, from
    // the hand-over, then the editor's own), and the Heading has it back.
    await expect.poll(() => movesToItemToggle(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(newHeading).toBeFocused();
    await timersAsBuilt(page);
    await expect(newHeading).toHaveValue('Jaipur clients');
    await expect(figuresItem(page).getByRole('textbox', { name: 'Intro' })).toHaveValue('');
    await slowed.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await fillFigures(figuresItem(page));
    // Saved from the keyboard, Ctrl+S in the last box filled, as keyboard staff save.
    await page.keyboard.press('Control+s');
    const panel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    await expect(panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Section 12 (Figures) › type' }) })).toContainText(
      'Every page ends with a call to action: make the last section a Call to action linking to /contact (drag the Call to action to the end by its handle, or Add Section → Call to action)',
    );
    // Its code after it, small, for CONTENT.md's list of codes; its title on pointing at it.
    await expect(panel.locator('.build-check-code').filter({ hasText: /^cta-last$/ })).toHaveAttribute('title', 'The page does not end with a call to action');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    // The editor's own error dialog says why, not "try again later" (admin/check.ts).
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: 'Not saved' })).toContainText(REFUSED_SAVE);
    await expect(page.getByText('Please try again later')).toHaveCount(0);
    // Where the editor moves the focus once the dialog has gone: to its ⋮ menu (Show Editor
    // Options), after the dialog's fade.
    await page.evaluate(() => {
      const moves: string[] = [];
      (window as unknown as { focusMoves: string[] }).focusMoves = moves;
      document.addEventListener('focusin', (event) => moves.push((event.target as Element).getAttribute('aria-label') ?? ''), true);
    });
    await page.getByRole('button', { name: 'OK' }).click();
    // The focus goes back to the panel, whose list says what to correct (admin/check.ts), and stays
    // there once the editor has moved it to its ⋮ menu. (The Ctrl+S the dialog answered ended that
    // before: it was still on its way through the page as the dialog opened.)
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { focusMoves: string[] }).focusMoves.includes('Show Editor Options'))).toBe(true);
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
    // The Call to action moved from the keyboard, its handle's Home, then End as the message says,
    // past the page's open sections: each new place lies far from the window, where the editor draws
    // a section only as it comes into view (this list's first move, drawn by drawing its items
    // anew): it is brought there, and its handle keeps the focus, in sight (the focus fell to the
    // page, the section an empty block 1,200 px below the form's foot: a content editor's trial, 3
    // of 3).
    const sectionItems = page.locator('[data-key-path="sections"] .item-list').first().locator(':scope > *');
    const handleOf = (item: Locator) => item.getByRole('button', { name: 'Reorder Item' }).first();
    await sectionItems.nth(10).scrollIntoViewIfNeeded();
    await expect(sectionItems.nth(10).locator('button[aria-controls$="-body"]').first()).toContainText('Call to action');
    await handleOf(sectionItems.nth(10)).click();
    await expect(handleOf(sectionItems.nth(10))).toBeFocused();
    for (const [key, to] of [
      ['Home', 0],
      ['End', 11],
    ] as const) {
      await page.keyboard.press(key);
      await expect(handleOf(sectionItems.nth(to))).toBeFocused();
      await expect(handleOf(sectionItems.nth(to))).toBeInViewport({ ratio: 1 });
      await expect(sectionItems.nth(to).locator('button[aria-controls$="-body"]').first()).toContainText('Call to action');
    }
    // Removing the section asks first (admin/confirm-remove.ts): answered OK.
    const removeAsked: string[] = [];
    page.once('dialog', (dialog) => {
      removeAsked.push(dialog.message());
      void dialog.accept();
    });
    await figuresItem(page).getByRole('button', { name: 'Remove' }).first().click();
    await expect(figuresToggles(page)).toHaveCount(1);
    expect(removeAsked).toEqual([REMOVE_QUESTION('this item (“Jaipur clients in numbers”)')]);
    // The panel stays until the next save. On a phone its list covers the foot of the form: folded to
    // its heading and buttons, it leaves the form free, and opens again on a click. No accessibility
    // violation in the panel either way.
    const own = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const fold = panel.getByRole('button', { name: '1 problem' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, '#build-check');
    const openHeight = (await panel.boundingBox())!.height;
    await fold.click();
    await expect(panel.getByRole('listitem')).toBeHidden();
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    const folded = (await panel.boundingBox())!;
    expect(folded.height).toBeLessThan(openHeight / 2);
    // Its two buttons alone, in the corner at the foot, clear of the form's own add button there.
    expect(folded.height).toBeLessThan(844 / 10);
    expect(folded.y).toBeGreaterThan(844 * 0.85);
    await page.getByRole('button', { name: /^Add\W*Section\W*$/ }).click({ trial: true, timeout: 10_000 });
    await expect(panel.getByRole('heading', { name: 'Not saved: the build would refuse this entry' })).toHaveCount(1);
    await expectNoAxeViolations(page, '#build-check');
    await fold.click();
    await expect(panel.getByRole('listitem')).toContainText('Every page ends with a call to action');
    await page.setViewportSize(own);
    await panel.getByRole('button', { name: 'Close' }).click();
    await save.click();
    // Read while the editor may still be writing: a file being written cannot be read, so try again.
    await expect.poll(() => savedFile(page, SEO_PAGE).catch(() => before)).not.toBe(before);
    await closedAfterSaving(page, 'pages-jaipur');
    const saved = await savedFile(page, SEO_PAGE);

    const { removed, added } = lineDiff(before, saved);
    expect(removed).toEqual([expect.stringMatching(/^ {8}answer: After technical fixes/)]);
    expect(added).toEqual([
      '        answer: Most Jaipur businesses see first results in three to six months.',
      '      - question: Do you work with shops in Bapu Bazaar?',
      '        answer: "Yes: local SEO works for a single shop as well as for a chain."',
      '  - type: stats',
      '    heading: Jaipur clients in numbers',
      '    items:',
      '      - value: 120+',
      '        label: Jaipur clients',
      '      - value: 12+',
      '        label: Years in Jaipur',
      // (A blank line apart from the call to action, as the page's sections stand.)
      '',
    ]);
    // The build's own checks, with every other file as it is: the page validates and the catalogue has the new text.
    expect(pageSchema.safeParse(parse(saved)).success).toBe(true);
    const { catalogue, problems } = buildCatalogue({ ...contentPaths(ROOT), files: new Map([[join(ROOT, SEO_PAGE), saved]]) });
    expect(problems).toEqual([]);
    const built = catalogue?.byPath.get('/seo-company-jaipur')?.page;
    expect(JSON.stringify(built?.sections)).toContain('Most Jaipur businesses see first results in three to six months.');
    expect(built?.sections.at(-2)?.type).toBe('stats');
    // The entry editor (saving went back to the list), at either width: the page's main landmark.
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await expectEditorAccessible(page, () => page.getByRole('main').getByRole('button', { name: 'Save', exact: true }));

    // 6. Staff who move on as soon as they have chosen a section's type (Tab, before the editor has
    //    drawn it) keep the focus where they went. The editor's own move to the new section's
    //    Collapse button, which it makes after a wait of 0.1 s, came after their Tab on a slower
    //    device and took the focus (a content editor's trial at 4× slowdown: 6 tries in 8). That
    //    wait made 3 s here, as on such a device (the page's every 0.1 s timer, for this step).
    await stretchTimers(page, 100, 3_000);
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Figures' }).press('Enter');
    await page.keyboard.press('Tab');
    // Where the Tab went; the editor's moves to a Collapse button counted from here.
    await countMovesToItemToggle(page);
    const tabbedTo = await page.evaluate(() => {
      const to = document.activeElement ?? document.body;
      to.setAttribute('data-test', 'tabbed-to');
      return [to.tagName, to.getAttribute('role'), to.getAttribute('aria-label')].filter(Boolean).join(' ');
    });
    await expect(figuresToggles(page)).toHaveCount(2, { timeout: 15_000 });
    await expect.poll(() => movesToItemToggle(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect(page.locator('[data-test=tabbed-to]'), `the focus where the Tab took it (${tabbedTo})`).toBeFocused();
    // And a click in the preview, a frame of its own (its clicks are not seen by the editor's page):
    // the focus stays there (it went back to the new section's Heading: the same trial, 4 tries in 4).
    const frame = (await page.locator('iframe').first().boundingBox())!;
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Figures' }).press('Enter');
    await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await countMovesToItemToggle(page);
    await expect(figuresToggles(page)).toHaveCount(3, { timeout: 15_000 });
    await expect.poll(() => movesToItemToggle(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.activeElement?.tagName), 'the focus in the preview').toBe('IFRAME');
    await timersAsBuilt(page);
    expect(external).toEqual([]);
  });

  test('a line of the check’s panel takes you to its box: a placeholder in a folded section is drawn, brought into view with its note, and its box has the focus; on a phone the list folds first, clear of the box; a post’s article, drawn only when scrolled to, is opened at the line’s paragraph or list item, a nested one too; in each, the placeholder is selected, to be typed over; a box’s note goes with its list item, edited and moved, and the line named as the form counts the item now; a line whose item was removed since says so until a revert brings it back', async ({
    page,
    external,
  }) => {
    const left = 'Monthly TODO and quarterly';
    const post = 'pages-data/blog/how-long-does-seo-take.md';
    // Placeholders in the two lines of the article's last paragraph, in the two lines of the third
    // item of a list (the first in bold) whose second item holds a nested list (the editor draws that
    // as an item of its own), and in both items of the nested list. The last paragraph's slots have their
    // word alone marked as code, one on each of its lines: readers see "[Client name]" twice (the
    // first after the paragraph's links: the editor draws a bracketed text written before a link of
    // its paragraph as part of that link).
    const seededPost = (text: string) =>
      `${text
        .replace('That is how we work', 'TODO is how we work')
        .replace('You should see a written audit and a plan.', 'Templates write `[Client name]` as shown; this one asks [Client name] for the plan.')
        .replace('with a free audit.', 'with a free audit for [`Client name`].')
        .replace(
          'different target from "skin clinic Jaipur".',
          'different target from "skin clinic Jaipur".\n  - searches by area: TODO\n  - searches by service: TODO',
        )
        .replace('clean-up: categories, services, photos, hours.', '**TODO** clean-up: categories, services, photos, hours.\n  Ask TODO for the logins.')
        .trimEnd()}\nAsk [\`Client name\`] for the figures, then TODO.\n`;
    await seed(page, {
      [SEO_PAGE]: (text) => text.replace('Monthly reports and quarterly', left).replace('local SEO Jaipur,', 'local SEO TODO,'),
      [post]: seededPost,
    });
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    const title = (await formField(page, 'meta.title')).getByRole('textbox');
    await title.fill(`${await title.inputValue()} `);
    const path = 'sections.4.items.3.description';
    const panel = page.locator('#build-check');
    const focusedField = () => focusedFieldIn(page);
    // What is selected in the box that has the focus: typing replaces it.
    const selectedInBox = () =>
      page.evaluate(() => {
        const box = document.activeElement;
        return box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box.value.slice(box.selectionStart ?? 0, box.selectionEnd ?? 0) : null;
      });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'OK' }).click();
      if (width === 1280) {
        // Straight after OK: the editor's dialog, as it goes, hands the focus back to what had it
        // before; the box keeps it.
        await panel.getByRole('button', { name: 'Meta › keyword 4' }).evaluate((button: HTMLElement) => button.click());
        await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
        await expect.poll(focusedField).toBe('meta.keywords.3');
        await expect.poll(selectedInBox).toBe('TODO');
      }
      const go = panel.getByRole('button', { name: 'Section 5 (Features) › item 4 › description' });
      await expect(go).toBeVisible();
      if (width === 1280) await expectNoAxeViolations(page, '#build-check');
      // Every section folded and the form at its top: the description's box is not drawn.
      await collapseSections(page);
      await title.scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-key-path="${path}"]`)).toHaveCount(0);
      await go.click();
      // Drawn level by level as the editor answers: slower on a busy machine.
      await expect.poll(focusedField, { timeout: 15_000 }).toBe(path);
      await expect.poll(selectedInBox).toBe('TODO');
      const field = page.locator(`section[data-key-path="${path}"]`);
      await expect(field.getByText(left)).toBeInViewport();
      await expect(field.locator(':scope > .build-check-at-field')).toContainText('"TODO" is a placeholder');
      await expect(field.locator(':scope > .build-check-at-field')).toBeInViewport();
      // Tied to its box: a screen reader on the box reads the note with it.
      await expect(field.getByRole('textbox')).toHaveAccessibleDescription(/"TODO" is a placeholder: write the real text/);
      if (width === 1280) {
        // Changed, the note says so, read with the box too; set back to what was checked, no longer.
        const note = field.locator(':scope > .build-check-at-field');
        const text = field.getByRole('textbox');
        const checked = await text.inputValue();
        await text.fill(`${checked} Quarterly too.`);
        await expect(note).toHaveAttribute('data-edited-since-check', '');
        await expect(text).toHaveAccessibleDescription(/"TODO" is a placeholder.*\(changed since this check: Save checks it again\)$/);
        await text.fill(checked);
        await expect(note).not.toHaveAttribute('data-edited-since-check');
        /** A feature added above the noted description's, from its item's menu. */
        const addAbove = async () => {
          await field.locator('xpath=ancestor::*[@role="group"][1]').getByRole('button', { name: 'List Item Options' }).first().click();
          await page.getByRole('menuitem', { name: /Add Item Above/ }).click();
        };
        /** The feature at `index` removed with its × (the question answered OK). */
        const removeFeature = async (index: number) => {
          page.once('dialog', (dialog) => void dialog.accept());
          await page
            .locator('section[data-key-path="sections.4.items"]')
            .locator('[role=group]', { has: page.locator(`button[aria-controls$="-item-${index}-body"]`) })
            .last()
            .getByRole('button', { name: 'Remove' })
            .first()
            .click();
        };
        // An item added above it: the note goes with its box, one item down, and so does the
        // panel's line (admin/drawn-entry.ts, followItem); the item removed again, back.
        const below = 'sections.4.items.4.description';
        await addAbove();
        const moved = page.locator(`section[data-key-path="${below}"]`);
        await expect(moved.locator(':scope > .build-check-at-field')).toContainText('"TODO" is a placeholder');
        await expect(moved.getByRole('textbox')).toHaveValue(checked);
        await expect(page.locator(`section[data-key-path="${path}"] > .build-check-at-field`)).toHaveCount(0);
        await expect(moved.locator(':scope > .build-check-at-field')).not.toHaveAttribute('data-edited-since-check');
        // Its box read with it there, the new item's box in its place without it.
        await expect(moved.getByRole('textbox')).toHaveAccessibleDescription(/"TODO" is a placeholder/);
        await expect(text).not.toHaveAccessibleDescription(/placeholder/);
        // The line, named as the form counts the item now, goes there.
        const line = panel.getByRole('listitem').filter({ has: page.locator(`[data-checked-key-path="${path}"]`) });
        await expect(line.getByRole('button')).toHaveAccessibleName('Section 5 (Features) › item 5 › description');
        await title.focus();
        await line.getByRole('button').click();
        await expect.poll(focusedField).toBe(below);
        await removeFeature(3);
        await expect(field.locator(':scope > .build-check-at-field')).toContainText('"TODO" is a placeholder');
        await expect(moved).toHaveCount(0);
        await expect(go).toBeVisible();
        // Edited, then another item added above: the note, changed since the check, goes with its
        // item, followed by the editor's marks on the list's items rather than by what it holds.
        await text.fill(`${checked} Quarterly too.`);
        await expect(note).toHaveAttribute('data-edited-since-check', '');
        await addAbove();
        await expect(moved.getByRole('textbox')).toHaveValue(`${checked} Quarterly too.`);
        await expect(moved.locator(':scope > .build-check-at-field')).toHaveAttribute('data-edited-since-check', '');
        await expect(page.locator(`section[data-key-path="${path}"] > .build-check-at-field`)).toHaveCount(0);
        // The item itself removed: its note goes with it, and the panel's line says so, leading nowhere.
        await removeFeature(4);
        await expect(moved).toHaveCount(0);
        await expect(page.locator('section[data-key-path^="sections.4.items."] > .build-check-at-field')).toHaveCount(0);
        await expect(line).toHaveAttribute('data-removed-since-check', '');
        await expect(line.getByRole('button')).toHaveAccessibleName('Section 5 (Features) › item 5 › description');
        expect(await noteAfter(line)).toBe('" (removed since this check: Save checks it again)"');
        await expect(line.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
        await expectNoAxeViolations(page, '#build-check');
        // The list's Revert Changes (answered OK): the item back as saved, and with it its note, its
        // line leading to it again.
        page.once('dialog', (dialog) => void dialog.accept());
        await page.locator('section[data-key-path="sections.4.items"]').getByRole('button', { name: 'Show Field Options' }).first().click();
        await page.getByRole('menuitem', { name: 'Revert Changes' }).click();
        await expect(field.getByRole('textbox')).toHaveValue(checked);
        await expect(note).toContainText('"TODO" is a placeholder');
        await expect(note).not.toHaveAttribute('data-edited-since-check');
        await expect(line).not.toHaveAttribute('data-removed-since-check');
        await expect(go).not.toHaveAttribute('aria-disabled');
      }
      if (width === 390) {
        // The list folded, so the panel leaves the box in sight.
        await expect(panel.getByRole('list')).toBeHidden();
        const box = (await field.boundingBox())!;
        const folded = (await panel.boundingBox())!;
        expect(box.y + box.height <= folded.y || folded.y + folded.height <= box.y, 'the folded panel covers the box').toBe(true);
      } else await expect(panel.getByRole('list')).toBeVisible();
    }
    // A post's article, a field of the entry itself that the editor draws only once the form is
    // scrolled down to it: the line takes you to its paragraph, the last of a long article, with that
    // line's placeholder selected (not the paragraph's first).
    await page.setViewportSize({ width: 1280, height: 844 });
    await leaveChangedEntryFor(page, `/admin/#/collections/blog/entries/${basename(post, '.md')}`);
    await pageTransitionEnded(page);
    const postTitle = (await formField(page, 'title')).getByRole('textbox');
    await postTitle.fill(`${await postTitle.inputValue()} `);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('[data-key-path="body"]')).toHaveCount(0);
    const bodyLines = splitFrontMatter(seededPost(readFileSync(join(ROOT, post), 'utf8')))
      .body.trimEnd()
      .split('\n');
    const lastLine = panel.getByRole('button', { name: `Article, line ${bodyLines.length}` });
    await lastLine.first().click();
    await expect.poll(focusedField, { timeout: 15_000 }).toBe('body');
    const article = page.getByRole('textbox', { name: 'Article' });
    await expect(article.getByText('TODO is how we work')).toBeInViewport();
    // The selection, and the text of the paragraph or list item it is in.
    const selectedIn = () =>
      page.evaluate(() => {
        const selection = getSelection();
        return `${selection?.toString()} in ${selection?.anchorNode?.parentElement?.closest('p, li')?.textContent}`;
      });
    // Which time the selected text is written in its paragraph: where the selection starts in the
    // paragraph's text, beside where that text is written first or last.
    const selectedWhere = () =>
      page.evaluate(() => {
        const selection = getSelection();
        const paragraph = selection?.anchorNode?.parentElement?.closest('p, li');
        if (!selection?.rangeCount || !paragraph?.textContent) return null;
        const before = document.createRange();
        before.setStart(paragraph, 0);
        before.setEnd(selection.getRangeAt(0).startContainer, selection.getRangeAt(0).startOffset);
        const text = selection.toString();
        const written = paragraph.textContent;
        const at = before.toString().length;
        const [which, where] = at === written.indexOf(text) ? ['first', written.indexOf(text)] : ['last', written.lastIndexOf(text)];
        return `${text} at ${at} (${which} at ${where}) in ${written}`;
      });
    // The paragraph's second "[Client name]", the line's own, not its first line's.
    await expect.poll(selectedWhere).toMatch(/^\[Client name\] at (\d+) \(last at \1\) in TODO is how we work/);
    // An example meant as written is marked as code, said with the Article box's own button, which is there.
    await expect(panel.getByRole('listitem').filter({ hasText: `Article, line ${bodyLines.length} "[Client name]"` })).toContainText(
      "is marked as code (select it, then the Code button, <>, in the Article box's toolbar), as Markdown writes it: `[Client name]`",
    );
    await expect((await formField(page, 'body')).getByRole('button', { name: 'Code', exact: true })).toBeVisible();
    // The line's second placeholder, its own: the paragraph's last TODO, not its first line's.
    await expect(lastLine).toHaveCount(2);
    await lastLine.nth(1).click();
    await expect.poll(selectedWhere).toMatch(/^TODO at (\d+) \(last at \1\) in TODO is how we work/);
    // The line before, in the same paragraph: its TODO, then its own "[Client name]", the first.
    const lineBefore = panel.getByRole('button', { name: `Article, line ${bodyLines.length - 1}` });
    await expect(lineBefore).toHaveCount(2);
    await lineBefore.first().click();
    await expect.poll(selectedIn).toMatch(/^TODO in TODO is how we work/);
    await lineBefore.nth(1).click();
    await expect.poll(selectedWhere).toMatch(/^\[Client name\] at (\d+) \(first at \1\) in TODO is how we work/);
    // A line in a list: its item (the third of four, after one with a nested list), not the list's
    // first; the placeholder in bold, a text of its own between the item's others.
    const itemLine = bodyLines.findIndex((line) => line.includes('clean-up: categories')) + 1;
    await panel.getByRole('button', { name: `Article, line ${itemLine}` }).click();
    await expect(article.getByRole('listitem').filter({ hasText: 'TODO clean-up' })).toBeInViewport();
    await expect.poll(selectedIn).toMatch(/^TODO in Google Business Profile TODO clean-up: categories/);
    // The item's second line: its own placeholder, the item's last TODO, not the item's first.
    await panel.getByRole('button', { name: `Article, line ${itemLine + 1}` }).click();
    await expect.poll(selectedWhere).toMatch(/^TODO at (\d+) \(last at \1\) in Google Business Profile TODO clean-up/);
    await panel.getByRole('button', { name: `Article, line ${itemLine}` }).click();
    await expect.poll(selectedIn).toMatch(/^TODO in Google Business Profile TODO clean-up: categories/);
    // Typed over in the article's own editor, as in a text box.
    await page.keyboard.type('A full');
    await expect(article.getByRole('listitem').filter({ hasText: 'A full clean-up: categories' })).toHaveText(
      /^Google Business Profile A full clean-up: categories/,
    );
    // A line of the nested list: its own item, not the item it is nested in nor the nested list's first.
    const nestedLine = bodyLines.findIndex((line) => line.includes('searches by service')) + 1;
    await panel.getByRole('button', { name: `Article, line ${nestedLine}` }).click();
    await expect.poll(selectedIn).toBe('TODO in searches by service: TODO');
    await page.keyboard.type('pages for each one');
    await expect(article.getByRole('listitem').filter({ hasText: 'searches by service' }).last()).toHaveText('searches by service: pages for each one');
    // A line that shows the slot as code first (an example, not a placeholder), then the placeholder:
    // the second "[Client name]" the paragraph shows is selected, not the code.
    const templateLine = bodyLines.findIndex((line) => line.includes('Templates write')) + 1;
    await panel.getByRole('button', { name: `Article, line ${templateLine}` }).click();
    await expect
      .poll(selectedWhere)
      .toMatch(/^\[Client name\] at (\d+) \(last at \1\) in You will not see ranking changes yet\. Templates write \[Client name\] as shown/);

    // A city of the gazetteer with its key emptied: the check names the field by the key, here none,
    // so its line names the box's place in the form, and takes you to that key box, its note under it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/admin/#/collections/settings/entries/cities');
    await pageTransitionEnded(page);
    const ajmerKey = page.locator('section[data-key-path="cities.1.key"]').getByRole('textbox');
    await ajmerKey.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const keyLine = panel.getByRole('listitem').filter({ hasText: 'A city key is its folder name' });
    await expect(keyLine.getByRole('button')).toHaveText('Cities › item 2 › Key');
    await page.locator('section[data-key-path="cities.0.name"]').getByRole('textbox').focus();
    await keyLine.getByRole('button').click();
    await expect(ajmerKey).toBeFocused();
    await expect(page.locator('section[data-key-path="cities.1.key"]')).toContainText('A city key is its folder name');
    // Given another key, the folder of Ajmer's pages would be no city's, which the build refuses:
    // the Save is refused at that key box.
    await ajmerKey.click();
    await ajmerKey.fill('ajmer-city');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByRole('listitem')).toHaveText([
      // (The folder named as the editor lists it, not by its path.)
      /^Cities › ajmer-city The key "ajmer-city" names no folder of pages, and Ajmer pages \(7 pages\) would belong to no city: .* Write ajmer as the key unknown-city$/,
    ]);
    await expect(page.locator('section[data-key-path="cities.1.key"]')).toContainText('Write ajmer as the key');
    expect(external).toEqual([]);
  });

  test('a placeholder double-clicked is selected whole, its brackets too, in a text box and in a post’s article, so that what is typed replaces it; another word double-clicked is that word alone @once', async ({
    page,
    external,
  }) => {
    const post = 'pages-data/blog/how-long-does-seo-take.md';
    await seed(page, {
      [SEO_PAGE]: (text) => text.replace('with monthly reports.', 'with monthly reports for [Client name].'),
      [post]: (text) => `${text.trimEnd()}\n\nAsk [Client name] for the figures.\n`,
    });
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    const box = (await formField(page, 'meta.description')).getByRole('textbox');
    /** Double-clicks `word` where the box draws it (a copy of the box's text laid out as the box lays it out, measured). */
    const doubleClickInBox = async (word: string) => {
      const position = await box.evaluate((el: HTMLInputElement | HTMLTextAreaElement, w) => {
        const style = getComputedStyle(el);
        const copy = document.createElement('div');
        for (const p of ['font', 'letterSpacing', 'wordSpacing', 'textTransform', 'textIndent', 'lineHeight', 'tabSize'] as const) copy.style[p] = style[p];
        const [left, right, top] = [style.paddingLeft, style.paddingRight, style.paddingTop].map(Number.parseFloat) as [number, number, number];
        Object.assign(copy.style, {
          position: 'absolute',
          top: '0',
          left: '0',
          visibility: 'hidden',
          width: `${el.clientWidth - left - right}px`,
          whiteSpace: el instanceof HTMLTextAreaElement ? 'pre-wrap' : 'pre',
          overflowWrap: 'break-word',
        });
        const at = el.value.indexOf(w);
        const span = document.createElement('span');
        span.textContent = w;
        copy.append(el.value.slice(0, at), span, el.value.slice(at + w.length));
        document.body.append(copy);
        const point = { x: left + span.offsetLeft + span.offsetWidth / 2 - el.scrollLeft, y: top + span.offsetTop + span.offsetHeight / 2 - el.scrollTop };
        copy.remove();
        return point;
      }, word);
      await box.dblclick({ position });
    };
    const selectedInBox = () => box.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0));
    await doubleClickInBox('monthly');
    await expect.poll(selectedInBox).toBe('monthly');
    // The browser selects "Client"; the editor widens it to the slot.
    await doubleClickInBox('Client');
    await expect.poll(selectedInBox).toBe('[Client name]');
    await page.keyboard.type('Sitapura exporters');
    await expect(box).toHaveValue(/, with monthly reports for Sitapura exporters\.$/);

    // A post's article: the rich text box, a paragraph of its own.
    await leaveChangedEntryFor(page, `/admin/#/collections/blog/entries/${basename(post, '.md')}`);
    await pageTransitionEnded(page);
    await formField(page, 'body');
    const paragraph = page
      .getByRole('textbox', { name: 'Article' })
      .locator('p')
      .filter({ hasText: /^Ask .* for the figures\.$/ });
    await expect(paragraph).toHaveText('Ask [Client name] for the figures.');
    await paragraph.scrollIntoViewIfNeeded();
    const doubleClickInArticle = async (word: string) => {
      const rect = await paragraph.evaluate((p, w) => {
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = (node as Text).data.indexOf(w);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + w.length);
          const { x, y, width, height } = range.getBoundingClientRect();
          return { x: x + width / 2, y: y + height / 2 };
        }
        throw new Error(`"${w}" is not in the paragraph`);
      }, word);
      await page.mouse.dblclick(rect.x, rect.y);
    };
    const selected = () => page.evaluate(() => getSelection()?.toString());
    await doubleClickInArticle('figures');
    await expect.poll(selected).toBe('figures');
    await doubleClickInArticle('name');
    await expect.poll(selected).toBe('[Client name]');
    await page.keyboard.type('the owner');
    await expect(paragraph).toHaveText('Ask the owner for the figures.');
    expect(external).toEqual([]);
  });

  test('the first Save the editor refuses itself names every box the build would refuse: a placeholder in a folded section, not drawn, with the title the editor stopped at; nothing is saved; a new post’s empty boxes listed in the build’s words, the editor’s message alone under them, in those words too; on a phone a Save brings the first box it names into sight above the list, and its notice is not drawn over the Error dialog of a Save the check refuses next', async ({
    page,
    external,
  }) => {
    const left = (text: string) => text.replace('Monthly reports and quarterly', 'Monthly TODO and quarterly');
    await seed(page, { [SEO_PAGE]: left });
    const before = left(readFileSync(join(ROOT, SEO_PAGE), 'utf8'));
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    // Every section folded: the description holding the placeholder is not drawn.
    await collapseSections(page);
    const path = 'sections.4.items.3.description';
    await expect(page.locator(`[data-key-path="${path}"]`)).toHaveCount(0);
    // A title too short for search results: the editor's own check of its box refuses the save.
    const title = (await formField(page, 'meta.title')).getByRole('textbox');
    await title.fill('SEO');
    // The editor shows its notice of this Save for 5 s (a Save while it shows does not start them
    // again); the steps from here to the Save below that needs it still showing took 6 s on a busy
    // machine (CI, 2026-12-06), and it was gone. As for staff quicker than the machine: the page's
    // 5 s timers made 60 s until that Save is refused.
    await stretchTimers(page, 5_000, 60_000);
    // Every frame in which the editor's own notice for this Save ("One field has an error") and the
    // panel are both drawn, and those in which the notice lies over the panel.
    await page.evaluate(() => {
      const frames = { both: 0, over: 0 };
      (window as unknown as { noticeFrames: typeof frames }).noticeFrames = frames;
      const look = () => {
        const panel = document.getElementById('build-check')?.getBoundingClientRect();
        for (const notice of document.querySelectorAll('.toast-base .toast')) {
          const box = notice.getBoundingClientRect();
          if (!panel || box.width === 0) continue;
          frames.both += 1;
          if (box.left < panel.right && panel.left < box.right && box.top < panel.bottom && panel.top < box.bottom) frames.over += 1;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${await title.getAttribute('aria-errormessage')}"]`)).toContainText('Too short for search results');
    // The notice stands above the panel: never over its buttons or its last lines.
    const noticeFrames = () => page.evaluate(() => (window as unknown as { noticeFrames: { both: number; over: number } }).noticeFrames);
    await expect.poll(async () => (await noticeFrames()).both).toBeGreaterThan(0);
    expect((await noticeFrames()).over).toBe(0);
    // The build's check ran on the form as it is: both boxes, the one not drawn too, at this first Save.
    const panel = page.locator('#build-check');
    const placeholder = '"TODO" is a placeholder: write the real text before publishing (or switch Draft on)';
    await expect(panel.getByRole('heading')).toHaveText('Not saved: the build would refuse this entry');
    await expect(panel.getByRole('listitem')).toHaveText([
      /^Meta › title Too short for search results: write at least 10 characters \(now 3\)/,
      `Section 5 (Features) › item 4 › description ${placeholder} placeholder`,
    ]);
    // The title's note waits under the editor's own message; the line takes you to the description, with its note.
    await expect((await formField(page, 'meta.title')).locator(':scope > .build-check-at-field')).toBeHidden();
    await panel.getByRole('button', { name: 'Section 5 (Features) › item 4 › description' }).click();
    const field = page.locator(`section[data-key-path="${path}"]`);
    await expect(field.locator(':scope > .build-check-at-field')).toContainText('"TODO" is a placeholder');
    await expect(field.locator(':scope > .build-check-at-field')).toBeInViewport();
    await expectNoAxeViolations(page, '#build-check');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    // On a phone, the two long messages scroll within the open panel: its two buttons stay whole in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of [/^\d+ problems$/, 'Close']) await expect(panel.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    // There each line shows two lines of its message, the list an index (the whole message under its
    // box, where the line goes; read out whole): the title's and the placeholder's, of three lines and
    // more at that width, are cut short.
    const linesShown = () =>
      panel
        .locator('.build-check-said')
        .evaluateAll((said) =>
          said.map((s) => [Math.round(s.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(s).lineHeight)), s.scrollHeight > s.clientHeight]),
        );
    await expect.poll(linesShown).toEqual([
      [2, true],
      [2, true],
    ]);
    await expect(panel.getByRole('listitem').last()).toHaveText(`Section 5 (Features) › item 4 › description ${placeholder} placeholder`);
    // The open list covers the lower half of the form there: a Save brings the first box it names,
    // the title, to the top of the form, clear of the list (the form scrolled on first).
    const titleBox = await formField(page, 'meta.title');
    const clearOfList = async () => {
      const [box, list] = [(await titleBox.boundingBox())!, (await panel.boundingBox())!];
      return box.y >= 0 && box.y + box.height <= list.y;
    };
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 600);
    await expect.poll(clearOfList).toBe(false);
    // Nor is the editor's notice of that Save drawn there, across the middle of the screen over the
    // box brought up: once it says what the panel's heading says, it is read out only (admin.css).
    await page.evaluate(() => {
      const frames = { seen: 0, noticeDrawn: 0 };
      (window as unknown as { phoneFrames: typeof frames }).phoneFrames = frames;
      const look = () => {
        frames.seen += 1;
        for (const notice of document.querySelectorAll('.toast-base .toast:has([data-build-check-retold])')) {
          const box = notice.getBoundingClientRect();
          if (box.width > 1 && box.height > 1) frames.noticeDrawn += 1;
        }
        if (frames.seen < 120) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.toast-base .alert[data-build-check-retold]')).toContainText(REFUSED_SAVE);
    await expect.poll(clearOfList).toBe(true);
    const phoneFrames = () => page.evaluate(() => (window as unknown as { phoneFrames: { seen: number; noticeDrawn: number } }).phoneFrames);
    await expect.poll(async () => (await phoneFrames()).seen).toBe(120);
    expect((await phoneFrames()).noticeDrawn).toBe(0);
    // The title mended (and so changed) while the editor's notice of that Save still shows: the
    // editor lets the next Save through, the check refuses it for the placeholder, and in no frame
    // while its Error dialog is open is that notice drawn (on a phone, across the dialog's title and
    // text; admin.css), nor after it closes (it told of the title, mended since, and came back over
    // the form, held there while the pointer that pressed OK lay on it).
    await expect(page.locator('.toast-base .toast')).toBeVisible();
    await page.evaluate(() => {
      const frames = { dialog: 0, noticeDrawn: 0, after: 0, noticeDrawnAfter: 0 };
      (window as unknown as { refusalFrames: typeof frames }).refusalFrames = frames;
      const look = () => {
        const drawn = [...document.querySelectorAll('.toast-base .toast')].filter((notice) => notice.getBoundingClientRect().width > 0).length;
        if (document.querySelector('dialog[open][role=alertdialog]')?.textContent?.includes('Not saved')) {
          frames.dialog += 1;
          frames.noticeDrawn += drawn;
        } else if (frames.dialog > 0) {
          frames.after += 1;
          frames.noticeDrawnAfter += drawn;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await title.fill('SEO company in Jaipur for local shops');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE });
    await expect(refusal).toBeVisible();
    const refusalFrames = () =>
      page.evaluate(
        () => (window as unknown as { refusalFrames: { dialog: number; noticeDrawn: number; after: number; noticeDrawnAfter: number } }).refusalFrames,
      );
    await expect.poll(async () => (await refusalFrames()).dialog).toBeGreaterThan(1);
    expect((await refusalFrames()).noticeDrawn).toBe(0);
    await timersAsBuilt(page);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    await expect.poll(async () => (await refusalFrames()).after).toBeGreaterThan(30);
    expect((await refusalFrames()).noticeDrawnAfter).toBe(0);
    // The form scrolls on past its last box by the list's height, so that box too can stand clear of it.
    const spaceAfterForm = () =>
      titleBox.evaluate((box) => {
        let form = box.parentElement;
        while (form && !/auto|scroll/.test(getComputedStyle(form).overflowY)) form = form.parentElement;
        return form ? getComputedStyle(form, '::after').height : 'no scrolling form';
      });
    await expect.poll(spaceAfterForm).toBe(`${await panel.evaluate((list: HTMLElement) => list.offsetHeight)}px`);
    // Tab from the title with the list open: each box it stops at is brought above the list, not
    // under it (a box taller than the room above it at least its top; a content editor's trial: 40
    // of 60 stops from the page's Description under the list).
    await title.focus();
    expect(await tabStopsUnderList(page, 25)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A new post with only its heading: the editor refuses its empty boxes itself, and the panel
    // lists them in the build's words, its empty article too; under a box the editor refused (its
    // date, its cover, its tags, its article), only the editor's message.
    await leaveChangedEntryFor(page, '/admin/#/collections/blog/new');
    await pageTransitionEnded(page);
    await (await formField(page, 'heading')).getByRole('textbox').fill('Festival offers for Jaipur shops');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Image', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Meta description', exact: true })).toBeVisible();
    // Its Date, empty: told it has none, as the build tells `date:` with nothing after it.
    await expect(panel.getByRole('listitem').filter({ hasText: /^Date / })).toHaveText(
      'Date No date yet: choose the day it is published in the Date box (a date typed in part counts as none) required',
    );
    await expect(panel.getByRole('listitem').filter({ hasText: /^Article, line 1 / })).toHaveText(
      'Article, line 1 The article has no text: write the post in the Article box too-few',
    );
    // That message is in the build's words, as the panel lists them, where the editor's own would be
    // "This field is required."; the date's box still names it as its error message.
    const noDate = 'No date yet: choose the day it is published in the Date box (a date typed in part counts as none)';
    const told: [string, string][] = [
      ['date', noDate],
      ['image', 'An image path starts with /images/ (the folder public/images/), e.g. /images/blog/photo.jpg'],
      ['tags', 'The list is empty: add at least 1 item'],
      ['body', 'The article has no text: write the post in the Article box'],
    ];
    for (const [key, said] of told) {
      const field = await formField(page, key);
      await expect(field.locator('[id$="-error"]')).toContainText(said);
      await expect(field.locator('[id$="-error"]')).not.toContainText('required.');
      await expect(field.locator(':scope > .build-check-at-field')).toBeHidden();
    }
    await expect((await formField(page, 'date')).locator('input')).toHaveAccessibleErrorMessage(noDate);
    await expectEditorAccessible(page, () => page.locator('section[data-key-path="date"] [id$="-error"]'));
    // Its line takes you into the empty article, to write it.
    await panel.getByRole('button', { name: 'Article, line 1', exact: true }).click();
    await expect((await formField(page, 'body')).locator('[contenteditable="true"]')).toBeFocused();
    // The empty list's line, to its Add button (the list's folding button is disabled while it is empty).
    await panel.getByRole('button', { name: 'Tags', exact: true }).click();
    const tags = page.locator('section[data-key-path="tags"]');
    await expect(tags.getByRole('button', { name: /^Add/ })).toBeFocused();
    // A tag added: the list's message says it changed since the check, though no box of its own was typed in.
    const tagsMessage = tags.locator('[id$="-error"]').first();
    await expect(tagsMessage).not.toHaveAttribute('data-edited-since-check');
    await page.keyboard.press('Enter');
    await expect(tagsMessage).toHaveAttribute('data-edited-since-check', '');
    expect(external).toEqual([]);
  });

  test('removing an FAQ item or unticking a group of the Meta group asks first: Cancel keeps them, OK takes the item out of the form; a group ticked opens with its boxes, and a city page’s geo tags are always there, a latitude past 90 refused at its box in the build’s words, and one with a stray “-” typed after it kept in its box as typed, its group folded and opened too, told there at once and refused at a Save in those words too; leaving without saving keeps the page as it was; deleting the page, the question says what links to it; duplicated, the copy opens with the focus in its Route; Revert Changes and Revert All Changes ask first; a folded group or item opens from a click on its line, its box focused', async ({
    page,
    external,
  }) => {
    await seed(page);
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    const before = readFileSync(join(ROOT, SEO_PAGE), 'utf8');
    const asked: string[] = [];
    let answerWith: 'dismiss' | 'accept' = 'dismiss';
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog[answerWith]();
    });

    // The page's service data, an optional group in the Meta group (shown open): unticking "Add Service" would empty its boxes. Mouse, then Space.
    // (A city's page has its geo tags always: no "Add Geo" box to untick.)
    // (The editor draws the form's fields as they scroll into view.)
    const geo = await formField(page, 'meta.geo');
    await expect(geo).toHaveCount(1);
    // A latitude past 90, which the editor refuses itself: its box says so in the build's words with
    // the code, as the panel lists it, not the editor's "The value must be less than or equal to 90.".
    // (The group holds its tags folded, under its region's code: opened, its boxes are drawn.)
    // Opened from a click on that line, not its chevron: the box of the line's words has the focus,
    // to be typed in (admin/folded-line.ts; the line of a group took no click, a content editor's
    // trial).
    await geo.locator('.summary').filter({ hasText: 'IN-RJ' }).click();
    await expect(geo.locator('section[data-key-path="meta.geo.region"]').getByRole('textbox')).toBeFocused();
    const latitude = geo.locator('section[data-key-path="meta.geo.latitude"]').getByRole('spinbutton');
    // A letter typed after the latitude, the page's only change: the editor, which is not given it
    // (below), sees none, but leaving asks (Cancel stays); Backspace takes it away.
    await latitude.press('End');
    await latitude.press('x');
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await expect.poll(() => asked).toEqual([UNSAVED_QUESTION]);
    await expect(latitude).toHaveValue('26.9124x');
    await latitude.press('Backspace');
    asked.length = 0;
    await latitude.fill('269.124');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const outOfRange = 'Must be at most 90';
    await expect(page.getByRole('region', { name: 'Not saved: the build would refuse this entry' }).getByRole('listitem')).toHaveText([
      `Meta › geo › latitude ${outOfRange} out-of-range`,
    ]);
    await expect(latitude).toHaveAccessibleErrorMessage(outOfRange);
    await expect(page.getByRole('alert')).toContainText(REFUSED_SAVE);
    // The box's ⋮ (Revert Changes) asks first (admin/confirm-revert.ts; the editor reverted at
    // once, and a sentence typed on the ⋮ that began with a space opened that menu, its Enter
    // reverting: a content editor's trial): Cancel keeps what was typed.
    await geo.locator('section[data-key-path="meta.geo.latitude"]').getByRole('button', { name: 'Show Field Options' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('menuitem', { name: 'Revert Changes' }).press('Enter');
    await expect.poll(() => asked).toEqual([REVERT_QUESTION('“Latitude”')]);
    await expect(latitude).toHaveValue('269.124');
    // (The menu closed, the focus back on its ⋮.)
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveAccessibleName('Show Field Options');
    asked.length = 0;
    await latitude.fill('26.9124');
    await expect(await formField(page, 'meta.service')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /^Add\W*Geo\W*$/ })).toHaveCount(0);
    const service = page.getByRole('checkbox', { name: /^Add\W*Service\W*$/ });
    await expect(service).toBeChecked();
    await service.click();
    await expect.poll(() => asked).toEqual([REMOVE_QUESTION('“Service”')]);
    await expect(service).toBeChecked();
    await service.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => asked).toHaveLength(2);
    await expect(service).toBeChecked();
    // An optional group the page does not have yet, ticked, opens with its boxes to fill in, not folded.
    const social = page.getByRole('checkbox', { name: /^Add\W*Social\W*$/ });
    await expect(social).not.toBeChecked();
    await social.click();
    await expect(social).toBeChecked();
    const socialBoxes = page.locator('section[data-key-path^="meta.social."]').locator('input[type=text], textarea');
    await expect(socialBoxes.first()).toBeVisible();
    expect(asked).toHaveLength(2);
    asked.length = 0;
    // A stray "-" after the latitude: the editor emptied the box, the number typed before it too;
    // the box keeps what was typed and says under it at once what the build would say of it, and a
    // Save is refused at it in those words, nothing saved; made a number again, the note goes
    // (admin/number-text.ts; a content editor's trial).
    await latitude.press('End');
    await latitude.press('-');
    const notANumber = 'Expected a number, got text "26.9124-"';
    await expect(latitude).toHaveValue('26.9124-');
    await expect(latitude).toHaveAccessibleDescription(notANumber);
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusedPanel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    await expect(refusedPanel.getByRole('listitem')).toContainText([`Meta › geo › latitude ${notANumber} wrong-type`]);
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    await page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(latitude).toHaveValue('26.9124-');
    // Its group folded and opened again, the box drawn anew has the text back, and its note: it
    // showed the number the editor held, which a Save then wrote (a content editor's trial).
    await geo.getByRole('button', { name: 'Collapse' }).first().click();
    await expect(latitude).toHaveCount(0);
    await geo.locator('.summary').filter({ hasText: 'IN-RJ' }).click();
    await expect(latitude).toHaveValue('26.9124-');
    await expect(latitude).toHaveAccessibleDescription(notANumber);
    // A number the editor sets itself (Arrow Up, from the number it held) ends it, the note with it.
    await latitude.press('ArrowUp');
    await expect(latitude).toHaveValue('26.9125');
    // (What is read with the box now is the note of the refused Save under it, which says it changed since.)
    await expect(latitude).toHaveAccessibleDescription(`${notANumber} (changed since this check: Save checks it again)`);
    await expect(latitude).not.toHaveAttribute('aria-invalid', 'true');
    await latitude.press('ArrowDown');
    // So does a key that makes it a number again.
    await latitude.press('End');
    await latitude.press('x');
    await expect(latitude).toHaveAccessibleDescription(notANumber.replace('26.9124-', '26.9124x'));
    await latitude.press('Backspace');
    await expect(latitude).toHaveValue('26.9124');
    // (Its note gone, the refused Save's note under the box is read again.)
    await expect(latitude).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(notANumber)}`));
    await expect(latitude).not.toHaveAttribute('aria-invalid', 'true');

    const answer = await faqAnswerStartingWith(page, FIRST_ANSWER);
    await mark(answer, 'answer');
    // The item's × button, named "Remove": that of the nearest list item around the answer.
    await answer.evaluate((box) => {
      let item = box.parentElement;
      while (item && !item.querySelector('button[aria-label="Remove"]')) item = item.parentElement;
      item?.querySelector('button[aria-label="Remove"]')?.setAttribute('data-test', 'answer-remove');
    });
    const remove = () => page.locator('[data-test=answer-remove]').click();
    // The question names the item by its first words: the FAQ's question.
    const FAQ_QUESTION = REMOVE_QUESTION('this item (“How long before SEO shows results for a Jaipur business?”)');
    const answersShown = () =>
      page.evaluate((start) => [...document.querySelectorAll('textarea')].filter((box) => box.value.startsWith(start)).length, FIRST_ANSWER);

    await remove();
    await expect.poll(() => asked).toEqual([FAQ_QUESTION]);
    await expect(page.locator('[data-test=answer]')).toBeVisible();
    expect(await answersShown()).toBe(1);

    answerWith = 'accept';
    await remove();
    await expect.poll(() => asked).toHaveLength(2);
    // (The editor may reuse the removed item's boxes for the next item: read the answers, not the box.)
    await expect.poll(answersShown).toBe(0);
    // The focus on the Collapse button of the question now in its place, in sight: not left on the ×,
    // which the editor reuses for that question (admin/focus-kept.ts, focusAfterRemovals).
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-controls', /-item-0-body$/);
    await expect(focused).toBeInViewport();
    // The list's last question, folded, removed with its ×: the question names it by the line the
    // folded item shows (its boxes are not drawn then; it said "this item" alone), and, with no
    // question in its place, the focus goes to the Collapse button of the one before, in sight (the
    // editor gave it to the FAQ section's own Collapse button at its head, the form jumping there).
    const questionsPath = await focused.evaluate((button) => button.closest('section[data-key-path]')?.getAttribute('data-key-path'));
    const questions = page.locator(`section[data-key-path="${questionsPath}"] .item-list`).first().locator(':scope > *');
    const count = await questions.count();
    const lastQuestion = questions.last();
    // (Scrolled to as staff scroll, with the wheel, which ends the hold of the focus in sight.)
    const at = (await focused.boundingBox())!;
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, 100);
    await lastQuestion.scrollIntoViewIfNeeded();
    await expect(lastQuestion.getByRole('textbox').first()).toHaveValue('How do you report progress?');
    await lastQuestion.getByRole('button', { name: 'Collapse', exact: true }).click();
    await expect(lastQuestion.getByRole('textbox')).toHaveCount(0);
    // Folded, it opens from a click on its line too, not only on its chevron, the question's box
    // given the focus (admin/folded-line.ts; the line took no click: a content editor's trial).
    // Folded again.
    await lastQuestion.locator('[id$="-body"] .summary').click();
    await expect(lastQuestion.getByRole('textbox').first()).toHaveValue('How do you report progress?');
    await expect(lastQuestion.getByRole('textbox').first()).toBeFocused();
    await lastQuestion.getByRole('button', { name: 'Collapse', exact: true }).click();
    await expect(lastQuestion.getByRole('textbox')).toHaveCount(0);
    await lastQuestion.getByRole('button', { name: 'Remove', exact: true }).click();
    const LAST_QUESTION = REMOVE_QUESTION('this item (“How do you report progress?”)');
    await expect.poll(() => asked).toEqual([FAQ_QUESTION, FAQ_QUESTION, LAST_QUESTION]);
    await expect(questions).toHaveCount(count - 1);
    await expect(focused).toHaveAttribute('aria-controls', new RegExp(`-item-${count - 2}-body$`));
    await expect(focused).toBeInViewport();

    // The Edit pane's Revert All Changes asks first too: Cancel keeps the changes.
    answerWith = 'dismiss';
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Revert All Changes' }).click();
    await expect.poll(() => asked).toEqual([FAQ_QUESTION, FAQ_QUESTION, LAST_QUESTION, REVERT_QUESTION('this entry')]);
    await expect(questions).toHaveCount(count - 1);
    answerWith = 'accept';
    // Leaving asks (admin/unsaved.ts); answered OK, nothing was saved and the page file is as it was.
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await expect.poll(() => asked).toEqual([FAQ_QUESTION, FAQ_QUESTION, LAST_QUESTION, REVERT_QUESTION('this entry'), UNSAVED_QUESTION]);
    await expect(page).toHaveURL(/#\/collections\/pages-jaipur$/);
    expect(await savedFile(page, SEO_PAGE)).toBe(before);

    // Deleting the page: the editor's question says what links to it (Cancel keeps it).
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to delete this entry' });
    await expect(question.locator('[data-deleting-note]')).toHaveText(
      /^Its address, \/seo-company-jaipur, is linked from pages-data\/blog\/how-long-does-seo-take\.md, .* and \d+ more, and the settings' alias \/top-seo-company-jaipur sends visitors to it\. Deleted, each of those leads to no page/,
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    expect(await savedFile(page, SEO_PAGE)).toBe(before);

    // Duplicated from the same menu with the keyboard: the copy opens as a new entry, as the editor
    // says, the focus in its Route, the box the copy must change (admin/after-duplicate.ts; it was
    // left on the page, where Tab started at the editor's top bar: a content editor's trial).
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).press('Enter');
    await expect(page).toHaveURL(/#\/collections\/pages-jaipur\/new$/);
    await expect(page.getByText('Entry duplicated as a new draft.')).toBeVisible();
    const copyRoute = page.locator('section[data-key-path="route"]').getByRole('textbox');
    await expect(copyRoute).toBeFocused();
    await expect(copyRoute).toHaveValue('/seo-company-jaipur');
    // Not where staff have scrolled meanwhile (a turn of the wheel as Duplicate is chosen, before
    // the copy is drawn): the Route was given the focus 2,000 px above the form they had scrolled
    // to (a content editor's trial, 2 of 2). Back on the page (leaving the copy asks; OK), again.
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).evaluate((item) => {
      (item as HTMLElement).click();
      document.body.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 100 }));
    });
    await expect(page).toHaveURL(/#\/collections\/pages-jaipur\/new$/);
    await expect(copyRoute).toHaveValue('/seo-company-jaipur');
    await nextPaint(page);
    await nextPaint(page);
    await expect(copyRoute).not.toBeFocused();
    expect(external).toEqual([]);
  });

  test('text typed in a service tab’s percentage box stays with its tab as tabs are added above, duplicated, removed and moved: told under its box there, and a Save is refused at that tab in the build’s words; the tab removed, so is its text, not handed to its copy; Revert All Changes ends it; a tab removed still empty is asked about as “this item”', async ({
    page,
    external,
  }) => {
    const SERVICES = 'pages-data/jaipur/services.yaml';
    const before = readFileSync(join(ROOT, SERVICES), 'utf8');
    await seed(page);
    await page.goto('/admin/#/collections/pages-jaipur/entries/services');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    // The page's service tabs, its third section: its tabs opened, each with its percentage box.
    await page
      .getByRole('group', { name: /Sections/ })
      .first()
      .getByRole('button', { name: 'Collapse All' })
      .first()
      .click();
    const section = page.locator('button[aria-controls$="-body"]', { hasText: 'Service tabs' }).first();
    await section.scrollIntoViewIfNeeded();
    await section.click();
    const tabList = page.locator('section[data-key-path="sections.2.tabs"]');
    await tabList.getByRole('button', { name: 'Expand All' }).first().click();
    const tabs = tabList.locator('.item-list').first().locator(':scope > *');
    const percentage = (tab: number) => page.locator(`section[data-key-path="sections.2.tabs.${tab}.percentage"]`).getByRole('spinbutton');
    /** A tab's percentage box, scrolled to: the editor draws a tab's fields as they come into view, so its last one drawn is brought into view until the box is. */
    const reach = async (tab: number) => {
      // (Scrolled as staff scroll, with the wheel first, which ends the hold of a focused control in sight: admin/focus-kept.ts.)
      const list = (await tabList.boundingBox())!;
      await page.mouse.move(list.x + 40, 400);
      await page.mouse.wheel(0, 100);
      for (let i = 0; i < 40 && (await percentage(tab).count()) === 0; i++) {
        const drawn = tabs.nth(tab).locator('section[data-key-path]');
        await ((await drawn.count()) > 0 ? drawn.last() : tabs.nth(tab)).scrollIntoViewIfNeeded();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      await percentage(tab).scrollIntoViewIfNeeded();
      return percentage(tab);
    };
    const notANumber = 'Expected a number, got text "91%"';
    /** The tab whose box holds the text: told under it, the tabs beside it as the editor holds them; a Save refused at it alone. */
    const keptAt = async (tab: number, beside: Record<number, string>) => {
      for (const [other, value] of Object.entries(beside)) {
        const box = await reach(Number(other));
        await expect(box).toHaveValue(value);
        await expect(box).toHaveAccessibleDescription('');
      }
      const box = await reach(tab);
      await expect(box).toHaveValue('91%');
      await expect(box).toHaveAccessibleDescription(notANumber);
      await expect(page.locator('.number-text-note')).toHaveCount(1);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
      await expect(panel.getByRole('listitem').filter({ hasText: '› percentage' })).toHaveText([
        `Section 3 (Service tabs) › tab ${tab + 1} › percentage ${notANumber} wrong-type`,
      ]);
      await page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE }).getByRole('button', { name: 'OK' }).click();
      expect(await savedFile(page, SERVICES)).toBe(before);
    };
    const heading = page.locator('section[data-key-path="sections.2.heading"]').getByRole('textbox');
    const itemMenu = async (tab: number, name: string) => {
      await tabs.nth(tab).getByRole('button', { name: 'List Item Options' }).first().click();
      await page.getByRole('menuitem', { name }).click();
    };
    const remove = (tab: number) => tabs.nth(tab).getByRole('button', { name: 'Remove', exact: true }).first().click();
    const noText = async (shown: Record<number, string>) => {
      for (const [tab, value] of Object.entries(shown)) await expect(await reach(Number(tab))).toHaveValue(value);
      await expect(page.locator('.number-text-note')).toHaveCount(0);
      await expect(page.locator('input[role="spinbutton"][aria-invalid="true"]')).toHaveCount(0);
    };
    // Another change first: with only such text changed, the editor sees none, and its Save is off.
    await heading.fill('Our services in Jaipur');
    await expect(await reach(1)).toHaveValue('91');
    await percentage(1).press('End');
    await percentage(1).press('%');
    await keptAt(1, { 0: '86', 2: '93' });
    // A tab added above, filled in: it is saved as typed; the text goes down with its own tab.
    await itemMenu(0, 'Add Item Above');
    await expect(tabs).toHaveCount(7);
    await (await reach(0)).fill('30');
    await page.locator('section[data-key-path="sections.2.tabs.0.title"]').getByRole('textbox').fill('Reels');
    await page.locator('section[data-key-path="sections.2.tabs.0.description"]').getByRole('textbox').fill('Short videos shot in your shop.');
    await keptAt(2, { 0: '30', 1: '86' });
    // Duplicated: the copy holds the number the editor holds (the text was never the editor's); the text stays with the tab typed in.
    await itemMenu(2, 'Duplicate');
    await expect(tabs).toHaveCount(8);
    await keptAt(2, { 1: '86', 3: '91' });
    // The tab above removed: the text goes up with its tab.
    await remove(0);
    await expect(tabs).toHaveCount(7);
    await keptAt(1, { 0: '86', 2: '91' });
    // The tab itself removed: its text goes with it, not to its copy, now in its place (a content editor's trial).
    await remove(1);
    await expect(tabs).toHaveCount(6);
    await noText({ 0: '86', 1: '91' });
    // Revert All Changes (answered OK) gives back the page as saved: text typed since goes too, where
    // the editor still held the number saved there (a content editor's trial).
    await percentage(0).press('End');
    await percentage(0).press('%');
    await expect(percentage(0)).toHaveValue('86%');
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Revert All Changes' }).click();
    await expect(heading).toHaveValue(/ in Jaipur$/);
    await expect(tabs).toHaveCount(6);
    await noText({ 0: '86', 1: '91' });
    // Moved up (its handle, then the arrow key): the text goes with it; the box now at its old place shows that tab's own number.
    await heading.fill('Our services in Jaipur');
    await percentage(1).press('End');
    await percentage(1).press('%');
    await keptAt(1, { 0: '86' });
    await tabs.nth(1).getByRole('button', { name: 'Reorder Item' }).first().click();
    await page.keyboard.press('ArrowUp');
    await keptAt(0, { 1: '86' });
    await remove(0);
    await expect(tabs).toHaveCount(5);
    await noText({ 0: '86' });
    // A tab added and removed still empty: the question names none of its words (the line of its
    // list of bullets, "0 Bullets", is not the tab's: a content editor's trial).
    await itemMenu(0, 'Add Item Above');
    await expect(tabs).toHaveCount(6);
    await remove(0);
    await expect(tabs).toHaveCount(5);
    expect(asked).toEqual([
      REMOVE_QUESTION('this item (“Reels”)'),
      REMOVE_QUESTION('this item (“Web Development”)'),
      REVERT_QUESTION('this entry'),
      REMOVE_QUESTION('this item (“Web Development”)'),
      REMOVE_QUESTION('this item'),
    ]);
    expect(external).toEqual([]);
  });

  test('a page title too short or too long for search results is refused at its box in the build’s words, counted, and its count shows under it; a changed route is refused until the page keeps its earlier address; a page that places a shared section (`- include: generic-faq`) is saved: the check reads the section in its place, and the include stays an include; its search phrases show folded, one line each, and one opened and changed is saved as that line only, its count bar at the form’s top edge as the list scrolls under it; a new one’s box, given the focus, stays in sight while the form scrolls on, until it stands still', async ({
    page,
    external,
  }) => {
    const path = 'pages-data/core/contact.yaml';
    const before = readFileSync(join(ROOT, path), 'utf8');
    expect(before).toContain('- include: generic-faq');
    await seed(page);
    await page.goto('/admin/#/collections/pages-core/entries/contact');
    await pageTransitionEnded(page);
    // The Meta group opens with the title in view: no click to find it.
    const titleField = await formField(page, 'meta.title');
    const title = titleField.getByRole('textbox');
    await expect(title).toBeVisible();
    // It must not be empty: marked as the editor marks a required field (a * after its label), and so told to screen readers.
    await expect(titleField.locator('header .required')).toHaveText('*');
    await expect(title).toHaveAttribute('aria-required', 'true');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    // Under 10 characters once trimmed, then over 70: what `npm run validate` says, at the box, with the count; nothing saved.
    for (const [typed, said] of [
      ['   About us   ', 'Too short for search results: write at least 10 characters (now 8)'],
      ['C'.repeat(71), 'Too long for search results: keep the title to 70 characters (now 71)'],
    ] as const) {
      await title.fill(typed);
      // The count under the box, as the build counts (trimmed).
      await expect((await formField(page, 'meta.title')).locator('.site-text-count')).toHaveText(`${typed.trim().length} characters (10–70)`);
      await save.click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`[id="${await title.getAttribute('aria-errormessage')}"]`)).toContainText(said);
      expect(await savedFile(page, path)).toBe(before);
    }
    // The refused title, its message and its count.
    await expectEditorNoAxeViolations(page);
    // On a phone, the count ends where the box ends, not past its edge.
    // (Read two frames after the resize: the editor lays itself out for the phone when the browser
    // reports the media change, at the next frame.)
    await page.setViewportSize({ width: 390, height: 844 });
    await nextPaint(page);
    const [box, count] = await Promise.all([title.boundingBox(), titleField.locator('.site-text-count').boundingBox()]);
    expect(box && count, 'the title box and its count are drawn at phone width').toBeTruthy();
    expect(count!.x).toBeGreaterThanOrEqual(box!.x);
    expect(count!.x + count!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Back at desktop width the editor lays out its two panes again (the preview is shown there
    // only) at the next frame: the title is typed once they are drawn, and is there after.
    await expect(page.locator('iframe').first()).toBeVisible();
    await nextPaint(page);
    const newTitle = 'Contact our Jaipur and Ajmer digital marketing team';
    await title.fill(newTitle);
    await expect(title).toHaveValue(newTitle);
    // A changed route is refused at its box until the page keeps the address it was saved with
    // (Earlier addresses) and its Canonical follows the move.
    const routeField = await formField(page, 'route');
    await routeField.getByRole('textbox').fill('/contact-us');
    await save.click();
    // Across boxes (the route with the saved page): in the check's panel, and under the box.
    const moved =
      'This page was at "/contact" when it was saved, and no page has that address now: add "/contact" to Earlier addresses, so links, bookmarks and search results that use it still reach this page, and set Canonical in the Meta group to "/contact-us" (or put the route back)';
    await expect(page.getByRole('region', { name: 'Not saved: the build would refuse this entry' })).toContainText(moved);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(routeField.locator(':scope > .build-check-at-field')).toContainText(moved);
    expect(await savedFile(page, path)).toBe(before);
    const earlier = await formField(page, 'movedFrom');
    const canonical = (await formField(page, 'meta.canonical')).getByRole('textbox');
    // The editor gives the focus to the new item's Collapse button a moment after Add is pressed;
    // where staff have gone on to type in another box by then, it stays in that box (admin/focus-kept.ts).
    await countMovesToItemToggle(page);
    await earlier.getByRole('button', { name: /^Add\W*Earlier address\W*$/ }).click();
    await canonical.fill('/contact-us');
    await expect.poll(() => movesToItemToggle(page)).toBeGreaterThan(0);
    await expect(canonical).toBeFocused();
    await earlier.getByRole('textbox').fill('/contact');
    // The search phrases, below the description: folded, one line each with its text, no box until
    // one is opened (catalogue/cms/fields.ts); opened, its box holds the phrase, and a changed phrase
    // is saved as that line only.
    const keywords = await formField(page, 'meta.keywords');
    const phrases = (parse(before) as { meta: { keywords: string[] } }).meta.keywords;
    // (The editor draws a list item as it scrolls into view: the list's own Add button is below the last.)
    await keywords.getByRole('button', { name: /Add.*Keyword/ }).scrollIntoViewIfNeeded();
    const expandKeyword = keywords.getByRole('button', { name: 'Expand', exact: true });
    await expect(expandKeyword).toHaveCount(phrases.length);
    await expect(keywords.locator('[id$="-body"]')).toHaveText(phrases);
    await expect(keywords.getByRole('textbox')).toHaveCount(0);
    // Its count bar stays at the form's top edge as the list scrolls under it, as the bars of every
    // list not inside another list's item do: the Meta group draws its fields in an element of the
    // class the editor gives a list's items (`.item-list`), and the bar stood one bar's height in,
    // a phrase scrolling past showing above it (a content editor's trial on a phone).
    // (A turn of the wheel over the form first, as staff scroll: it ends the hold of the focused
    // Earlier address box in sight, admin/focus-kept.ts, which had scrolled the form back once, run 298.)
    const over = (await keywords.boundingBox())!;
    await page.mouse.move(over.x + 40, Math.max(over.y, 100));
    await page.mouse.wheel(0, 100);
    const barBelowEdge = await keywords.evaluate(async (field) => {
      // (The form's pane, which scrolls: admin.css and admin/check.ts know it by that class.)
      const form = field.closest('.content');
      if (!form) return 'no scrolling form';
      form.scrollBy(0, field.getBoundingClientRect().top - form.getBoundingClientRect().top + 150);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const bar = field.querySelector('.toolbar.top');
      return bar ? bar.getBoundingClientRect().top - form.getBoundingClientRect().top : 'no count bar';
    });
    expect(barBelowEdge, "the Keywords count bar's distance below the form's top edge").toBe(0);
    await expandKeyword.nth(1).click();
    const phrase = keywords.getByRole('textbox');
    await expect(phrase).toHaveValue(phrases[1]!);
    const newPhrase = 'free digital marketing audit Jaipur';
    await phrase.fill(newPhrase);
    // A phrase added: its box, given the focus once drawn, is kept in sight until it has stood still
    // 1.5 s (up to 10 s from the editor's last step), however long the form keeps moving it. On a
    // slower device the form's own scroll moved a new FAQ question's box 2–4.5 s after Add Item, and
    // a hold of a fixed 1.5 s left it below the window (a content editor's trial at 4×: 6 tries in
    // 6). Here the form scrolls on for 3 s from the moment the new box has the focus, 400 px a second
    // by the clock (not by frames).
    const scrollsOn = await keywords.evaluate((list) => {
      const w = window as unknown as { scrolledOn?: boolean };
      w.scrolledOn = false;
      const form = list.closest('.content');
      if (!form) return 'no scrolling form';
      const scrollOn = (event: Event) => {
        if (!(event.target instanceof HTMLInputElement)) return;
        list.removeEventListener('focusin', scrollOn);
        const from = performance.now();
        let done = 0;
        const step = () => {
          const t = Math.min(performance.now() - from, 3_000);
          form.scrollBy(0, Math.round(t * 0.4) - done);
          done = Math.round(t * 0.4);
          if (t < 3_000) requestAnimationFrame(step);
          else w.scrolledOn = true;
        };
        requestAnimationFrame(step);
      };
      list.addEventListener('focusin', scrollOn);
      return 'scrolls on';
    });
    expect(scrollsOn).toBe('scrolls on');
    await keywords.getByRole('button', { name: /Add.*Keyword/ }).click();
    const addedPhrase = keywords.getByRole('textbox').last();
    await expect(addedPhrase).toBeFocused();
    await expect.poll(() => page.evaluate(() => (window as unknown as { scrolledOn?: boolean }).scrolledOn), { timeout: 15_000 }).toBe(true);
    await nextPaint(page);
    await expect(addedPhrase).toBeFocused();
    await expect(addedPhrase).toBeInViewport({ ratio: 1 });
    const addedWords = 'contact a digital marketing agency in Jaipur';
    await page.keyboard.type(addedWords);
    await save.click();
    await expect.poll(() => savedOrRefused(page, path), { timeout: 15_000 }).toContain(newTitle);
    const { removed, added } = lineDiff(before, await savedFile(page, path));
    expect(removed).toEqual(['route: /contact', expect.stringMatching(/^ {2}title: /), `    - ${phrases[1]}`, '  canonical: /contact']);
    expect(added).toEqual([
      'route: /contact-us',
      'movedFrom:',
      '  - /contact',
      `  title: ${newTitle}`,
      `    - ${newPhrase}`,
      `    - ${addedWords}`,
      '  canonical: /contact-us',
    ]);
    expect(external).toEqual([]);
  });

  test("the site's settings: the phones show as written, one line each; refused for a phone, a placeholder in the tagline is listed at the same Save, and the panel says a number written in the texts waits for the phones; the form the screen's width, a box Tab stops at is brought above the open list; two aliases given one path are refused at the second's key box, where the panel's line goes, the list folding where it would stand over the box's notes; leaving with a change not saved asks first; a changed tagline and phone are saved as those lines only, the new phone the agency's in the check from then on; the gazetteer committed with a key twice, which the editor cannot read and opens empty, says so as it opens and is refused a Save over it, in the build's words for its line, and a home page so committed is told that alone at a Save, not what its empty form lacks; the editor's preferences page has no accessibility violations", async ({
    page,
    external,
  }) => {
    const before = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
    // The gazetteer committed with a city's key written twice (the editor cannot read it).
    const gazetteer = 'pages-data/_cities.yaml';
    const keyTwice = (text: string) => text.replace('ajmer:\n', 'jaipur:\n');
    // And the home page with its route written twice.
    const home = 'pages-data/home.yaml';
    await seed(page, { [gazetteer]: keyTwice, [home]: (text) => `${text}\nroute: /\n` });
    await page.goto('/admin/#/collections/settings/entries/site');
    await pageTransitionEnded(page);
    // Each phone in its own box, as site.config.yaml writes it (`- +91 98765 43210`), not an empty form.
    const phones = await formField(page, 'phones');
    // The editor draws a list's items once they are in view.
    await phones.scrollIntoViewIfNeeded();
    await expect
      .poll(() => phones.getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value)))
      .toEqual(['+91 98765 43210', '+91 91234 56789']);
    // Settings are not a page: no preview pane beside the form (the editor's own would list the fields again).
    await expect(page.locator('iframe')).toHaveCount(0);
    const taglineBox = (await formField(page, 'tagline')).getByRole('textbox');
    expect(await taglineBox.evaluate((box) => box.getBoundingClientRect().width)).toBeGreaterThan(page.viewportSize()!.width / 2);
    // The ⋮ of a field's options, drawn unseen until the field is pointed at, is seen while the
    // keyboard's focus is on it (admin.css), where Tab stops before the box.
    await taglineBox.focus();
    await page.keyboard.press('Shift+Tab');
    const taglineOptions = (await formField(page, 'tagline')).getByRole('button', { name: 'Show Field Options' });
    await expect(taglineOptions).toBeFocused();
    await expect(taglineOptions).toHaveCSS('opacity', '1');

    // A phone not written as one: refused at its box. Changed and still wrong, the next save leaves
    // the check's message alone, without the note that the box changed since (admin/edited-fields.ts;
    // the editor does not redraw a message that stays true).
    // Settings the build refuses are still held to what else it would refuse in them: a placeholder
    // left in the tagline is listed at the same Save.
    const phone = phones.getByRole('textbox').first();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const taglineAsSaved = await taglineBox.inputValue();
    await taglineBox.fill('TODO tagline');
    await phone.fill('call us');
    await save.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const phoneMessage = page.locator(`[id="${await phone.getAttribute('aria-errormessage')}"]`);
    await expect(phoneMessage).toContainText('+91');
    // In the form's order: the tagline's box stands above the phones'.
    await expect(page.locator('#build-check').getByRole('listitem')).toHaveText([
      `Tagline "TODO" is a placeholder: write the real text (the site's own texts show on every page) placeholder`,
      /^Phone 1 Write the phone as \+91 and its 10 digits/,
    ]);
    // A number written in the texts waits for Phones to be right, and the panel says so under its
    // list, not as one of the problems it counts; folded with the list.
    const waits = page
      .locator('#build-check')
      .getByText('More may follow: a phone number written in these texts is checked against Phones once Phones is right.');
    await expect(waits).toBeVisible();
    const folding = page.locator('#build-check').getByRole('button', { name: '2 problems' });
    await folding.click();
    await expect(waits).toBeHidden();
    await folding.click();
    await expect(waits).toBeVisible();
    await expectNoAxeViolations(page, '#build-check');
    // With the form the screen's width (no preview beside it), the open list covers its right side
    // at the foot: a box Tab stops at is brought above the list, not half under it (a content
    // editor's trial at 1280 px).
    await taglineBox.focus();
    expect(await tabStopsUnderList(page, 25)).toEqual([]);
    await taglineBox.fill(taglineAsSaved);
    await phone.fill('call us now');
    await expect.poll(() => noteAfter(phoneMessage)).toContain('Save checks it again');
    await expect(phoneMessage).toHaveCSS('color', 'rgb(71, 84, 103)');
    // Set back to what was checked, it is no longer told changed; changed again, it is.
    await phone.fill('call us');
    await expect.poll(() => noteAfter(phoneMessage)).toBe('none');
    await phone.fill('call us now');
    await expect.poll(() => noteAfter(phoneMessage)).toContain('Save checks it again');
    await page.keyboard.press('Control+s');
    await expect.poll(() => noteAfter(phoneMessage)).toBe('none');
    await expect(phoneMessage).toContainText('+91');
    await phone.fill('+91 98765 43210');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    // An empty phone, an item of a list: the build's words once, not the editor's "This field is
    // required." before them (catalogue/cms/fields.ts listOf). (The editor draws its message whole,
    // after its icon's name.)
    await phone.fill('');
    await save.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${await phone.getAttribute('aria-errormessage')}"]`)).toHaveText(
      /^(?:error)?\s*Write the phone as \+91 and its 10 digits.*\(the first not 0\), e\.g\. "\+91 98765 43210"$/,
    );
    await phone.fill('+91 98765 43210');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    // Two aliases given one path (a map the form holds as a list): the file would keep one, the other
    // gone without a word, so a Save is refused at the second's key box, and the panel's line goes
    // there, not to the first alias (the line went to the list's first box before).
    const aliasesAsSaved = (parse(before) as { aliases: Record<string, string> }).aliases;
    const [sixth, seventh] = Object.keys(aliasesAsSaved).slice(5, 7) as [string, string];
    const seventhKey = (await formField(page, 'aliases.6.key')).getByRole('textbox');
    await seventhKey.fill(sixth);
    await save.click();
    const aliasLine = page.locator('#build-check').getByRole('listitem');
    // (And the seventh alias's own path is gone with its key: a page that links to it is told.)
    await expect(aliasLine).toHaveText([
      new RegExp(`^Aliases › ${escapeRegExp(sixth)} ${escapeRegExp(repeatedKeyMessage(sixth, 5, 6))}`),
      // (The page named as the editor lists it, collection › route, not by its file's path.)
      new RegExp(`^Aliases Jaipur pages › /digital-markting-services-jaipur links to "${escapeRegExp(seventh)}": without its alias that link leads to no page`),
    ]);
    await page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE }).getByRole('button', { name: 'OK' }).click();
    await page.mouse.wheel(0, -2000);
    await aliasLine.first().getByRole('button').click();
    await expect(seventhKey).toBeFocused();
    await expect(page.locator('section[data-key-path="aliases.6.key"] .build-check-at-field')).toContainText('is the key of item 6 too');
    await expect(page.locator('section[data-key-path="aliases.5.key"] .build-check-at-field')).toHaveCount(0);
    await seventhKey.fill(seventh);
    // An alias a page gives as its canonical address, sent to another page, and one a page gives and
    // four files link to, renamed (so taken out): the build would refuse those pages and links, in
    // their own files, so the Save is refused here, each at its box (the one renamed at its new key's),
    // where each line goes.
    const landingValue = (await formField(page, 'aliases.0.value')).getByRole('textbox');
    const profileKey = (await formField(page, 'aliases.2.key')).getByRole('textbox');
    await expect(profileKey).toHaveValue('/google-business-profile');
    // (Clicked first, as staff would: the box just reached from the panel's line keeps the focus a
    // moment, and a fill alone focuses the box without a click.)
    await landingValue.click();
    await landingValue.fill('/contact');
    await profileKey.click();
    await profileKey.fill('/gbp-jaipur');
    await save.click();
    // (The renamed one's at its new key's box: the alias that took its place.)
    await expect(aliasLine).toHaveText([
      /^Aliases › \/digital-marketing-services-ajmer Ajmer pages › \/digital-markting-services-ajmer gives "\/digital-marketing-services-ajmer" as its canonical address .*: sent to "\/contact", it no longer leads to that page/,
      /^Aliases › \/gbp-jaipur Jaipur pages › \/google-business-profile-services-jaipur gives "\/google-business-profile" as its canonical address .*: without the alias \/google-business-profile → \/google-business-profile-services-jaipur it leads to no page, and the build would refuse that page\./,
      /^Aliases › \/gbp-jaipur Ajmer pages › \/lead-generation-company-ajmer, Jaipur pages › \/digital-marketing-company-jaipur, Jaipur pages › \/lead-generation-company-jaipur and Jaipur pages › \/seo-company-jaipur link to "\/google-business-profile"/,
    ]);
    await page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE }).getByRole('button', { name: 'OK' }).click();
    await page.mouse.wheel(0, -2000);
    await aliasLine.nth(1).getByRole('button').click();
    await expect(profileKey).toBeFocused();
    // The box's notes, which say what to change, clear of the panel too: centred, the box left them
    // half under the open list, which stands over the right of the form at 1280 px; where both do
    // not fit above it (this window, these long lines), the list folds, as on a phone.
    const clearOfPanel = () =>
      page.evaluate(() => {
        const panel = document.getElementById('build-check')!.getBoundingClientRect();
        const field = document.querySelector('section[data-key-path="aliases.2.key"]')!;
        return [...field.querySelectorAll('input, .build-check-at-field')].map((el) => {
          const at = el.getBoundingClientRect();
          return at.bottom <= panel.top || at.right <= panel.left;
        });
      });
    await expect.poll(clearOfPanel).toEqual([true, true, true]);
    const foldedList = page.locator('#build-check').getByRole('button', { name: '3 problems' });
    await expect(foldedList).toHaveAttribute('aria-expanded', 'false');
    await foldedList.click();
    await page.mouse.wheel(0, -2000);
    await aliasLine.nth(0).getByRole('button').click();
    await expect(landingValue).toBeFocused();
    await landingValue.fill(aliasesAsSaved['/digital-marketing-services-ajmer']!);
    await profileKey.click();
    await profileKey.fill('/google-business-profile');
    // Taken out with its ×: told at the list, its line going to the list's Add button, which reads
    // the note (not to the first alias's box, which has nothing to do with it: a content editor's
    // trial); the list's Revert Changes brings it back.
    const aliases = page.locator('section[data-key-path="aliases"]');
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator('section[data-key-path="aliases.2.key"]')
      .locator('xpath=ancestor::*[@role="group"][1]')
      .getByRole('button', { name: 'Remove' })
      .first()
      .click();
    await expect(profileKey).not.toHaveValue('/google-business-profile');
    await save.click();
    await expect(aliasLine).toHaveText([
      /^Aliases Jaipur pages › \/google-business-profile-services-jaipur gives "\/google-business-profile" as its canonical address/,
      /^Aliases Ajmer pages › \/lead-generation-company-ajmer, .* link to "\/google-business-profile"/,
    ]);
    await page.getByRole('alertdialog').filter({ hasText: REFUSED_SAVE }).getByRole('button', { name: 'OK' }).click();
    await page.mouse.wheel(0, -2000);
    await aliasLine.first().getByRole('button').click();
    const addAlias = aliases.getByRole('button', { name: /^Add\W*Alias\W*$/ });
    await expect(addAlias).toBeFocused();
    await expect(addAlias).toHaveAccessibleDescription(/gives "\/google-business-profile" as its canonical address.* link to "\/google-business-profile"/);
    page.once('dialog', (dialog) => void dialog.accept());
    await aliases.getByRole('button', { name: 'Show Field Options' }).first().click();
    await page.getByRole('menuitem', { name: 'Revert Changes' }).click();
    await expect(profileKey).toHaveValue('/google-business-profile');
    const tagline = taglineBox;
    const newTagline = 'SEO, social media, Google Ads and websites for Rajasthan businesses since 2013.';
    // Nothing changed yet: Esc leaves the entry without asking (Playwright would dismiss a question, and the entry would stay).
    await tagline.focus();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#\/collections\/settings$/);
    await page.goto('/admin/#/collections/settings/entries/site');
    await pageTransitionEnded(page);
    await tagline.fill(newTagline);

    // A change not saved: Esc, the entry's back arrow, the browser's Back, an address typed in the
    // address bar and a reload each ask first; answering Cancel keeps the entry open with the
    // change, ready to save.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
      void dialog.dismiss();
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => asked).toEqual([UNSAVED_QUESTION]);
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await expect.poll(() => asked).toEqual([UNSAVED_QUESTION, UNSAVED_QUESTION]);
    await page.evaluate(() => history.back());
    await expect.poll(() => asked).toHaveLength(3);
    // Another of the editor's views typed in the address bar (or a bookmark): the browser's own
    // navigation, as Chromium's DevTools protocol makes it, not the page's script. (Read back through
    // the same protocol: Playwright waits on a navigation the page cancelled.)
    const browser = await page.context().newCDPSession(page);
    await browser.send('Page.navigate', { url: new URL('/admin/#/collections/pages-jaipur', page.url()).href });
    await expect.poll(() => asked).toHaveLength(4);
    const { result: hashAfter } = await browser.send('Runtime.evaluate', { expression: 'location.hash' });
    expect(hashAfter.value).toBe('#/collections/settings/entries/site');
    await page.evaluate(() => location.reload());
    await expect.poll(() => asked).toEqual([UNSAVED_QUESTION, UNSAVED_QUESTION, UNSAVED_QUESTION, UNSAVED_QUESTION, 'beforeunload']);
    await expect(page).toHaveURL(/#\/collections\/settings\/entries\/site$/);
    await expect(tagline).toHaveValue(newTagline);
    page.removeAllListeners('dialog');
    // The second phone changed too, as an agency's number changes (its box drawn again once in view, after the reload).
    const phonesAgain = await formField(page, 'phones');
    await phonesAgain.scrollIntoViewIfNeeded();
    await phonesAgain.getByRole('textbox').nth(1).fill('098290-12345');
    await save.click();
    await expect.poll(() => savedOrRefused(page, 'site.config.yaml'), { timeout: 15_000 }).toContain('Rajasthan businesses');
    await closedAfterSaving(page, 'settings');
    const { removed, added } = lineDiff(before, await savedFile(page, 'site.config.yaml'));
    expect(removed).toEqual(['tagline: SEO, social media, Google Ads and websites for Jaipur and Ajmer businesses since 2013.', '  - +91 91234 56789']);
    expect(added).toEqual([`tagline: ${newTagline}`, '  - 098290-12345']);
    // From then on the new number is the agency's in the check before saving, as the build will hold
    // it (the editor was built with the old one): a shared section that gives it is saved.
    await page.goto('/admin/#/collections/shared/entries/generic-faq');
    await pageTransitionEnded(page);
    const intro = (await formField(page, 'section.0.intro')).getByRole('textbox');
    await intro.fill('Straight answers to what business owners ask us before they start. Call +91 98290 12345.');
    await save.click();
    await expect
      .poll(() => savedOrRefused(page, `${SHARED_DIR}/generic-faq.yaml`), { timeout: 15_000 })
      .toContain('intro: Straight answers to what business owners ask us before they start. Call +91 98290 12345.');
    await closedAfterSaving(page, 'shared');

    // The gazetteer it could not read, the editor opens as a new, empty entry: the panel says so as
    // it opens, in the build's words for the file; with a city typed in, a Save is refused (it would
    // write the form over the file, every other city gone), and the file stays as committed.
    const brokenText = keyTwice(readFileSync(join(ROOT, gazetteer), 'utf8'));
    const twiceAt = brokenText.split('\n').lastIndexOf('jaipur:') + 1;
    const unreadLine = `${WHOLE_ENTRY_NAME} ${unreadMessage(gazetteer, { code: 'yaml-syntax', line: twiceAt, col: 1, message: 'YAML syntax: this key appears twice in the same block; keep one' })} yaml-syntax`;
    await page.goto('/admin/#/collections/settings/entries/cities');
    await pageTransitionEnded(page);
    await expect(page.locator('#build-check').getByRole('listitem')).toHaveText([unreadLine]);
    // Headed as what it is as the entry opens (nothing was saved, so not "Not saved"), and as a refused Save once one is.
    await expect(page.getByRole('region', { name: UNREAD_TITLE })).toBeVisible();
    await page.getByRole('button', { name: /Add.*City/ }).click();
    const cityBox = (key: string, role: 'textbox' | 'spinbutton') => page.locator(`section[data-key-path="cities.0.${key}"]`).getByRole(role);
    await cityBox('key', 'textbox').fill('udaipur');
    await cityBox('name', 'textbox').fill('Udaipur');
    await cityBox('region', 'textbox').fill('IN-RJ');
    await cityBox('latitude', 'spinbutton').fill('24.5854');
    await cityBox('longitude', 'spinbutton').fill('73.7125');
    await save.click();
    // Not "the build would refuse this entry": nothing in the form is wrong, the Save would replace the file.
    await expect(page.getByRole('alertdialog').filter({ hasText: REFUSED_UNREAD })).toBeVisible();
    await expect(page.locator('#build-check').getByRole('listitem')).toHaveText([unreadLine]);
    await expect(page.getByRole('region', { name: UNREAD_REFUSED_TITLE })).toBeVisible();
    await page.getByRole('alertdialog').filter({ hasText: REFUSED_UNREAD }).getByRole('button', { name: 'OK' }).click();
    expect(await savedFile(page, gazetteer)).toBe(brokenText);
    // Left without saving: the question asked, answered OK.
    page.once('dialog', (dialog) => void dialog.accept());
    // The home page it could not read: at a Save its line alone, not what the empty form lacks (a
    // heading, sections, …), which would bury it; nothing said to wait for.
    await page.goto('/admin/#/collections/pages-top/entries/home');
    await pageTransitionEnded(page);
    await save.click();
    await expect(page.locator('#build-check').getByRole('listitem')).toHaveText([
      /^The whole entry pages-data\/home\.yaml could not be read \(line \d+: YAML syntax: this key appears twice in the same block; keep one\), so the form opened without what the file holds/,
    ]);
    await expect(page.locator('#build-check .build-check-waits')).toHaveCount(0);
    expect(await savedFile(page, home)).toBe(`${readFileSync(join(ROOT, home), 'utf8')}\nroute: /\n`);

    // The editor's own preferences (the account menu's Settings): its menu items carry no state they cannot have.
    // (Leaving the home page's entry, its Save on, asks, unless within 2 s of the answer above, as
    // without load: answered OK. Unanswered, the page stayed, and the test ran out of time under load.)
    const leave = (dialog: Dialog) => void (dialog.message() === UNSAVED_QUESTION ? dialog.accept() : dialog.dismiss());
    page.on('dialog', leave);
    await page.goto('/admin/#/settings');
    await expect(page).toHaveURL(/#\/settings$/);
    page.off('dialog', leave);
    const menu = page.getByRole('menu', { name: 'Settings' });
    // A menu sets every item's state at once, a tenth of a second after it is drawn: each is mended
    // before the task that set it ends, so no checker reads the page between the two (axe-core once
    // did, on a busy machine, when the mend waited for the next frame). An item drawn checked, at once too.
    const mendedAtOnce = await menu.getByRole('menuitem', { name: 'Accessibility' }).evaluate(async (item) => {
      item.setAttribute('aria-checked', 'false');
      const added = Object.assign(document.createElement('div'), { textContent: 'Checked' });
      added.setAttribute('role', 'menuitem');
      added.setAttribute('aria-checked', 'true');
      item.parentElement!.append(added);
      await Promise.resolve();
      const states = [item.getAttribute('aria-checked'), added.getAttribute('role')];
      added.remove();
      return states;
    });
    expect(mendedAtOnce).toEqual([null, 'menuitemcheckbox']);
    await expectEditorAccessible(page, () => menu.getByRole('menuitem', { name: 'Accessibility' }));
    expect(external).toEqual([]);
  });

  test("a phone photo uploaded into a Jaipur page's hero is saved to that city's image folder without the place it was taken, named where the page links it, and the content still validates; one dropped on the folder in the Assets view too; another of the same name for another page is told which page shows that file before it replaces it", async ({
    page,
    external,
  }) => {
    const photo = await phonePhoto();
    const photoFile = `public/images/jaipur/${PHOTO_NAME}`;
    const before = readFileSync(join(ROOT, SEO_PAGE), 'utf8');
    await seed(page);
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);

    // The hero's artwork: Browse, Upload, Insert, as for a post's cover. A photo narrower than the
    // hero's widest copy (1440 px) is refused on Save, in the build's words, rather than saved and
    // then refused by the build.
    const src = await formField(page, 'sections.0.image.src');
    const dialog = page.getByRole('dialog', { name: /Select/ });
    const uploadToHero = async (name: string, buffer: Buffer) => {
      await src
        .getByRole('button', { name: /Browse|Replace/ })
        .first()
        .click();
      const chosen = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (await chosen).setFiles({ name, mimeType: 'image/jpeg', buffer });
      await expect(dialog.getByRole('button', { name: 'Insert' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await expect(dialog).toBeHidden();
      await expect(src.getByRole('textbox').first()).toHaveText(`/images/jaipur/${name}`);
      // The focus back on the field's button that opened the picker, which the editor draws anew
      // for the file chosen (admin/focus-kept.ts), not on the page's body.
      await expect.poll(() => focusedFieldIn(page)).toBe('sections.0.image.src');
      await expect(src.getByRole('button', { name: 'Replace Image' })).toBeFocused();
    };
    await uploadToHero(
      'IMG_0041.JPG',
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c3aed' } })
        .jpeg()
        .toBuffer(),
    );
    // At a Save the editor refuses itself (a title too short), the photo not yet saved is checked
    // by its own name, as it will be saved: too narrow, not an address of no image.
    const panel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    const title = (await formField(page, 'meta.title')).getByRole('textbox');
    const titleAsSaved = await title.inputValue();
    await title.fill('SEO');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('listitem')).toHaveText([
      /^Meta › title Too short for search results/,
      'Section 1 (Hero) › image › image file The photo is 1200 px wide; this section shows it up to 1440 px: use a photo at least 1440 px wide image-too-narrow',
    ]);
    await title.fill(titleAsSaved);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel).toContainText('The photo is 1200 px wide; this section shows it up to 1440 px: use a photo at least 1440 px wide');
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: 'Not saved' })).toContainText(REFUSED_SAVE);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(src.locator(':scope > .build-check-at-field')).toContainText('The photo is 1200 px wide');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    await expect(savedBytes(page, 'public/images/jaipur/IMG_0041.JPG')).rejects.toThrow();
    // The phone's photo then: in the city's folder (the collection's media folder), not the site-wide one.
    await uploadToHero(PHOTO_NAME, photo);
    // Its note says the box changed since that check.
    await expect(src.locator(':scope > .build-check-at-field')).toHaveAttribute('data-edited-since-check', '');
    // The preview shows the photo, not yet saved, from the editor's copy of it (not a note that the hero is not complete).
    const preview = page.frameLocator('iframe').first();
    const heroPhoto = preview.locator('[data-section="hero"] img');
    await expect(heroPhoto).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => heroPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4032);
    await expect(preview.getByText(/is not complete yet/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.poll(() => savedOrRefused(page, SEO_PAGE).catch(() => before), { timeout: 15_000 }).toContain(`/images/jaipur/${PHOTO_NAME}`);
    await closedAfterSaving(page, 'pages-jaipur');
    const saved = await savedFile(page, SEO_PAGE);
    const { removed, added } = lineDiff(before, saved);
    expect(removed).toEqual(['      src: /images/seo/hero-jaipur.svg']);
    expect(added).toEqual([`      src: /images/jaipur/${PHOTO_NAME}`]);
    const uploaded = await savedBytes(page, photoFile);
    await expectSavedWithoutLocation(uploaded, photo);
    // Nothing went to another folder.
    for (const other of ['public/images', 'public/images/shared', 'public/images/seo', 'public/images/blog'])
      await expect(savedBytes(page, `${other}/${PHOTO_NAME}`), other).rejects.toThrow();
    // Opened again, the page's preview shows the saved photo from the editor's copy: the site has no copy of it before the build.
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    await expect(heroPhoto).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => heroPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4032);

    // Another phone photo of the same name, for another Jaipur page: before it replaces the first, the
    // editor's question says which page shows that file (saved a moment ago, in this session).
    await page.goto('/admin/#/collections/pages-jaipur/entries/google-ads');
    await pageTransitionEnded(page);
    await (await formField(page, 'sections.0.image.src'))
      .getByRole('button', { name: /Browse|Replace/ })
      .first()
      .click();
    const again = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await (await again).setFiles({ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo.subarray(0, photo.length - 1) });
    // (The editor opens its question once for each image box of the page, one over the other: each has the line.)
    const questions = page.getByRole('alertdialog', { name: 'File Name Conflict Resolution' });
    await expect(questions.first()).toContainText(/A file named “\u2068?IMG_0042\.JPG\u2069?” already exists in this folder\./);
    const note = `“${PHOTO_NAME}” is shown by ${SEO_PAGE} (/images/jaipur/${PHOTO_NAME}): Replace would show the new file there too. Keep Both saves it under a name of its own and leaves that one as it is.`;
    await expect(questions.locator('[data-replacing-note]')).toHaveText(Array((await questions.count()) || 1).fill(note));
    // Part of what describes the question, read with it, and within its margins.
    await expect(questions.first()).toHaveAccessibleDescription(new RegExp(`Do you want to replace it\\? ?${escapeRegExp(note)}$`));
    // Another page shows that file: the focus starts on Keep Both (the editor's own first answer is Replace), so Enter keeps theirs.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Keep Both');
    // One answer answers them all: given in the one on top, once it takes clicks (each fades in
    // first), which is not always the last one in the page (CI's run of 2026-12-02 clicked the
    // last one and found another over it). Once none is left, it stops looking (in one run under
    // load they were gone while the click was still being tried until the test's timeout).
    await expect(async () => {
      if ((await questions.count()) === 0) return;
      await page.evaluate(() => {
        for (const question of document.querySelectorAll('dialog[open][role="alertdialog"]')) {
          const box = question.getBoundingClientRect();
          question.toggleAttribute('data-on-top', question.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)));
        }
      });
      await page.locator('[data-on-top]').getByRole('button', { name: 'Cancel' }).click({ timeout: 2_000 });
    }).toPass();
    await expect(questions).toHaveCount(0);

    // The Assets view shows it in the city's folder; each folder is listed once, and the view has no accessibility violations.
    await page.goto('/admin/#/assets');
    const folders = page.getByRole('listbox', { name: 'Asset Folder List' }).getByRole('option');
    await expect(folders.filter({ hasText: 'Jaipur pages' })).toContainText('1');
    const names = await folders.evaluateAll((options) => options.map((option) => option.getAttribute('data-label')));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names).toContain('Home and blog pages');
    // At phone width the view shows the open folder's files (the folder list is a page of its own).
    await expectEditorAccessible(page, (width) =>
      width < 640 ? page.getByRole('grid', { name: 'Assets' }) : page.getByRole('listbox', { name: 'Asset Folder List' }),
    );

    // A phone photo and a PNG with a position (a photo app's export, named with spaces and
    // brackets) dropped together on the folder's files are saved there without the place they were
    // taken too, the PNG under a name an image path can hold.
    await folders.filter({ hasText: 'Jaipur pages' }).click();
    const dropped = 'IMG_0043.JPG';
    const png = { name: 'Shop front (2).png', saved: 'Shop-front-2.png', bytes: await pngWithPosition() };
    const transfer = await filesToDrop(page, [
      [dropped, 'image/jpeg', photo],
      [png.name, 'image/png', png.bytes],
      // An iPhone photo in its own format, which no page can show: left out, and said why.
      ['IMG_0044.HEIC', 'image/heic', photo],
    ]);
    const told = new Promise<string>((resolve) =>
      page.once('dialog', (question) => {
        resolve(question.message());
        void question.dismiss();
      }),
    );
    await page.getByRole('grid', { name: 'Assets' }).dispatchEvent('drop', { dataTransfer: transfer });
    expect(await told).toBe(`Not uploaded:\nIMG_0044.HEIC: ${HEIC_MESSAGE}`);
    const upload = page.getByRole('alertdialog', { name: 'Upload New Assets' });
    await expect(upload).toContainText(/saved to the “\u2068?\/public\/images\/jaipur\u2069?” folder:/);
    await expect(upload).toContainText(dropped);
    await expect(upload).toContainText(png.saved);
    await expect(upload).not.toContainText('IMG_0044');
    await upload.getByRole('button', { name: 'Upload' }).click();
    const sizeSaved = (name: string) =>
      savedBytes(page, `public/images/jaipur/${name}`).then(
        (b) => b.length,
        () => 0,
      );
    await expect.poll(() => sizeSaved(dropped), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => sizeSaved(png.saved), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectSavedWithoutLocation(await savedBytes(page, `public/images/jaipur/${dropped}`), photo);
    const savedPng = await savedBytes(page, `public/images/jaipur/${png.saved}`);
    expect(await exifr.gps(png.bytes), 'the PNG has a position').toBeDefined();
    expect(await exifr.gps(savedPng), 'the saved PNG has a position').toBeUndefined();
    expect(await exifr.parse(savedPng, { pick: ['Make', 'Model'] })).toEqual({ Make: 'PhoneMaker', Model: 'Phone 12' });
    expect(savedPng.length).toBe(png.bytes.length);

    // The build's checks on a copy of the project with both files where the editor put them: the whole content validates.
    const { copy, runAsync, remove } = projectCopy('editor-page-photo-');
    try {
      writeFileSync(join(copy, SEO_PAGE), saved);
      writeFileSync(join(copy, photoFile), uploaded);
      expect(await runAsync(tsx, ['scripts/validate.ts'])).toMatch(/^Content OK: /m);
    } finally {
      remove();
    }
    expect(external).toEqual([]);
  });

  test('a photo committed with the place it was taken: its details in the Assets view say what the build says of it where the editor would draw that place on a map, and fetch no map', async ({
    page,
    external,
  }) => {
    const [unused, shown] = ['public/images/jaipur/IMG_0040.JPG', 'public/images/jaipur/IMG_0041.JPG'];
    const photo = await phonePhoto();
    await seed(
      page,
      { [SEO_PAGE]: (text) => text.replace('src: /images/seo/hero-jaipur.svg', `src: ${shown.slice('public'.length)}`) },
      { [unused]: photo, [shown]: photo },
    );
    await page.goto(`/admin/#/assets/${unused}`);
    // The build's message for it, with its code, as `npm run validate` gives it: here no page shows it.
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      'The photo holds the place it was taken (the GPS position a phone writes into it), which the repository would keep for good once committed, though no page or post shows it: take it out with `npm run photos:no-location -- public/images/jaipur/IMG_0040.JPG` (the rest of the photo stays as it was), then commit the photo, or delete it',
    );
    await expect(page.getByRole('heading', { name: 'Location', exact: true })).toBeVisible();
    await expect(page.getByRole('application')).toHaveCount(0);
    await expectEditorAccessible(page, () => note);
    // One the Jaipur SEO page shows ("Used in" names it): nothing said of deleting it.
    await page.goto(`/admin/#/assets/${shown}`);
    await expect(note).toHaveText(
      'The photo holds the place it was taken (the GPS position a phone writes into it), which the repository would keep for good once committed: take it out with `npm run photos:no-location -- public/images/jaipur/IMG_0041.JPG` (the rest of the photo stays as it was), then commit the photo',
    );
    // No map tile asked for (the editor's policy would refuse each: the fixture fails the test on a violation).
    expect(external).toEqual([]);
  });

  test('shared sections: one previews as the pages that include it show it; a new one, named, its type chosen and filled in, is saved as a section file of pages-data/_shared/ that a page can include; one the editor cannot read is named above the list that leaves it out, and a new one given its name is refused its Save, the file kept as committed', async ({
    page,
    external,
  }) => {
    await seed(page);
    await page.goto('/admin/#/collections/shared/entries/generic-faq');
    const faq = page.frameLocator('iframe').first().locator('main > section[data-section="faq"]');
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Frequently Asked Questions');
    await expect(faq.locator('details')).toHaveCount(5);

    await newSharedSection(page, 'festive-offer');
    // Its list still empty, the preview says how to make its section (it read "Section 1 (shared) is
    // not complete yet: Type: Required…", of a section not there).
    const previewNote = page.frameLocator('iframe').first().locator('main > p');
    const noSectionYet = `No section yet. ${SHARED_SECTION_HINT}.`;
    await expect(previewNote).toHaveText(noSectionYet);
    // Its list's count in words ("0 Section" before: the editor writes the list's label for any number but 1).
    const sectionCount = page.locator('section[data-key-path="section"]').getByText(/^\d+\s+Sections?$/);
    await expect(sectionCount).toHaveText(/^0\s+Sections$/);
    // A type whose heading the form fills in, an FAQ section's "Frequently Asked Questions": that
    // heading takes the focus selected, so what is typed at once replaces it rather than adding to it
    // (admin/focus-kept.ts). Removed again (asked first: OK) for the Figures section below.
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.keyboard.type('Festive offer questions');
    const faqItem = page.locator('[role=group]', { has: page.locator('button[aria-controls$="-body"]', { hasText: 'FAQ' }) }).last();
    const faqHeading = faqItem.getByRole('textbox', { name: 'Heading' });
    await expect(faqHeading).toBeFocused();
    await expect(faqHeading).toHaveValue('Festive offer questions');
    await expect(sectionCount).toHaveText(/^1\s+Section$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await faqItem.getByRole('button', { name: 'Remove' }).first().click();
    await expect(faqItem).toHaveCount(0);
    await expect(previewNote).toHaveText(noSectionYet);
    // A type with an optional Eyebrow above the Heading it needs (Text, as 12 of the 19 types; the
    // hero's Badge): the Heading takes the focus and what is typed at once, where the Eyebrow took
    // it and the Save was refused for the empty Heading. Removed again too.
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
    await page.keyboard.type('Festive offer');
    const textHeading = page.locator('section[data-key-path="section.0.heading"]').getByRole('textbox');
    await expect(textHeading).toBeFocused();
    await expect(textHeading).toHaveValue('Festive offer');
    await expect(page.locator('section[data-key-path="section.0.eyebrow"]').getByRole('textbox')).toHaveValue('');
    const textItem = page.locator('[role=group]', { has: page.locator('button[aria-controls$="-body"]', { hasText: 'Text' }) }).last();
    page.once('dialog', (dialog) => void dialog.accept());
    await textItem.getByRole('button', { name: 'Remove' }).first().click();
    await expect(textItem).toHaveCount(0);
    await expect(previewNote).toHaveText(noSectionYet);
    // Its type chosen with the keyboard straight away, the menu opened with Enter, Figures reached
    // with the arrow keys: the menu of types takes Enter (admin/focus-kept.ts keeps keys typed after
    // Add for the new item's box, not after an Add that opens a menu), and the new section's first
    // box, its heading, takes the focus and what is typed at once.
    await page.getByRole('button', { name: /Add.*Section/ }).focus();
    await page.keyboard.press('Enter');
    // (The editor marks the item the arrow keys reach checked, as if a state of it: a menu item
    // still, the mark taken off, admin/a11y.ts.)
    const figuresItemInMenu = page.getByRole('menu').getByRole('menuitem', { name: 'Figures' });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(figuresItemInMenu).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('menu').locator('[aria-checked], [role=menuitemcheckbox]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.keyboard.type('Festive offer');
    const heading = figuresItem(page).getByRole('textbox', { name: 'Heading' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveValue('Festive offer');
    await expect(figuresToggles(page)).toHaveCount(1);
    await fillFigures(figuresItem(page));
    // The preview shows it as a page will.
    await expect(page.frameLocator('iframe').first().locator('main > section[data-section="stats"] h2')).toHaveText('Jaipur clients in numbers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const file = `${SHARED_DIR}/festive-offer.yaml`;
    await expect.poll(() => savedOrRefused(page, file), { timeout: 15_000 }).toContain('type: stats');
    await closedAfterSaving(page, 'shared');
    const saved = await savedFile(page, file);
    expect(saved.split('\n', 1)[0]).toBe('# yaml-language-server: $schema=../../schemas/section.schema.json');
    expect(parse(saved)).toEqual({
      type: 'stats',
      heading: 'Jaipur clients in numbers',
      items: [
        { value: '120+', label: 'Jaipur clients' },
        { value: '12+', label: 'Years in Jaipur' },
      ],
    });
    // The build takes it: the Jaipur SEO page with it included above its call to action.
    const seo = readFileSync(join(ROOT, SEO_PAGE), 'utf8');
    const at = seo.lastIndexOf('\n  - type: cta');
    const withInclude = `${seo.slice(0, at + 1)}  - include: festive-offer\n${seo.slice(at + 1)}`;
    const { catalogue, problems } = buildCatalogue({
      ...contentPaths(ROOT),
      files: new Map([
        [join(ROOT, SEO_PAGE), withInclude],
        [join(ROOT, file), saved],
      ]),
    });
    expect(problems).toEqual([]);
    expect(catalogue?.byPath.get('/seo-company-jaipur')?.page.sections.at(-2)).toMatchObject({ type: 'stats', heading: 'Jaipur clients in numbers' });

    // Placed in a page from its form: Add Section → Shared section. The new block has no box to type
    // in; the focus goes to its choice of shared sections (admin/focus-kept.ts), kept in sight while
    // the form draws the sections above it. Added after the call to action, the
    // Save is refused, the panel naming the block as the form's list heads it (not by the type of the
    // section it places) and saying what to do.
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    await pageTransitionEnded(page);
    // First a Figures section at the foot of the page, chosen with the mouse: what is typed at once
    // goes into its Heading, a box of the site's texts the editor draws a moment after the Intro
    // below it, which took the focus and the text (3 runs of 3 before admin/focus-kept.ts waited
    // for the first field). Removed again (asked first: OK): the editor, drawing the removed item's
    // type once more, threw twice ("Cannot read properties of undefined (reading 'type')") at every
    // removal of a section added since the page was opened (scripts/build/admin-vite.ts,
    // removedListItem).
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Figures' }).click();
    await page.keyboard.type('Jaipur in figures');
    const footHeading = figuresItem(page).getByRole('textbox', { name: 'Heading' });
    await expect(footHeading).toBeFocused();
    await expect(footHeading).toHaveValue('Jaipur in figures');
    await expect(figuresItem(page).getByRole('textbox', { name: 'Intro' })).toHaveValue('');
    page.once('dialog', (dialog) => void dialog.accept());
    await figuresItem(page).getByRole('button', { name: 'Remove' }).first().click();
    await expect(figuresToggles(page)).toHaveCount(0);
    await nextPaint(page);
    expect(thrown).toEqual([]);
    // Then the Shared section block, right after that removal: the editor hands the focus to a new
    // item once, 0.15 s after adding it, and where the item was not drawn yet (2 runs in 10 here)
    // the focus stayed on Add Section, the block unseen below it (admin/focus-kept.ts hands it over
    // once the item is drawn).
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Shared section' }).click();
    const choice = page.getByRole('radio', { name: 'generic-faq' });
    await expect(choice).toBeFocused();
    // Chosen with Space at once: the editor's group of choices listens only 0.1 s after it is drawn,
    // and a Space before that left the choice shown ticked and the editor holding none (5 runs in 12;
    // admin/early-choice.ts holds it until the group listens).
    await page.keyboard.press('Space');
    await expect(choice).toBeInViewport();
    // …and not under the Add Section bar at the foot of the form: what is drawn at its middle is it.
    const onTop = () =>
      choice.evaluate((c) => {
        const box = c.getBoundingClientRect();
        return c.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(onTop).toBe(true);
    await expect(choice).toBeChecked();
    // The Save is to find it chosen: the preview, drawn from what the editor holds, shows it first.
    await expect(page.frameLocator('iframe').first().getByText('Shared section "generic-faq" (edit it under Shared sections)')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Not saved: the build would refuse this entry' });
    await expect(panel.getByRole('listitem')).toHaveText([
      'Section 11 (Shared section) › include Every page ends with a call to action, and this page ends with a shared section: drag this Shared section above the Call to action cta-last',
    ]);
    // Moved as the message says, from the keyboard: the block's handle, clicked just after OK, then
    // Arrow Up. The handle keeps the focus (the editor's own move to its ⋮ menu, which can come after
    // the click, is undone: admin/check.ts) and stays in sight where the block now is (the form left
    // it 1,500 px below the window: admin/focus-kept.ts), and the Save is taken.
    const sharedBlock = page.locator('[role=group]', { has: page.locator('button[aria-controls$="-body"]', { hasText: 'Shared section' }) }).last();
    const handle = sharedBlock.getByRole('button', { name: 'Reorder Item' }).first();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
    await handle.click();
    const lastPreviewed = page.frameLocator('iframe').first().locator('main > :last-child');
    // Up, down again (below the call to action: the form left the handle 2,700 px below the window)
    // and up.
    for (const [key, last] of [
      ['ArrowUp', 'cta'],
      ['ArrowDown', null],
      ['ArrowUp', 'cta'],
    ] as const) {
      await page.keyboard.press(key);
      // (The preview, drawn from what the editor holds, shows where the block went.)
      if (last) await expect(lastPreviewed).toHaveAttribute('data-section', last);
      else await expect(lastPreviewed).not.toHaveAttribute('data-section');
      await expect(handle).toBeFocused();
      await expect(handle).toBeInViewport({ ratio: 1 });
    }
    // The sections folded, the fourth sent to the end with End, to the top with Home and back to its
    // place with Arrow Down: the focus stays on its handle, in sight. (The editor draws a folded item
    // anew as it moves: the focus fell to the page, then to the first section's handle, whose next
    // key moved the Hero.)
    await page
      .getByRole('group', { name: /Sections/ })
      .first()
      .getByRole('button', { name: 'Collapse All' })
      .first()
      .click();
    const sectionItems = page.locator('[data-key-path="sections"] .item-list').first().locator(':scope > *');
    const titleOf = (item: Locator) => item.locator('button[aria-controls$="-body"]').first();
    // (Drawn as it comes into view.)
    await sectionItems.nth(3).scrollIntoViewIfNeeded();
    await expect(titleOf(sectionItems.nth(3))).toContainText('Detail blocks');
    const fourth = (await titleOf(sectionItems.nth(3)).textContent()) ?? '';
    /** Each key pressed on the section's handle: the section at `item`, its handle focused and whole in the window. */
    const moveFourth = async (moves: readonly (readonly [string, Locator])[]) => {
      for (const [key, item] of moves) {
        await page.keyboard.press(key);
        await expect(titleOf(item)).toHaveText(fourth);
        const itsHandle = item.getByRole('button', { name: 'Reorder Item' }).first();
        await expect(itsHandle).toBeFocused();
        await expect(itsHandle).toBeInViewport({ ratio: 1 });
      }
    };
    const backToItsPlace = [
      ['Home', sectionItems.first()],
      ['ArrowDown', sectionItems.nth(1)],
      ['ArrowDown', sectionItems.nth(2)],
      ['ArrowDown', sectionItems.nth(3)],
    ] as const;
    await sectionItems.nth(3).getByRole('button', { name: 'Reorder Item' }).first().click();
    await moveFourth([['End', sectionItems.last()], ...backToItsPlace]);
    // The other sections open, this one folded: sent to the top with Home, past them all to the end
    // with End, to the top again, and back to its place with Arrow Down thrice. With every section
    // open the editor took up to 1.5 s to draw a move, and the hold of the handle in sight, counted
    // from the key, had ended by the first frame drawn: the handle left 1,900 px below the form's
    // foot (2 runs of 3; admin/focus-kept.ts counts only the time frames are drawn).
    await page
      .getByRole('group', { name: /Sections/ })
      .first()
      .getByRole('button', { name: 'Expand All' })
      .first()
      .click();
    await titleOf(sectionItems.nth(3)).click();
    await expect(titleOf(sectionItems.nth(3))).toHaveText(fourth);
    await sectionItems.nth(3).getByRole('button', { name: 'Reorder Item' }).first().focus();
    await moveFourth([['Home', sectionItems.first()], ['End', sectionItems.last()], ...backToItsPlace]);
    await page.keyboard.press('Control+s');
    await expect.poll(() => savedOrRefused(page, SEO_PAGE), { timeout: 15_000 }).toContain('- include: generic-faq');
    // Saved as that one line above the call to action, a blank line apart as the page's sections
    // are (catalogue/cms/yaml-writer.ts), the rest of the file as it was.
    expect(await savedFile(page, SEO_PAGE)).toBe(`${seo.slice(0, at + 1)}  - include: generic-faq\n\n${seo.slice(at + 1)}`);
    await closedAfterSaving(page, 'pages-jaipur');

    // A new shared FAQ section saved with no questions: the editor refuses it itself, and the build's
    // check, which reads the entry from the preview where the form has no box of the site's texts
    // (admin/drawn-entry.ts: its Heading has a default, its Intro may be empty), says why in its
    // words, in the panel and at the list (the editor's "This field is required." alone before).
    await newSharedSection(page, 'festive-questions');
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.keyboard.type('Festive questions');
    await expect(faqHeading).toHaveValue('Festive questions');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const emptyList = 'The list is empty: add at least 1 item';
    await expect(page.getByRole('region', { name: 'Not saved: the build would refuse this entry' }).getByRole('listitem')).toHaveText([
      `Items ${emptyList} empty-list`,
    ]);
    await expect(faqItem.locator('section[data-key-path="section.0.items"] [id$="-error"]')).toContainText(emptyList);
    // That section removed and another added in its place: the editor, which unfolded the refused
    // list at the Save, had kept its removed item's fold state and threw at the Add ("o.splice is
    // not a function"), the list left unable to add (scripts/build/admin-vite.ts, listFoldStates).
    page.once('dialog', (dialog) => void dialog.accept());
    await faqItem.getByRole('button', { name: 'Remove' }).first().click();
    await expect(faqItem).toHaveCount(0);
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.keyboard.type('Festive questions, again');
    await expect(faqHeading).toHaveValue('Festive questions, again');

    // On a phone the editor's Slug panel, where a new one's name goes, is not beside the form: the
    // hint under the list says where it is (staff found no box for the name), and the name goes in
    // there. (Last: the editor draws its layout anew as the width changes; the list is then drawn
    // at that width.)
    await page.setViewportSize({ width: 390, height: 844 });
    await leaveChangedEntryFor(page, '/admin/#/collections/shared');
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await pageTransitionEnded(page);
    await expect(page.getByText(SHARED_SECTION_HINT, { exact: true })).toBeVisible();
    // Saved without its name: the editor's notice counts the Slug box, which a phone does not show,
    // among the fields with errors (the form marks only its Section list), and says where it is.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const notice = page.getByRole('alert').filter({ hasText: 'to save the entry.' });
    await expect(notice).toContainText(`2 fields have errors. Please correct them to save the entry. ${SHARED_NAME_MISSING}`);
    const slugPanel = page.getByRole('dialog', { name: 'Slug' });
    const openSlug = async () => {
      await page.getByRole('button', { name: 'Show Editor Options' }).click();
      await page.getByRole('menuitem', { name: 'Slug' }).click();
      return slugPanel.getByRole('textbox', { name: /slug/i });
    };
    await (await openSlug()).fill('monsoon-offer');
    await slugPanel.getByRole('button', { name: /close/i }).click();
    await expect(slugPanel).toHaveCount(0);
    // Named, a Save is refused for the empty Section list alone, and the notice no longer tells of
    // the name.
    await save.click();
    await expect(notice).toContainText('One field has an error.');
    await expect(notice).not.toContainText(SHARED_NAME_MISSING);
    await expect(await openSlug()).toHaveValue('monsoon-offer');
    expect(thrown).toEqual([]);

    // The generic FAQ committed with a key twice: the editor cannot read it, and its list leaves it
    // out. A new section given its name is refused a Save, in the build's words for that file, which
    // stays as committed (the Save wrote the new section over it, its five questions gone).
    await page.setViewportSize({ width: 1280, height: 844 });
    // (Leaving the new section not saved: the browser asks first.)
    page.once('dialog', (dialog) => void dialog.accept());
    const faqFile = `${SHARED_DIR}/generic-faq.yaml`;
    const faqTwice = (t: string) => t.replace('type: faq\n', 'type: faq\ntype: text\n');
    await seed(page, { [faqFile]: faqTwice });
    const committed = await savedFile(page, faqFile);
    const twiceAt = faqTwice(committed).split('\n').indexOf('type: text') + 1;
    const problem = { code: 'yaml-syntax' as const, line: twiceAt, col: 1, message: 'YAML syntax: this key appears twice in the same block; keep one' };
    // The editor's notice says where to look (it said "Check the browser console for details."), and
    // the list, which shows no entry, names the file it leaves out and why, above its entries.
    await expect(page.getByRole('alert').filter({ hasText: 'could not read' })).toHaveText(new RegExp(`${escapeRegExp(unreadNotice(1))}$`));
    await page.goto('/admin/#/collections/shared');
    const unreadNote = page.getByRole('note').filter({ hasText: 'could not read' });
    await expect(unreadNote).toHaveText(unreadListedMessage([{ file: faqFile, problem }]));
    await expectEditorAccessible(page, () => unreadNote);
    await newSharedSection(page, 'generic-faq');
    await page.getByRole('button', { name: /Add.*Section/ }).click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
    await page.keyboard.type('Festive offer');
    await page
      .getByRole('button', { name: /Add.*Paragraph/ })
      .first()
      .click();
    await page.keyboard.type('Diwali hours and offers for Jaipur shops this season.');
    await save.click();
    await expect(page.getByRole('alertdialog').filter({ hasText: REFUSED_UNREAD })).toBeVisible();
    await expect(page.getByRole('region', { name: UNREAD_REFUSED_TITLE }).getByRole('listitem')).toHaveText([
      `${WHOLE_ENTRY_NAME} ${unreadTakenMessage('section', faqFile, problem)} yaml-syntax`,
    ]);
    expect(await savedFile(page, faqFile)).toBe(committed);

    expect(external).toEqual([]);
  });

  /**
   * A post with a phone photo as its cover, from the editor to the built page (issue #22). The
   * editor saves into the browser; what it saved is then put into a copy of the project and built
   * by the build's own steps that make the page and its images (validate, images, pages: not the
   * editor's bundle, the post-build files or compression).
   */
  test('a new post with a 4032×3024 phone photo uploaded as its cover: leaving it with only Draft switched asks; saved, it returns to the list without asking, naming /images/blog/ and the photo, saved without the place it was taken; the build makes its <picture> of AVIF and WebP copies', async ({
    page,
    external,
  }) => {
    // Its build of the saved post encodes the 4032×3024 photo's AVIF and WebP copies: under two CPU
    // hogs on a slow machine it went over the editor tests' 3 minutes once in four runs (1.9 in the
    // others; their stress pairs of 2026-12-07, seventy-eighth session).
    test.setTimeout(300_000);
    const photo = await phonePhoto();
    const id = nextPostId(join(ROOT, 'pages-data/blog'));
    const post = {
      id,
      title: 'A day at our Jaipur office',
      heading: 'A day at our Jaipur office',
      date: '2026-01-15',
      author: 'Priya Sharma, SEO Lead',
      excerpt: 'A look around the office near MI Road where our Jaipur team plans local SEO, ads and websites.',
      image: `/images/blog/${PHOTO_NAME}`,
      alt: 'The agency office on MI Road at dusk, its windows lit above the street',
      tags: ['Local SEO'],
      metaDescription: 'Inside our Jaipur office near MI Road: where the team plans local SEO, Google Ads and websites for clinics, shops and showrooms.',
    };
    const article = 'Our Jaipur team works from an office near MI Road.';
    const postFile = 'pages-data/blog/a-day-at-our-jaipur-office.md';
    const photoFile = `public/images/blog/${PHOTO_NAME}`;
    await seed(page);

    // Blog posts → New, as the content guide says; the fields the form shows first.
    await page.getByRole('treeitem', { name: 'Blog posts' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await pageTransitionEnded(page);
    // A new post with only its Draft switch changed: Esc asks before dropping it; Cancel stays.
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    const draft = page.getByRole('switch', { name: 'Draft' });
    await draft.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => questions).toEqual([UNSAVED_QUESTION]);
    await expect(page).toHaveURL(/#\/collections\/blog\/new$/);
    await draft.click();
    // The form starts with the next free id, as npm run new-post gives it.
    await expect(page.getByRole('spinbutton', { name: 'Id' })).toHaveValue(String(id));
    await page.getByRole('textbox', { name: 'Title' }).fill(post.title);
    await page.getByRole('textbox', { name: 'Heading' }).fill(post.heading);
    await page.getByLabel('Date', { exact: true }).fill(post.date);
    // A digit typed on the date's ⋮ changes no date: its parts take keys in the browser's order
    // (a digit went into the month: a content editor's trial), so a date is not a box the ⋮ types
    // into (admin/field-menu-typing.ts); a text box is (the editing test).
    await page.locator('section[data-key-path="date"]').getByRole('button', { name: 'Show Field Options' }).focus();
    await page.keyboard.type('2');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(post.date);
    await page.getByRole('textbox', { name: 'Author' }).fill(post.author);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill(post.excerpt);

    // The cover: Browse opens the editor's media dialog (its Upload button asks for a file: the
    // hero test). Two photos dropped on it: a cover is one picture, so the first is the one, and
    // the editor says the other was left out (it kept one without a word).
    const cover = await formField(page, 'image');
    await cover.getByRole('button', { name: 'Browse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeVisible();
    const twoPhotos = await filesToDrop(page, [
      [PHOTO_NAME, 'image/jpeg', photo],
      ['IMG_0045.JPG', 'image/jpeg', photo],
    ]);
    await dialog.dispatchEvent('drop', { dataTransfer: twoPhotos });
    const leftOut = `Not uploaded:\nIMG_0045.JPG: ${oneFileHere(PHOTO_NAME)}`;
    await expect.poll(() => questions).toEqual([UNSAVED_QUESTION, leftOut]);
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeEnabled();
    await expect(dialog).toContainText(PHOTO_NAME);
    await expect(dialog).not.toContainText('IMG_0045');
    // Only this site's images: no stock photo libraries, whose pictures the editor's policy would not load.
    await expect(dialog.getByText('Your Site')).toBeVisible();
    await expect(dialog.getByText(/Stock Photos|Lorem Picsum|Unsplash/)).toHaveCount(0);
    // The photo shows in the dialog once the browser has read it: staff see what they chose.
    await expect
      .poll(() => dialog.locator('img').evaluateAll((images) => images.some((i) => i instanceof HTMLImageElement && i.complete && i.naturalWidth > 0)))
      .toBe(true);
    await guideScreenshot(page, 'upload-photo');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toBeHidden();
    // The field names the file where it will be saved, once the editor has read it.
    await expect(cover.getByRole('textbox', { name: 'Image' })).toHaveText(post.image);
    // The focus on its Replace button, the Browse button that opened the picker gone (admin/focus-kept.ts).
    await expect(cover.getByRole('button', { name: 'Replace Image' })).toBeFocused();

    // (The editor draws the fields below once they are scrolled to.)
    await (await formField(page, 'alt')).getByRole('textbox', { name: 'Alt' }).fill(post.alt);
    const tagsField = await formField(page, 'tags');
    // One tag is "1 Tag", added with "Add Tag" (the list's one item named: catalogue/cms/fields.ts
    // singularOf). Typed straight after the press, before the editor has drawn the new box, the tag
    // goes into it whole, its space not pressing Add again; the focus stays in the box as the editor
    // gives it to the new item's Collapse button (admin/focus-kept.ts).
    await countMovesToItemToggle(page);
    await tagsField.getByRole('button', { name: /^Add\W*Tag\W*$/ }).click();
    await page.keyboard.type(post.tags[0]!);
    await expect.poll(() => movesToItemToggle(page)).toBeGreaterThan(0);
    await expect(tagsField.getByRole('textbox')).toHaveValue(post.tags[0]!);
    await expect(tagsField.getByRole('textbox')).toBeFocused();
    await expect(tagsField).toContainText(/\b1\W*Tag\b(?!s)/);
    await (await formField(page, 'metaDescription')).getByRole('textbox').fill(post.metaDescription);
    // The Article, drawn as rich text, takes what is typed on its ⋮ too, its first letter included,
    // reached as staff reach it, with Tab from the box before: the letters were lost (the space
    // opening the menu), as they had been for the other boxes (a content editor's trial).
    const bodyField = await formField(page, 'body');
    const articleBox = bodyField.getByRole('textbox', { name: 'Article' });
    const articleMenu = bodyField.getByRole('button', { name: 'Show Field Options' });
    for (let i = 0; i < 10 && !(await articleMenu.evaluate((menu) => menu === document.activeElement).catch(() => false)); i++)
      await page.keyboard.press('Tab');
    await expect(articleMenu).toBeFocused();
    await page.keyboard.type('Our Jaipur team');
    await expect(articleBox).toHaveText('Our Jaipur team');
    await expect(articleBox).toBeFocused();
    await articleBox.fill(article);

    // The preview draws the post as the article page will show it, with the photo not yet saved.
    const preview = page.frameLocator('iframe').first();
    await expect(preview.locator('h1')).toHaveText(post.heading);
    await expect(preview.locator('[data-article-body]')).toHaveText(article);
    const previewCover = preview.locator(`img[alt="${post.alt}"]`);
    await expect(previewCover).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => previewCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4032);
    const ribbon = preview.locator('[data-draft-ribbon]');
    await expect(ribbon).toHaveCount(0);
    await expect(preview.locator('[data-preview-missing], [data-preview-to-fix]')).toHaveCount(0);

    // Scheduled: a date ahead, and the preview says the post waits for it; then the post's own date again.
    const date = page.getByLabel('Date', { exact: true });
    const later = daysFromToday(14);
    await date.fill(later);
    await expect(ribbon).toHaveText(`Scheduled for ${later}`);
    await guideScreenshot(page, 'schedule-post', [date, ribbon]);
    await date.fill(post.date);
    await expect(ribbon).toHaveCount(0);
    // A draft says so too; Draft off again publishes the post.
    await draft.click();
    await expect(ribbon).toHaveText('Draft');
    await draft.click();
    await expect(ribbon).toHaveCount(0);
    await guideScreenshot(page, 'publish-post', [draft, preview.locator('h1')]);
    // Saved, the editor closes to the list it was opened from (going back in history) without
    // asking again whether to drop changes: there are none left.
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // What the editor saved: the post, named after its heading, and the photo without the place it was taken.
    await expect.poll(() => savedOrRefused(page, postFile), { timeout: 15_000 }).toContain(article);
    await closedAfterSaving(page, 'blog');
    expect(questions).toEqual([UNSAVED_QUESTION, leftOut]);
    const saved = await savedFile(page, postFile);
    const { yaml, body } = splitFrontMatter(saved);
    const frontMatter = parse(yaml) as Record<string, unknown>;
    expect(frontMatter).toEqual(post);
    expect(body.trim()).toBe(article);
    expect(postFrontMatterSchema.safeParse(frontMatter).error?.issues).toBeUndefined();
    const uploaded = await savedBytes(page, photoFile);
    await expectSavedWithoutLocation(uploaded, photo);
    expect(external).toEqual([]);

    // The build: the two files in a copy of the content, then validate, images and pages.
    const { copy, runAsync, remove } = projectCopy('editor-cover-');
    try {
      mkdirSync(join(copy, 'public/images/blog'), { recursive: true });
      writeFileSync(join(copy, postFile), saved);
      writeFileSync(join(copy, photoFile), uploaded);
      await runAsync(tsx, ['-e', VALIDATE_IMAGES_PAGES], { SITE_OUT_DIR: 'dist' });
      const client = join(copy, 'dist', 'client');
      const built = readFileSync(join(client, 'blog', 'a-day-at-our-jaipur-office.html'), 'utf8');
      const html = withoutRawText(built);

      // The article's cover is a <picture>: AVIF, then WebP, then the photo's own format in the <img>.
      const pictures = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map(([p]) => p).filter((p) => tags(p, 'img')[0]?.alt === post.alt);
      expect(pictures).toHaveLength(1);
      const [avif, webp, ...more] = tags(pictures[0]!, 'source');
      const img = tags(pictures[0]!, 'img')[0]!;
      expect(more).toEqual([]);
      expect([avif?.type, webp?.type]).toEqual(['image/avif', 'image/webp']);
      expect({ width: img.width, height: img.height, loading: img.loading, fetchpriority: img.fetchpriority }).toEqual({
        width: '4032',
        height: '3024',
        loading: 'eager',
        fetchpriority: 'high',
      });
      // Each set: the widths of the ladder up to the cover's widest copy (1440 px), never the 4032 px
      // original; each file in the build, of its format and width, with no EXIF (no camera, no GPS).
      const sets = { avif: avif?.srcset, webp: webp?.srcset, jpg: img.srcset };
      const formats = { avif: 'heif', webp: 'webp', jpg: 'jpeg' };
      for (const [ext, srcset] of Object.entries(sets) as [keyof typeof sets, string | undefined][]) {
        const candidates = (srcset ?? '').split(', ').map((c) => c.split(' ') as [string, string]);
        expect(candidates.map(([, w]) => w)).toEqual(['360w', '540w', '720w', '1080w', '1440w']);
        for (const [url, w] of candidates) {
          const width = Number.parseInt(w, 10);
          expect(url).toMatch(new RegExp(`^/assets/IMG_0042-${width}\\.[0-9a-f]{10}\\.${ext}$`));
          expect(existsSync(join(client, url)), url).toBe(true);
          const meta = await sharp(join(client, url)).metadata();
          expect({ url, format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
            url,
            format: formats[ext],
            width,
            height: (width * 3) / 4,
            exif: undefined,
          });
        }
      }
      expect(img.src).toMatch(/^\/assets\/IMG_0042-540\.[0-9a-f]{10}\.jpg$/);
      // The uploaded original is not published, and the page names it nowhere (nor in its structured
      // data): its own address, the editor's Public URL of it, holds the widest JPEG copy (1440 px).
      const widest = img.srcset!.split(', ').at(-1)!.split(' ')[0]!;
      expect(readFileSync(join(client, 'images', 'blog', PHOTO_NAME)).equals(readFileSync(join(client, widest)))).toBe(true);
      expect(built).not.toContain(post.image);
    } finally {
      remove();
    }
  });

  test("the lists' bars stay clear of each other and of the control in use: a section's list of questions, its Add Item at the form's foot, takes the click, not the form's Add Section over it; Tab goes through every section of a page at a desktop's width, and Shift+Tab back from the form's end at a phone's, each control brought into sight clear of the bars and kept there as what is above it is drawn; on a touch screen too the count bars stand one right under the other, and a question's Move Down pressed twice moves it two places down, its button kept under the finger", async ({
    page,
    external,
  }) => {
    // Its walks are about 1,000 stops: under two CPU hogs on a slow machine it took 2.2 minutes in
    // one run and passed the editor tests' 3 (their stress pair of 2026-12-06, seventy-fourth session).
    test.setTimeout(300_000);
    await seed(page);
    await page.goto('/admin/#/collections/pages-ajmer/entries/web-development');
    await pageTransitionEnded(page);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

    // The Edit pane's ⋮ named in words, not with the editor's own word for a site of one language
    // ("Show ⁨_default⁩ Content Options", as screen readers read it out).
    await expect(page.getByRole('button', { name: 'Show Content Options', exact: true })).toHaveCount(1);
    await expect(page.locator('[aria-label*="_default"]')).toHaveCount(0);

    // The FAQ section opened and its Add Item brought up: the list of questions runs on below the
    // form's foot, where its bar with Add Item stays, as does the form's own with Add Section.
    const faq = await openFaqSection(page);
    const body = page.locator(`[id="${await faq.getAttribute('aria-controls')}"]`);
    const addItem = body.getByRole('button', { name: /Add.*Item/ }).last();
    for (let i = 0; i < 40 && (await addItem.count()) === 0; i++) await page.mouse.wheel(0, 300);
    // The list's count, as the editor writes it at its head ("8 Items").
    const questions = body.getByText(/^\d+\s+Items$/).first();
    await expect(questions).toHaveText(/^8\s/);
    await addItem.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await nextPaint(page);
    /** One frame as drawn: the watched question's top and height (to the pixel), whether the move is drawn yet, and how many list items slide. */
    type Frame = { top: number; height: number; moved: boolean; sliding: number };
    type Frames = { drawn: Frame[]; stop?: boolean };
    /**
     * From now until `framesSeen`, after each frame (in a task after it, so as drawn): where the
     * question at `index` is drawn, whether the question that was at `from` is drawn at `to` yet,
     * and how many list items slide. The list is found each time by its id: the editor draws its
     * items anew at its first move.
     */
    const watchQuestion = (index: number, { from, to }: { from: number; to: number } = { from: 0, to: 0 }) =>
      body.evaluate(
        (faqBody, [index, from, to]) => {
          const id = faqBody.querySelector('[id^="list-"][id$="-item-list"]')!.id;
          const frames: Frames = { drawn: [] };
          (window as unknown as { frames: Frames }).frames = frames;
          const summary = (i: number) => document.getElementById(id)?.children[i]?.querySelector('[id$="-body"] .summary')?.textContent;
          const moving = summary(from);
          const read = () => {
            const box = document.getElementById(id)?.children[index]?.getBoundingClientRect();
            const sliding = document.getAnimations().filter((slide) => {
              const target = slide.effect instanceof KeyframeEffect ? slide.effect.target : null;
              return slide.playState === 'running' && !!target?.parentElement?.matches('[id^="list-"][id$="-item-list"]');
            }).length;
            frames.drawn.push({
              top: Math.round(box?.top ?? -1),
              height: Math.round(box?.height ?? -1),
              moved: from !== to && summary(to) === moving,
              sliding,
            });
            if (!frames.stop) requestAnimationFrame(() => setTimeout(read));
          };
          read();
        },
        [index, from, to] as const,
      );
    /** Until no animation runs (the items' slides ended). */
    const slidesEnded = () => page.waitForFunction(() => !document.getAnimations().some((slide) => slide.playState === 'running'));
    /** How many frames have been drawn since the move. */
    const framesMoved = () => page.evaluate(() => (window as unknown as { frames: Frames }).frames.drawn.filter((frame) => frame.moved).length);
    const framesSeen = () =>
      page.evaluate(() => {
        const frames = (window as unknown as { frames: Frames }).frames;
        frames.stop = true;
        return frames.drawn;
      });
    // Pressed where it is drawn, as a finger or the mouse would: the question list gets one more.
    // (The last question watched as it comes, its height frame by frame: the section holding the
    // questions slid from its height before, their text squeezed, the last question 68 px tall
    // against 72 for a frame or two, 2 of 2 without the change.)
    await watchQuestion(7);
    const at = (await addItem.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(questions).toHaveText(/^9\s/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await slidesEnded();
    const lastDrawn = await framesSeen();
    expect(new Set(lastDrawn.map((frame) => frame.height)), "the last question's height, frame by frame").toEqual(new Set([lastDrawn[0]?.height]));
    // And the question before it removed (its ×, the question asked answered OK): the one before
    // that, frame by frame, the same (the section stretched from its height before, that question
    // 73–76 px tall against 72 as it slid back, 2 of 2 without the change).
    page.once('dialog', (dialog) => void dialog.accept());
    await watchQuestion(6);
    await body.locator('.item-list').first().locator(':scope > *').nth(7).getByRole('button', { name: 'Remove' }).first().click();
    await expect(questions).toHaveText(/^8\s/);
    await slidesEnded();
    const lastAfterRemoval = await framesSeen();
    expect(new Set(lastAfterRemoval.map((frame) => frame.height)), 'the height of the question before the one removed, frame by frame').toEqual(
      new Set([lastAfterRemoval[0]?.height]),
    );
    // The same with an item's ⋮ menu, Duplicate, on the question before the new one: the one
    // before that, frame by frame (the section squeezed as at Add Item, without the change).
    await watchQuestion(5);
    await body.locator('.item-list').first().locator(':scope > *').nth(6).getByRole('button', { name: 'List Item Options' }).first().click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(questions).toHaveText(/^9\s/);
    await slidesEnded();
    const afterDuplicate = await framesSeen();
    expect(new Set(afterDuplicate.map((frame) => frame.height)), 'the height of the question before the one duplicated, frame by frame').toEqual(
      new Set([afterDuplicate[0]?.height]),
    );
    // A question moved down from the keyboard (its handle, Arrow Down), the questions folded: it goes
    // one place down and the list stays where it is (with the browser's scroll anchoring on in the
    // form for the list too, the whole list slid up, 348 px here, the item seeming to move up).
    await body.getByRole('button', { name: 'Collapse All' }).first().click();
    // Collapse All, disabled by its own press, hands the focus to Expand All beside it, not to the
    // page (whose next Tab started at the editor's top).
    await expect(body.getByRole('button', { name: 'Expand All' }).first()).toBeFocused();
    const faqItems = body.locator('.item-list').first().locator(':scope > *');
    const itemTitle = (i: number) => faqItems.nth(i).locator('button[aria-controls$="-body"]').first();
    // (A folded question's text: the summary the editor draws in its body. Its folding button holds an icon only.)
    const itemText = (i: number) => faqItems.nth(i).locator('[id$="-body"] .summary').first();
    await faqItems.nth(2).evaluate((item) => item.scrollIntoView({ block: 'center' }));
    await nextPaint(page);
    await faqItems.nth(2).getByRole('button', { name: 'Reorder Item' }).first().click();
    await nextPaint(page);
    const [second, third] = [await itemTitle(1).boundingBox(), await itemText(2).textContent()];
    // (The question above watched from the press on.)
    await watchQuestion(1, { from: 2, to: 3 });
    await page.keyboard.press('ArrowDown');
    await expect(itemText(3)).toHaveText(third ?? '');
    await slidesEnded();
    await nextPaint(page);
    expect(Math.abs((await itemTitle(1).boundingBox())!.y - second!.y), 'how far the list moved').toBeLessThan(20);
    // Nor did it jump while the move was drawn: at a list's first move the editor draws its items
    // anew, a frame shorter, and the section holding the questions slid from that size back to its
    // own, the question above 27 px lower and 4 px taller at the first frame, sliding back over
    // 200 ms (2 of 2 without the change).
    const drawn = await framesSeen();
    const place = (frame?: Frame) => `${frame?.top} ${frame?.height}`;
    const [before, after] = [drawn.filter((frame) => !frame.moved), drawn.filter((frame) => frame.moved)];
    expect(after.length, 'frames drawn after the move').toBeGreaterThan(5);
    expect(new Set(after.map(place)), 'where the question above was drawn, frame by frame').toEqual(new Set([place(before.at(-1))]));
    // And back up (Arrow Up), read once the two questions have slid to their places: the list stays
    // where it is (the handle, judged out of sight under the question it passed while the two slid,
    // was brought into sight, the list jumping the other way: 160 px at 3 of 4 moves up of the SEO
    // page's sections in a trial at 1280 px, when the hold brought it to the form's middle).
    /** Brings `control` 150 px above the form's middle, where the editor's own scroll to a control out of sight would not bring it. */
    const aboveMiddle = async (control: Locator) => {
      await control.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        element.closest('.content')?.scrollBy(0, 150);
      });
      await nextPaint(page);
    };
    const handle = (i: number) => faqItems.nth(i).getByRole('button', { name: 'Reorder Item' }).first();
    // (The handle placed first where that jump shows: 4 px above the bars stuck at the form's foot,
    // to the whole pixel, deep in the form's scroll padding there, where the hold's scroll for a
    // handle judged out of sight while it slid moved the list 30–31 px. Placed 150 px above the
    // middle instead, as the hold brings a moved control only as far as the padding, such a scroll
    // moved nothing; and the move took the handle within a pixel of the questions' bar at the
    // form's top, by the fraction of a pixel the form stood scrolled, its top 2 px under the bar at
    // times and rightly brought clear of it: 58 px, 1 run in 3.)
    /** The moved question's handle: its distance above the bars stuck at the form's foot, whether it is clear of them, and how deep within the form's scroll padding; brought 4 px above the bars where it is not. */
    const overFootBars = () =>
      handle(3).evaluate((element) => {
        const form = element.closest('.content')!;
        const formFoot = form.getBoundingClientRect().bottom;
        const x = element.getBoundingClientRect().left + element.getBoundingClientRect().width / 2;
        let barsTop = Math.floor(formFoot) - 1;
        while (document.elementFromPoint(x, barsTop)?.closest('.toolbar')) barsTop--;
        const box = element.getBoundingClientRect();
        const at = {
          overBars: Math.round(barsTop - box.bottom),
          clear: [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => element.contains(document.elementFromPoint(x, y))),
          withinPadding: Math.round(Number.parseFloat(getComputedStyle(form).scrollPaddingBottom) - (formFoot - box.bottom)),
        };
        // (To the whole pixel. Read again after: the questions are drawn as they come into view.)
        if (at.overBars !== 4 || !at.clear) form.scrollTop = Math.round(form.scrollTop + box.bottom - (barsTop - 4));
        return at;
      });
    await expect.poll(overFootBars, 'the handle placed 4 px above the foot bars').toMatchObject({ overBars: 4, clear: true });
    expect((await overFootBars()).withinPadding, "the handle's depth within the form's scroll padding").toBeGreaterThan(40);
    const beforeUp = (await itemTitle(1).boundingBox())!.y;
    await page.keyboard.press('ArrowUp');
    await expect(itemText(2)).toHaveText(third ?? '');
    await slidesEnded();
    await nextPaint(page);
    expect(Math.abs((await itemTitle(1).boundingBox())!.y - beforeUp), 'how far the list moved at Arrow Up').toBeLessThan(20);
    // Moved down under the bars at the form's foot (Arrow Down, its handle just clear of them first):
    // the form scrolls only as far as brings the handle clear of them again, as Tab brings a control,
    // to the form's scroll padding (admin.css) from its foot; it was brought to the form's middle,
    // the list jumping 305–404 px at each press at the foot of the SEO page's sections in a trial.
    await expect(handle(2)).toBeFocused();
    /** The handle of the `i`th question: its distance from the form's foot, the form's scroll padding there, and whether something lies over it. */
    const atFoot = (i: number) =>
      handle(i).evaluate((element) => {
        const form = element.closest('.content')!;
        const box = element.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          gap: Math.round(form.getBoundingClientRect().bottom - box.bottom),
          padding: Number.parseFloat(getComputedStyle(form).scrollPaddingBottom),
          covered: !(onTop && element.contains(onTop)),
        };
      });
    // (Placed so that the move leaves it 4 px under the foot's bars, its middle clear of them: a
    // handle only that much under a bar was judged in sight and left there, 5–6 px under the Add
    // Section bar in a content editor's trial. The move takes it down by the next question's height.)
    const step = (await handle(4).boundingBox())!.y - (await handle(3).boundingBox())!.y;
    await handle(2).evaluate((element, step) => {
      const form = element.closest('.content')!;
      const x = element.getBoundingClientRect().left + element.getBoundingClientRect().width / 2;
      // (The top of the bars stuck at the form's foot, read under the handle.)
      let barsTop = form.getBoundingClientRect().bottom - 1;
      while (document.elementFromPoint(x, barsTop)?.closest('.toolbar')) barsTop--;
      form.scrollBy(0, Math.round(element.getBoundingClientRect().bottom - (barsTop + 1 + 4 - step)));
    }, step);
    await nextPaint(page);
    const placed = await atFoot(2);
    expect(placed.covered, 'the handle under something before the move').toBe(false);
    await page.keyboard.press('ArrowDown');
    await expect(itemText(3)).toHaveText(third ?? '');
    await slidesEnded();
    await nextPaint(page);
    await nextPaint(page);
    await expect(handle(3)).toBeFocused();
    const moved = await atFoot(3);
    expect(moved.covered, 'the handle under something after the move').toBe(false);
    expect(Math.abs(moved.gap - placed.padding), "the handle's distance from the form's foot against its scroll padding").toBeLessThan(16);
    // A key that cannot move the item (Home or Arrow Up on the first question) moves nothing, the
    // form included: the browser scrolled it, Home to the form's top with the handle 2,800–3,900 px
    // below the window (the same trial).
    await handle(0).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await handle(0).focus();
    await nextPaint(page);
    const formTop = () => handle(0).evaluate((element) => Math.round(element.closest('.content')!.scrollTop));
    const still = await formTop();
    for (const key of ['Home', 'ArrowUp']) {
      await page.keyboard.press(key);
      await nextPaint(page);
      await nextPaint(page);
      expect(await formTop(), `where the form stands after ${key} on the first question`).toBe(still);
      await expect(handle(0)).toBeFocused();
    }

    // Asked for reduced motion, a question moves without sliding: in no frame drawn from the press
    // of Arrow Down on its handle until five frames after the move is drawn does an item slide (the
    // editor's slides, Web Animations its stylesheet's rule for reduced motion does not reach, ran
    // 200 ms at each move).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await handle(1).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await handle(1).focus();
    await watchQuestion(1, { from: 1, to: 2 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(framesMoved, 'frames drawn since the move').toBeGreaterThan(5);
    expect(
      (await framesSeen()).filter((frame) => frame.sliding > 0),
      'frames with a slide, under reduced motion',
    ).toEqual([]);
    await page.emulateMedia({ reducedMotion: null });

    // The questions (folded) scrolled under the form's top: their count bar stands right under the form's
    // own (Sections), neither over the other, with a mouse and on a touch screen. There the editor
    // draws a bar's buttons taller for a finger (36 px), and with its room above and below them the
    // Sections bar was 52 px, 4 px over the questions' bar, which stands one bar's height (48 px) in
    // (a content editor's trial on a phone).
    const barsApart = () =>
      body.evaluate(async (faqBody) => {
        // (The form's pane, which scrolls: admin.css and admin/check.ts know it by that class.)
        const form = faqBody.closest('.content');
        const sectionsBar = faqBody.closest('section[data-key-path="sections"]')?.querySelector('.toolbar.top');
        const questionsBar = faqBody.querySelector('.toolbar.top');
        const questions = faqBody.querySelector('.item-list[id^="list-"]');
        if (!form || !sectionsBar || !questionsBar || !questions) return 'no scrolling form, no count bars or no questions';
        // (By whole pixels: scrolled by a fraction, a bar stuck at an edge stood that fraction off it.)
        form.scrollTop = Math.round(form.scrollTop + questions.getBoundingClientRect().top - form.getBoundingClientRect().top + 150);
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        const [top, outer, inner] = [form.getBoundingClientRect().top, sectionsBar.getBoundingClientRect(), questionsBar.getBoundingClientRect()];
        return { sectionsBarBelowFormTop: outer.top - top, questionsBarBelowSectionsBar: inner.top - outer.bottom };
      });
    const stacked = { sectionsBarBelowFormTop: 0, questionsBarBelowSectionsBar: 0 };
    // (Scrolled there as staff scroll: a turn of the wheel over the form first ends the editor's hold
    // of the moved handle in sight, which would otherwise bring it back for a few seconds.)
    const overForm = (await body.boundingBox())!;
    await page.mouse.move(overForm.x + 20, Math.max(overForm.y, 300));
    await page.mouse.wheel(0, 1);
    // (Polled: the editor may still be moving the form from the move above, a bar then a little off.)
    await expect.poll(barsApart, 'with a mouse').toEqual(stacked);
    // (Chromium's touch emulation makes the page's pointer coarse, as a phone's is; the editor's
    // styles for it take effect once the page has drawn again, its buttons then taller. After the
    // keyboard moves above, not before: on a touch screen the editor gives a list item Move Up and
    // Move Down buttons in place of the handle they press, and keeps them until the page loads again.)
    const sectionsCollapseAll = page.locator('section[data-key-path="sections"]').getByRole('button', { name: 'Collapse All' }).first();
    const buttonHeight = () => sectionsCollapseAll.evaluate((button) => button.getBoundingClientRect().height);
    const forMouse = await buttonHeight();
    const touch = await page.context().newCDPSession(page);
    await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await expect.poll(buttonHeight, "a bar's button drawn for a finger").toBeGreaterThan(forMouse);
    await expect.poll(barsApart, 'on a touch screen').toEqual(stacked);
    // There a list item has Move Up and Move Down buttons in place of the handle. A question's Move
    // Down pressed twice where it is drawn, as a finger taps twice: the question goes two places down,
    // its button kept under the finger after the first (the editor left the list where it was, the
    // neighbour's Move Down slid under the finger, and the second tap put the pair back: a content
    // editor's trial on a phone, 10 of 10).
    const moving = (await itemText(3).textContent()) ?? '';
    expect(moving, "the question's text").toMatch(/\w+\?/);
    const moveDown = faqItems.nth(3).getByRole('button', { name: 'Move Down' });
    await aboveMiddle(moveDown);
    const finger = (await moveDown.boundingBox())!;
    const [x, y] = [finger.x + finger.width / 2, finger.y + finger.height / 2];
    await page.mouse.click(x, y);
    await expect(itemText(4)).toHaveText(moving);
    const underFinger = () =>
      page.evaluate(
        ([x, y]) => {
          // (Read once the items have slid to their places: the editor draws the move as a slide.)
          if (document.getAnimations().some((slide) => slide.playState === 'running')) return 'sliding';
          const button = document.elementFromPoint(x, y)?.closest('button');
          const text = button?.closest('.item')?.querySelector('[id$="-body"] .summary');
          return `${button?.getAttribute('aria-label') ?? 'no button'} of "${text?.textContent ?? ''}"`;
        },
        [x, y] as const,
      );
    await expect.poll(underFinger, 'under the finger after the first tap').toBe(`Move Down of "${moving}"`);
    await page.mouse.click(x, y);
    await expect(itemText(5)).toHaveText(moving);
    await touch.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await expect.poll(buttonHeight, "a bar's button drawn for a mouse again").toBe(forMouse);
    await touch.detach();

    // Tab from the page's first box to the form's end, then Shift+Tab back, on the page as saved
    // (the reload that asks about the changes answered OK): no control that takes the focus
    // lies under something drawn over it (WCAG 2.4.11), such as a list's bar at the form's top or
    // foot, or out of sight.
    page.on('dialog', (dialog) => void dialog.accept());
    /** Where the focus is after one press of `key`: its control, whether it is in the form, and what covers it. */
    const press = async (key: 'Tab' | 'Shift+Tab') => {
      await page.keyboard.press(key);
      return page.evaluate(() => {
        const control = document.activeElement as HTMLElement | null;
        const field = control?.closest('section[data-key-path]');
        if (!control || !field) return { inForm: false, at: control?.outerHTML.slice(0, 80) ?? 'nothing' } as const;
        const box = control.getBoundingClientRect();
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 4, box.top + 4],
          [box.right - 4, box.bottom - 4],
        ] as const;
        const over = points.map(([x, y]) => document.elementFromPoint(x, y)).filter((e) => e && !control.contains(e) && !e.contains(control));
        const key = field.getAttribute('data-key-path')!;
        const name = `${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)} in ${key}`;
        const inView = box.top >= 0 && box.bottom <= innerHeight;
        // A control no taller than a few lines wholly in the clear; a taller box (a long paragraph on
        // a phone, taller than the room between the bars) at least partly in sight.
        const hidden = box.height <= 100 ? over.length > 0 : over.length === points.length;
        return {
          inForm: true,
          key,
          section: control.closest('[data-key-path^="sections."]')?.getAttribute('data-key-path')?.split('.')[1],
          covered: !inView ? `${name} out of sight` : hidden ? `${name} under "${over[0]?.textContent?.trim().slice(0, 30)}"` : null,
        } as const;
      });
    };
    /** The page opened again, its form drawn. */
    const reopen = async () => {
      await page.reload();
      await pageTransitionEnded(page);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    };
    await reopen();
    // As it opens: the editor draws each section as it comes near view, so Tab goes on into the next
    // one (it passed over those not drawn yet, the call to action at the end among them).
    await (await formField(page, 'route')).getByRole('textbox').focus();
    const covered: string[] = [];
    const sections = new Set<number>();
    let [forward, back] = [0, 0];
    // The walk ends where the focus leaves the form after its last section; a stop outside it before
    // then (seen once in about six runs, not traced) is noted and the walk goes on.
    const outside: string[] = [];
    for (let i = 0; i < 800; i++) {
      const stop = await press('Tab');
      if (!stop.inForm) {
        if (sections.has(9)) break;
        outside.push(stop.at);
        continue;
      }
      forward++;
      if (stop.section) sections.add(Number(stop.section));
      if (stop.covered) covered.push(`Tab at 1280 px: ${stop.covered}`);
    }
    expect(forward, 'Tab stops in the form').toBeGreaterThan(300);
    // Each of the page's ten sections, the call to action (the tenth) too.
    expect([...sections].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Back from the form's end at a phone's width, where the bars take more of the screen: the page
    // opened again and its form scrolled at once to the end, as by its scroll bar (what it passes is
    // not drawn), the focus on its last control, the bar's Add Section. Each walk once, Tab's at one
    // width and Shift+Tab's at the other: a walk is about 500 stops, and the four walks of both ways
    // at both widths took 1.5 minutes of a worker's time in a full run.
    await page.setViewportSize({ width: 390, height: 844 });
    await reopen();
    // The form's end moves down as what comes into view is drawn (each item a short placeholder until
    // then): scrolled to it again until the call to action is drawn there.
    const route = await formField(page, 'route');
    const callToAction = page.locator('section[data-key-path^="sections.9."]');
    for (let i = 0; i < 20 && (await callToAction.count()) === 0; i++) {
      await route.evaluate((box) => {
        // (The form's pane, which scrolls: admin.css and admin/check.ts know it by that class.)
        const form = box.closest('.content');
        form?.scrollTo({ top: form.scrollHeight, behavior: 'instant' });
      });
      await nextPaint(page);
    }
    await expect(callToAction.first()).toBeVisible();
    await page
      .locator('section[data-key-path="sections"]')
      .getByRole('button', { name: /Add.*Section/ })
      .last()
      .focus();
    const sectionsBack: number[] = [];
    let backTo = 'not reached';
    for (let i = 0; i < 800; i++) {
      const stop = await press('Shift+Tab');
      if (!stop.inForm) {
        outside.push(`Shift+Tab: ${stop.at}`);
        continue;
      }
      if (stop.key === 'route') {
        backTo = 'route';
        break;
      }
      back++;
      if (stop.section && !sectionsBack.includes(Number(stop.section))) sectionsBack.push(Number(stop.section));
      if (stop.covered) covered.push(`Shift+Tab at 390 px: ${stop.covered}`);
    }
    if (outside.length > 0) console.log(`The focus was outside the form ${outside.length} time(s) on the way: ${outside.join(', ')}`);
    // Each section again, from the call to action up, those the jump to the end passed over too.
    expect(sectionsBack).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(backTo, "where Shift+Tab back from the form's end stopped").toBe('route');
    expect(back, 'Shift+Tab stops').toBeGreaterThan(300);
    expect(covered).toEqual([]);
    expect(external).toEqual([]);
  });
});
