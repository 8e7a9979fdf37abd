/**
 * What static hosts need beside the pages, from the alias table in site.config.yaml and each
 * page's meta.canonical: the permanent redirects (every other path of a page → its canonical
 * path; the canonical path itself never redirects), the 404 pages and the cache headers.
 *
 * - `_redirects` and `_headers` (Netlify, Cloudflare Pages and hosts that read the same files)
 * - `nginx.conf`, a snippet to include in a `server {}` block (written beside the client folder,
 *   so it is not served)
 *
 * Both carry the security headers of scripts/postbuild/security.ts on every path.
 */
import { postHref } from '../../catalogue/blog-addresses.ts';
import { ADMIN_PATH } from './admin-path.ts';
import type { Catalogue } from '../../catalogue/index.ts';
import type { HeaderSet } from './security.ts';

export interface Redirect {
  from: string;
  to: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function redirects(catalogue: Catalogue): Redirect[] {
  const canonicals = new Set(catalogue.pages.map((e) => e.page.meta.canonical));
  return [
    ...catalogue.pages.flatMap((entry) => entry.paths.filter((p) => p !== entry.page.meta.canonical).map((from) => ({ from, to: entry.page.meta.canonical }))),
    // A post's earlier addresses (movedFrom), to its own.
    ...catalogue.posts.flatMap((post) => (post.movedFrom ?? []).map((from) => ({ from, to: postHref(post.slug) }))),
  ]
    .filter((r) => !canonicals.has(r.from))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Which host reads `_redirects`: the file's rules differ.
 * - Netlify applies a rule only where no file answers the path unless it is forced with `!` (every
 *   alias has its own .html here, for hosts that cannot redirect), and needs the blog's 404 rule.
 * - Cloudflare Pages always applies rules, rejects `301!` and a 404 status (it serves the nearest
 *   404.html by itself), counts rejected lines against its limit, and applies at most
 *   CLOUDFLARE_STATIC_REDIRECTS static rules; the room left takes each path again with a trailing
 *   slash (Cloudflare would otherwise answer /alias/ with a 308 to /alias first).
 * - `any`: both rules for each path, the forced one first (Netlify stops at the first match;
 *   Cloudflare rejects the forced lines and applies the plain ones, within half its limit).
 */
export type RedirectsHost = 'netlify' | 'cloudflare' | 'any';

/** Cloudflare Pages' limit of static rules in `_redirects` (its documented limits: 2,000 static, 100 dynamic). */
export const CLOUDFLARE_STATIC_REDIRECTS = 2000;

/**
 * The host the build is for: Cloudflare Pages and Netlify say so in their own builds (CF_PAGES,
 * NETLIFY); the deploy workflow names it in DEPLOY_TARGET.
 */
export function redirectsHost(env: NodeJS.ProcessEnv): RedirectsHost {
  if (env.CF_PAGES) return 'cloudflare';
  if (env.NETLIFY) return 'netlify';
  return env.DEPLOY_TARGET === 'cloudflare' || env.DEPLOY_TARGET === 'netlify' ? env.DEPLOY_TARGET : 'any';
}

/**
 * The redirects Cloudflare Pages would leave out of the file written for `host`: past its limit, or
 * past half of it when each redirect is written in both forms. Netlify has no such limit.
 */
export function leftOutOnCloudflare(list: readonly Redirect[], host: RedirectsHost): Redirect[] {
  if (host === 'netlify') return [];
  // The file for both hosts writes each redirect twice, so half the rules are Netlify's.
  return list.slice(host === 'cloudflare' ? cloudflareRules(list).applied.length : CLOUDFLARE_STATIC_REDIRECTS / 2);
}

/** The warning for redirects Cloudflare Pages would leave out, or undefined when there are none. */
export function leftOutWarning(list: readonly Redirect[], host: RedirectsHost): string | undefined {
  const left = leftOutOnCloudflare(list, host);
  if (left.length === 0) return undefined;
  const room = list.length - left.length;
  return `Cloudflare Pages applies ${room} of these ${list.length} redirects (${host === 'any' ? `its limit of ${CLOUDFLARE_STATIC_REDIRECTS} rules, each redirect written for Netlify too` : `its limit of ${CLOUDFLARE_STATIC_REDIRECTS}`}); the ${left.length} from ${left[0]!.from} on show the page itself, whose canonical tag names its address.${host === 'any' ? ' Build with DEPLOY_TARGET=cloudflare (or on Cloudflare Pages) for twice the room.' : ''}${list.length > CLOUDFLARE_STATIC_REDIRECTS ? ` Those past its limit are in ${CLOUDFLARE_BULK_FILE} beside nginx.conf, as items of a Bulk Redirect List: npm run deploy uploads them when CLOUDFLARE_REDIRECT_LIST_ID names one (README, "Deploying").` : ''}`;
}

/**
 * What the file written for Cloudflare Pages holds of `list`: the redirects up to its limit, then,
 * in the room left, the same paths with a trailing slash.
 */
function cloudflareRules(list: readonly Redirect[]): { applied: readonly Redirect[]; slashed: readonly Redirect[] } {
  const applied = list.slice(0, CLOUDFLARE_STATIC_REDIRECTS);
  return { applied, slashed: applied.slice(0, CLOUDFLARE_STATIC_REDIRECTS - applied.length) };
}

/** One URL redirect of a Cloudflare Bulk Redirect List, as its API takes it (a list item's `redirect`). */
export interface BulkRedirectItem {
  redirect: { source_url: string; target_url: string; status_code: 301 };
}

/** The file beside nginx.conf that holds the Bulk Redirect List's items (scripts/postbuild.ts, scripts/deploy.ts). */
export const CLOUDFLARE_BULK_FILE = 'cloudflare-bulk-redirects.json';

/**
 * The redirects a site needs on Cloudflare beyond what its `_redirects` can hold (written for
 * Cloudflare, as `npm run deploy` writes it): each path past the limit, and each path with a
 * trailing slash the file had no room for, as items of a Bulk Redirect List. Source URLs name the
 * site's host without a scheme (Cloudflare then matches http and https); targets are absolute.
 */
export function cloudflareBulkItems(list: readonly Redirect[], baseUrl: string): BulkRedirectItem[] {
  const { applied, slashed } = cloudflareRules(list);
  const inFile = new Set([...applied.map((r) => r.from), ...slashed.map((r) => `${r.from}/`)]);
  const base = new URL(baseUrl);
  const origin = `${base.protocol}//${base.host}`;
  return list
    .flatMap((r) => [r, { from: `${r.from}/`, to: r.to }])
    .filter((r) => !inFile.has(r.from))
    .map((r) => ({ redirect: { source_url: `${base.host}${r.from}`, target_url: `${origin}${r.to}`, status_code: 301 } }));
}

/** The Bulk Redirect List's file: a JSON array, one item a line (a change reads as the lines it touched). */
export const renderBulkFile = (items: readonly BulkRedirectItem[]): string => `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;

export function renderRedirectsFile(list: readonly Redirect[], hasBlog404: boolean, host: RedirectsHost = 'any'): string {
  // The file for Cloudflare stops at its limit; the others keep every redirect for Netlify.
  const { applied: cloudflareApplied, slashed } = cloudflareRules(list);
  const applied = host === 'cloudflare' ? cloudflareApplied : list;
  // Columns line up, the slash forms of the Cloudflare file included.
  const width = Math.max(0, ...applied.map((r) => r.from.length)) + (host === 'cloudflare' ? 3 : 2);
  const rule = (r: Redirect, status: string) => `${r.from.padEnd(width)}${r.to}  ${status}`;
  const lines = [
    `# Generated by scripts/postbuild.ts for ${host === 'any' ? 'Netlify and Cloudflare Pages' : host === 'netlify' ? 'Netlify' : 'Cloudflare Pages'} from site.config.yaml (aliases) and each page's meta.canonical.`,
    '# Each path that is not the canonical address of its page moves there permanently.',
    ...(host === 'any'
      ? [
          '# The "301!" lines are for Netlify (a file exists at every path); Cloudflare Pages rejects them',
          '# and applies the plain "301" line below each. CF_PAGES, NETLIFY or DEPLOY_TARGET at build time,',
          '# or npm run deploy, write the file for the one host.',
        ]
      : host === 'netlify'
        ? ['# "301!": a file exists at every path, and Netlify applies a rule over a file only when forced.']
        : []),
    ...applied.flatMap((r) => (host === 'any' ? [rule(r, '301!'), rule(r, '301')] : [rule(r, host === 'netlify' ? '301!' : '301')])),
  ];
  // Cloudflare answers /alias/ with its own 308 to /alias first: the same paths with a trailing
  // slash, for one hop, as far as the limit leaves room after every path without one.
  if (host === 'cloudflare' && slashed.length > 0) {
    lines.push('', '# The same paths with a trailing slash (Cloudflare Pages would first drop the slash, a second hop).');
    lines.push(...slashed.map((r) => rule({ from: `${r.from}/`, to: r.to }, '301')));
  }
  if (hasBlog404 && host !== 'cloudflare') {
    lines.push(
      '',
      '# Unknown blog addresses show the blog\'s own "Blog post not found" page with a 404 status',
      '# (Netlify; Cloudflare Pages serves the nearest 404.html by itself and rejects this line).',
      '/blog/*  /blog/404.html  404',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Reads back a `_redirects` file of renderRedirectsFile (to write it again for one host). */
export function parseRedirectsFile(text: string): { list: Redirect[]; hasBlog404: boolean } {
  const list = new Map<string, Redirect>();
  let hasBlog404 = false;
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    if (from === '/blog/*' && status === '404') hasBlog404 = true;
    // A path with a trailing slash is the Cloudflare file's second form of the same redirect.
    else if ((status === '301' || status === '301!') && !(from.length > 1 && from.endsWith('/'))) list.set(from, { from, to });
  }
  return { list: [...list.values()], hasBlog404 };
}

export function renderHeadersFile(security: HeaderSet = [], admin: HeaderSet = []): string {
  const lines = ['# Generated by scripts/postbuild.ts.'];
  if (security.length > 0)
    lines.push(
      '# Security headers on every path (scripts/postbuild/security.ts: the policy lists a hash of each inline',
      '# <script>/<style> of the built pages, so it is only valid for this build).',
      '/*',
      ...security.map(([name, value]) => `  ${name}: ${value}`),
      '',
    );
  lines.push('# File names under /assets/ carry a content hash.', '/assets/*', `  Cache-Control: ${IMMUTABLE}`);
  if (admin.length > 0) {
    const replaced = admin.filter(([name]) => security.some(([n]) => n === name));
    lines.push(
      '',
      "# The browser editor: its own policy (scripts/postbuild/security.ts adminHeaders). `! Name` drops the site's",
      '# header of that name first (Cloudflare Pages), so the two policies are not both applied.',
      `${ADMIN_PATH}*`,
      ...replaced.map(([name]) => `  ! ${name}`),
      ...admin.map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * nginx applies the add_header lines of a level only where a location adds none of its own,
 * so the set is written at server level and again in every location that adds a header.
 */
export function nginxHeaderLines(security: HeaderSet, indent = ''): string {
  return security.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
}

/**
 * The extra paths that reach a page's file on nginx besides its address: `/<path>/` and
 * `/<path>.html`. An alias's are sent straight to its canonical address (one hop).
 */
const aliasForms = (from: string) => [from, `${from}/`, `${from}.html`];

export function renderNginx(list: readonly Redirect[], hasBlog404: boolean, security: HeaderSet = [], admin: HeaderSet = []): string {
  const width = Math.max(0, ...list.map((r) => r.from.length)) + '.html'.length;
  const tryFiles = 'try_files $uri $uri.html $uri/index.html =404;';
  return `# Generated by scripts/postbuild.ts from site.config.yaml and the page catalogue.
# Include it inside the site's server block, with root at the built client folder:
#
#   server {
#     listen 443 ssl;
#     server_name www.example.com;
#     root /srv/site/dist/client;
#     include /srv/site/dist/nginx.conf;
#   }

charset utf-8;
# The nginx version stays out of headers and error pages.
server_tokens off;
${
  security.length > 0
    ? `
# Security headers (scripts/postbuild/security.ts), on every response, errors and redirects included.
# nginx drops these wherever a location adds a header of its own: such locations repeat them.
${nginxHeaderLines(security)}
`
    : ''
}
# Pages, 404 pages and the other files without a hash in their name are checked with the server on
# every visit (a changed page shows at once); /assets/ sets its own value below. One header at server
# level, with the value a location may change, so no location needs headers of its own.
set $cache_control "no-cache";
add_header Cache-Control $cache_control always;

# Pre-compressed copies (.gz, .br) sit beside every text file; caches keep one copy per encoding.
gzip_static on;
gzip_vary on;
# The .br copies need nginx's Brotli module (Debian: libnginx-mod-http-brotli-static). With it loaded,
# put \`brotli_static on;\` in the server block that includes this file, not here: nginx without the
# module refuses the line, and each deploy replaces this file.

# Unknown paths answer 404 with 404.html, which takes visitors to the home page.
error_page 404 /404.html;
location = /404.html { internal; }

# Every path of a page that is not its canonical address moves there permanently, in one hop,
# also when written with a trailing slash or as its file name.
${list.flatMap((r) => aliasForms(r.from).map((from) => `location = ${from.padEnd(width)} { return 301 ${r.to}; }`)).join('\n')}

# A trailing slash is not part of any page address.
location ~ ^(/.+)/$ { return 301 $1; }
# Nor is a file name: /contact.html moves to /contact, /index.html and /index to /.
location = /index.html { return 301 /; }
location = /index { return 301 /; }
location ~ ^(/.+)\\.html$ { return 301 $1; }

location = / {
  try_files /index.html =404;
}

location / {
  ${tryFiles}
}
${
  hasBlog404
    ? `
# Unknown blog addresses keep the blog's own "Blog post not found" page.
location /blog/ {
  error_page 404 /blog/404.html;
  ${tryFiles}
}
location = /blog/404.html { internal; }
`
    : ''
}
# Hashed file names: cache for a year.
location /assets/ {
  set $cache_control "${IMMUTABLE}";
  try_files $uri =404;
}

# The web app manifest's type, which nginx's own list of types lacks.
location = /manifest.webmanifest {
  types { }
  default_type application/manifest+json;
}

${
  admin.length > 0
    ? `# The browser editor, with its own headers (^~: before the trailing-slash rule).
location ^~ ${ADMIN_PATH} {
${nginxHeaderLines(admin, '  ')}
  try_files $uri $uri/index.html =404;
}

`
    : ''
}# Host configuration files of other hosts are not content.
location ~ ^/_(redirects|headers)$ { return 404; }
`;
}

export interface HeaderRule {
  pattern: string;
  headers: HeaderSet;
}

/** Reads a `_headers` file (Netlify / Cloudflare Pages syntax: a path pattern, then indented `Name: value` lines). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0 && rules.length > 0) rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule whose pattern matches the path (`*` matches any rest), in file order. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderSet {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(pathname);
  return rules.filter((rule) => matches(rule.pattern)).flatMap((rule) => rule.headers);
}
