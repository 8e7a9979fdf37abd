import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, layoutShifts, test } from './fixtures.ts';
import { pageTypes } from './site.ts';

/**
 * A page whose HTML arrives in two parts is not drawn with its first screen half parsed
 * (renderer/first-screen.tsx). A slow network, or a busy phone whose parser stops for a frame, cuts
 * the HTML anywhere; here the cut is made on purpose inside the first screen (`<main>`'s first
 * element: the page's first section, or a post's article): right after the start tag of its first
 * link (a call to action, a post's breadcrumb), or of its heading where it has no link. A server in
 * the test sends the site's page up to the cut, then the rest half a second later, as a slow
 * network would. At the browser's first frame the element cut has its full text, and loading the
 * page shifts nothing (drawn while only `<main>`'s start had arrived, an empty call-to-action button
 * was filled in later and moved the button beside it: seen on the Ajmer landing page, 1 load in 200
 * on a busy machine).
 *
 * The half second is the network's delay, not a wait of the test: with the first screen drawn only
 * once parsed, the test passes whatever the delay; without it, any delay longer than a frame fails it.
 */
const DELAY_MS = 500;

let server: Server;
let proxyBase = '';
/** The page sent in two parts: its path, its HTML and where it is cut (other paths pass through whole). */
let cutPage = { path: '', html: '', cut: 0, headers: {} as Record<string, string> };

/** Where, in a page's HTML, its first screen is cut, and the selector of the element cut. */
function cutOf(html: string): { cut: number; selector: string } {
  const main = html.indexOf('<main');
  const first = /<(section|article)\b/g;
  first.lastIndex = main;
  const tag = first.exec(html);
  if (main < 0 || !tag) throw new Error('no <main> with a section or an article');
  // The end of that element: its closing tag at depth 0 (sections may hold sections).
  const tags = new RegExp(`<(/?)${tag[1]}\\b`, 'g');
  tags.lastIndex = tag.index;
  let depth = 0;
  let end = html.length;
  for (let t = tags.exec(html); t; t = tags.exec(html)) {
    depth += t[1] ? -1 : 1;
    if (depth === 0) {
      end = t.index;
      break;
    }
  }
  const link = html.indexOf('<a ', tag.index);
  const [at, selector] = link >= 0 && link < end ? [link, 'main a'] : [html.indexOf('<h1', tag.index), 'main h1'];
  if (at < 0 || at > end) throw new Error('no link or heading in the first screen');
  return { cut: html.indexOf('>', at) + 1, selector };
}

/** The site server's headers (its Content-Security-Policy with them), less those of its own encoding and connection. */
const passedOn = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)));

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  server = createServer(async (req, res) => {
    if (req.url === cutPage.path) {
      res.writeHead(200, cutPage.headers);
      res.write(cutPage.html.slice(0, cutPage.cut));
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      res.end(cutPage.html.slice(cutPage.cut));
      return;
    }
    const upstream = await fetch(`${baseURL}${req.url}`).catch(() => undefined);
    if (!upstream) {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(upstream.status, passedOn(upstream.headers));
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// Both widths are set here, so the tests run once, in the desktop project (playwright.config.ts).
/** What the init script below leaves on the page: the cut element's text in the first frame drawn. */
type WithFirstFrame = { firstFrame: string | null };

for (const width of [390, 1366]) {
  for (const url of pageTypes) {
    test(`${url} at ${width} px, its HTML in two parts: the first frame has the first screen whole; nothing shifts`, { tag: '@once' }, async ({
      browser,
      baseURL,
    }) => {
      const response = await fetch(`${baseURL}${url}`);
      const html = await response.text();
      const { cut, selector } = cutOf(html);
      cutPage = { path: url, html, cut, headers: passedOn(response.headers) };
      const context = await browser.newContext({ baseURL: proxyBase, viewport: { width, height: width < 640 ? 844 : 800 } });
      // The element cut, as the first frame the browser draws has it (a frame runs requestAnimationFrame's callbacks).
      await context.addInitScript((cutSelector) => {
        requestAnimationFrame(() => {
          (window as unknown as WithFirstFrame).firstFrame = document.querySelector(cutSelector)?.textContent ?? null;
        });
      }, selector);
      const page = await context.newPage();
      await page.goto(url);
      const final = await page.locator(selector).first().textContent();
      expect(final?.trim()).not.toBe('');
      // The load event can come before the first frame (seen once in a whole run: nothing set yet),
      // so the frame is waited for, then read; only for the property's presence, since an empty or
      // missing element is what the test is for.
      await page.waitForFunction(() => 'firstFrame' in window, undefined, { timeout: 10_000 });
      expect.soft(await page.evaluate(() => (window as unknown as WithFirstFrame).firstFrame)).toBe(final);
      const { value, shifts } = await layoutShifts(page);
      await context.close();
      expect(value, JSON.stringify(shifts.slice(0, 4))).toBe(0);
    });
  }
}
