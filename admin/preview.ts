import type CMS from '@sveltia/cms';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { z } from 'zod';
import { postHref } from '../catalogue/blog-addresses.ts';
import { markdownToSafeHtml } from '../catalogue/blog-markdown.ts';
import { closingCta, type CtaSection } from '../catalogue/closing-cta.ts';
import { postFrontMatterSchema } from '../catalogue/post-schema.ts';
import type { Site } from '../catalogue/site-schema.ts';
import { todayInIndia } from '../catalogue/today.ts';
import { SHARED_SECTION_FIELD, SHARED_SECTION_HINT } from '../catalogue/cms/config.ts';
import { fieldLabel } from '../catalogue/cms/fields.ts';
import { BlogArticleView } from '../renderer/blog/article.tsx';
import type { BlogPostPayload } from '../renderer/blog/resolve-blog.ts';
import siteStyles from './preview.css?url';
import { type SectionType, sectionSchema, sectionTypes } from '../sections/schemas.ts';
import { sectionMeta } from '../sections/section-meta.ts';
import { definitionOf } from '../sections/registry.ts';
import { drawnEntry, type EditorEntry } from './drawn-entry.ts';
import { formToData } from './formats.ts';
import { mapStrings } from './upload-files.ts';
import { readableField } from '../catalogue/cms/fields.ts';
import { formatPath } from '../catalogue/problems.ts';
import { parseYaml } from '../catalogue/yaml-source.ts';
import { get, issuesToProblems } from '../catalogue/zod-problems.ts';
import { stringify } from 'yaml';

/**
 * The preview pane shows a page or a post as visitors will see it: the site's own section
 * components and article view, rendered here to static HTML (no island runs), with the site's
 * stylesheet, in the editor's preview frame. A section not yet complete shows what is missing
 * instead; a post not yet complete says which fields are still to fill in or to fix, above what it has.
 */

interface PreviewProps {
  entry: { get(key: string): { toJS(): Record<string, unknown> } | undefined };
  /** A file uploaded in this session and not yet saved, as a blob: address the preview can show. */
  getAsset?: (path: string) => { url?: string } | undefined;
}

const noteStyle = { margin: '1rem', padding: '1rem', border: '2px dashed #b42318', font: '15px system-ui' };

/** The address the preview shows a file of the form at: an upload's blob: address, or the path as written. */
type AssetUrl = (path: string) => string;

/**
 * A section's images as the editor holds them: one uploaded in this session is its blob: address
 * until it is saved (the check before saving holds its path to the rule), and one saved but not yet
 * built has no copy on the site and its original is never published. Each is checked as a path of
 * the rule and drawn from the editor's own copy of the file.
 */
function withAssets(raw: unknown, assetUrl: AssetUrl): { checked: unknown; shown: (data: unknown) => unknown } {
  const standIns = new Map<string, string>();
  const checked = mapStrings(raw, (text) => {
    const url = text.startsWith('blob:') ? text : text.startsWith('/images/') ? assetUrl(text) : text;
    if (url === text && !text.startsWith('blob:')) return text;
    const standIn = text.startsWith('blob:') ? `/images/uploaded-${standIns.size}.jpg` : text;
    standIns.set(standIn, url);
    return standIn;
  });
  return { checked, shown: (data) => (standIns.size === 0 ? data : mapStrings(data, (text) => standIns.get(text) ?? text)) };
}

/** One section as the site renders it, or, not yet complete, a note of what it lacks. */
function sectionHtml(raw: unknown, index: number, route: string, site: Site, assetUrl: AssetUrl): string {
  const { checked, shown } = withAssets(raw, assetUrl);
  const parsed = sectionSchema.safeParse(checked, { reportInput: true });
  if (!parsed.success) {
    const type = (raw as { type?: string; include?: string })?.type ?? 'shared';
    // Named as the form's list heads it ("Figures", "Call to action"), where its type is one.
    const known = (sectionTypes as readonly string[]).includes(type);
    const title = known ? sectionMeta(definitionOf(type as SectionType).schema).title : undefined;
    return renderToStaticMarkup(
      createElement(
        'p',
        { style: noteStyle },
        (raw as { include?: string })?.include
          ? `Shared section "${(raw as { include: string }).include}" (edit it under Shared sections)`
          : `Section ${index + 1} (${title ?? type}) is not complete yet: ${incomplete(raw, parsed.error.issues[0])}`,
      ),
    );
  }
  const section = shown(parsed.data) as typeof parsed.data;
  const Component = definitionOf(section.type).Component as ComponentType<typeof section & { context: object }>;
  return renderToStaticMarkup(createElement(Component, { ...section, context: { index, route, site } }));
}

