/**
 * The host files as Netlify reads them, with Netlify's own parsers (`@netlify/redirect-parser` and
 * `@netlify/headers-parser`, the packages its build and CLI use; devDependencies pinned to the last
 * releases that run on Node 20). The Netlify CLI itself is not run: every release that accepts
 * Node 20 depends on packages that need Node 22. What a path gets is worked out as the CLI does
 * (`headersForPath` in netlify-cli's src/utils/headers.ts: every rule whose `forRegExp` matches,
 * later rules over earlier ones).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, test } from 'vitest';
import { IMMUTABLE, parseHeadersFile, parseRedirectsFile, renderRedirectsFile } from '../../scripts/postbuild/host-maps.ts';
import { REQUIRED_HEADERS } from '../../scripts/postbuild/security.ts';
import { catalogue, dist, hasDist } from './built-site.ts';

interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface NetlifyHeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

describe.runIf(hasDist)("the host files as Netlify's own parsers read them", () => {
  const work = mkdtempSync(join(tmpdir(), 'netlify-check-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const { list, hasBlog404 } = parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8'));

  const read = async (host: 'netlify' | 'any') => {
    const file = join(work, `_redirects.${host}`);
    writeFileSync(file, renderRedirectsFile(list, hasBlog404, host));
    return (await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false })) as { redirects: NetlifyRedirect[]; errors: Error[] };
  };
  const headers = async () =>
    (await parseAllHeaders({ headersFiles: [join(dist, '_headers')], configHeaders: [], minimal: false })) as unknown as {
      headers: NetlifyHeaderRule[];
      errors: Error[];
    };
  /** The headers Netlify's CLI sends for a path: the matching rules' values, later rules over earlier ones. */
  const forPath = (rules: NetlifyHeaderRule[], path: string): Record<string, string> =>
    Object.assign({}, ...rules.filter((r) => r.forRegExp.test(path)).map((r) => r.values));

  test('_redirects written for Netlify: no error, each alias a forced 301 to its canonical, then the blog 404 rule', async () => {
    const { redirects, errors } = await read('netlify');
    expect(errors).toEqual([]);
    const aliases = catalogue().pages.flatMap((e) => e.paths.filter((p) => p !== e.page.meta.canonical).map((p) => [p, e.page.meta.canonical] as const));
    expect(aliases.length).toBeGreaterThan(0);
    const byFrom = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(
      redirects
        .filter((r) => r.status === 301)
        .map((r) => [r.from, r.to, r.force])
        .sort(byFrom),
    ).toEqual(aliases.map(([from, to]) => [from, to, true]).sort(byFrom));
    if (hasBlog404) expect(redirects.at(-1)).toMatchObject({ from: '/blog/*', to: '/blog/404.html', status: 404, force: false });
  });

  test('the file written for both hosts reads the same on Netlify (the plain 301 lines come after the forced ones and change nothing)', async () => {
    const { redirects, errors } = await read('any');
    expect(errors).toEqual([]);
    const first = new Map<string, NetlifyRedirect>();
    for (const r of redirects) if (!first.has(r.from)) first.set(r.from, r);
    expect([...first.values()].filter((r) => r.status === 301).every((r) => r.force)).toBe(true);
  });

  test('_headers: no error; a page, an asset and a 404 get the security headers, assets a year of cache, the editor its own policy', async () => {
    const { headers: rules, errors } = await headers();
    expect(errors).toEqual([]);
    const ours = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    const site = Object.fromEntries(ours.find((r) => r.pattern === '/*')!.headers);
    const admin = Object.fromEntries(ours.find((r) => r.pattern === '/admin/*')!.headers);
    const script = (readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' }) as string[]).find((f) => f.endsWith('.js'))!;
    for (const path of ['/', '/contact', `/assets/${script}`, '/no-such-page', '/blog/no-such-post']) {
      const sent = forPath(rules, path);
      for (const name of REQUIRED_HEADERS) expect(sent[name], `${name} on ${path}`).toBe(site[name]);
    }
    expect(forPath(rules, `/assets/${script}`)['Cache-Control']).toBe(IMMUTABLE);
    // Cloudflare's "! Name" lines (drop the site's header first) are no header to Netlify: it reads
    // past them, and the /admin/* rule, later in the file, replaces the site's values.
    const editor = forPath(rules, '/admin/');
    expect(editor['Content-Security-Policy']).toBe(admin['Content-Security-Policy']);
    expect(editor['Content-Security-Policy']).not.toBe(site['Content-Security-Policy']);
    expect(editor['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(Object.keys(editor).some((name) => name.startsWith('!'))).toBe(false);
  });
});
