import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { expect, testOnOnePage as test } from './fixtures.ts';
import { distDir } from './site.ts';

/**
 * The pages under the generated security headers, as a static host sends them from `_headers`
 * (scripts/serve.ts applies the file). The fixture fails any test in which the browser reports
 * a Content-Security-Policy violation; every page is loaded and its features used under it in
 * every-page.spec.ts.
 */

const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
const expected = headersForPath(rules, '/');

test('the generated header set is complete and strict for scripts', { tag: '@once' }, () => {
  const names = expected.map(([name]) => name);
  expect(names).toEqual(
    expect.arrayContaining([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]),
  );
  const csp = expected.find(([name]) => name === 'Content-Security-Policy')![1];
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
  expect(scriptSrc).not.toMatch(/unsafe|\*|https?:/);
});

test('every response carries the header set: a page, an asset, a 404, security.txt', { tag: '@once' }, async ({ request }) => {
  const asset = (readFileSync(join(distDir, 'index.html'), 'utf8').match(/(\/assets\/entries\/[\w.-]+\.js)/) ?? [])[1]!;
  for (const path of ['/', '/contact', asset, '/no-such-page', '/blog/no-such-post', '/.well-known/security.txt']) {
    const response = await request.get(path);
    for (const [name, value] of expected) expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
  const txt = await (await request.get('/.well-known/security.txt')).text();
  expect(txt).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(txt).toMatch(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
});

test('the browser understands every header: no console message about Permissions-Policy or any other header', { tag: '@once' }, async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Permissions-Policy|Content-Security-Policy|Strict-Transport-Security|Cross-Origin|X-Frame-Options/i.test(m.text())) messages.push(m.text());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(messages).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused and reported', { tag: '@once' }, async ({ page, cspViolations }) => {
  await page.goto('/');
  // The refusal is the browser's securitypolicyviolation event: wait for it, then look for the script's effect.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});

const notFound = ['/no-such-page', '/blog/no-such-post'];

// Every built page is loaded and its features used under the policy in every-page.spec.ts.
for (const url of notFound) {
  test(`${url}: answered 404 with no Content-Security-Policy violation`, { tag: '@once' }, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    // 404.html sends visitors home with its inline script, which the policy allows by hash.
    if (url === '/no-such-page') await expect(page).toHaveURL(/\/$/);
  });
}
