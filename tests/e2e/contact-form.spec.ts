import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { parse } from 'yaml';
import { animationsEnded, expect, expectNoAxeViolations, nextPaint, testOnOnePage as test, wakeIsland } from './fixtures.ts';

/**
 * The contact form against the built site. The provider is never reached: each test answers
 * its requests with page.route (set up before navigation), and the fixture aborts anything
 * else that would leave the machine.
 */

const formPages = ['/contact', '/digital-markting-services-ajmer'];

const site = parse(readFileSync('site.config.yaml', 'utf8')) as { baseUrl: string; form: { endpoint: string; accessKey: string } };
const accessKey = process.env.FORM_ACCESS_KEY?.trim() || site.form.accessKey;
const provider = 'https://api.web3forms.com/**';
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };

const visitor = {
  name: 'Meena Sharma',
  email: 'meena@example.com',
  phone: '+91 98290 12345',
  subject: 'Google ranking for our Johari Bazaar showroom',
  message: 'We sell kundan and polki jewellery near Johari Bazaar.\nWe want more walk-ins from Google Maps before Diwali.',
};

const SUCCESS = "Message sent successfully! We'll be in touch soon.";
const FAILURE = 'Failed to submit form. Please try again.';

/** Answers the provider's POSTs with `answer`, records them, and lets CORS preflights through. */
async function answerProvider(page: Page, answer: (route: Route) => Promise<void>) {
  const posts: Request[] = [];
  await page.route(provider, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    await answer(route);
  });
  return posts;
}

function formOf(page: Page) {
  const form = page.locator('[data-section=contact-form] form');
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone'),
    subject: form.getByLabel('Subject', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    button: form.locator('button[type=submit]'),
    success: form.getByRole('status'),
    error: form.getByRole('alert'),
  };
}

async function openForm(page: Page, path: string) {
  const hydrationErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(m.text())) hydrationErrors.push(m.text());
  });
  page.on('pageerror', (e) => hydrationErrors.push(e.message));
  await page.goto(path);
  await wakeIsland(page.locator('[data-island=contact-form]'));
  const f = formOf(page);
  await f.form.scrollIntoViewIfNeeded();
  return { ...f, hydrationErrors, initialSubject: await f.subject.inputValue() };
}

async function fill(f: ReturnType<typeof formOf>) {
  for (const key of ['name', 'email', 'phone', 'subject', 'message'] as const) await f[key].fill(visitor[key]);
}

async function expectFieldsKept(f: ReturnType<typeof formOf>) {
  for (const key of ['name', 'email', 'phone', 'subject', 'message'] as const) await expect(f[key]).toHaveValue(visitor[key]);
}

