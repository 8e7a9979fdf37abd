import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('home page renders with the shared layout and no violations', async ({ page, external }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[data-layout=footer]')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(external).toEqual([]);
});
