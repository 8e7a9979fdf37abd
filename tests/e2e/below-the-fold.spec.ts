import type { Locator } from '@playwright/test';
import { axeResults, expect, test } from './fixtures.ts';
import { pageTypes } from './site.ts';

/**
 * Every section after a page's first is styled, laid out and painted only as it comes near the
 * screen (`content-visibility: auto`, renderer/styles.css): on a slow phone, laying out the whole
 * page in one go at the first paint blocked the main thread for 86–322 ms at 8× (docs/lighthouse.md,
 * "Sections drawn as they come near the screen"). What is not drawn is still there: a link to it lands on it, and axe-core reads it.
 */

/** Whether the browser has drawn what is inside `section` (false while content-visibility skips it). */
const drawn = (section: Locator) => section.evaluate((el) => (el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true }));

for (const path of pageTypes) {
  test(`${path}: the last section is drawn only when it comes near the screen`, async ({ page }) => {
    await page.goto(path);
    const sections = page.locator('main > [data-section]');
    expect(await drawn(sections.first()), 'the first screen is drawn at once').toBe(true);
    const last = sections.last();
    expect(await drawn(last), 'the last section is not drawn while far below the screen').toBe(false);
    await last.evaluate((el) => el.scrollIntoView());
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(last).toBeInViewport();
  });
}

test('a link to a heading far down a page lands on it, across sections not drawn yet', async ({ page }) => {
  // The home page's last heading, reached from the top: every section in between is drawn only as
  // the jump passes it, at a height other than the one it stood for. A smooth scroll aims at where the
  // heading was when it started, and at phone width ended with the heading off the screen (649 px
  // past it when undrawn sections stood taller than they are); the jump lands on it.
  await page.goto('/');
  const heading = page.locator('main > [data-section]').last().locator('h2');
  const id = await heading.getAttribute('id');
  expect(await drawn(page.locator('main > [data-section]').last())).toBe(false);
  await page.evaluate((target) => {
    const link = Object.assign(document.createElement('a'), { href: `#${target}`, textContent: 'Down to the call to action' });
    document.querySelector('main [data-section]')!.append(link);
    // Read where the jump ended once the page has scrolled (a smooth scroll ends later, wherever it was aimed).
    const ended = new Promise((done) => addEventListener('scrollend', done, { once: true }));
    link.click();
    return ended.then(() => undefined);
  }, id!);
  await expect(heading).toBeInViewport();
});

test("the privacy policy's contents list lands on the last heading it links to", async ({ page }) => {
  await page.goto('/privacy-policy');
  const link = page.locator('main a[href^="#s1-"]').last();
  const id = (await link.getAttribute('href'))!.slice(1);
  await link.click();
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('axe-core checks the colour contrast of a section not drawn yet', async ({ page }) => {
  // The page checks (every-page.spec.ts) read each page from its top, with most sections undrawn,
  // standing at a guessed height shorter than their content. Read that way, axe leaves the contrast
  // of such a section's text "incomplete", which a page check, failing only on violations, would pass
  // without a word; axeResults draws them while axe reads.
  await page.goto('/');
  const faq = 'main > [data-section="faq"]';
  expect(await drawn(page.locator(faq))).toBe(false);
  const { passes, incomplete } = await axeResults(page, faq, { runOnly: ['color-contrast'] });
  expect(incomplete).toEqual([]);
  expect(passes.map((rule) => rule.id)).toEqual(['color-contrast']);
  // Its heading and the question of each of its six answers (closed, so the answers are not read).
  expect(passes[0]!.nodes.length).toBe(7);
  // And the section is left as it was: drawn only when it comes near the screen.
  expect(await drawn(page.locator(faq))).toBe(false);
});
