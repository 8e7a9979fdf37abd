import type { Page } from '@playwright/test';
import { animationsSettled, expect, holdRequests, isPhone, layoutShifts, testOnOnePage as test, wakeIsland } from './fixtures.ts';

const AJMER = '/digital-markting-services-ajmer';
const JAIPUR = '/digital-markting-services-jaipur';

const walls = [
  { name: 'Ajmer image wall', path: AJMER, tiles: 10 },
  { name: 'Jaipur masonry', path: JAIPUR, tiles: 11 },
];

/** Viewport width → columns, as the spec sets them. */
const columnsByWidth: [number, number][] = [
  [1500, 5],
  [1000, 4],
  [600, 3],
  [400, 2],
  [399, 1],
];

const tiles = (page: Page) => page.locator('[data-image-wall] [data-tile]');

async function waitForWall(page: Page) {
  await expect(page.locator('[data-image-wall]')).toHaveClass(/\bis-loaded\b/);
}

/** Distinct left edges of the tiles = the number of columns actually laid out. */
const columnCount = (page: Page) => tiles(page).evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size);

/** Tile heights as written in the pre-rendered HTML (before any script runs). */
async function htmlHeights(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/data-height="(\d+)" style="height:(\d+)px/g)].map((m) => ({ data: Number(m[1]), style: Number(m[2]) }));
}

const panelWidths = (page: Page) =>
  page.locator('[data-section=accordion-panels] [data-panel]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));

for (const wall of walls) {
  test.describe(wall.name, () => {
    // It sets every viewport width itself, so it runs once (in the desktop project).
    test(`has ${wall.tiles} tiles in 5, 4, 3, 2 and 1 columns at 1500, 1000, 600, 400 and 399 px`, { tag: '@once' }, async ({ page, external }) => {
      await page.setViewportSize({ width: 1500, height: 900 });
      await page.goto(wall.path);
      await expect(tiles(page)).toHaveCount(wall.tiles);
      for (const [width, columns] of columnsByWidth) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => columnCount(page), { message: `${width} px` }).toBe(columns);
      }
      expect(external).toEqual([]);
    });

    test('tile heights are 300–549 px, fixed in the HTML, and the same on the loaded page', async ({ page, external }) => {
      const fromHtml = await htmlHeights(page, wall.path);
      expect(fromHtml).toHaveLength(wall.tiles);
      for (const { data, style } of fromHtml) {
        expect(style).toBe(data);
        expect(data).toBeGreaterThanOrEqual(300);
        expect(data).toBeLessThanOrEqual(549);
      }
      expect(new Set(fromHtml.map((h) => h.data)).size, 'heights vary between tiles').toBeGreaterThan(3);

      await page.goto(wall.path);
      await waitForWall(page);
      const onPage = await tiles(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetHeight));
      expect(onPage).toEqual(fromHtml.map((h) => h.data));
      expect(external).toEqual([]);
    });
  });
}

/** Moves the wall's 4 s fallback (CSS and script read the same property) out of a slow machine's way. */
const fallbackAfter = (page: Page, delay: string) =>
  page.addInitScript((value) => {
    const set = () => document.documentElement.style.setProperty('--wall-fallback-delay', value);
    if (document.documentElement) set();
    else
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        set();
        observer.disconnect();
      }).observe(document, { childList: true });
  }, delay);

