/**
 * The security headers every response of the site carries, built from site.config.yaml and from
 * what the built HTML really contains:
 *
 * - the Content-Security-Policy allows the site's own files, a sha256 hash for each distinct
 *   inline `<script>` and `<style>` found in the built pages (site-wide, one policy for every
 *   path), the form provider (connect-src, form-action), the video player (frame-src, only when a
 *   page has a video section) and whatever `thirdPartyContributions` adds;
 * - style attributes (stagger delays, masonry heights, counters) are allowed by
 *   `style-src-attr 'unsafe-inline'` alone: scripts stay strict (README, "Security headers");
 * - the rest: HSTS (preload only when `security.hsts.preload` is set), nosniff, Referrer-Policy,
 *   Permissions-Policy, COOP/CORP and X-Frame-Options for browsers without frame-ancestors.
 *
 * host-maps.ts writes the set into `_headers` and `nginx.conf`; scripts/check-headers.ts
 * checks the written policy against the pages after every build.
 */
import { analyticsCsp } from '../../catalogue/analytics.ts';
import type { Catalogue, Site } from '../../catalogue/index.ts';
import { schemaOf } from '../../sections/schemas.ts';
import { sectionMeta } from '../../sections/section-meta.ts';
import { type BuiltPage, cspHash, elementsNamed, type InlineBlockHash, inlineElements, type PageFacts, pageFacts } from './html.ts';

/** More distinct inline blocks than this means something renders per-page inline code: fail the build. */
export const MAX_INLINE_HASHES = 6;

export interface InlineBlock extends InlineBlockHash {
  /** The exact text between the tags, as the browser hashes it. */
  content: string;
}

export { cspHash };

/** Every inline script (that a browser would run) and every inline style of a page. */
export const inlineBlocks = (html: string): InlineBlock[] => inlineElements(elementsNamed(html, 'script', 'style'));

/** A page as the policy sees it: its inline blocks, from its facts or read from its markup. */
const blocksOf = (page: BuiltPage | Pick<PageFacts, 'file' | 'blocks'>): InlineBlockHash[] => ('blocks' in page ? page.blocks : inlineBlocks(page.html));

export interface InlineHashes {
  script: string[];
  style: string[];
}

/** The distinct hashes of every inline block of the site; throws when there are too many. */
export function siteInlineHashes(pages: readonly (BuiltPage | Pick<PageFacts, 'file' | 'blocks'>)[], max = MAX_INLINE_HASHES): InlineHashes {
  const where = new Map<string, { kind: InlineBlock['kind']; files: string[] }>();
  for (const page of pages)
    for (const block of blocksOf(page)) {
      const entry = where.get(block.hash) ?? { kind: block.kind, files: [] };
      if (!entry.files.includes(page.file)) entry.files.push(page.file);
      where.set(block.hash, entry);
    }
  if (where.size > max) {
    const list = [...where].map(
      ([hash, { kind, files }]) => `  ${kind} ${hash} in ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`,
    );
    throw new Error(
      `security: ${where.size} distinct inline <script>/<style> blocks in the built pages, more than ${max}. The Content-Security-Policy lists one hash per block, site-wide: move per-page inline code into a file, or make the blocks identical on every page.\n${list.join('\n')}`,
    );
  }
  const of = (kind: InlineBlock['kind']) => [...where].filter(([, e]) => e.kind === kind).map(([hash]) => hash);
  return { script: of('script'), style: of('style') };
}

/** Origins of other hosts the site talks to, by directive. */
export interface Contributions {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  formAction: string[];
}

const origin = (url: string) => new URL(url).origin;

/** The section types the published pages use (from the catalogue): only their origins join the policy. */
export const usedSectionTypes = (catalogue: Pick<Catalogue, 'pages'>): Set<string> =>
  new Set(catalogue.pages.flatMap(({ page }) => page.sections.map((s) => s.type)));

/**
 * Every third-party origin, from where it is configured, so changing a provider in
 * site.config.yaml changes the policy.
 */
