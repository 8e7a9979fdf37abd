/**
 * Reading the built pages, with an HTML parser (htmlparser2): what the post-build steps, the
 * security step and the checks of the built files need of them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { decodeHTML } from 'entities';
import { parseDocument } from 'htmlparser2';
import { ADMIN_FOLDER } from './admin-path.ts';

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

/** An inline `<script>` (that a browser runs) or `<style>`, by the CSP hash of its text. */
export interface InlineBlockHash {
  kind: 'script' | 'style';
  hash: string;
}

/**
 * What every step after the pre-render needs of a page, read from its markup in one parse when
 * the page is rendered (scripts/build/page-cache.ts keeps it beside the page): the summary, and
 * for the security policy its inline blocks' hashes and its video players' addresses.
 */
export interface PageFacts extends PageSummary {
  blocks: InlineBlockHash[];
  embeds: string[];
  /** An `on…="…"` attribute somewhere on the page (the policy blocks it). */
  eventHandlers: boolean;
  /** A `javascript:` link (the policy blocks it). */
  javascriptLinks: boolean;
}

/** Script types that browsers do not run (data blocks): CSP does not apply to them. */
export const isDataScript = (type: string | undefined) => type !== undefined && !/^(|module|(text|application)\/(java|ecma)script)$/i.test(type.trim());

/** CSP source expression for a block's text: 'sha256-…'. */
export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** The inline blocks among these elements, in document order, with their text. */
export function inlineElements(elements: readonly Element[]): (InlineBlockHash & { content: string })[] {
  const blocks: (InlineBlockHash & { content: string })[] = [];
  for (const element of elements) {
    if (element.name !== 'script' && element.name !== 'style') continue;
    const kind = element.name;
    const attrs = element.attribs;
    if (kind === 'script' && ('src' in attrs || isDataScript(attrs.type))) continue;
    const content = rawText(element);
    if (kind === 'script' && content === '') continue;
    blocks.push({ kind, content, hash: cspHash(content) });
  }
  return blocks;
}

/** A page's facts, from one parse of its markup. */
export function pageFacts(file: string, html: string): PageFacts {
  const elements = elementsNamed(html, '*');
  const meta = elements.filter((e) => e.name === 'meta').map((e) => e.attribs);
  const content = (key: string) => meta.find((m) => m.name === key || m.property === key)?.content;
  const h1 = elements.find((e) => e.name === 'h1');
  return {
    file,
    path: pathOfFile(file),
    canonical: elements.find((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href,
    indexable: !/\bnoindex\b/i.test(content('robots') ?? ''),
    ogImage: content('og:image'),
    ogTitle: content('og:title'),
    heading: h1 ? textContent(h1).replace(/\s+/g, ' ').trim() : undefined,
    placename: content('geo.placename'),
    blocks: inlineElements(elements).map(({ kind, hash }) => ({ kind, hash })),
    embeds: elements.flatMap((e) => (e.attribs['data-embed-src'] ? [e.attribs['data-embed-src']] : [])),
    eventHandlers: elements.some((e) => Object.keys(e.attribs).some((name) => /^on[a-z]+$/.test(name))),
    javascriptLinks: elements.some((e) => /^\s*javascript:/i.test(e.attribs.href ?? '')),
  };
}

/** The facts of every built page, read from the files one at a time (`npm run build` has them from its render step). */
export const builtPageFacts = (dir: string): PageFacts[] => builtFiles(dir).map((file) => pageFacts(file, readFileSync(join(dir, file), 'utf8')));

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
