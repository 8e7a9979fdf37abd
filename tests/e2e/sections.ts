import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Helpers shared by the page-family browser tests. */

export const section = (page: Page, type: string) => page.locator(`[data-section="${type}"]`);

export async function expectCanonical(page: Page, route: string) {
  const href = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(new URL(href!).pathname).toBe(route);
}

export async function expectFaq(page: Page, count: number) {
  await expect(section(page, 'faq').locator('[data-faq-item]')).toHaveCount(count);
  await expect(section(page, 'faq').locator('summary').first()).toBeVisible();
}

export async function expectContactButton(page: Page, label: 'Contact Us' | 'Contact Our Team' | 'Start Your SEO Journey') {
  const button = section(page, 'cta').getByRole('link', { name: label, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', '/contact');
  await expect(page.locator('main > *').last()).toHaveAttribute('data-section', 'cta');
}
