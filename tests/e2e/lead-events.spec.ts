import type { Page, Request } from '@playwright/test';
import { sendContactForm } from './features.ts';
import { expect, testOnOnePage as test } from './fixtures.ts';

/**
 * Lead events and lead source on the main build (provider none): events reach window.dataLayer
 * with the page, city and place; a form message carries the first page of the visit and its
 * campaign tags. The form provider is answered with page.route, never reached.
 */

const provider = 'https://api.web3forms.com/**';
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };

async function answerForm(page: Page, answer: { status: number; json?: object } | 'abort') {
  const posts: Request[] = [];
  await page.route(provider, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    return answer === 'abort' ? route.abort('connectionrefused') : route.fulfill({ ...answer, headers: cors });
  });
  return posts;
}

const sendForm = (page: Page) => sendContactForm(page, { subject: 'SEO for our showroom', message: 'We want more walk-ins from Google Maps.' });

const leads = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, string>[]);

test('a message sent from a visit that began at a campaign link carries its landing page and UTM values', async ({ page, external }) => {
  const posts = await answerForm(page, { status: 200, json: { success: true } });
  await page.goto('/seo-company-jaipur?utm_source=google&utm_medium=cpc&utm_campaign=seo-jaipur&gclid=Cj0KCQ-test');
  // The visitor reads on, then writes from the contact page: the first URL of the visit still counts.
  await page.goto('/digital-markting-services-jaipur?utm_source=newsletter');
  await page.goto('/contact');
  const form = await sendForm(page);
  await expect(form.getByRole('status')).toHaveText("Message sent successfully! We'll be in touch soon.");
  expect(posts).toHaveLength(1);
  expect(posts[0]!.postDataJSON()).toMatchObject({
    page: '/contact',
    landing_page: '/seo-company-jaipur',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'seo-jaipur',
    gclid: 'Cj0KCQ-test',
  });
  expect(await leads(page)).toEqual([{ event: 'form_submit', page: '/contact', place: 'contact-form:s2', city: 'Jaipur' }]);
  expect(external).toEqual([]);
});

test('a new visit (new tab) starts a new lead source; no cookie is set', async ({ page, context }) => {
  await page.goto('/seo-company-jaipur?utm_source=google&utm_campaign=seo-jaipur');
  const second = await context.newPage();
  await second.goto('/contact');
  expect(await second.evaluate(() => JSON.parse(sessionStorage.getItem('lead-source') ?? '{}'))).toEqual({ landing_page: '/contact' });
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('lead-source') ?? '{}'))).toEqual({
    landing_page: '/seo-company-jaipur',
    utm_source: 'google',
    utm_campaign: 'seo-jaipur',
  });
  expect(await context.cookies()).toEqual([]);
});

for (const [name, answer, reason] of [
  ['refused', { status: 200, json: { success: false } }, 'refused'],
  ['network', 'abort', 'network'],
] as const) {
  test(`a failed message (${name}) is counted as form_error with what failed`, async ({ page }) => {
    await answerForm(page, answer);
    await page.goto('/digital-markting-services-ajmer');
    const form = await sendForm(page);
    await expect(form.getByRole('alert')).toHaveText('Failed to submit form. Please try again.');
    const [lead] = await leads(page);
    expect(lead).toMatchObject({ event: 'form_error', page: '/digital-markting-services-ajmer', city: 'Ajmer', reason });
    expect(lead!.place).toMatch(/^contact-form:s\d+$/);
  });
}

test('phone, WhatsApp, e-mail and contact links are recorded with their place', async ({ page, isMobile }) => {
  await page.goto('/seo-company-jaipur');
  page.on('dialog', (dialog) => dialog.accept());
  await page.evaluate(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a')) e.preventDefault();
    }),
  );
  // A cancelled click still looks like a slow navigation to the site's 'Loading...' overlay (which
  // would then cover the page after 300 ms): this test is about the clicks, so take the overlay away.
  await page.evaluate(() => document.getElementById('page-loading')?.remove());
  // The header shows a call button on phones and the numbers on wide screens.
  const headerCall = isMobile ? '[data-layout=header] a[href^="tel:"][aria-label]' : '[data-layout=header] a[href^="tel:"]';
  await page.locator(headerCall).first().click();
  await page.locator('[data-section=hero] a[href="/contact"]').click();
  await page.locator('[data-layout=footer] a[href^="mailto:"]').click();
  await page.locator('[data-layout=chat-widget] button[popovertarget]').click();
  await page.locator('[data-layout=chat-widget] a[href^="https://wa.me/"]').click();
  await page.locator('[data-layout=chat-widget] a[href^="tel:"]').click();
  const city = 'Jaipur';
  expect(await leads(page)).toEqual([
    { event: 'call', page: '/seo-company-jaipur', place: 'header', city, number: '+919876543210' },
    { event: 'cta', page: '/seo-company-jaipur', place: 'hero:s0', city },
    { event: 'email', page: '/seo-company-jaipur', place: 'footer', city },
    { event: 'whatsapp', page: '/seo-company-jaipur', place: 'chat-widget', city },
    { event: 'call', page: '/seo-company-jaipur', place: 'chat-widget', city, number: '+919876543210' },
  ]);
});
