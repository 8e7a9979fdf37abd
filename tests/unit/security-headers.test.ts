import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteSchema, type Site } from '../../catalogue/site-schema.ts';
import { headersForPath, parseHeadersFile, renderHeadersFile, renderNginx } from '../../scripts/postbuild/host-maps.ts';
import { type BuiltPage, pageFacts } from '../../scripts/postbuild/html.ts';
import {
  adminHeaders,
  contentSecurityPolicy,
  cspHash,
  inlineBlocks,
  nginxHeaderProblems,
  parseCsp,
  policyProblems,
  renderSecurityTxt,
  securityHeaders,
  siteInlineHashes,
  thirdPartyContributions,
  usedSectionTypes,
} from '../../scripts/postbuild/security.ts';
import { PLAYER_ORIGIN } from '../../sections/video/schema.ts';

const raw = parse(readFileSync('site.config.yaml', 'utf8')) as Record<string, unknown>;
const site = (change: Record<string, unknown> = {}): Site => siteSchema.parse({ ...raw, ...change });

const NOSCRIPT_STYLE = '@layer base{[role=tablist]{display:none!important}}';
const page = (file: string, body: string, head = `<noscript><style>${NOSCRIPT_STYLE}</style></noscript>`): BuiltPage => ({
  file,
  path: `/${file.replace(/\.html$/, '')}`,
  html: `<!DOCTYPE html><html><head>${head}<script src="/assets/app.js" type="module" async></script><script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}</body></html>`,
});
const plain = page('index.html', '<h1>Home</h1>');
const notFound = page('404.html', '<h1>Not found</h1><script>location.replace("/")</script>');
const video = page('video.html', `<div data-video="poster" data-embed-src="${PLAYER_ORIGIN}/embed/abcdefghijk?autoplay=1"></div>`);

const csp = (s: Site, pages: BuiltPage[], types: string[] = []) =>
  parseCsp(securityHeaders(s, pages, new Set(types)).find(([n]) => n === 'Content-Security-Policy')![1]);

describe('inline blocks and their hashes', () => {
  it('hashes inline scripts and styles exactly as the browser does (sha256 of the text, base64)', () => {
    const expected = `'sha256-${createHash('sha256').update('location.replace("/")').digest('base64')}'`;
    expect(cspHash('location.replace("/")')).toBe(expected);
    expect(inlineBlocks(notFound.html).map((b) => [b.kind, b.hash])).toEqual([
      ['style', cspHash(NOSCRIPT_STYLE)],
      ['script', expected],
    ]);
  });

  it('ignores external scripts and data blocks (JSON-LD, JSON props), which the policy does not govern', () => {
    expect(inlineBlocks(plain.html).map((b) => b.kind)).toEqual(['style']);
    expect(inlineBlocks('<script type="application/json" id="props">{"a":1}</script><script type="module">import "/x.js"</script>').map((b) => b.kind)).toEqual(
      ['script'],
    );
  });

  it('lists each distinct block once, site-wide', () => {
    const hashes = siteInlineHashes([plain, notFound, video]);
    expect(hashes).toEqual({ script: [cspHash('location.replace("/")')], style: [cspHash(NOSCRIPT_STYLE)] });
  });

  it('fails with the blocks and where they are when pages carry too many distinct inline blocks', () => {
    const pages = Array.from({ length: 8 }, (_, i) => page(`p${i}.html`, `<style>.p${i}{color:red}</style>`));
    expect(() => siteInlineHashes(pages)).toThrow(
      /9 distinct inline <script>\/<style> blocks in the built pages, more than 6[\s\S]*style 'sha256-[^']+' in p0\.html/,
    );
  });
});

