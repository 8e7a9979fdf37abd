/**
 * How long the browser editor takes to start for a site of many cities:
 *   npm run bench:editor [-- --cities 10,300,1000 --runs 1]
 * For each size, the editor is built for a made-up site of that many city folders, nine pages each
 * (plus this site's own routes), and opened in headless Chromium with its test backend: the time
 * until it offers "Work with Test Repository" (its configuration made and checked), then until a
 * city's pages are listed, then until a new page's form is drawn. Medians of `--runs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { type CmsInput, cmsConfig } from '../catalogue/cms/config.ts';
import { contentPaths, loadCatalogue } from '../catalogue/index.ts';
import { viteBuildAdmin } from './build/admin-vite.ts';
import { chromiumArgs, findTestChromium } from './find-chromium.ts';
import { freePort } from './free-port.ts';
import { cacheRoot } from './paths.ts';
import { startStaticServer } from './static-server.ts';

const PAGES = ['seo', 'google-ads', 'social-media', 'business-profile', 'web', 'content', 'video', 'leads', 'landing'];

const { values } = parseArgs({ options: { cities: { type: 'string', default: '10,300,1000' }, runs: { type: 'string', default: '1' } } });
const sizes = values.cities.split(',').map(Number);
const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const catalogue = loadCatalogue(contentPaths(process.cwd()));

function inputFor(cities: number): CmsInput {
  const folders = Array.from({ length: cities }, (_, i) => ({ name: `city-${i + 1}`, label: `City ${i + 1} pages` }));
  const routes = [...new Set([...catalogue.byPath.keys(), ...folders.flatMap((f) => PAGES.map((p) => `/${p}-${f.name}`))])].sort();
  return {
    site: { name: catalogue.site.name, baseUrl: catalogue.site.baseUrl },
    dirs: { pages: 'pages-data', public: 'public', shared: 'pages-data/_shared', schemas: 'schemas', siteFile: 'site.config.yaml' },
    folders,
    topFiles: ['home.yaml', 'blog.yaml'],
    shared: [{ name: 'generic-faq', section: { type: 'faq' } }],
    routes,
  };
}

const browser = await chromium.launch({
  executablePath: findTestChromium(),
  args: chromiumArgs,
});
console.log('| cities | routes | configuration (Node) | editor ready | city pages listed | new page form | JS heap |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const cities of sizes) {
  const input = inputFor(cities);
  const started = performance.now();
  cmsConfig(input);
  const configMs = performance.now() - started;
  const root = join(cacheRoot(), 'bench-editor', String(cities));
  await viteBuildAdmin({ input, site: catalogue.site }, join(root, 'admin'));
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const server = await startStaticServer(port, ['--dir', root]);
  const ready: number[] = [];
  const listed: number[] = [];
  const form: number[] = [];
  let heap = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      let t = performance.now();
      await page.goto(`http://127.0.0.1:${port}/admin/`, { timeout: 600_000 });
      await page.getByRole('button', { name: 'Work with Test Repository' }).click({ timeout: 600_000 });
      ready.push(performance.now() - t);
      t = performance.now();
      await page.getByText('City 1 pages', { exact: true }).first().waitFor({ timeout: 600_000 });
      listed.push(performance.now() - t);
      t = performance.now();
      await page.goto(`http://127.0.0.1:${port}/admin/#/collections/pages-city-1/new`);
      await page.getByRole('button', { name: /Add.*Sections/ }).waitFor({ timeout: 600_000 });
      form.push(performance.now() - t);
      heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
      await page.close();
    }
  } finally {
    server.kill();
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `| ${cities} | ${input.routes.length} | ${Math.round(configMs)} ms | ${s(median(ready))} | ${s(median(listed))} | ${s(median(form))} | ${Math.round(heap / 1e6)} MB |`,
  );
}
await browser.close();
