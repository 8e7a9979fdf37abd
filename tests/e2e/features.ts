import type { Page } from '@playwright/test';
import { PLAYER_ORIGIN } from '../../sections/video/index.tsx';
import { expect, isPhone, wakeIsland } from './fixtures.ts';
import { catalogue } from './site.ts';

/** CORS answers of the form provider's stand-in. */
export const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };

/** Answers the form provider with a success, never reaching it; returns the messages posted. */
export async function standInFormProvider(page: Page) {
  const posts: string[] = [];
  await page.route(`${new URL(catalogue().site.form.endpoint).origin}/**`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request().url());
    return route.fulfill({ status: 200, headers: cors, json: { success: true, message: 'Email sent successfully!' } });
  });
  return posts;
}

/** Answers the video player's frame with a stand-in page, so the embed loads under the policy. */
export async function standInPlayer(page: Page) {
  const frames: string[] = [];
  await page.route(`${PLAYER_ORIGIN}/**`, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  return frames;
}

/** Uses what the page has: tabs, the menu, the chat widget, the video, the contact form. */
export async function exerciseFeatures(page: Page, frames: string[]) {
  const tabs = page.getByRole('tab');
  if ((await tabs.count()) > 1) {
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  }
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Services' }).hover();
  }
  const avatar = page.getByRole('button', { name: 'Contact options' });
  if ((await avatar.count()) > 0) {
    await avatar.click();
    await expect(page.locator('[data-chat-actions]')).toBeVisible();
    await avatar.click();
  }
  if ((await page.locator('[data-embed-src]').count()) > 0) {
    await expect(page.locator(`[data-video=player] iframe[src^="${PLAYER_ORIGIN}/"]`).first()).toBeAttached();
    await expect.poll(() => frames.length).toBeGreaterThan(0);
  }
  if ((await page.locator('[data-section=contact-form] form').count()) > 0) {
    const form = await sendContactForm(page, { subject: 'Security check', message: 'A message sent under the Content-Security-Policy.' });
    await expect(form.getByRole('status')).not.toBeEmpty();
  }
}

/** Wakes the page's contact form, fills it as Meena Sharma and presses Send; returns the form. */
export async function sendContactForm(page: Page, { subject, message }: { subject: string; message: string }) {
  const form = page.locator('[data-section=contact-form] form');
  await wakeIsland(page.locator('[data-island=contact-form]'));
  await form.getByLabel('Name', { exact: true }).fill('Meena Sharma');
  await form.getByLabel('Email', { exact: true }).fill('meena@example.com');
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.locator('button[type=submit]').click();
  return form;
}