test('the image wall waits for every image, then animates in once', async ({ page, external }) => {
  // However long this machine takes to load the page, the wall waits for the held image (not for a clock).
  await fallbackAfter(page, '600s');
  const release = await holdRequests(page, '**/images/ajmer/wall-map-reviews.svg');
  await page.goto(AJMER, { waitUntil: 'domcontentloaded' });
  const images = page.locator('[data-image-wall] img');
  await expect.poll(() => images.evaluateAll((els) => els.filter((img) => (img as HTMLImageElement).complete).length)).toBe(9);

  // Nine of ten loaded: the wall still waits. Its first row (as many tiles as columns) painted
  // with the page and stays put; the other tiles are unseen.
  const columns = await columnCount(page);
  await expect(page.locator('[data-image-wall]')).not.toHaveClass(/\bis-loaded\b/);
  for (let i = 0; i < columns; i++) {
    await expect(tiles(page).nth(i)).toHaveCSS('opacity', '1');
    await expect(tiles(page).nth(i)).toHaveCSS('animation-name', 'none');
  }
  await expect(tiles(page).nth(columns)).toHaveCSS('opacity', '0');
  await expect(tiles(page).nth(columns)).toHaveCSS('animation-name', 'wall-fallback');

  release();
  await waitForWall(page);
  expect(await images.evaluateAll((els) => els.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  await expect(tiles(page).nth(columns)).toHaveCSS('animation-name', 'reveal-up');
  await expect(tiles(page).first()).toHaveCSS('animation-name', 'none');
  // 0.1 s apart, then every tile ends fully shown.
  await expect(tiles(page).nth(6)).toHaveCSS('animation-delay', '0.6s');
  await expect(tiles(page).last()).toHaveCSS('opacity', '1');
  expect(external).toEqual([]);
});

test('when the images come after the fallback has shown the tiles, they are not played in a second time', async ({ page, external }) => {
  await fallbackAfter(page, '0s');
  const release = await holdRequests(page, '**/images/ajmer/wall-map-reviews.svg');
  await page.goto(AJMER, { waitUntil: 'domcontentloaded' });
  const columns = await columnCount(page);
  await expect(tiles(page).nth(columns)).toHaveCSS('opacity', '1');
  release();
  await waitForWall(page);
  await expect(page.locator('[data-image-wall]')).toHaveAttribute('data-late', '');
  await expect(tiles(page).nth(columns)).toHaveCSS('animation-name', 'none');
  expect(external).toEqual([]);
});

test('loading the landing page shifts no layout', async ({ page, external }) => {
  await page.goto(AJMER);
  await waitForWall(page);
  // The tiles have risen in: every shift the loading could cause has happened.
  await animationsSettled(page);
  const { value, shifts } = await layoutShifts(page);
  expect(value, JSON.stringify(shifts.slice(0, 4))).toBe(0);
  expect(external).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the image wall shows every tile at once', async ({ page }) => {
    await page.goto(AJMER);
    await expect(tiles(page)).toHaveCount(10);
    for (const tile of await tiles(page).all()) await expect(tile).toHaveCSS('opacity', '1');
  });
});

