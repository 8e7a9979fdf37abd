import type { Page } from '@playwright/test';
import { expectCanonical, expectContactButton, expectFaq, section } from './sections.ts';
import { expect, expectNoAxeViolations, holdRequests, nextPaint, testOnOnePage as test } from './fixtures.ts';

/** Service pages of three families: social media, video editing and content writing (Ajmer and Jaipur). */

async function expectStats(page: Page, stats: [value: string, label: string][]) {
  const band = section(page, 'stats');
  await expect(band.locator('dd')).toHaveCount(stats.length);
  for (const [value, label] of stats) {
    const item = band.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(item.locator('dd')).toHaveText(value);
    await expect(item).toBeVisible();
  }
}

/** Each alias answers with the same page (same headline), and the canonical link names the menu route. */
async function expectAliases(page: Page, route: string, aliases: string[]) {
  await page.goto(route);
  const headline = await page.locator('h1').textContent();
  for (const alias of aliases) {
    const response = await page.goto(alias);
    expect(response?.status(), alias).toBe(200);
    expect(new URL(page.url()).pathname).toBe(alias);
    await expect(page.locator('h1')).toHaveText(headline!);
    await expectCanonical(page, route);
  }
}

test.describe('social media pages', () => {
  test('Ajmer: hero, agency promo, stats, 7 features, 4 services, 6 FAQs, contact button', async ({ page, external }) => {
    await page.goto('/social-media-marketing-company-ajmer');
    await expectCanonical(page, '/social-media-marketing-company-ajmer');
    await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Ajmer');
    await expect(section(page, 'hero').getByRole('heading', { level: 1, name: 'Social Media Marketing Company in Ajmer' })).toBeVisible();

    const promo = section(page, 'text').getByRole('link', { name: 'Read about our agency' });
    await expect(promo).toBeVisible();
    await expect(promo).toHaveAttribute('href', '/digital-marketing-company-jaipur');

    await expectStats(page, [
      ['12+', 'Years in digital marketing'],
      ['200+', 'Clients served'],
      ['250K+', 'Impressions generated for clients'],
      ['95%', 'Client satisfaction'],
    ]);
    await expect(section(page, 'features').locator('[data-card]')).toHaveCount(7);
    const services = section(page, 'service-cards').locator('[data-card]');
    await expect(services).toHaveCount(4);
    for (const name of ['Instagram Management', 'Facebook Page and Groups', 'Social Media Advertising', 'LinkedIn for Institutions and B2B']) {
      await expect(services.getByRole('heading', { name })).toBeVisible();
    }
    await expectFaq(page, 6);
    await expectContactButton(page, 'Contact Us');
    expect(external).toEqual([]);
  });

  test('Jaipur: badge and headline, stats, 7 features, service sections with benefits, 4 platforms, 6 FAQs, contact button', async ({ page, external }) => {
    await page.goto('/social-media-marketing-jaipur');
    await expectCanonical(page, '/social-media-marketing-jaipur');
    await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Jaipur');
    const hero = section(page, 'hero');
    await expect(hero.getByText('Top Social Media Solution Company in Jaipur', { exact: true })).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Social media marketing in Jaipur that turns followers into customers');

    await expectStats(page, [
      ['12+', 'Years of experience'],
      ['500+', 'Projects delivered'],
      ['98%', 'Client retention'],
      ['250K+', 'Impressions generated for clients'],
    ]);
    const [features, platforms] = [section(page, 'features').nth(0), section(page, 'features').nth(1)];
    await expect(features.locator('[data-card]')).toHaveCount(7);

    const blocks = section(page, 'detail-blocks').locator('[data-block]');
    await expect(blocks).toHaveCount(4);
    for (const block of await blocks.all()) expect(await block.locator('li').count()).toBeGreaterThanOrEqual(3);

    await expect(platforms.locator('[data-card]')).toHaveCount(4);
    for (const name of ['Instagram', 'Facebook', 'Twitter', 'LinkedIn']) {
      await expect(platforms.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expectFaq(page, 6);
    await expectContactButton(page, 'Contact Our Team');
    expect(external).toEqual([]);
  });

  test('Jaipur aliases serve the page with the menu route as canonical', { tag: '@once' }, async ({ page, external }) => {
    await expectAliases(page, '/social-media-marketing-jaipur', ['/social-media-marketing-company-jaipur', '/top-social-media-solution-company-jaipur']);
    expect(external).toEqual([]);
  });
});

const videoPages = [
  {
    city: 'Ajmer',
    route: '/video-editing-company-ajmer',
    aliases: [] as string[],
    h1: 'Video Editing Company in Ajmer',
    id: 'AjmerReel01',
    button: 'Contact Us' as const,
    fourth: ['12+', 'Years of experience'] as [string, string],
  },
  {
    city: 'Jaipur',
    route: '/video-editing-company-jaipur',
    aliases: ['/top-video-editing-company-jaipur'],
    h1: 'Video editing in Jaipur for brands that want to be watched',
    id: 'JaipurReel1',
    button: 'Contact Our Team' as const,
    fourth: ['500+', 'Projects delivered'] as [string, string],
  },
];

const videoSteps = ['Submit Footage', 'Expert Editing', 'Review and Feedback', 'Final Delivery'];

/** The player's address: privacy-enhanced host, the YAML id, muted autoplay and a loop (which needs playlist). */
function expectPlayerSrc(src: string | null, id: string) {
  const url = new URL(src!);
  expect(url.host).toBe('www.youtube-nocookie.com');
  expect(url.pathname).toBe(`/embed/${id}`);
  expect(url.searchParams.get('mute')).toBe('1');
  expect(url.searchParams.get('autoplay')).toBe('1');
  expect(url.searchParams.get('loop')).toBe('1');
  expect(url.searchParams.get('playlist')).toBe(id);
}

test.describe('video editing pages', () => {
  for (const v of videoPages) {
    test(`${v.city}: hero, video poster, stats, 4 steps, 6 services, 6 FAQs, contact links`, async ({ page }) => {
      await page.goto(v.route);
      await expectCanonical(page, v.route);
      await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', v.city);
      await expect(page.locator('h1')).toHaveText(v.h1);
      await expect(section(page, 'video')).toBeVisible();
      await expectStats(page, [['1000+', 'Videos edited'], ['24-48h', 'Standard turnaround'], ['3 to 7', 'Business days for complex edits'], v.fourth]);
      await expect(section(page, 'stats').getByText(/3 to 7 business days/)).toBeVisible();

      const steps = section(page, 'process').locator('[data-step]');
      await expect(steps).toHaveCount(4);
      for (const [i, title] of videoSteps.entries()) await expect(steps.nth(i).getByRole('heading')).toHaveText(`Step ${i + 1}: ${title}`);

      await expect(section(page, 'service-cards').locator('[data-card]')).toHaveCount(6);
      await expectFaq(page, 6);
      await expect(section(page, 'hero').getByRole('link', { name: v.button })).toHaveAttribute('href', '/contact');
      await expectContactButton(page, v.button);
    });

    test(`${v.city}: nothing leaves the machine before load, then exactly the player appears`, async ({ page, external }) => {
      // Hold the page's artwork so the window load event waits until the checks below are done.
      const release = await holdRequests(page, '**/images/video/*.svg');
      await page.goto(v.route, { waitUntil: 'domcontentloaded' });
      const box = section(page, 'video').locator('[data-video]');
      // The artwork is held, so the load event cannot have fired: the page stays before load for these checks.
      await nextPaint(page);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      // The page script itself waits for the load event (renderer/boot.ts).
      await expect(page.locator('html')).not.toHaveAttribute('data-script', 'ready');
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(external).toEqual([]);

      release();
      await page.waitForLoadState('load');
      await expect(page.locator('iframe')).toHaveCount(1);
      const frame = box.locator('iframe');
      await expect(frame).toHaveAttribute('title', /Showreel/);
      await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
      const src = await frame.getAttribute('src');
      expectPlayerSrc(src, v.id);
      // The fixture blocks the player request; it must be the only request that tried to leave.
      await expect.poll(() => external.length).toBeGreaterThan(0);
      expect([...new Set(external)]).toEqual([src]);
    });

    test(`${v.city}: with reduced motion the player waits for the play button`, async ({ page, external }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(v.route);
      const box = section(page, 'video').locator('[data-video]');
      await expect(box).toHaveAttribute('data-video', 'ready');
      // The player would start on the load event (renderer/enhance.ts): past it, and a paint later, still none.
      await page.waitForLoadState('load');
      await nextPaint(page);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(external).toEqual([]);

      await box.getByRole('link', { name: /^Play video:/ }).click();
      const frame = box.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(v.route);
      expectPlayerSrc(await frame.getAttribute('src'), v.id);
      await expectNoAxeViolations(page);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the poster stays and a plain link leads to the video on YouTube', async ({ page, external }) => {
      for (const v of videoPages) {
        await page.goto(v.route);
        const video = section(page, 'video');
        await expect(video.locator('img')).toBeVisible();
        await expect(video.locator('iframe')).toHaveCount(0);
        await expect(video.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${v.id}`);
        await expect(video.getByRole('link', { name: /^Play video:/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${v.id}`);
      }
      expect(external).toEqual([]);
    });
  });

  test('Jaipur alias serves the page with the menu route as canonical', { tag: '@once' }, async ({ page }) => {
    await expectAliases(page, '/video-editing-company-jaipur', ['/top-video-editing-company-jaipur']);
  });
});

const contentPages = [
  {
    city: 'Ajmer',
    route: '/content-writing-company-ajmer',
    h1: 'Content Writing Company in Ajmer',
    stats: [
      ['10k+', 'Articles written'],
      ['12+', 'Years of experience'],
      ['500+', 'Projects delivered'],
      ['98%', 'Client retention'],
    ] as [string, string][],
  },
  {
    city: 'Jaipur',
    route: '/content-writing-company-jaipur',
    h1: 'Content writing in Jaipur that ranks, reads well and sells',
    stats: [
      ['10k+', 'Articles delivered'],
      ['500+', 'Projects completed'],
      ['12+', 'Years writing for Rajasthan brands'],
      ['95%', 'Client satisfaction'],
    ] as [string, string][],
  },
];

test.describe('content writing pages', () => {
  for (const c of contentPages) {
    test(`${c.city}: hero, statistics, 7 service cards, 4 detailed blocks with benefits, 6 FAQs, Contact Us`, async ({ page, external }) => {
      await page.goto(c.route);
      await expectCanonical(page, c.route);
      await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', c.city);
      await expect(section(page, 'hero').getByRole('heading', { level: 1 })).toHaveText(c.h1);
      await expectStats(page, c.stats);
      await expect(section(page, 'service-cards').locator('[data-card]')).toHaveCount(7);
      const blocks = section(page, 'detail-blocks').locator('[data-block]');
      await expect(blocks).toHaveCount(4);
      for (const block of await blocks.all()) expect(await block.locator('li').count()).toBeGreaterThanOrEqual(3);
      await expectFaq(page, 6);
      await expectContactButton(page, 'Contact Us');
      expect(external).toEqual([]);
    });
  }

  test('Jaipur alias serves the page with the menu route as canonical', { tag: '@once' }, async ({ page }) => {
    await expectAliases(page, '/content-writing-company-jaipur', ['/top-content-writing-company-jaipur']);
  });
});

test('Ajmer and Jaipur twins share no sentence', { tag: '@once' }, async ({ page }) => {
  const sentences = async (route: string) => {
    await page.goto(route);
    const text = await page.locator('main').innerText();
    return new Set(
      text
        .split(/(?<=[.!?])\s+|\n+/)
        .map((s) => s.trim())
        .filter((s) => s.split(/\s+/).length >= 6),
    );
  };
  for (const [ajmer, jaipur] of [
    ['/social-media-marketing-company-ajmer', '/social-media-marketing-jaipur'],
    ['/video-editing-company-ajmer', '/video-editing-company-jaipur'],
    ['/content-writing-company-ajmer', '/content-writing-company-jaipur'],
  ] as const) {
    const a = await sentences(ajmer);
    const shared = [...(await sentences(jaipur))].filter((s) => a.has(s.replace(/Jaipur/g, 'Ajmer')) || a.has(s));
    expect(shared, `${ajmer} and ${jaipur}`).toEqual([]);
  }
});