export function thirdPartyContributions(site: Site, options: { sectionTypes: ReadonlySet<string> }): Contributions {
  const out: Contributions = { scriptSrc: [], styleSrc: [], imgSrc: [], connectSrc: [], frameSrc: [], formAction: [] };
  // Contact form: the island sends JSON with fetch; without JavaScript the form posts to the
  // provider, which answers with a redirect to the thank-you page on the live address.
  out.connectSrc.push(origin(site.form.endpoint));
  out.formAction.push(origin(site.form.endpoint), origin(site.baseUrl));
  // What the sections on the pages need, from their schema metadata (the video section: its player's frame).
  for (const type of options.sectionTypes) {
    const schema = schemaOf(type);
    const origins = schema && sectionMeta(schema).origins;
    out.frameSrc.push(...(origins?.frame ?? []));
    out.connectSrc.push(...(origins?.connect ?? []));
    out.formAction.push(...(origins?.form ?? []));
  }
  // The analytics provider configured in site.config.yaml (none adds nothing).
  const analytics = analyticsCsp(site.analytics);
  out.scriptSrc.push(...analytics.scriptSrc);
  out.connectSrc.push(...analytics.connectSrc);
  out.imgSrc.push(...analytics.imgSrc);
  return out;
}

const unique = (list: readonly string[]) => [...new Set(list)];

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(hashes: InlineHashes, third: Contributions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashes.script, ...third.scriptSrc]],
    ['style-src', ["'self'", ...hashes.style, ...third.styleSrc]],
    // Style attributes only (never <style> elements): animation delays, masonry heights and
    // counter values that sections render per item. Scripts get no such allowance.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...third.imgSrc]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...third.connectSrc]],
    ['manifest-src', ["'self'"]],
    ...(third.frameSrc.length > 0 ? [['frame-src', third.frameSrc] as [string, string[]]] : []),
    ['form-action', ["'self'", ...third.formAction]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...unique(values)].join(' ')).join('; ');
}

/**
 * Features the site never uses, all names Chromium knows (an unknown one logs a warning on every
 * page); the video player's own (autoplay, fullscreen, …) are left to its frame.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const HSTS_MAX_AGE = 63072000;

export type HeaderSet = [name: string, value: string][];

/** The full header set for every path of the site. */
export function securityHeaders(site: Site, pages: readonly (BuiltPage | Pick<PageFacts, 'file' | 'blocks'>)[], sectionTypes: ReadonlySet<string>): HeaderSet {
  const csp = contentSecurityPolicy(siteInlineHashes(pages), thirdPartyContributions(site, { sectionTypes }));
  const hsts = `max-age=${HSTS_MAX_AGE}; includeSubDomains${site.security?.hsts?.preload ? '; preload' : ''}`;
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', hsts],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * The header set of the browser editor at /admin/: the site's set with its own policy, only what
 * the editor needs. Its stylesheet sets styles at run time ('unsafe-inline' styles, never scripts);
 * it talks to the Git host's API and reads what it saved as data: and blob: URLs; avatars come from
 * the Git host; its preview frames are blob: documents; and the sign-in window must be able to
 * answer it (COOP same-origin-allow-popups). Never 'unsafe-eval'.
 */
export function adminHeaders(site: Site, security: HeaderSet): HeaderSet {
  const gitlab = site.editor?.backend === 'gitlab' ? (site.editor.authUrl ?? 'https://gitlab.com') : undefined;
  const api = gitlab ? [new URL(gitlab).origin] : ['https://api.github.com'];
  const relay = site.editor?.backend === 'github' && site.editor.authUrl ? [new URL(site.editor.authUrl).origin] : [];
  const avatars = gitlab ? [new URL(gitlab).origin, 'https://secure.gravatar.com'] : ['https://avatars.githubusercontent.com'];
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${avatars.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' data: blob: ${[...api, ...relay].join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ...security.filter(([name]) => name !== 'Content-Security-Policy' && name !== 'Cross-Origin-Opener-Policy'),
    ['Content-Security-Policy', policy],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cache-Control', 'no-cache'],
  ];
}

/** The directives of a policy, by name (values in order). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** Directives the policy must have, with a value each must contain. */
export const REQUIRED_DIRECTIVES: [string, string][] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
];

/**
 * What is wrong with a policy for these pages: a required directive missing, an unsafe source
 * for scripts, an inline block whose hash the policy does not list, a video player not allowed.
 * Empty when the policy covers every page.
 */
