/**
 * Measures what each built page makes a browser download: JavaScript, CSS and HTML bytes,
 * gzip-compressed (level 9, as a static host or CDN serves them), plus fonts and images as sent
 * (SVG gzip-compressed too: it is text, and hosts compress it).
 * Serves dist/client on 127.0.0.1, loads every page in headless Chromium and prints a Markdown table.
 * Usage: npm run build && npm run measure
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtUrls } from '../tests/e2e/site.ts';
import { chromiumArgs, findChromium, installHint } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';

const port = 4180;
const executablePath = findChromium();
if (!executablePath) {
  console.error(installHint);
  process.exit(1);
}
const server = await startStaticServer(port);

const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});
const rows: string[] = [];
const kb = (n: number) => (n / 1024).toFixed(1);
try {
  for (const url of builtUrls()) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const sizes = { js: 0, css: 0, html: 0, other: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(`http://127.0.0.1:${port}`)) return;
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            if (type === 'script') sizes.js += gzipSync(body, { level: 9 }).length;
            else if (type === 'stylesheet') sizes.css += gzipSync(body, { level: 9 }).length;
            else if (type === 'document') sizes.html += gzipSync(body, { level: 9 }).length;
            // SVG is text, which every host compresses (the build writes its .gz and .br copies).
            else if (response.headers()['content-type']?.startsWith('image/svg+xml')) sizes.other += gzipSync(body, { level: 9 }).length;
            else sizes.other += body.length;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const islands = await page.locator('[data-island]').evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLElement).dataset.island))].join(', '));
    rows.push(`| ${url} | ${kb(sizes.js)} | ${kb(sizes.css)} | ${kb(sizes.html)} | ${kb(sizes.other)} | ${islands || '—'} |`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log('| page | JS KB (gzip) | CSS KB (gzip) | HTML KB (gzip) | fonts + images KB | islands |');
console.log('|---|---:|---:|---:|---:|---|');
console.log(rows.join('\n'));
