/**
 * What a page's first frame is made of: the main thread's processor time from the navigation to
 * the first contentful paint, by kind (parsing the HTML, style, layout, pre-paint, paint) and in
 * all, on a phone's screen (Lighthouse's: 412 × 823 at scale 1.75), unthrottled, for each page as
 * built and as three variants of it, served one after the other in every round, each load in a new
 * browser context, medians of the rounds:
 * - its inline stylesheet cut to the rules the page's elements match (pseudo-classes and
 *   pseudo-elements read as matching), so that the cost of the rules no element uses shows;
 * - the page cut after its first screen (scripts/bench/first-screen-only.ts);
 * - its stylesheet without `content-visibility: auto`, every section drawn at once.
 * Lighthouse's simulation stretches each task before the first paint by the CPU slowdown and counts
 * what runs past 50 ms (docs/lighthouse.md); this says which part of those tasks a change to the
 * page's markup or stylesheet could take off. The pictures, scripts and font the pages ask for are
 * served from the build as they are. Served without the site's headers, so the changed
 * pages need no new hashes in the Content-Security-Policy, and without the commit the
 * Cross-Origin-Opener-Policy header asks for (measured in bench:arrival and bench:lighthouse).
 * Builds nothing: reads dist/client (or SITE_DIST).
 * Usage: npm run build && npm run bench:first-frame [-- --runs 9 --only /,/contact]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { firstScreenOnly } from './bench/first-screen-only.ts';
import { measuredBuild } from './bench/measured-build.ts';
import { figure, median } from './bench/median.ts';
import { pageTypes } from './bench/page-types.ts';
import { FIRST_FRAME_WORK, type FirstFrameWork, firstFrameWork, type TraceEvent } from './bench/trace-tasks.ts';
import { chromiumArgs } from './find-chromium.ts';
import { contentTypeOf, isFile, pathInside } from './static-files.ts';
import { option } from './command-line.ts';

const runs = Number(option('runs', '9'));
const only = option('only', '').split(',').filter(Boolean);
const { dist, chromePath } = measuredBuild();
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The page's first stylesheet, rule by rule, without the style rules none of whose selectors
 * matches an element of the page; run in the page (a string, so that no bundler helper ends up in it).
 */
const PRUNE_IN_PAGE = `(() => {
  const matches = (selector) => {
    const bare = selector.replace(/::?[a-z-]+(\\([^)]*\\))?/g, (m) => (/^:(not|is|where|has)\\(/.test(m) ? m : '')).trim() || '*';
    try { return document.querySelector(bare) !== null; } catch { return true; }
  };
  const keep = (rule) => {
    if (rule instanceof CSSStyleRule) return rule.selectorText.split(/,(?![^(]*\\))/).some(matches) ? rule.cssText : '';
    if (!rule.cssRules) return rule.cssText;
    const inner = [...rule.cssRules].map(keep).join('');
    return inner ? rule.cssText.slice(0, rule.cssText.indexOf('{')) + '{' + inner + '}' : '';
  };
  return [...document.styleSheets[0].cssRules].map(keep).join('\\n');
})()`;

const file = (path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const pages = (only.length > 0 ? only.map((path) => ({ label: path, path })) : pageTypes()).filter((p) => existsSync(file(p.path)));
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

/** Each page's variants, by name, as the HTML served for them. */
async function variantsOf(path: string): Promise<Record<string, string>> {
  const html = readFileSync(file(path), 'utf8');
  const css = STYLE.exec(html)?.[2] ?? '';
  const withStyle = (text: string) => html.replace(STYLE, (_m, open: string, _css, close: string) => `${open}${text}${close}`);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/g, ''));
  const pruned = (await page.evaluate(PRUNE_IN_PAGE)) as string;
  await context.close();
  return {
    'as built': html,
    [`stylesheet cut to the page's rules (${kb(css)} → ${kb(pruned)} KB)`]: withStyle(pruned),
    'first screen only': firstScreenOnly(html),
    'no content-visibility': withStyle(css.replaceAll('content-visibility:auto;', '')),
  };
}
const kb = (text: string) => (Buffer.byteLength(text) / 1024).toFixed(0);

const served = new Map<string, string>();
// The variants at /<n>/<path>; every other file (the pictures, the font, the scripts) as built.
const server = createServer((req, res) => {
  const url = (req.url ?? '').split('?')[0]!;
  const html = served.get(url);
  const file = html === undefined ? pathInside(dist, url) : undefined;
  if (html === undefined && !(file && isFile(file))) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': html === undefined ? contentTypeOf(file!) : 'text/html; charset=utf-8' });
  res.end(html ?? readFileSync(file!));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

/** One load of `url` in a new context, traced; undefined when the trace cannot be read. */
async function load(url: string): Promise<FirstFrameWork | undefined> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return firstFrameWork(events, url);
}

const KINDS = [...Object.keys(FIRST_FRAME_WORK), 'tasks', 'fcp'] as (keyof FirstFrameWork)[];
console.log(
  `${runs} rounds, Chromium's trace, unthrottled, ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadavg()[0]!.toFixed(1)} at the start; processor time in ms (fcp: by the clock).`,
);
for (const { label, path } of pages) {
  const variants = await variantsOf(path);
  const names = Object.keys(variants);
  for (const [i, name] of names.entries()) served.set(`/${i}${path}`, variants[name]!);
  const results = new Map<string, FirstFrameWork[]>(names.map((n) => [n, []]));
  let unread = 0;
  for (let round = 0; round < runs; round++)
    for (const [i, name] of names.entries()) {
      const work = await load(`${origin}/${i}${path}`);
      if (work) results.get(name)!.push(work);
      else unread++;
    }
  console.log(`\n${label} (${path})${unread ? `: ${unread} loads left no first paint in the trace, left out` : ''}`);
  console.log(`| variant | ${KINDS.join(' | ')} |\n|---|${KINDS.map(() => '---:').join('|')}|`);
  for (const [name, list] of results) console.log(`| ${name} | ${KINDS.map((k) => figure(median(list.map((w) => w[k])), 1)).join(' | ')} |`);
}
console.log(`\nload ${loadavg()[0]!.toFixed(1)} at the end`);
await browser.close();
server.close();