describe('the Content-Security-Policy', () => {
  it('is strict for scripts, hashes the inline blocks, allows style attributes only through style-src-attr', () => {
    const policy = csp(site(), [plain, notFound]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", cspHash('location.replace("/")')]);
    expect(policy.get('style-src')).toEqual(["'self'", cspHash(NOSCRIPT_STYLE)]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('takes the form provider from site.config.yaml: changing it changes connect-src and form-action', () => {
    const policy = csp(site({ form: { endpoint: 'https://forms.example.net/submit', accessKey: 'k' } }), [plain]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://forms.example.net']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://forms.example.net', 'https://www.example.com']);
    expect(csp(site(), [plain]).get('connect-src')).toEqual(["'self'", 'https://api.web3forms.com']);
  });

  it('allows the privacy-enhanced player as the only frame, and only when a page has a video section', () => {
    expect(csp(site(), [plain, video], ['hero', 'video', 'cta']).get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp(site(), [plain], ['hero', 'cta']).has('frame-src')).toBe(false);
    expect(usedSectionTypes({ pages: [{ page: { sections: [{ type: 'video' }, { type: 'cta' }] } }] } as never)).toEqual(new Set(['video', 'cta']));
  });

  it('is reported when it does not cover a page: a missing hash, an unsafe script source, a missing directive, a player not allowed', () => {
    const good = contentSecurityPolicy(siteInlineHashes([plain, notFound, video]), thirdPartyContributions(site(), { sectionTypes: new Set(['video']) }));
    expect(policyProblems(good, [plain, notFound, video])).toEqual([]);
    const changed = page('404.html', '<script>location.replace("/home")</script>');
    expect(policyProblems(good, [changed]).join('\n')).toMatch(/404\.html: inline <script> 'sha256-.+' is not in script-src/);
    expect(policyProblems(good.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"), [plain])).toContain(
      "Content-Security-Policy: script-src allows 'unsafe-inline'",
    );
    expect(policyProblems(good.replace("object-src 'none'; ", ''), [plain])).toContain("Content-Security-Policy: object-src 'none' missing");
    expect(policyProblems(good.replace(/frame-src [^;]+; /, ''), [video])).toContain(`video.html: the video player ${PLAYER_ORIGIN} is not in frame-src`);
    expect(policyProblems(good, [page('x.html', '<button onclick="go()">Go</button>')]).join('\n')).toMatch(/inline event handler/);
    expect(policyProblems(good, [page('y.html', '<a href=" javascript:go()">Go</a>')])).toEqual(['y.html: a javascript: link, which the policy blocks']);
    // The facts the build's render step keeps give the same answers as the markup.
    expect(policyProblems(good, [pageFacts('x.html', page('x.html', '<button onclick="go()">Go</button>').html)]).join('\n')).toMatch(/inline event handler/);
  });
});

describe('the other headers', () => {
  it('HSTS for two years with subdomains; preload only when the configuration opts in', () => {
    const hsts = (s: Site) => securityHeaders(s, [plain], new Set()).find(([n]) => n === 'Strict-Transport-Security')![1];
    expect(hsts(site())).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(site({ security: { hsts: { preload: true } } }))).toBe('max-age=63072000; includeSubDomains; preload');
    const withoutBlock = { ...raw };
    delete withoutBlock.security;
    expect(hsts(siteSchema.parse(withoutBlock))).toBe('max-age=63072000; includeSubDomains');
  });

  it('nosniff, referrer policy, framing denied, camera/microphone/geolocation/payment/usb denied, the player features left alone', () => {
    const headers = Object.fromEntries(securityHeaders(site(), [plain], new Set()));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture']) expect(headers['Permissions-Policy']).not.toContain(feature);
  });
});

describe('written for every host', () => {
  const set = securityHeaders(site(), [plain, notFound], new Set());

  it('_headers sends the set on every path and keeps the cache rule of /assets/', () => {
    const rules = parseHeadersFile(renderHeadersFile(set));
    for (const path of ['/', '/contact', '/blog/a-post', '/404']) expect(headersForPath(rules, path)).toEqual(set);
    expect(headersForPath(rules, '/assets/app.js')).toEqual([...set, ['Cache-Control', 'public, max-age=31536000, immutable']]);
  });

  it('nginx.conf: server_tokens off, the set at server level and repeated in every location that adds a header', () => {
    const admin = adminHeaders(site(), set);
    const own = { 'location ^~ /admin/': admin };
    const conf = renderNginx([{ from: '/old', to: '/new' }], true, set, admin);
    expect(conf).toContain('server_tokens off;');
    expect(nginxHeaderProblems(conf, set, own)).toEqual([]);
    // The cache lifetime is one server-level header whose value /assets/ changes: it adds none of its own.
    const assets = conf.slice(conf.indexOf('location /assets/'));
    expect(assets.slice(0, assets.indexOf('}'))).not.toContain('add_header');
    const broken = conf.replace(/(location \^~ \/admin\/ \{[\s\S]*?)\n {2}add_header X-Frame-Options "DENY" always;/, '$1');
    expect(nginxHeaderProblems(broken, set, own)).toEqual(['"location ^~ /admin/" adds headers of its own but lacks X-Frame-Options']);
  });
});

describe('security.txt', () => {
  it('has the contact and the expiry date from the configuration, and warns when the date has passed', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const txt = renderSecurityTxt(site({ security: { contact: 'security@example.com', expires: '2027-06-30' } }), now);
    expect(txt.text).toContain('Contact: mailto:security@example.com\n');
    expect(txt.text).toContain('Expires: 2027-06-30T23:59:59Z\n');
    expect(txt.text).toContain('Canonical: https://www.example.com/.well-known/security.txt\n');
    expect(txt.warning).toBeUndefined();
    expect(renderSecurityTxt(site({ security: { expires: '2026-01-01' } }), now).warning).toMatch(/has passed/);
    expect(renderSecurityTxt(site({ security: {} }), now).text).toContain(`Contact: mailto:${raw.email}\n`);
  });
});
