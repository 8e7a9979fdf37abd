/**
 * The host files at the size the site is meant to grow to: the generated 1,000-page catalogue
 * (scripts/bench/catalogue.ts, as the benchmarks make it) with two aliases for every page but the
 * home page: 2,007 redirects with the site's own nine. Its host files only, no page built: Cloudflare's runtime applies its 2,000 rules and
 * refuses none, Netlify's parser reads every forced line, nginx takes the snippet and moves each
 * alias in one hop.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentPaths, loadCatalogue } from '../../catalogue/index.ts';
import { listFiles } from '../../catalogue/load.ts';
import { copyContent, generatePages } from '../../scripts/bench/catalogue.ts';
import { findNginx } from '../../scripts/find-tools.ts';
import {
  CLOUDFLARE_STATIC_REDIRECTS,
  cloudflareBulkItems,
  leftOutWarning,
  type Redirect,
  redirects,
  renderNginx,
  renderRedirectsFile,
} from '../../scripts/postbuild/host-maps.ts';
import { type Served, startCloudflare, startNginx } from './hosts.ts';

const PAGES = 1000;
const nginx = findNginx();

describe('the host files of 1,000 pages with two aliases each', () => {
  const work = mkdtempSync(join(tmpdir(), 'hosts-at-scale-'));
  let list: Redirect[] = [];
  let baseUrl = '';
  const served: Served[] = [];
  afterAll(async () => {
    await Promise.all(served.map((host) => host.stop()));
    rmSync(work, { recursive: true, force: true });
  });

  beforeAll(() => {
    const root = join(work, 'project');
    mkdirSync(root);
    copyContent(process.cwd(), root);
    generatePages(root, PAGES);
    // Two old addresses for every page but the home page (an agency's old site, and a campaign).
    const routes = listFiles(join(root, 'pages-data'), '.yaml')
      .map((f) => /^route: (\/\S*)$/m.exec(readFileSync(f, 'utf8'))?.[1])
      .filter((r): r is string => !!r && r !== '/');
    const aliases = routes.flatMap((r) => [`  ${r}-old: ${r}`, `  /old${r}: ${r}`]).join('\n');
    const config = join(root, 'site.config.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/^aliases:\n/m, `aliases:\n${aliases}\n`));
    const catalogue = loadCatalogue(contentPaths(root));
    list = redirects(catalogue);
    baseUrl = catalogue.site.baseUrl;
  }, 120_000);

  const site = (name: string, redirectsFile: string) => {
    const dir = join(work, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, '_redirects'), redirectsFile);
    return dir;
  };
  const moved = async (base: string, from: string) => {
    const response = await fetch(`${base}${from}`, { redirect: 'manual' });
    return response.status === 301 ? new URL(response.headers.get('location')!, base).pathname : `status ${response.status}`;
  };

  test('2,000 of the redirects on Cloudflare, none refused, the first and the last of them one 301; the warning names the rest', async () => {
    expect(list.length).toBeGreaterThan(CLOUDFLARE_STATIC_REDIRECTS);
    const host = await startCloudflare(site('cloudflare', renderRedirectsFile(list, true, 'cloudflare')));
    served.push(host);
    expect(host.output()).toMatch(new RegExp(`Parsed ${CLOUDFLARE_STATIC_REDIRECTS} valid redirect rules\\.`));
    expect(host.output()).not.toMatch(/invalid redirect rule/i);
    for (const r of [list[0]!, list[CLOUDFLARE_STATIC_REDIRECTS - 1]!]) expect(await moved(host.base, r.from), r.from).toBe(r.to);
    const past = list[CLOUDFLARE_STATIC_REDIRECTS]!;
    expect(await moved(host.base, past.from)).not.toBe(past.to);
    expect(leftOutWarning(list, 'cloudflare')).toContain(`the ${list.length - CLOUDFLARE_STATIC_REDIRECTS} from ${past.from} on`);
  }, 90_000);

  test("what Cloudflare's file has no room for is the Bulk Redirect List: every path and its trailing-slash form moved once, by one or the other", () => {
    const inFile = renderRedirectsFile(list, true, 'cloudflare')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => line.split(/\s+/));
    const items = cloudflareBulkItems(list, baseUrl);
    const host = new URL(baseUrl).host;
    // Past the 2,000 rules: the last 7 redirects, and the trailing-slash form of all 2,007.
    expect(items).toHaveLength(list.length - CLOUDFLARE_STATIC_REDIRECTS + list.length);
    const past = list[CLOUDFLARE_STATIC_REDIRECTS]!;
    expect(items).toContainEqual({ redirect: { source_url: `${host}${past.from}`, target_url: `${baseUrl}${past.to}`, status_code: 301 } });
    expect(items).toContainEqual({ redirect: { source_url: `${host}${list[0]!.from}/`, target_url: `${baseUrl}${list[0]!.to}`, status_code: 301 } });
    const moves = [
      ...inFile.map(([from, to]) => `${from} ${to}`),
      ...items.map((i) => `${i.redirect.source_url.slice(host.length)} ${i.redirect.target_url.slice(baseUrl.length)}`),
    ];
    const wanted = list.flatMap((r) => [`${r.from} ${r.to}`, `${r.from}/ ${r.to}`]);
    expect(moves.sort()).toEqual(wanted.sort());
    expect(leftOutWarning(list, 'cloudflare')).toContain('cloudflare-bulk-redirects.json');
  });

  test("every redirect, forced, in Netlify's own parser, and the blog's 404 rule", async () => {
    const file = join(work, '_redirects.netlify');
    writeFileSync(file, renderRedirectsFile(list, true, 'netlify'));
    const { redirects: read, errors } = (await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false })) as {
      redirects: { from: string; to: string; status: number; force: boolean }[];
      errors: Error[];
    };
    expect(errors).toEqual([]);
    expect(read).toHaveLength(list.length + 1);
    expect(read.filter((r) => r.status === 301 && r.force)).toHaveLength(list.length);
  });

  test.runIf(!!nginx)('nginx takes the snippet with every redirect, and moves an alias in each of its three forms in one hop', async () => {
    const snippet = join(work, 'nginx.conf');
    writeFileSync(snippet, renderNginx(list, false));
    const host = await startNginx(nginx!, site('nginx', ''), snippet);
    served.push(host);
    for (const r of [list[0]!, list.at(-1)!])
      for (const from of [r.from, `${r.from}/`, `${r.from}.html`]) expect(await moved(host.base, from), from).toBe(r.to);
  });
});