for (const path of [AJMER, JAIPUR]) {
  test(`${path}: wide screens grow the hovered panel, narrow screens stack every panel in full`, async ({ page, external }) => {
    await page.goto(path);
    const section = page.locator('[data-section=accordion-panels]');
    const panels = section.locator('[data-panel]');
    await expect(panels).toHaveCount(6);
    await section.scrollIntoViewIfNeeded();

    if (isPhone(page)) {
      const boxes = await panels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.top, `panel ${i + 1} sits under panel ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
        expect(boxes[i]!.left).toBe(boxes[0]!.left);
      }
      for (const panel of await panels.all()) {
        const text = panel.locator('[data-panel-text]');
        await expect(text).toBeVisible();
        await expect(panel.locator('.panel-body')).toHaveCSS('opacity', '1');
        expect((await text.boundingBox())!.height).toBeGreaterThan(40);
      }
    } else {
      // At rest the first panel is open; hovering the third opens it instead.
      await page.mouse.move(0, 0);
      await expect.poll(async () => (await panelWidths(page)).indexOf(Math.max(...(await panelWidths(page))))).toBe(0);
      await panels.nth(2).hover();
      await expect
        .poll(async () => {
          const widths = await panelWidths(page);
          return widths.every((w, i) => i === 2 || widths[2]! > w * 1.5);
        })
        .toBe(true);
      // The open panel shows its text; the closed ones keep it folded away (still read by screen readers).
      await expect(panels.nth(2).locator('.panel-body')).toHaveCSS('opacity', '1');
      await expect(panels.nth(2).locator('[data-panel-text]')).toBeVisible();
      await expect(panels.nth(4).locator('.panel-body')).toHaveCSS('opacity', '0');
      await expect(panels.nth(4).locator('[data-panel-text]')).toBeHidden();

      // Keyboard focus opens a panel too.
      await page.mouse.move(0, 0);
      await panels.nth(4).getByRole('link').focus();
      await expect
        .poll(async () => {
          const widths = await panelWidths(page);
          return widths.every((w, i) => i === 4 || widths[4]! > w * 1.5);
        })
        .toBe(true);
    }
    expect(external).toEqual([]);
  });
}

test('the correctly spelled Ajmer address reaches the landing page, and both name it canonical', async ({ page, external }) => {
  for (const path of ['/digital-marketing-services-ajmer', AJMER]) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Digital marketing that brings Ajmer customers to your door');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/digital-marketing-services-ajmer');
  }
  await page.goto('/digital-marketing-services-jaipur');
  await expect(page.locator('h1')).toHaveText('Digital marketing services built for Jaipur businesses');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/digital-marketing-services-jaipur');
  expect(external).toEqual([]);
});

test('Ajmer landing: contact form, services panel, process, FAQ and the links to / and /contact', async ({ page, external }) => {
  await page.goto(AJMER);
  const form = page.locator('[data-section=contact-form]');
  await expect(form.getByRole('heading', { level: 2 })).toHaveText('Boosts your website traffic');
  await expect(form.locator('form')).toHaveCount(1);

  const services = page.locator('[data-section=service-cards] a');
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/social-media-marketing-company-ajmer',
    '/web-development-company-ajmer',
    '/seo-company-ajmer',
    '/video-editing-company-ajmer',
    '/content-writing-company-ajmer',
    '/lead-generation-company-ajmer',
  ]);

  await expect(page.locator('[data-section=process] [data-step] h3')).toHaveText([/Planning$/, /Research$/, /Optimizing$/, /Results$/]);
  await expect(page.locator('[data-section=faq] [data-faq-item]')).toHaveCount(10);

  const main = page.locator('main');
  await expect(main.locator('a[href="/"]').first()).toBeVisible();
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator('main > section').last()).toHaveAttribute('data-section', 'cta');
  expect(external).toEqual([]);
});

test('Jaipur services: six tabs with 10 bullets, percentages and LEARN MORE targets in order', async ({ page, external }) => {
  await page.goto(JAIPUR);
  const section = page.locator('[data-section=service-tabs]');
  await expect(section.getByRole('tab')).toHaveCount(6);
  const panels = section.locator('[role=tabpanel]');
  expect(await panels.evaluateAll((els) => els.map((el) => el.querySelector('[data-percentage]')?.textContent))).toEqual([
    '86%',
    '91%',
    '93%',
    '89%',
    '78%',
    '82%',
  ]);
  for (const panel of await panels.all()) expect(await panel.locator('li').count()).toBeGreaterThanOrEqual(10);

  const targets = [
    '/top-social-media-solution-company-jaipur',
    '/web-development-company-jaipur',
    '/top-seo-company-jaipur',
    '/top-video-editing-company-jaipur',
    '/top-content-writing-company-jaipur',
    '/top-lead-generation-company-jaipur',
  ];
  await wakeIsland(section.locator('[data-island]'));
  for (const [i, target] of targets.entries()) {
    await section.getByRole('tab').nth(i).click();
    const open = section.getByRole('tabpanel');
    await expect(open).toHaveCount(1);
    await expect(open.getByRole('link', { name: /LEARN MORE/ })).toHaveAttribute('href', target);
    await expect(open.locator('[data-percentage]')).toHaveText(`${[86, 91, 93, 89, 78, 82][i]}%`);
    await expect(open.locator('li')).toHaveCount(10);
  }

  await expect(page.locator('[data-section=process] [data-step] h3')).toHaveText([/Planning$/, /Research$/, /Optimizing$/, /Results$/]);
  await expect(page.locator('[data-section=faq] [data-faq-item]')).toHaveCount(10);
  await expect(page.locator('main > section').last()).toHaveAttribute('data-section', 'cta');
  expect(external).toEqual([]);
});

test('home: service cards lead to the six Jaipur service pages; the glowing cursor is switched on', async ({ page, external }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('body')).toHaveAttribute('data-glow-cursor', '');
  expect(await page.locator('[data-section=service-cards] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/seo-company-jaipur',
    '/social-media-marketing-jaipur',
    '/lead-generation-company-jaipur',
    '/web-development-company-jaipur',
    '/content-writing-company-jaipur',
    '/video-editing-company-jaipur',
  ]);
  await expect(page.locator('[data-section=stats] dd')).toHaveText(['12+', '500+', '98%', '40–60%']);
  await expect(page.locator('[data-section=testimonials] figcaption')).toHaveCount(3);
  await expect(page.locator('main > section').last()).toHaveAttribute('data-section', 'cta');
  expect(external).toEqual([]);
});
