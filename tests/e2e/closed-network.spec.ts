import { createServer } from 'node:net';
import { expect, test, testOnOnePage } from './fixtures.ts';

/** A port of 127.0.0.1 where nothing listens (taken from the system, then let go). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The browser tests' network is closed by the browser's resolver (`testChromiumArgs` in
 * scripts/find-chromium.ts), and the fixture records what tried to leave (fixtures.ts): these
 * tests check both, on a page of its own and on the page a worker's tests share. A top-level
 * navigation, because the site's Content-Security-Policy stops a page's own requests to other
 * hosts before they are made.
 */
for (const [name, fixture] of [
  ['a page of its own', test],
  ['the shared page', testOnOnePage],
] as const) {
  fixture.describe(`the closed network, on ${name}`, { tag: '@once' }, () => {
    fixture('a request to another host fails in the browser and is recorded', async ({ page, external, baseURL }) => {
      // localhost is a name this machine resolves, to the site's own server: the browser must not.
      const byName = `http://localhost:${new URL(baseURL!).port}/robots.txt`;
      await expect(page.goto(byName)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
      await expect.poll(() => external).toEqual([byName]);
      await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
      await expect(page.goto('https://www.example.com/leak')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
      await expect.poll(() => external).toEqual([byName, 'https://www.example.com/leak']);
      // The browser's error page commits after goto() has failed: the next navigation would be cut short by it.
      await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    });

    fixture('another port of 127.0.0.1 is recorded; a request the test answers itself is not', async ({ page, external, baseURL }) => {
      const other = new URL(baseURL!);
      other.port = String(await closedPort());
      await page.route('https://provider.example.org/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'answered here' }));
      await page.goto('https://provider.example.org/answered');
      await expect(page.locator('body')).toHaveText('answered here');
      await expect(page.goto(`${other.origin}/elsewhere`)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
      await expect.poll(() => external).toEqual([`${other.origin}/elsewhere`]);
      await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    });
  });
}
