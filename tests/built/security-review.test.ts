/**
 * The security review of the built site: the generated headers cover every page as built, and
 * the pages themselves hold to the rules the policy relies on.
 */
import { ADMIN_FOLDER, ADMIN_PATH } from '../../scripts/postbuild/admin-path.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-maps.ts';
import { attributes, withoutRawText } from '../../scripts/postbuild/html.ts';
import { nginxHeaderProblems, parseCsp, REQUIRED_HEADERS } from '../../scripts/postbuild/security.ts';
import { catalogue, dist, hasDist, pages } from './built-site.ts';

const files = () => (readdirSync(dirname(dist), { recursive: true, encoding: 'utf8' }) as string[]).map((f) => f.split('\\').join('/'));
const rules = () => parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
const policy = () => headersForPath(rules(), '/').find(([name]) => name === 'Content-Security-Policy')![1];

describe.runIf(hasDist)('security review of the built site', () => {
  test('_headers sends every security header on every page, and the policy lists the hash of each inline block of every page', () => {
    for (const page of pages()) {
      const names = headersForPath(rules(), page.path).map(([name]) => name);
      for (const name of REQUIRED_HEADERS) expect(names, `${name} for ${page.path}`).toContain(name);
    }
    // The hashes are computed here, independently of scripts/postbuild/security.ts: every inline
    // <script> (not a data block such as JSON-LD) and <style> of every page must be allowed by its hash.
    const csp = parseCsp(policy());
    let blocks = 0;
    for (const page of pages())
      for (const m of page.html.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
        const [, kind, attrs = '', content = ''] = m;
        if (kind === 'script' && (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || content === '')) continue;
        blocks++;
        const hash = `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
        expect(csp.get(kind === 'script' ? 'script-src' : 'style-src'), `${page.file}: inline <${kind}>`).toContain(hash);
      }
    expect(blocks, 'the pages have inline blocks to check').toBeGreaterThan(pages().length);
    // The policy itself, written out (each hash shown as sha256-…): nothing added, nothing loosened.
    expect(policy().replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-…'")).toBe(
      "default-src 'none'; script-src 'self' 'sha256-…' 'sha256-…' 'sha256-…'; style-src 'self' 'sha256-…' 'sha256-…'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.web3forms.com; " +
        "manifest-src 'self'; frame-src https://www.youtube-nocookie.com; form-action 'self' https://api.web3forms.com https://www.example.com; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  test('nginx.conf sends the same set at server level and in every location that adds headers, and hides its version', () => {
    const conf = readFileSync(join(dirname(dist), 'nginx.conf'), 'utf8');
    const set = headersForPath(rules(), '/').filter(([name]) => (REQUIRED_HEADERS as readonly string[]).includes(name));
    expect(set).toHaveLength(REQUIRED_HEADERS.length);
    // The browser editor's location sends its own set (scripts/postbuild/security.ts adminHeaders), as _headers does.
    const admin = rules().find((r) => r.pattern === `${ADMIN_PATH}*`)?.headers;
    expect(admin, 'the /admin/* block of _headers').toBeDefined();
    expect(nginxHeaderProblems(conf, set, { [`location ^~ ${ADMIN_PATH}`]: admin! })).toEqual([]);
    expect(conf).toContain(`location ^~ ${ADMIN_PATH} {`);
    expect(conf).toMatch(/^server_tokens off;$/m);
  });

  test('no inline event handlers, no javascript: links, no eval-like code in the scripts', () => {
    for (const page of pages()) {
      const markup = withoutRawText(page.html);
      expect(markup.match(/<[a-z][^>]*\son[a-z]+="[^"]*"/gi) ?? [], page.file).toEqual([]);
      expect(markup.match(/="\s*javascript:[^"]*"/gi) ?? [], page.file).toEqual([]);
    }
    for (const file of files().filter((f) => /^client\/assets\/.+\.js$/.test(f))) {
      const js = readFileSync(join(dirname(dist), file), 'utf8');
      expect(js.match(/\beval\(|new Function\(/g) ?? [], file).toEqual([]);
    }
  });

  test('every link that opens a new tab has rel=noopener, and noreferrer when it leaves the site', () => {
    const base = catalogue().site.baseUrl;
    let count = 0;
    for (const page of pages())
      for (const tag of withoutRawText(page.html).match(/<a\s[^>]*>/gi) ?? []) {
        const a = attributes(tag);
        if (a.target !== '_blank') continue;
        count++;
        const rel = (a.rel ?? '').split(/\s+/);
        expect(rel, `${page.file}: ${tag}`).toContain('noopener');
        const external = /^https?:\/\//.test(a.href ?? '') && !a.href!.startsWith(`${base}/`);
        if (external) expect(rel, `${page.file}: ${tag}`).toContain('noreferrer');
      }
    expect(count).toBeGreaterThan(0);
  });

  test('no source maps are published', () => {
    expect(files().filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const file of files().filter((f) => /\.(js|css)$/.test(f)))
      expect(readFileSync(join(dirname(dist), file), 'utf8'), file).not.toMatch(/sourceMappingURL=/);
  });

  test('no http:// address anywhere: only XML/SVG namespace names and schema identifiers, which are never fetched', () => {
    const namespaces = /^http:\/\/(www\.w3\.org\/|www\.sitemaps\.org\/schemas\/|json-schema\.org\/draft)/;
    const found: string[] = [];
    // The site's own files. The browser editor's bundle names SVG editors' namespaces (its SVG optimiser), never fetched: its policy's connect-src has no http:.
    for (const file of files().filter((f) => /\.(html|css|js|xml|txt|json|webmanifest|svg)$/.test(f) && !f.startsWith(`client/${ADMIN_FOLDER}/`)))
      for (const m of readFileSync(join(dirname(dist), file), 'utf8').matchAll(/http:\/\/[a-z0-9][^\s"'`)<>]*/gi))
        if (!namespaces.test(m[0])) found.push(`${file}: ${m[0]}`);
    expect(found).toEqual([]);
  });

  test('/.well-known/security.txt has the contact e-mail and the expiry date from the configuration', () => {
    const file = join(dist, '.well-known', 'security.txt');
    expect(existsSync(file)).toBe(true);
    const txt = readFileSync(file, 'utf8');
    const { site } = catalogue();
    expect(txt).toContain(`Contact: mailto:${site.security?.contact ?? site.email}\n`);
    const expires = txt.match(/^Expires: (\S+)$/m)?.[1];
    expect(expires).toBeDefined();
    if (site.security?.expires) expect(expires!.slice(0, 10)).toBe(site.security.expires);
    expect(new Date(expires!).getTime()).toBeGreaterThan(Date.now());
  });
});