export function policyProblems(policy: string, pages: readonly (BuiltPage | PageFacts)[]): string[] {
  const csp = parseCsp(policy);
  const problems: string[] = [];
  for (const [name, value] of REQUIRED_DIRECTIVES) if (!csp.get(name)?.includes(value)) problems.push(`Content-Security-Policy: ${name} ${value} missing`);
  if (!csp.has('upgrade-insecure-requests')) problems.push('Content-Security-Policy: upgrade-insecure-requests missing');
  for (const name of ['script-src', 'default-src'])
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      if (csp.get(name)?.includes(bad)) problems.push(`Content-Security-Policy: ${name} allows ${bad}`);
  if (csp.get('style-src')?.includes("'unsafe-inline'")) problems.push("Content-Security-Policy: style-src allows 'unsafe-inline' (only style-src-attr may)");
  for (const page of pages) {
    const facts = 'html' in page ? pageFacts(page.file, page.html) : page;
    for (const block of facts.blocks) {
      const directive = block.kind === 'script' ? 'script-src' : 'style-src';
      if (!csp.get(directive)?.includes(block.hash))
        problems.push(`${page.file}: inline <${block.kind}> ${block.hash} is not in ${directive}; the page would break (rebuild, or the policy is stale)`);
    }
    for (const src of facts.embeds) {
      if (!csp.get('frame-src')?.includes(origin(src))) problems.push(`${page.file}: the video player ${origin(src)} is not in frame-src`);
    }
    if (facts.eventHandlers) problems.push(`${page.file}: an inline event handler attribute (on…="…"), which the policy blocks`);
    if (facts.javascriptLinks) problems.push(`${page.file}: a javascript: link, which the policy blocks`);
  }
  return problems;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): the contact from `security.contact` (or the site e-mail),
 * the expiry from `security.expires` (or a year after the build), the canonical address.
 */
export function renderSecurityTxt(site: Site, now: Date): { text: string; warning?: string } {
  const contact = site.security?.contact ?? site.email;
  const expires = site.security?.expires ? new Date(`${site.security.expires}T23:59:59Z`) : new Date(now.getTime() + 365 * DAY);
  const lines = [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: en, hi`,
    `Canonical: ${site.baseUrl}/.well-known/security.txt`,
  ];
  let warning: string | undefined;
  if (expires.getTime() <= now.getTime())
    warning = `security.expires (${site.security?.expires}) in site.config.yaml has passed: security.txt is stale, set a new date.`;
  else if (expires.getTime() - now.getTime() > 366 * DAY)
    warning = `security.expires (${site.security?.expires}) in site.config.yaml is more than a year ahead; RFC 9116 advises less.`;
  return { text: `${lines.join('\n')}\n`, warning };
}

/** Headers every path must carry. */
export const REQUIRED_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
] as const;

/**
 * What is missing from an nginx snippet: the set at server level (outside any location) and in
 * every location that adds a header of its own (nginx does not inherit add_header into those).
 */
/** `own`: locations that send a header set of their own (the browser editor's), by their `location …` line. */
export function nginxHeaderProblems(conf: string, set: HeaderSet, own: Record<string, HeaderSet> = {}): string[] {
  const lines = conf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  const blocks: { name: string; body: string }[] = [];
  let depth = 0;
  let server = '';
  let current: { name: string; body: string } | undefined;
  for (const line of lines) {
    const opens = (line.match(/\{/g) ?? []).length;
    const closes = (line.match(/\}/g) ?? []).length;
    if (depth === 0 && opens > 0) {
      current = { name: line.slice(0, line.indexOf('{')).trim(), body: line.slice(line.indexOf('{') + 1) };
      blocks.push(current);
    } else if (depth > 0 && current) current.body += `\n${line}`;
    else server += `\n${line}`;
    depth += opens - closes;
  }
  const problems: string[] = [];
  const missing = (body: string, expected = set) =>
    expected.filter(([name, value]) => !body.includes(`add_header ${name} "${value}" always;`)).map(([name]) => name);
  const atServer = missing(server);
  if (atServer.length > 0) problems.push(`server level lacks ${atServer.join(', ')}`);
  for (const block of blocks.filter((b) => /\badd_header\b/.test(b.body))) {
    const absent = missing(block.body, own[block.name]);
    if (absent.length > 0) problems.push(`"${block.name}" adds headers of its own but lacks ${absent.join(', ')}`);
  }
  return problems;
}
