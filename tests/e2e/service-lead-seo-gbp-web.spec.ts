import type { Locator, Page } from '@playwright/test';
import { expectCanonical, expectContactButton, expectFaq, section } from './sections.ts';
import { expect, isPhone, testOnOnePage as test, wakeIsland } from './fixtures.ts';

/** Service pages of four families: lead generation / Google services, SEO, Google Business Profile, web development (Ajmer). */

/** The sections of one type on the page, in order: `nth(page, 'features', 1)` is the second features section. */
const nth = (page: Page, type: string, index: number) => section(page, type).nth(index);

/** Each figure is shown with its label inside the same item of the band. */
async function expectFigures(band: Locator, figures: [value: string, label: RegExp][]) {
  await expect(band.locator('dd')).toHaveCount(figures.length);
  for (const [value, label] of figures) {
    const item = band.locator('dl > div').filter({ has: band.page().locator('dt', { hasText: label }) });
    await expect(item).toHaveCount(1);
    await expect(item.locator('dd')).toHaveText(value);
    await expect(item).toBeVisible();
  }
}

async function expectSteps(page: Page, names: string[]) {
  const steps = section(page, 'process').locator('[data-step]');
  await expect(steps).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(steps.nth(i).locator('h3')).toHaveText(`Step ${i + 1}: ${name}`);
}

/** The alias answers with the page of the route itself, and its canonical names the menu route. */
async function expectAlias(page: Page, alias: string, route: string) {
  await page.goto(route);
  const headline = await page.locator('h1').textContent();
  const response = await page.goto(alias);
  expect(response?.status(), alias).toBe(200);
  expect(new URL(page.url()).pathname).toBe(alias);
  await expect(page.locator('h1')).toHaveText(headline!);
  await expectCanonical(page, route);
}

/** On a wide screen the items fill a single row: same top, and the last one ends where the row ends. */
async function expectOneRow(items: Locator, count: number) {
  await expect(items).toHaveCount(count);
  if (isPhone(items.page())) return;
  const { tops, gap } = await items.evaluateAll((els) => {
    const row = els[0]!.parentElement!.getBoundingClientRect();
    const last = els.at(-1)!.getBoundingClientRect();
    return { tops: els.map((el) => Math.round(el.getBoundingClientRect().top)), gap: Math.round(row.right - last.right) };
  });
  expect(new Set(tops).size, `tops: ${tops.join(', ')}`).toBe(1);
  expect(gap, 'space left empty after the last item').toBeLessThanOrEqual(2);
}

async function expectGeo(page: Page, placename: 'Ajmer' | 'Jaipur') {
  await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', placename);
  await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'IN-RJ');
}

const leadSteps = ['Strategy Development', 'Campaign Setup', 'Continuous Optimization', 'Reporting & Insights'];

test.describe('lead generation / Google services pages', () => {
  for (const { route, city, faqs } of [
    { route: '/lead-generation-company-ajmer', city: 'Ajmer', faqs: 7 },
    { route: '/lead-generation-company-jaipur', city: 'Jaipur', faqs: 8 },
  ] as const) {
    test(`${city}: 7 tiles, Google statistics, 4 steps, 3 benefits, service cards, results band, ${faqs} FAQs, Contact Us`, async ({ page, external }) => {
      await page.goto(route);
      await expectCanonical(page, route);
      await expectGeo(page, city);
      await expect(section(page, 'hero').locator('h1')).toBeVisible();

      await expect(nth(page, 'features', 0).locator('[data-card]')).toHaveCount(7);
      await expectFigures(nth(page, 'stats', 0), [
        ['3.5B', /daily searches/i],
        ['90%', /search engine/i],
        ['85%', /online before/i],
        ['46%', /something local|local intent/i],
      ]);
      await expectSteps(page, leadSteps);
      await expect(nth(page, 'features', 1).locator('[data-card]')).toHaveCount(3);
      const cards = await section(page, 'service-cards').locator('[data-card]').count();
      expect(cards).toBeGreaterThanOrEqual(4);
      expect(cards).toBeLessThanOrEqual(8);
      await expectFigures(nth(page, 'stats', 1), [
        ['200%', /^average ROI/i],
        ['85%', /^client satisfaction$/i],
        ['300+', /^campaigns/i],
      ]);
      await expectOneRow(nth(page, 'stats', 1).locator('dl > div'), 3);
      await expectFaq(page, faqs);
      await expectContactButton(page, 'Contact Us');
      expect(external).toEqual([]);
    });
  }

  test('/top-lead-generation-company-jaipur serves the Jaipur page with the menu route as canonical', { tag: '@once' }, async ({ page, external }) => {
    await expectAlias(page, '/top-lead-generation-company-jaipur', '/lead-generation-company-jaipur');
    await expectFaq(page, 8);
    expect(external).toEqual([]);
  });
});

