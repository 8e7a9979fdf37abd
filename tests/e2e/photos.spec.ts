import type { Browser, Page } from '@playwright/test';
import { expect, layoutShifts, nextPaint, testOnOnePage as test } from './fixtures.ts';

/**
 * Photographs on the built site (scripts/images.ts): a 4032 px JPEG cover arrives as a small
 * AVIF or WebP sized for the screen, with width and height so nothing moves; images below the
 * fold wait until they are needed. Each test opens its own browser context at the screen it is
 * about (phone 390 px at device scale 3, desktop 1366 px), so it runs in one project only.
 */

const COVER_PAGE = '/blog/festive-season-marketing-calendar';
const COVER = 'festive-calendar-photo';
const screens = [
  { name: 'phone 390 px, scale 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, coverWidth: 1080 },
  { name: 'desktop 1366 px', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, coverWidth: 720 },
];

type Screen = (typeof screens)[number];

async function open(browser: Browser, baseURL: string, screen: Screen) {
  const { name: _, coverWidth: __, ...options } = screen;
  const context = await browser.newContext({ ...options, baseURL });
  // Nothing leaves the machine: the browser's resolver knows only 127.0.0.1 (testChromiumArgs).
  const page = await context.newPage();
  // Each image response, listed as it arrives; its size read from its body later (another round
  // trip to the browser), which a test awaits.
  const images: { url: string; type: string; bytes: Promise<number> }[] = [];
  // And each image asked for, answered or not: what a check that nothing was fetched reads.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    const bytes = response.body().then(
      (body) => body.length,
      () => 0,
    );
    images.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes });
  });
  return { context, page, images, asked };
}

/** Every loaded raster <img>: the width of the file the browser chose, and the width it covers on screen in device pixels. */
const shownImages = (page: Page) =>
  page.locator('picture img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
      .map((img) => {
        const box = img.getBoundingClientRect();
        // object-fit: cover scales the image to fill the box, cropping what overflows.
        const cover = getComputedStyle(img).objectFit === 'cover';
        const scale = cover ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight) : box.width / img.naturalWidth;
        return { src: new URL(img.currentSrc).pathname, file: img.naturalWidth, shown: img.naturalWidth * scale * devicePixelRatio };
      }),
  );

for (const screen of screens) {
  // Each opens its own phone or desktop screen, so it runs once (in the desktop project).
  test.describe(screen.name, { tag: '@once' }, () => {
    test('a 4032 px JPEG cover arrives as AVIF or WebP of at most 200 KB, with width and height, and nothing shifts', async ({ browser, baseURL }) => {
      const { context, page, images, asked } = await open(browser, baseURL!, screen);
      await page.goto(COVER_PAGE, { waitUntil: 'load' });
      const cover = page.locator('article picture img').first();
      await expect(cover).toHaveAttribute('width', '4032');
      await expect(cover).toHaveAttribute('height', '2117');
      await expect(cover).toHaveJSProperty('complete', true);
      const chosen = await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      // The copy just wider than the cover is shown: 358 css px × 3 on the phone, 704 on the desktop.
      expect(chosen).toMatch(new RegExp(`^/assets/${COVER}-${screen.coverWidth}\\.[0-9a-f]{10}\\.(avif|webp)$`));
      const fetched = images.filter((i) => i.url.includes(COVER));
      expect(fetched.map((i) => i.url)).toEqual([chosen]);
      expect(fetched[0]!.type).toMatch(/^image\/(avif|webp)$/);
      const bytes = await fetched[0]!.bytes;
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(200 * 1024);
      // The original is never asked for.
      expect(asked.filter((url) => url.startsWith('/images/') && /\.(jpe?g|png)$/.test(url))).toEqual([]);
      // Its own address (the editor's Public URL of the photo) opens the widest JPEG copy, not the original.
      const widest = (await cover.getAttribute('srcset'))!.split(', ').at(-1)!.split(' ')[0]!;
      const own = await page.request.get(`/images/blog/${COVER}.jpg`);
      expect([own.status(), own.headers()['content-type']]).toEqual([200, 'image/jpeg']);
      expect((await own.body()).equals(await (await page.request.get(widest)).body())).toBe(true);
      const { value, shifts } = await layoutShifts(page);
      expect(value, JSON.stringify(shifts.slice(0, 4))).toBe(0);
      await context.close();
    });

    for (const path of [COVER_PAGE, '/digital-markting-services-jaipur', '/digital-markting-services-ajmer']) {
      test(`${path}: no photo is a file more than twice as wide as it is shown`, async ({ browser, baseURL }) => {
        const { context, page } = await open(browser, baseURL!, screen);
        await page.goto(path, { waitUntil: 'load' });
        // Bring every picture into view so lazy ones load too.
        for (const img of await page.locator('picture img').all()) {
          await img.scrollIntoViewIfNeeded();
          await expect(img).toHaveJSProperty('complete', true);
        }
        const shown = await shownImages(page);
        expect(shown.length).toBeGreaterThan(0);
        for (const image of shown) expect(image.file, `${image.src} shown ${Math.round(image.shown)} px wide`).toBeLessThanOrEqual(2 * image.shown);
        await context.close();
      });
    }
  });
}

// It opens its own phone screen, so it runs once (in the desktop project).
test('a photo below the fold loads only when the reader scrolls to it', { tag: '@once' }, async ({ browser, baseURL }) => {
  const { context, page, images, asked } = await open(browser, baseURL!, screens[0]!);
  // The cover photo appears here among the related articles, far below the first screen.
  await page.goto('/blog/google-ads-budget-guide', { waitUntil: 'load' });
  const card = page.locator(`[data-section="related-posts"] picture img[src*="${COVER}"]`);
  await expect(card).toHaveAttribute('loading', 'lazy');
  await expect(card).toHaveAttribute('decoding', 'async');
  // Past the load event and a paint, the browser has decided which lazy images to fetch: not this one.
  await nextPaint(page);
  expect(asked.filter((url) => url.includes(COVER))).toEqual([]);
  await expect(card).toHaveJSProperty('complete', false);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveJSProperty('complete', true);
  await expect.poll(() => images.filter((i) => i.url.includes(COVER)).length).toBe(1);
  expect(images.find((i) => i.url.includes(COVER))!.type).toMatch(/^image\/(avif|webp)$/);
  await context.close();
});