for (const path of formPages) {
  test.describe(`contact form on ${path}`, () => {
    test('idle: labelled fields, Send Message, empty live regions, hydrated without mismatch', async ({ page, external }) => {
      const f = await openForm(page, path);
      await expect(f.button).toHaveText('Send Message');
      await expect(f.button).toBeEnabled();
      await expect(f.email).toHaveAttribute('type', 'email');
      await expect(f.message).toHaveAttribute('rows', '6');
      for (const key of ['name', 'email', 'subject', 'message'] as const) await expect(f[key]).toHaveAttribute('required', '');
      await expect(f.phone).not.toHaveAttribute('required');
      // The live regions are in the page before anything is announced in them.
      await expect(f.success).toBeEmpty();
      await expect(f.error).toBeEmpty();
      const honeypot = f.form.locator('input[name=botcheck]');
      // A checkbox: browsers and password managers never autofill one, so only a script ticks it.
      await expect(honeypot).toHaveAttribute('type', 'checkbox');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).not.toBeChecked();
      await expect(f.form.locator('div[aria-hidden=true]:has(input[name=botcheck])')).toHaveCount(1);
      expect(f.hydrationErrors).toEqual([]);
      expect(external).toEqual([]);
    });

    test('success: the provider gets the JSON payload field by field, the banner shows and the fields clear', async ({ page, external }) => {
      const posts = await answerProvider(page, (route) =>
        route.fulfill({ status: 200, headers: cors, json: { success: true, message: 'Email sent successfully!' } }),
      );
      const f = await openForm(page, path);
      await fill(f);
      await f.button.click();
      await expect(f.success).toHaveText(SUCCESS);
      await expect(f.error).toBeEmpty();
      expect(posts).toHaveLength(1);
      const request = posts[0]!;
      expect(request.url()).toBe(site.form.endpoint);
      expect(request.method()).toBe('POST');
      const headers = await request.allHeaders();
      expect(headers['content-type']).toBe('application/json');
      expect(headers.accept).toBe('application/json');
      const body = request.postDataJSON() as Record<string, string>;
      // The five fields, the page and where the visit began (tests/e2e/lead-events.spec.ts checks the campaign fields).
      expect(Object.keys(body).sort()).toEqual(['access_key', 'email', 'landing_page', 'message', 'name', 'page', 'phone', 'subject']);
      expect([body.page, body.landing_page]).toEqual([path, path]);
      expect(body.access_key).toBe(accessKey);
      expect(body.name).toBe(visitor.name);
      expect(body.email).toBe(visitor.email);
      expect(body.phone).toBe(visitor.phone);
      expect(body.subject).toBe(visitor.subject);
      expect(body.message).toBe(visitor.message);
      for (const key of ['name', 'email', 'phone', 'message'] as const) await expect(f[key]).toHaveValue('');
      await expect(f.subject).toHaveValue(f.initialSubject);
      await expect(f.button).toHaveText('Send Message');
      await animationsEnded(f.success);
      await expectNoAxeViolations(page);
      expect(external).toEqual([]);
    });

    test('success: false shows the red banner and keeps every field', async ({ page, external }) => {
      const posts = await answerProvider(page, (route) =>
        route.fulfill({ status: 200, headers: cors, json: { success: false, message: 'Invalid access key' } }),
      );
      const f = await openForm(page, path);
      await fill(f);
      await f.button.click();
      await expect(f.error).toHaveText(FAILURE);
      await expect(f.success).toBeEmpty();
      await expect(f.error.locator('p')).toHaveClass(/bg-red-50/);
      await expectFieldsKept(f);
      await expect(f.button).toBeEnabled();
      await expect(f.button).toHaveText('Send Message');
      expect(posts).toHaveLength(1);
      await animationsEnded(f.error);
      await expectNoAxeViolations(page);
      expect(external).toEqual([]);
    });

    test('an HTTP error or a body that is not JSON shows the error banner and keeps every field', { tag: '@once' }, async ({ page }) => {
      const answers = [
        (route: Route) => route.fulfill({ status: 500, headers: cors, json: { success: true } }),
        (route: Route) => route.fulfill({ status: 200, headers: cors, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      ];
      const posts = await answerProvider(page, (route) => answers[posts.length - 1]!(route));
      const f = await openForm(page, path);
      await fill(f);
      await f.button.click();
      await expect(f.error).toHaveText(FAILURE);
      await expectFieldsKept(f);
      await f.button.click();
      await expect.poll(() => posts.length).toBe(2);
      await expect(f.error).toHaveText(FAILURE);
      await expect(f.button).toHaveText('Send Message');
      await expectFieldsKept(f);
    });

    test('an aborted connection shows the error banner and keeps every field', { tag: '@once' }, async ({ page, external }) => {
      const posts = await answerProvider(page, (route) => route.abort('connectionreset'));
      const f = await openForm(page, path);
      await fill(f);
      await f.button.click();
      await expect(f.error).toHaveText(FAILURE);
      await expectFieldsKept(f);
      expect(posts).toHaveLength(1);
      expect(external).toEqual([]);
    });

    test('a slow answer: Sending... on a disabled button, one request for a double click, then the result', { tag: '@once' }, async ({ page, external }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const posts = await answerProvider(page, async (route) => {
        await held;
        await route.fulfill({ status: 200, headers: cors, json: { success: true } });
      });
      const f = await openForm(page, path);
      await fill(f);
      await f.button.dblclick();
      // Two submits in the same task, before React can re-render the button as disabled.
      await f.form.evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
      await expect(f.button).toHaveText('Sending...');
      await expect(f.button).toBeDisabled();
      await expect(f.form).toHaveAttribute('data-state', 'submitting');
      await nextPaint(page);
      await expect(f.button).toBeDisabled();
      await expect(f.success).toBeEmpty();
      // Enter in a field while sending must not send again either.
      await f.name.press('Enter');
      release();
      await expect(f.success).toHaveText(SUCCESS);
      await expect(f.button).toHaveText('Send Message');
      await expect(f.button).toBeEnabled();
      expect(posts).toHaveLength(1);
      expect(external).toEqual([]);
    });

    test('no answer within 15 seconds: the error banner, every field kept', { tag: '@once' }, async ({ page }) => {
      await page.clock.install();
      const posts = await answerProvider(page, async () => {
        // Never answered; the form gives up on its own.
      });
      const f = await openForm(page, path);
      await fill(f);
      await f.button.click();
      await expect(f.button).toHaveText('Sending...');
      await expect.poll(() => posts.length).toBe(1);
      await page.clock.runFor(14_000);
      await expect(f.button).toHaveText('Sending...');
      await page.clock.runFor(1_100);
      await expect(f.error).toHaveText(FAILURE);
      await expect(f.button).toBeEnabled();
      await expectFieldsKept(f);
    });

    test('required fields refuse an empty submit and nothing is sent', { tag: '@once' }, async ({ page, external }) => {
      const posts = await answerProvider(page, (route) => route.fulfill({ status: 200, headers: cors, json: { success: true } }));
      const f = await openForm(page, path);
      for (const key of ['name', 'email', 'phone', 'subject', 'message'] as const) await f[key].fill('');
      await f.button.click();
      await expect(f.name).toBeFocused();
      expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      // An address without @ is refused by the browser's own email check.
      await fill(f);
      await f.email.fill('meena.example.com');
      await f.button.click();
      await expect(f.email).toBeFocused();
      expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      // A send starts in the submit handler itself: after the next paint it would have been seen.
      await nextPaint(page);
      expect(posts).toHaveLength(0);
      await expect(f.form).toHaveAttribute('data-state', 'idle');
      await expect(f.success).toBeEmpty();
      await expect(f.error).toBeEmpty();
      expect(external).toEqual([]);
    });

    test('a ticked honeypot is never sent', { tag: '@once' }, async ({ page, external }) => {
      const posts = await answerProvider(page, (route) => route.fulfill({ status: 200, headers: cors, json: { success: true } }));
      const f = await openForm(page, path);
      await fill(f);
      await f.form.locator('input[name=botcheck]').evaluate((el: HTMLInputElement) => (el.checked = true));
      await f.button.click();
      await expect(f.success).toHaveText(SUCCESS);
      // A send starts in the submit handler itself: after the next paint it would have been seen.
      await nextPaint(page);
      expect(posts).toHaveLength(0);
      expect(external).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the form posts to the provider, which sends the visitor to the thank-you page', { tag: '@once' }, async ({ page, baseURL, external }) => {
        const posts = await answerProvider(page, (route) =>
          route.fulfill({ status: 303, headers: { Location: `${baseURL}${new URL(`${site.baseUrl}/thank-you`).pathname}` } }),
        );
        await page.goto(path);
        const f = formOf(page);
        await expect(f.form).toHaveAttribute('method', 'post');
        await expect(f.form).toHaveAttribute('action', site.form.endpoint);
        await expect(f.form.locator('input[type=hidden][name=access_key]')).toHaveValue(accessKey);
        await expect(f.form.locator('input[type=hidden][name=redirect]')).toHaveValue(`${site.baseUrl}/thank-you`);
        await expect(f.button).toHaveText('Send Message');
        await fill(f);
        await f.button.click();
        await page.waitForURL('**/thank-you');
        expect(posts).toHaveLength(1);
        const request = posts[0]!;
        expect(request.method()).toBe('POST');
        expect(await request.headerValue('content-type')).toBe('application/x-www-form-urlencoded');
        const sent = new URLSearchParams(request.postData() ?? '');
        expect(sent.get('access_key')).toBe(accessKey);
        expect(sent.get('redirect')).toBe(`${site.baseUrl}/thank-you`);
        expect(sent.get('name')).toBe(visitor.name);
        expect(sent.get('email')).toBe(visitor.email);
        expect(sent.get('phone')).toBe(visitor.phone);
        expect(sent.get('subject')).toBe(visitor.subject);
        expect(sent.get('message')).toBe(visitor.message.replace(/\n/g, '\r\n'));
        // Without JavaScript the message still says which page it was sent from.
        expect(sent.get('page')).toBe(path);
        expect(sent.has('botcheck')).toBe(false);
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message is with our team' })).toBeVisible();
        await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
        expect(external).toEqual([]);
      });
    });
  });
}

test('the thank-you page reads well', async ({ page, external }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is with our team');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('[data-section=cta] a[href="/contact"]')).toBeVisible();
  expect(external).toEqual([]);
});