const seoSteps = ['Research', 'Analyze', 'Plan', 'Implement', 'Develop'];

test.describe('SEO pages', () => {
  for (const { route, city, clients } of [
    { route: '/seo-company-ajmer', city: 'Ajmer', clients: ['Guest house near Dargah Sharif', 'Coaching institute, Ajmer', 'Marble trader, Kishangarh'] },
    {
      route: '/seo-company-jaipur',
      city: 'Jaipur',
      clients: ['Bridal jewellery showroom, Johari Bazaar', 'Dermatology clinic, Malviya Nagar', 'Heritage hotel, Amer Road'],
    },
  ] as const) {
    test(`${city}: 7 features, intro, 4 blocks, 4 benefits, 5 steps, 4 services, 3 testimonials, 6 FAQs, Start Your SEO Journey`, async ({
      page,
      external,
    }) => {
      await page.goto(route);
      await expectCanonical(page, route);
      await expectGeo(page, city);

      await expectFigures(section(page, 'hero'), [
        ['40–60%', /organic growth in 90 days/i],
        ['3–6 months', /first results/i],
        ['6–12 months', /significant results/i],
      ]);
      await expect(page.getByText(/monthly reports/i).first()).toBeVisible();
      await expect(page.getByText(/quarterly strategy reviews/i).first()).toBeVisible();

      await expect(nth(page, 'features', 0).locator('[data-card]')).toHaveCount(7);
      await expect(section(page, 'text').locator('h2')).toBeVisible();
      const blocks = section(page, 'detail-blocks').locator('[data-block]');
      await expect(blocks.locator('h3')).toHaveText(['Domains we serve', 'Complete SEO audit', 'Keyword research', 'Enterprise SEO']);
      await expectOneRow(nth(page, 'features', 1).locator('[data-card]'), 4);
      await expectSteps(page, seoSteps);
      await expect(section(page, 'service-cards').locator('[data-card]')).toHaveCount(4);

      // Testimonials name the kind of business only, never a person.
      await expect(section(page, 'testimonials').locator('figcaption')).toHaveText([...clients]);

      await expectFaq(page, 6);
      await expectContactButton(page, 'Start Your SEO Journey');
      expect(external).toEqual([]);
    });
  }

  test('/top-seo-company-jaipur serves the Jaipur page with the menu route as canonical', { tag: '@once' }, async ({ page, external }) => {
    await expectAlias(page, '/top-seo-company-jaipur', '/seo-company-jaipur');
    await expect(section(page, 'testimonials').locator('figcaption')).toHaveCount(3);
    expect(external).toEqual([]);
  });
});

