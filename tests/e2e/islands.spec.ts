import type { Locator, Page } from '@playwright/test';
import { expect, nextPaint, testOnOnePage as test } from './fixtures.ts';

/**
 * Islands load React only when a visitor reaches for them (renderer/hydrate.ts), and the
 * action that woke an island is not lost: React is held back here (every lazy chunk asked for
 * after the page has loaded waits until the test lets it through), so the click or key lands
 * before React has arrived, whatever the speed of the machine.
 */

/** A string only React's own module contains (its minified build keeps this property name). */
const REACT_MARK = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

async function openSlowReact(page: Page, path: string) {
  // Each script response is listed as it arrives, its body read later: the scripts that were React's
  // module are then known for every response seen, none still being read.
  const scripts: Promise<string | undefined>[] = [];
  let asked = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked++;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => (body.includes(REACT_MARK) ? response.url() : undefined),
        () => undefined,
      ),
    );
  });
  const react = async () => (await Promise.all(scripts)).filter((url) => url !== undefined);
  let armed = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/**', async (route) => {
    if (armed) await held;
    await route.continue();
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Scrolling, reading and waiting are not interactions: still no React.
  await page.mouse.wheel(0, 600);
  await nextPaint(page);
  // Every script asked for by then has answered (one the scroll asked for would still be on its way).
  await expect.poll(() => scripts.length).toBe(asked);
  expect(await react(), 'React loaded before any interaction').toEqual([]);
  await expect(page.locator('[data-island]').first()).not.toHaveAttribute('data-hydrated');
  armed = true;
  /** Lets React through, after checking that the island is still waiting for it. */
  const arrive = async (island: Locator) => {
    await expect(island).not.toHaveAttribute('data-hydrated');
    release();
  };
  return { react, arrive };
}

test('tabs: no React until touched; the first click selects its tab once React arrives', async ({ page }) => {
  const { react, arrive } = await openSlowReact(page, '/digital-marketing-services-jaipur');
  const island = page.locator('[data-island=service-tabs]');
  const tabs = island.getByRole('tab');
  await tabs.nth(2).click();
  await arrive(island);
  await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 10_000 });
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(island.getByRole('tabpanel')).toHaveCount(1);
  await expect(island.locator('[role=tabpanel]').nth(2)).toBeVisible();
  expect((await react()).length).toBeGreaterThan(0);
  // Live from then on.
  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
});

// Keyboard use: checked at desktop width.
test('tabs: an arrow key pressed before React arrives still moves to the next tab', { tag: '@desktop' }, async ({ page }) => {
  const { arrive } = await openSlowReact(page, '/web-development-company-ajmer');
  const island = page.locator('[data-island=service-tabs]');
  const tabs = island.getByRole('tab');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await arrive(island);
  await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 10_000 });
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
});

test('blog pagination: the first click on page 2 changes the page in place once React arrives', async ({ page }) => {
  const { arrive } = await openSlowReact(page, '/blog');
  const island = page.locator('[data-island=blog-list]');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await island.getByRole('link', { name: 'Page 2' }).click();
  await arrive(island);
  await expect(page).toHaveURL(/\/blog\/page\/2$/, { timeout: 10_000 });
  await expect(island.locator('[data-count=page]')).toHaveText(/^Page 2 of/);
  await expect(island).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('contact form: keys typed while React loads are all kept', async ({ page }) => {
  const { arrive } = await openSlowReact(page, '/contact');
  const island = page.locator('[data-island=contact-form]');
  const name = island.getByLabel('Name');
  await name.click();
  await page.keyboard.type('Asha Meena', { delay: 40 });
  await arrive(island);
  await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 10_000 });
  await expect(name).toHaveValue('Asha Meena');
  await page.keyboard.type(' Jaipur');
  await expect(name).toHaveValue('Asha Meena Jaipur');
});
