/**
 * Reading the built pages, with an HTML parser (htmlparser2): what the post-build steps, the
 * security step and the checks of the built files need of them.
 */
import { ADMIN_FOLDER } from './admin-path.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { decodeHTML } from 'entities';
import { parseDocument } from 'htmlparser2';

export interface BuiltPage {
  /** File relative to the client folder, e.g. `blog/404.html`. */
  file: string;
  /** The URL path the static server answers with this file: `/`, `/seo-company-ajmer`, `/blog/404`. */
  path: string;
  html: string;
}

export const decodeEntities = (text: string): string => decodeHTML(text);

/** The document, with where each element starts and ends in the markup. */
const parse = (html: string) => parseDocument(html, { withStartIndices: true, withEndIndices: true });

/** The elements of these names (`*`: every element), in document order. */
export const elementsNamed = (html: string, ...names: string[]): Element[] =>
  findAll((e) => names.includes('*') || names.includes(e.name), parse(html).children);

/** The markup of an element exactly as written in `html` (from the parser's positions). */
export const sourceOf = (html: string, element: Element): string => html.slice(element.startIndex ?? 0, (element.endIndex ?? -1) + 1);

/** The text of an element's children as written (a script's or a style's source). */
export const rawText = (element: Element): string => element.children.map((c) => ('data' in c ? String(c.data) : '')).join('');

/** Every `.html` file of the site under `dir` (relative, `/`-separated, sorted); the browser editor's page is not one. */
export const builtFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith(`${ADMIN_FOLDER}/`))
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
  return { ...(elementsNamed(tag, '*')[0]?.attribs ?? {}) };
}

/** The markup with script, style and template contents removed (they are not markup). */
export const withoutRawText = (html: string) => html.replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');

/** Start tags of one element name, as attribute maps. */
export function tags(html: string, name: string): Record<string, string>[] {
  return elementsNamed(html, name).map((e) => ({ ...e.attribs }));
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
  const h1 = elementsNamed(html, 'h1')[0];
  return h1 ? textContent(h1).replace(/\s+/g, ' ').trim() : undefined;
}

/** The parsed JSON of every `<script type="application/ld+json">` (throws on invalid JSON). */
export function jsonLdBlocks(html: string): unknown[] {
  return elementsNamed(html, 'script')
    .filter((e) => e.attribs.type === 'application/ld+json')
    .map((e) => JSON.parse(rawText(e)));
}

export const isIndexable = (html: string) => !/\bnoindex\b/i.test(metaContent(html, 'robots') ?? '');
