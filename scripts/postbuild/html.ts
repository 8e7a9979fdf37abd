/**
 * Reading the built pages. They are React's own output (attributes always double-quoted,
 * text escaped, `<` escaped inside JSON-LD), so a small tag scanner is exact here; it is not
 * a general HTML parser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface BuiltPage {
  /** File relative to the client folder, e.g. `blog/404.html`. */
  file: string;
  /** The URL path the static server answers with this file: `/`, `/seo-company-ajmer`, `/blog/404`. */
  path: string;
  html: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Every `.html` file under `dir` (relative, `/`-separated, sorted). */
export const builtFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .sort();

/** Every `.html` file under `dir`, with the path a static host serves it at. */
export function builtPages(dir: string): BuiltPage[] {
  return builtFiles(dir).map((file) => ({ file, path: pathOfFile(file), html: readFileSync(join(dir, file), 'utf8') }));
}

/** What the post-build steps need of a page, without its markup. */
export interface PageSummary {
  file: string;
  path: string;
  canonical?: string;
  indexable: boolean;
  ogImage?: string;
  ogTitle?: string;
  heading?: string;
  placename?: string;
}

export function summarize(page: BuiltPage): PageSummary {
  const meta = tags(page.html, 'meta');
  const content = (key: string) => meta.find((m) => m.name === key || m.property === key)?.content;
  return {
    file: page.file,
    path: page.path,
    canonical: canonicalHref(page.html),
    indexable: !/\bnoindex\b/i.test(content('robots') ?? ''),
    ogImage: content('og:image'),
    ogTitle: content('og:title'),
    heading: firstHeading(page.html),
    placename: content('geo.placename'),
  };
}

/** A summary of every built page, reading one file at a time, so the markup of a thousand pages is never held at once. */
export const builtPageSummaries = (dir: string): PageSummary[] =>
  builtFiles(dir).map((file) => summarize({ file, path: pathOfFile(file), html: readFileSync(join(dir, file), 'utf8') }));

export function pathOfFile(file: string): string {
  const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

export const isNotFoundPage = (page: { file: string }) => /(^|\/)404\.html$/.test(page.file);

/** Attributes of a start tag, entity-decoded. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([^\s"'=<>/]+)(?:="([^"]*)")?/g)) out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? '');
  return out;
}

/** The markup with script, style and template contents removed (they are not markup). */
export const withoutRawText = (html: string) => html.replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');

/** Start tags of one element name, as attribute maps. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...withoutRawText(html).matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]));
}

export const metaContent = (html: string, key: string) => tags(html, 'meta').find((m) => m.name === key || m.property === key)?.content;

export const canonicalHref = (html: string) => tags(html, 'link').find((l) => l.rel === 'canonical')?.href;

/** Plain text of a fragment: tags dropped, entities decoded, whitespace collapsed. */
export const textOf = (fragment: string) =>
  decodeEntities(fragment.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Text of the first h1. */
export function firstHeading(html: string): string | undefined {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(withoutRawText(html));
  return m ? textOf(m[1]!) : undefined;
}

/** The parsed JSON of every `<script type="application/ld+json">` (throws on invalid JSON). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]!));
}

export const isIndexable = (html: string) => !/\bnoindex\b/i.test(metaContent(html, 'robots') ?? '');
