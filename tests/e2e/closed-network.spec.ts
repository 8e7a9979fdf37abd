import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, testOnOnePage } from './fixtures.ts';

/** A port of 127.0.0.1 where nothing listens (taken from the system, then let go). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** What the page's fetch() of `url` ends with: the body, or "failed". */
const fetched = (page: Page, url: string) =>
  page.evaluate(
    (address) =>
      fetch(address).then(
        (response) => response.text(),
        () => 'failed',
      ),
    url,
  );

/**
 * The browser tests' network is closed by the browser's resolver (`testChromiumArgs` in
 * scripts/find-chromium.ts), and the fixture records what tried to leave (fixtures.ts): these
 * tests check both, on a page of its own and on the page a worker's tests share. The requests are
 * made from about:blank, which has no Content-Security-Policy: the site's pages stop their own
 * requests to other hosts before they are made.
 */
for (const [name, fixture] of [
  ['a page of its own', test],
  ['the shared page', testOnOnePage],
] as const) {
  fixture.describe(`the closed network, on ${name}`, { tag: '@once' }, () => {
    fixture('a request to another host fails in the browser and is recorded', async ({ page, external, baseURL }) => {
      await page.goto('about:blank');
      // localhost is a name this machine resolves, to the site's own server: the browser must not.
      const byName = `http://localhost:${new URL(baseURL!).port}/robots.txt`;
      expect(await fetched(page, byName)).toBe('failed');
      expect(await fetched(page, 'https://www.example.com/leak')).toBe('failed');
      await expect.poll(() => external).toEqual([byName, 'https://www.example.com/leak']);
    });

    fixture('another port of 127.0.0.1 is recorded; a request the test answers itself is not', async ({ page, external, baseURL }) => {
      const other = new URL(baseURL!);
      other.port = String(await closedPort());
      await page.route('https://provider.example.org/**', (route) =>
        route.fulfill({ contentType: 'text/plain', headers: { 'Access-Control-Allow-Origin': '*' }, body: 'answered here' }),
      );
      await page.goto('about:blank');
      expect(await fetched(page, 'https://provider.example.org/answered')).toBe('answered here');
      expect(await fetched(page, `${other.origin}/elsewhere`)).toBe('failed');
      await expect.poll(() => external).toEqual([`${other.origin}/elsewhere`]);
    });
  });
}