/**
 * The sections drawn for the last preview of each site, by what each was drawn from (its place, the
 * page's route and its fields). The preview is drawn again on every change in the form: a change
 * in one box draws only its own section again, and one outside the sections (a page's Description)
 * none, so a key typed costs the editor less (`npm run bench:editor-typing`).
 */
const lastDrawn = new WeakMap<Site, Map<string, string>>();

/** Sections as the site renders them, each one not yet complete as a note of what it lacks: one markup each. */
function sectionParts(sections: unknown[], route: string, site: Site, assetUrl: AssetUrl): string[] {
  const before = lastDrawn.get(site);
  const drawn = new Map<string, string>();
  const parts = sections.map((raw, index) => {
    // (A saved photo drawn from the editor's copy once the editor has it: the address is part of what it was drawn from.)
    const key = `${index} ${route} ${JSON.stringify(mapStrings(raw, (text) => (text.startsWith('/images/') ? assetUrl(text) : text)))}`;
    const html = drawn.get(key) ?? before?.get(key) ?? sectionHtml(raw, index, route, site, assetUrl);
    drawn.set(key, html);
    return html;
  });
  lastDrawn.set(site, drawn);
  return parts;
}

/**
 * What a section still lacks, as the form names its boxes and in the build's words (the check's
 * before saving: catalogue/zod-problems.ts), e.g. "Button › label: Use one of: Contact Us, …".
 */
function incomplete(raw: unknown, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '';
  const [problem] = issuesToProblems([issue], parseYaml('section.yaml', stringify(raw ?? {}, { lineWidth: 0 })).source, raw, sectionSchema);
  const message = problem?.message ?? issue.message;
  return issue.path.length > 0 ? `${readableField(formatPath(issue.path), { schema: sectionSchema, data: raw })}: ${message}` : message;
}

/** A page's sections, one markup each, as the preview draws them into its `<main>`. */
function pageParts(form: Record<string, unknown>, site: Site, assetUrl: AssetUrl = (p) => p): string[] {
  const { data } = formToData('page', form);
  const page = data as { route?: string; sections?: unknown[] };
  return sectionParts(page.sections ?? [], typeof page.route === 'string' ? page.route : '/', site, assetUrl);
}

export const pageHtml = (form: Record<string, unknown>, site: Site, assetUrl?: AssetUrl): string => `<main>${pageParts(form, site, assetUrl).join('')}</main>`;

/**
 * A shared section (pages-data/_shared/) as it shows on every page that includes it; a new one whose
 * list is still empty, how to make it (not a section "not complete yet" that is not there).
 */
const sharedSectionParts = (form: Record<string, unknown>, site: Site, assetUrl: AssetUrl = (p) => p): string[] =>
  isEmpty(form[SHARED_SECTION_FIELD])
    ? [renderToStaticMarkup(createElement('p', { style: noteStyle }, `No section yet. ${SHARED_SECTION_HINT}.`))]
    : sectionParts([formToData('section', form).data], '/', site, assetUrl);
export const sharedSectionHtml = (form: Record<string, unknown>, site: Site, assetUrl?: AssetUrl): string =>
  `<main>${sharedSectionParts(form, site, assetUrl).join('')}</main>`;

/** Nothing written: no value, blank text or an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Why a length is refused, for a list and for a text. */
const LENGTH_WORDS = { too_small: ['too few', 'too short'], too_big: ['too many', 'too long'] } as const;

/**
 * The fields of a post the check refuses, by their labels in the form: those left empty, to fill
 * in, and those written but refused, to fix, with why where it is a length ("Excerpt (too long)").
 * A cover uploaded in this session counts as filled in (the check before saving holds its path).
 */