test.describe('Google Business Profile page', () => {
  for (const path of ['/google-business-profile-services-jaipur', '/google-business-profile']) {
    test(`${path}: hero, 4 stats, 7 features, 4 service blocks with benefits, why-choose, Contact Us; canonical /google-business-profile`, async ({
      page,
      external,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expectCanonical(page, '/google-business-profile');
      await expectGeo(page, 'Jaipur');
      await expect(section(page, 'hero').locator('h1')).toHaveText('Be the first business Jaipur sees on Google Maps');

      await expectFigures(section(page, 'stats'), [
        ['500%', /^average visibility increase$/i],
        ['800+', /^profiles optimized$/i],
        ['4.8/5', /^client rating$/i],
        ['200%', /^lead generation growth$/i],
      ]);
      await expect(section(page, 'features').locator('[data-card]')).toHaveCount(7);
      const blocks = section(page, 'detail-blocks').locator('[data-block]');
      await expect(blocks).toHaveCount(4);
      for (const block of await blocks.all()) expect(await block.locator('li').count()).toBeGreaterThanOrEqual(3);
      await expect(section(page, 'text').getByRole('heading', { name: /why .* trust us/i })).toBeVisible();
      await expectContactButton(page, 'Contact Us');
      expect(external).toEqual([]);
    });
  }
});

test.describe('web development page (Ajmer)', () => {
  test('tech list, intro, industries, 4 steps, 3 reasons, stats, 8 FAQs, prices and build times', async ({ page, external }) => {
    await page.goto('/web-development-company-ajmer');
    await expectCanonical(page, '/web-development-company-ajmer');
    await expectGeo(page, 'Ajmer');

    const tech = nth(page, 'text', 0);
    await expect(tech.locator('h2')).toHaveText('Technologies we build with');
    expect(await tech.locator('li').count()).toBeGreaterThanOrEqual(6);
    await expect(nth(page, 'text', 1).locator('h2')).toBeVisible();

    await expectFigures(section(page, 'hero'), [
      ['₹25,000', /e-commerce websites from/i],
      ['2–4 weeks', /standard/i],
      ['6–8 weeks', /custom or e-commerce/i],
    ]);
    await expect(section(page, 'stats').locator('dd')).toHaveCount(4);
    await expect(section(page, 'stats').locator('dd', { hasText: '₹25,000' })).toBeVisible();

    const industries = section(page, 'industries');
    await expect(industries.locator('h2')).toHaveText('We Design Websites for a Wide Variety of Industries');
    await expect(industries.getByText('Tailored solutions for every sector')).toBeVisible();
    await expect(industries.locator('[data-card]')).toHaveCount(12);

    await expect(section(page, 'process').locator('[data-step]')).toHaveCount(4);
    await expect(section(page, 'features').locator('[data-card]')).toHaveCount(3);
    await expectFaq(page, 8);
    await expectContactButton(page, 'Contact Our Team');
    expect(external).toEqual([]);
  });

  test('eight website types in a tab list: first active, switches by click and by arrow keys', async ({ page, external }) => {
    await page.goto('/web-development-company-ajmer');
    const island = section(page, 'service-tabs').locator('[data-island="service-tabs"]');
    await wakeIsland(island);
    const tabs = island.getByRole('tab');
    const panels = island.locator('[role=tabpanel]');
    await expect(island.getByRole('tablist', { name: 'Website types' })).toBeVisible();
    await expect(tabs).toHaveCount(8);
    await expect(panels).toHaveCount(8);

    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(0)).toBeVisible();
    await expect(panels.nth(0).locator('h3')).toHaveText('Business Websites');
    await expect(panels.nth(0).locator('img')).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(1)).toContainText('₹25,000');
    await expect(panels.nth(1).locator('img')).toHaveAttribute('alt', /online shop/i);
    await expect(panels.nth(0)).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(2)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(7)).toBeFocused();
    await expect(panels.nth(7).locator('h3')).toHaveText('Website Redesign and Maintenance');

    // Web service types carry a title, a description and an image only: no statistic, no link.
    await expect(island.locator('[data-percentage]')).toHaveCount(0);
    await expect(panels.locator('a')).toHaveCount(0);
    expect(external).toEqual([]);
  });
});
