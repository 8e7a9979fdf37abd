import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { JSHandle, Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildCatalogue } from '../../catalogue/catalogue.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';
import { lineDiff } from '../line-diff.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * The browser editor at /admin/ (Sveltia CMS with its test backend, which keeps files in the
 * browser's private file system). Each test seeds that file system with this repository's
 * content, edits as content staff do, and reads back what the editor saved. Nothing leaves the
 * machine, and the page runs under its own Content-Security-Policy from `_headers`.
 */

const ROOT = join(import.meta.dirname, '../..');
const SEO_PAGE = 'pages-data/jaipur/seo.yaml';
const FIRST_ANSWER = 'After technical fixes, organic traffic commonly grows 40–60% in 90 days.';

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => (statSync(join(ROOT, dir, name)).isDirectory() ? walk(`${dir}/${name}`) : [`${dir}/${name}`]));

/** The repository's content, as the test backend reads it (a folder in the origin's private file system). */
async function seed(page: Page) {
  const files = Object.fromEntries([...walk('pages-data'), 'site.config.yaml'].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
  await page.goto('/admin/');
  await page.evaluate(async (content) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('sveltia-cms-test', { recursive: true }).catch(() => undefined);
    const base = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const [path, text] of Object.entries(content)) {
      const parts = path.split('/');
      let dir = base;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.reload();
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await expect(page.getByText('Jaipur pages', { exact: true })).toBeVisible();
}

/** A file as the editor saved it. */
const savedFile = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    const parts = p.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path);

/**
 * The box of the first FAQ answer, which starts with `start`. The editor renders list items as they
 * scroll into view, so the page's sections are collapsed first: the FAQ section's header is then a
 * short scroll away, and only that section is opened (its items expanded) until the box is there.
 */
async function faqAnswerStartingWith(page: Page, start: string): Promise<JSHandle<HTMLTextAreaElement | HTMLInputElement>> {
  await page
    .getByRole('group', { name: /Sections/ })
    .first()
    .getByRole('button', { name: 'Collapse All' })
    .first()
    .click();
  const toggle = page.locator('button[aria-controls$="-body"]', { hasText: 'FAQ' }).first();
  await page.mouse.move(300, 500);
  for (let i = 0; i < 40 && (await toggle.count()) === 0; i++) await page.mouse.wheel(0, 300);
  await toggle.click();
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

/** Marks an element found in the page so a locator can act on it. */
async function mark(handle: JSHandle<Element | undefined>, name: string) {
  await handle.evaluate((e, n) => e?.setAttribute('data-test', n), name);
}

/** The header toggle of the last list item showing `label` (a section's type). */
const itemToggle = (page: Page, label: string) =>
  page.evaluateHandle((l) => [...document.querySelectorAll('button[aria-controls$="-body"]')].filter((b) => b.textContent?.includes(l)).pop(), label);

/** The list item of the (one) Figures section: the innermost group holding its header. */
const figuresItem = (page: Page) => page.locator('[role=group]', { has: page.locator('button[aria-controls$="-body"]', { hasText: 'Figures' }) }).last();

/** A new Figures section filled in: its heading and two figures. */
async function fillFigures(body: Locator) {
  await body.getByRole('textbox', { name: 'Heading' }).fill('Jaipur clients in numbers');
  // The editor renders a field once it scrolls into view: scroll until the figures list is there.
  const addItem = body.getByRole('button', { name: /Add.*Items/ });
  await body.page().mouse.move(300, 500);
  for (let i = 0; i < 40 && (await addItem.count()) === 0; i++) await body.page().mouse.wheel(0, 200);
  await addItem.click();
  await body.getByRole('button', { name: /Add.*Items/ }).click();
  await body.getByRole('textbox', { name: 'Value' }).nth(0).fill('120+');
  await body.getByRole('textbox', { name: 'Label' }).nth(0).fill('Jaipur clients');
  await body.getByRole('textbox', { name: 'Value' }).nth(1).fill('12+');
  await body.getByRole('textbox', { name: 'Label' }).nth(1).fill('Years in Jaipur');
}

test.describe('the browser editor', { tag: '@once' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('/admin/ loads from this site only, under its own policy, kept out of search; what this site adds has no accessibility violations', async ({
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
    // The editor's fonts come from /admin/fonts/, not from a CDN.
    const fonts = await page.evaluate(() => document.fonts.ready.then(() => [...document.fonts].map((f) => f.family)));
    expect(fonts.length).toBeGreaterThan(0);
    // The practice note; the editor's own sign-in page puts its heading outside landmarks (axe "region"): its markup, listed in the README.
    await expectNoAxeViolations(page, '#practice-note');
    expect(external).toEqual([]);
  });

  /**
   * One editing session, as content staff work: an empty answer is refused at its field, a section
   * added after the call to action is refused before saving, then the page is fixed and saved.
   * (One session, not three tests: opening the editor on the seeded content is most of the time.)
   */
  test('edit the Jaipur SEO page: an empty answer and a page without its call to action at the end are refused; a changed answer, a new FAQ item and a Figures section are saved as those lines only, and the build accepts the page', async ({
    page,
    external,
  }) => {
    await seed(page);
    await page.goto('/admin/#/collections/pages-jaipur/entries/seo');
    const before = readFileSync(join(ROOT, SEO_PAGE), 'utf8');
    const answer = await faqAnswerStartingWith(page, FIRST_ANSWER);
    await mark(answer, 'answer');
    const box = page.locator('[data-test=answer]');
    const save = page.getByRole('button', { name: 'Save', exact: true });

    // 1. A required text left empty: shown at its field, tied to it (aria-errormessage), in the build's words with its code; nothing saved.
    await box.fill('');
    await save.click();
    const errorId = await box.getAttribute('aria-errormessage');
    await expect(page.locator(`[id="${errorId}"]`)).toContainText('Must not be empty [too-few: Too few items or characters]');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);

    // 2. The new answer; the preview draws the page with the site's own sections and stylesheet as it is edited.
    await box.fill('Most Jaipur businesses see first results in three to six months.');
    const preview = page.frameLocator('iframe').first();
    await expect(preview.locator('h1')).toHaveText('SEO services in Jaipur that bring customers, not just clicks');
    await expect(preview.locator('body')).toContainText('Most Jaipur businesses see first results in three to six months.');
    expect(await preview.locator('h1').evaluate((h) => getComputedStyle(h).fontWeight)).not.toBe('400');

    // 3. A new FAQ item: the first "Add Items" after that answer, then its two empty boxes.
    await answer.evaluate((from) => {
      const add = [...document.querySelectorAll('button')].find(
        (b) => /Add.*Items/.test(b.textContent ?? '') && from.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      add?.setAttribute('data-test', 'add-faq-item');
    });
    await page.locator('[data-test=add-faq-item]').click();
    // The new item's boxes render a moment after the click: tag them once both are there.
    await expect
      .poll(() =>
        answer.evaluate((from) => {
          const boxes = [...document.querySelectorAll<HTMLTextAreaElement>('textarea')]
            .filter((e) => !e.value && from.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)
            .slice(0, 2);
          boxes.forEach((e, i) => {
            e.setAttribute('data-test', `new-faq-${i}`);
          });
          return boxes.length;
        }),
      )
      .toBe(2);
    await page.locator('[data-test=new-faq-0]').fill('Do you work with shops in Bapu Bazaar?');
    await page.locator('[data-test=new-faq-1]').fill('Yes: local SEO works for a single shop as well as for a chain.');

    // 4. A Figures section added at the end: the page no longer ends with its call to action, a rule
    //    across fields the form cannot show. Refused before saving with the build's message and code.
    await page.getByRole('button', { name: /Add.*Sections/ }).click();
    await page.getByRole('menuitem', { name: 'Figures' }).click();
    await fillFigures(figuresItem(page));
    await save.click();
    const panel = page.getByRole('alert').filter({ hasText: 'the build would refuse this entry' });
    await expect(panel).toContainText('sections[10] (stats) › type: Every page ends with a call to action');
    await expect(panel).toContainText('[cta-last: The page does not end with a call to action]');
    expect(await savedFile(page, SEO_PAGE)).toBe(before);
    await page.getByRole('button', { name: 'OK' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await figuresItem(page).getByRole('button', { name: 'Remove' }).first().click();
    await expect(page.locator('button[aria-controls$="-body"]', { hasText: 'Figures' })).toHaveCount(0);

    // 5. The Figures section above the call to action instead: its item menu, Add Item Above. Saved.
    const cta = await itemToggle(page, 'Call to action');
    await cta.evaluate((t) =>
      t?.parentElement?.parentElement?.querySelector('button[aria-label="List Item Options"]')?.setAttribute('data-test', 'cta-options'),
    );
    await page.locator('[data-test=cta-options]').click();
    await page.getByRole('menuitem', { name: /Add Item Above/ }).click();
    await page.getByRole('menuitem', { name: 'Figures' }).click();
    await fillFigures(figuresItem(page));
    await save.click();
    // Read while the editor may still be writing: a file being written cannot be read, so try again.
    await expect.poll(() => savedFile(page, SEO_PAGE).catch(() => before)).not.toBe(before);
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
    ]);
    // The build's own checks, with every other file as it is: the page validates and the catalogue has the new text.
    expect(pageSchema.safeParse(parse(saved)).success).toBe(true);
    const { catalogue, problems } = buildCatalogue({ ...contentPaths(ROOT), files: new Map([[join(ROOT, SEO_PAGE), saved]]) });
    expect(problems).toEqual([]);
    const built = catalogue?.byPath.get('/seo-company-jaipur')?.page;
    expect(JSON.stringify(built?.sections)).toContain('Most Jaipur businesses see first results in three to six months.');
    expect(built?.sections.at(-2)?.type).toBe('stats');
    expect(external).toEqual([]);
  });
});