function stillToDo(data: Record<string, unknown>, issues: readonly z.core.$ZodIssue[], uploaded: boolean): { toFill: string[]; toFix: string[] } {
  const shape = postFrontMatterSchema.shape as Record<string, z.ZodType>;
  const toFill: string[] = [];
  const toFix: string[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || seen.has(field) || (field === 'image' && uploaded)) continue;
    seen.add(field);
    const label = shape[field] ? fieldLabel(field, shape[field]) : field;
    // Empty where the check looked (an empty tag of the Tags list too), not only at the top.
    const empty = isEmpty(data[field]) || isEmpty(get(data, issue.path));
    const why = issue.code === 'too_small' || issue.code === 'too_big' ? LENGTH_WORDS[issue.code][issue.origin === 'array' ? 0 : 1] : undefined;
    if (empty) toFill.push(label);
    else toFix.push(why ? `${label} (${why})` : label);
  }
  return { toFill, toFix };
}

/**
 * A post as /blog/{slug} shows it: the article view of the build (renderer/blog/article.tsx), its
 * body through the build's Markdown step, and under it the post's own call to action or the blog's.
 * The ribbon says what `npm run dev` says of a post the build leaves out: a draft, or scheduled.
 * Related posts are the only part left out (they come from the other files).
 */
export function postHtml(form: Record<string, unknown>, site: Site, blogCta: CtaSection | undefined, assetUrl: (path: string) => string = (p) => p): string {
  const { data, body = '' } = formToData('post', form);
  const front = data as Partial<z.output<typeof postFrontMatterSchema>>;
  const parsed = postFrontMatterSchema.safeParse(data);
  // A cover uploaded in this session is, until it is saved under /images/blog/, the editor's blob:
  // address of the file or its name (the check before saving holds the saved path to the rule).
  const uploaded = front.image !== undefined && (front.image.startsWith('blob:') || assetUrl(front.image) !== front.image);
  const { toFill, toFix } = stillToDo(data as Record<string, unknown>, parsed.success ? [] : parsed.error.issues, uploaded);
  const slug = front.slug ?? '';
  // No date yet, or one the check refuses (typed by hand in the file): the date line says "No date
  // yet" (the note above names the field), rather than a date the post does not have or a throw.
  const date = postFrontMatterSchema.shape.date.safeParse(front.date).success ? (front.date as string) : '';
  const payload: BlogPostPayload = {
    kind: 'blog-post',
    site,
    path: postHref(slug),
    meta: {
      title: front.title ?? '',
      description: front.metaDescription ?? '',
      keywords: front.tags ?? [],
      robots: { index: false, follow: false },
      canonical: postHref(slug),
      social: { type: 'article' },
    },
    post: {
      id: front.id ?? 0,
      slug,
      heading: front.heading ?? '',
      date,
      author: front.author ?? '',
      excerpt: front.excerpt ?? '',
      image: { src: front.image ? assetUrl(front.image) : '', alt: front.alt ?? '' },
      tags: front.tags ?? [],
      title: front.title ?? '',
      metaDescription: front.metaDescription ?? '',
      content: markdownToSafeHtml(body),
    },
    related: [],
    cta: closingCta(front, blogCta, site.contactPage),
  };
  const ribbon = front.draft ? 'Draft' : date > todayInIndia() ? `Scheduled for ${date}` : undefined;
  return renderToStaticMarkup(
    createElement(
      'main',
      null,
      toFill.length > 0 &&
        createElement('p', { style: noteStyle, 'data-preview-missing': '' }, `Still to fill in before this post can be saved: ${toFill.join(', ')}`),
      toFix.length > 0 &&
        createElement('p', { style: noteStyle, 'data-preview-to-fix': '' }, `Still to fix before this post can be saved: ${toFix.join(', ')}`),
      ribbon &&
        createElement(
          'p',
          { 'data-draft-ribbon': '', className: 'm-0 bg-pink px-4 py-2 text-center font-semibold text-sm text-white uppercase tracking-wide' },
          ribbon,
        ),
      createElement(BlogArticleView, { data: payload }),
    ),
  );
}

/** Each preview pane's parts as drawn: their markup, and the nodes each made. */
const panes = new WeakMap<Element, { html: string; nodes: ChildNode[] }[]>();

