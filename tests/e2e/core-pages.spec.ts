import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, isPhone, testOnOnePage as test } from './fixtures.ts';
import { catalogue } from './site.ts';

/** Expected values come from the content files themselves, so the tests follow the copy. */
const read = (file: string) => parse(readFileSync(file, 'utf8'));
/** The agency as the catalogue reads it: phones written once, with the dial and WhatsApp numbers derived. */
const site = catalogue().site;

const pages = {
  about: 'pages-data/jaipur/about.yaml',
  webDevelopment: 'pages-data/jaipur/web-development.yaml',
  googleAds: 'pages-data/jaipur/google-ads.yaml',
  contact: 'pages-data/core/contact.yaml',
  career: 'pages-data/core/career.yaml',
  privacy: 'pages-data/core/privacy-policy.yaml',
} as const;
// biome-ignore lint/suspicious/noExplicitAny: page YAML read back for assertions; the catalogue's schema has already checked its shape
const content = Object.fromEntries(Object.entries(pages).map(([key, file]) => [key, read(file)])) as Record<keyof typeof pages, any>;
const genericFaq = read('pages-data/_shared/generic-faq.yaml');

const routes = Object.values(content).map((p) => p.route as string);

test.describe('every core page', () => {
  for (const route of routes) {
    // axe-core on every page, in its final look, is every-page.spec.ts.
    test(`${route}: own title, description and canonical, one h1, ends with the call to action, nothing external`, { tag: '@once' }, async ({
      page,
      external,
    }) => {
      const meta = Object.values(content).find((p) => p.route === route).meta;
      await page.goto(route);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${site.baseUrl}${meta.canonical}`);
      await expect(page.locator('meta[name=keywords]')).toHaveAttribute('content', meta.keywords.join(', '));
      await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Jaipur');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main > *').last()).toHaveAttribute('data-section', 'cta');
      await expect(page.locator('[data-section=cta] a')).toHaveAttribute('href', '/contact');
      expect(external).toEqual([]);
    });
  }

  // What the browser shows, read once (the phone project leaves out tests tagged @once: see playwright.config.ts).
  test('titles and descriptions differ from page to page', { tag: '@once' }, async ({ page }) => {
    const metas: { title: string; description: string }[] = [];
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      metas.push({ title: await page.title(), description: (await page.locator('meta[name=description]').getAttribute('content')) ?? '' });
    }
    expect(metas).toHaveLength(6);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    for (const m of metas) {
      expect(m.title.length, m.title).toBeGreaterThanOrEqual(30);
      expect(m.title.length, m.title).toBeLessThanOrEqual(65);
      expect(m.description.length, m.description).toBeGreaterThanOrEqual(120);
      expect(m.description.length, m.description).toBeLessThanOrEqual(160);
    }
  });
});

test.describe('contact page', () => {
  test('shows both phones, the e-mail, the address, WhatsApp with the prefilled text and a map link, all from site.config.yaml', async ({ page, external }) => {
    await page.goto('/contact');
    const details = page.locator('[data-section=contact-details]');
    // Phones as the catalogue reads them (one string each in site.config.yaml: display and dial derived).
    for (const phone of catalogue().site.phones) {
      await expect(details.locator(`a[href="tel:${phone.dial}"]`)).toHaveText(phone.display);
    }
    await expect(details.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    const a = site.address;
    await expect(details.locator('address')).toHaveText(`${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`);

    const whatsapp = details.locator('[data-whatsapp-link]');
    await expect(whatsapp).toBeVisible();
    const url = new URL((await whatsapp.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(site.whatsapp.text);
    expect(url.searchParams.get('text')).toBe("Hello! I'm interested in your services.");

    const map = details.locator('[data-map-link]');
    await expect(map).toHaveAttribute('href', a.mapUrl);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(details.locator(`a[href="${a.mapUrl}"] img`)).toHaveAttribute('alt', /map/i);
    expect(external).toEqual([]);
  });

  test('has the contact form with five labelled fields and a 6-row message box', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('[data-section=contact-form] form');
    await expect(form).toBeVisible();
    const fields = await form.evaluate((f) =>
      [...f.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea, select')]
        .filter((el) => !['hidden', 'submit', 'button'].includes(el.type) && el.tabIndex >= 0 && !el.closest('[aria-hidden=true]'))
        .map((el) => el.name),
    );
    expect(fields).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    await expect(form.locator('textarea[name=message]')).toHaveAttribute('rows', '6');
    await expect(form.locator('input[name=email]')).toHaveAttribute('type', 'email');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});

test.describe('career page', () => {
  test('lists every opening with its details and an apply e-mail naming the role', async ({ page }) => {
    const openings = content.career.sections.find((s: { type: string }) => s.type === 'job-openings').items;
    expect(openings.length).toBeGreaterThan(0);
    await page.goto('/career');
    const cards = page.locator('[data-section=job-openings] [data-opening]');
    await expect(cards).toHaveCount(openings.length);
    for (const [i, job] of openings.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(job.title);
      await expect(card).toContainText(job.location);
      await expect(card).toContainText(job.employment);
      await expect(card).toContainText(job.experience);
      await expect(card.locator('[data-apply]')).toHaveAttribute('href', `mailto:${site.email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`);
    }
    const apply = page.locator('[data-how-to-apply]');
    await expect(apply.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(apply).not.toContainText('{');
  });
});

test.describe('privacy policy', () => {
  test('names what the contact form collects, where it is sent, retention and the DPDP Act rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    const policy = page.locator('[data-section=prose]');
    const collects = policy.locator('[data-part]', { hasText: 'What the contact form collects' });
    for (const field of ['Your name', 'Your email address', 'Your phone number', 'A subject', 'Your message']) {
      await expect(collects.getByRole('listitem').filter({ hasText: field })).toHaveCount(1);
    }
    const provider = new URL(site.form.endpoint).host;
    await expect(policy.locator('[data-part]', { hasText: 'Where the form sends your message' })).toContainText(provider);
    await expect(policy).toContainText('Web3Forms-compatible');
    await expect(policy).toContainText('sets no cookies');
    await expect(policy).toContainText('How long we keep it');
    await expect(policy).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(policy.locator('[data-part]', { hasText: 'Grievances' }).locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(policy).not.toContainText('{');
    // The list of parts links to each part.
    const contents = policy.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await expect(contents).toHaveCount(await policy.locator('[data-part]').count());
    const first = (await contents.first().getAttribute('href'))!;
    await expect(page.locator(first)).toHaveCount(1);
  });
});

test.describe('FAQs', () => {
  for (const route of [content.about.route, content.contact.route]) {
    test(`${route} shows the generic FAQ: the five shared questions`, async ({ page }) => {
      await page.goto(route);
      const items = page.locator('[data-section=faq] [data-faq-item]');
      await expect(items).toHaveCount(5);
      await expect(items.locator('summary h3')).toHaveText(genericFaq.items.map((i: { question: string }) => i.question));
    });
  }

  for (const [key, count] of [
    ['webDevelopment', 8],
    ['googleAds', 6],
    ['career', 5],
  ] as const) {
    test(`${content[key].route} has its own FAQ of ${count} questions, one open at a time`, async ({ page }) => {
      await page.goto(content[key].route);
      const items = page.locator('[data-section=faq] [data-faq-item]');
      await expect(items).toHaveCount(count);
      await items.nth(0).locator('summary').click();
      await items.nth(1).locator('summary').click();
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(items.nth(1)).toHaveAttribute('open');
    });
  }
});

test.describe('industries block on the Jaipur web development page', () => {
  const route = '/web-development-company-jaipur';
  const block = (page: Page) => page.locator('[data-section=industries]');
  const columns = (page: Page) =>
    block(page)
      .locator('[data-card]')
      .evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size);

  test('heading, subtitle and the twelve industries with icons', async ({ page }) => {
    await page.goto(route);
    await expect(block(page).getByRole('heading', { level: 2 })).toHaveText('We Design Websites for a Wide Variety of Industries');
    await expect(block(page)).toContainText('Tailored solutions for every sector');
    const cards = block(page).locator('[data-card]');
    await expect(cards).toHaveCount(12);
    await expect(cards.locator('h3')).toHaveText([
      'Retail & eCommerce',
      'Healthcare',
      'Education & eLearning',
      'Travel & Tourism',
      'Finance & Banking',
      'Technology & Consultancy',
      'Logistics & Transportation',
      'Hospitality & Entertainment',
      'Automotive',
      'Sports',
      'Real Estate',
      'Food & Beverage',
    ]);
    await expect(cards.locator('svg')).toHaveCount(12);
  });

  test('1 column on small screens, 2 from 640 px, 3 from 768 px, 4 from 1024 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    for (const [width, expected] of [
      [360, 1],
      [639, 1],
      [640, 2],
      [767, 2],
      [768, 3],
      [1023, 3],
      [1024, 4],
      [1440, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columns(page), { message: `${width} px` }).toBe(expected);
    }
  });

  test('cards fade and slide up once when scrolled into view, 0.5 s each, 0.1 s apart', async ({ page }) => {
    await page.goto(route);
    const cards = block(page).locator('[data-card]');
    // Below the fold: waiting, invisible, and not yet animated.
    await expect(cards.first()).toHaveClass(/reveal-pending/);
    await expect(cards.first()).toHaveCSS('opacity', '0');
    // One jump to the top of the grid: the cards that come into view together play 0.1 s apart.
    await cards.first().evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }));
    await expect(cards.first()).toHaveClass(/is-visible/);
    await expect(cards.first()).toHaveCSS('opacity', '1');
    await expect(cards.first()).toHaveCSS('animation-duration', '0.5s');
    await expect(cards.first()).toHaveCSS('animation-name', 'reveal-up');
    const delays = await cards.evaluateAll((els) =>
      els.filter((e) => e.classList.contains('is-visible')).map((e) => Number.parseFloat(getComputedStyle(e).animationDelay)),
    );
    expect(delays.length).toBeGreaterThan(isPhone(page) ? 1 : 8);
    expect(delays.map((d) => Math.round(d * 10) / 10)).toEqual(delays.map((_, i) => i / 10));
    // Once: scrolling away and back does not hide or replay the cards.
    await page.evaluate(() => window.scrollTo(0, 0));
    await block(page).scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveClass(/is-visible/);
    await expect(cards.first()).toHaveCSS('opacity', '1');
  });

  test('with reduced motion every card is visible at once, without scrolling or animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    const cards = block(page).locator('[data-card]');
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) {
      await expect(card).not.toHaveClass(/reveal-pending/);
      await expect(card).toHaveCSS('opacity', '1');
      await expect(card).toHaveCSS('animation-name', 'none');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the industries cards and the contact details are all there', async ({ page }) => {
    await page.goto('/web-development-company-jaipur');
    const cards = page.locator('[data-section=industries] [data-card]');
    await expect(cards).toHaveCount(12);
    await expect(cards.last()).toHaveCSS('opacity', '1');
    await page.goto('/contact');
    await expect(page.locator('[data-section=contact-details] a[href^="tel:"]')).toHaveCount(site.phones.length);
    await expect(page.locator('[data-section=contact-form] form')).toBeVisible();
  });
});

test('phone layout keeps the contact buttons large enough to tap', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/contact');
  for (const link of await page.locator('[data-section=contact-details] a').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(24);
  }
});