/**
 * Draws `parts` into `container` (in the preview frame's document), replacing only the parts whose
 * markup changed since the last drawing there: a key typed in a section's box parses, styles and
 * lays out that section again, not the whole page.
 */
function drawParts(container: Element, parts: readonly string[]): void {
  const drawn = panes.get(container) ?? [];
  // A pane that no longer holds just what was drawn into it (changed from outside) is drawn anew.
  const intact =
    container.childNodes.length === drawn.reduce((n, part) => n + part.nodes.length, 0) &&
    drawn.every((part) => part.nodes.every((node) => node.parentNode === container));
  if (!intact) container.replaceChildren();
  const before = intact ? drawn : [];
  const doc = container.ownerDocument;
  // Where the next part goes: after the parts before it, which are in the container in order.
  let next: ChildNode | null = container.firstChild;
  const after = parts.map((html, i) => {
    const old = before[i];
    // Right after this part's old nodes (null: at the end), or, where it had none, where it goes.
    const following = old && old.nodes.length > 0 ? old.nodes.at(-1)!.nextSibling : next;
    if (old?.html === html) {
      next = following;
      return old;
    }
    for (const node of old?.nodes ?? []) node.remove();
    const template = doc.createElement('template');
    template.innerHTML = html;
    const nodes = [...template.content.childNodes];
    container.insertBefore(template.content, following);
    next = following;
    return { html, nodes };
  });
  for (const old of before.slice(parts.length)) for (const node of old.nodes) node.remove();
  panes.set(container, after);
}

/**
 * The preview component Sveltia draws in its frame: the entry as static HTML in parts (a page's
 * sections, in a `<main>`; a post whole), or why it cannot be drawn. React draws only the pane; what
 * is in it is drawn by `drawParts`, after each change in the form, into every pane still shown.
 */
function previewOf(draw: (form: Record<string, unknown>, assetUrl: (path: string) => string) => string[], { inMain }: { inMain: boolean }) {
  let parts: string[] = [];
  const containers = new Set<Element>();
  const redraw = () => {
    for (const container of containers)
      if (container.isConnected) drawParts(container, parts);
      else containers.delete(container);
  };
  // (React hands `ref` the pane as it draws it, and null as it takes it away: the preview is drawn
  // while the entry is there to read.)
  const ref = (pane: HTMLDivElement | null) => {
    if (!pane) {
      drawnEntry.unmounted();
      return;
    }
    drawnEntry.mounted();
    const container = inMain ? (pane.querySelector(':scope > main') ?? pane.appendChild(pane.ownerDocument.createElement('main'))) : pane;
    containers.add(container);
    drawParts(container, parts);
  };
  return ({ entry, getAsset }: PreviewProps) => {
    // The editor hands the preview the whole entry at every change, as it does a box of the site's
    // texts: the check reads it as Save is pressed (admin/drawn-entry.ts), in a form with no such
    // box too (a shared FAQ section: its Heading has a default, its Intro may be left empty).
    drawnEntry.shown(entry as unknown as EditorEntry);
    const form = entry.get('data')?.toJS() ?? {};
    try {
      parts = draw(form, (path) => getAsset?.(path)?.url ?? path);
    } catch (error) {
      parts = [`<p style="margin:1rem;font:15px system-ui">The preview could not be drawn: ${String((error as Error).message).replace(/</g, '&lt;')}</p>`];
    }
    // After React has drawn the pane (the first time, `ref` draws into it).
    queueMicrotask(redraw);
    return createElement('div', { className: 'site-preview', ref });
  };
}

export function registerPreviews(
  cms: typeof CMS,
  { pages, shared, posts }: { pages: string[]; shared: string[]; posts: string },
  site: Site,
  blogCta: CtaSection | undefined,
): void {
  cms.registerPreviewStyle(siteStyles);
  const page = previewOf((form, assetUrl) => pageParts(form, site, assetUrl), { inMain: true });
  for (const name of pages) cms.registerPreviewTemplate(name, page as never);
  const section = previewOf((form, assetUrl) => sharedSectionParts(form, site, assetUrl), { inMain: true });
  for (const name of shared) cms.registerPreviewTemplate(name, section as never);
  cms.registerPreviewTemplate(posts, previewOf((form, assetUrl) => [postHtml(form, site, blogCta, assetUrl)], { inMain: false }) as never);
}
