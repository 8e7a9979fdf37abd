import type CMS from '@sveltia/cms';
import { type ComponentType, createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { z } from 'zod';
import { postHref } from '../catalogue/blog-addresses.ts';
import { markdownToSafeHtml } from '../catalogue/blog-markdown.ts';
import { closingCta, type CtaSection } from '../catalogue/closing-cta.ts';
import { postFrontMatterSchema } from '../catalogue/post-schema.ts';
import type { Site } from '../catalogue/site-schema.ts';
import { todayInIndia } from '../catalogue/today.ts';
import { fieldLabel } from '../catalogue/cms/fields.ts';
import { BlogArticleView } from '../renderer/blog/article.tsx';
import type { BlogPostPayload } from '../renderer/blog/resolve-blog.ts';
import siteStyles from './preview.css?url';
import { sectionSchema } from '../sections/schemas.ts';
import { definitionOf } from '../sections/registry.ts';
import { formToData } from './formats.ts';
import { readableField } from './check.ts';
import { formatPath } from '../catalogue/problems.ts';

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

/** Sections as the site renders them, each one not yet complete as a note of what it lacks. */
function sectionsHtml(sections: unknown[], route: string, site: Site): string {
  const parts = sections.map((raw, index) => {
    const parsed = sectionSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: string; include?: string })?.type ?? 'shared';
      return createElement(
        'p',
        { key: index, style: noteStyle },
        (raw as { include?: string })?.include
          ? `Shared section "${(raw as { include: string }).include}" (edit it under Shared sections)`
          : `Section ${index + 1} (${type}) is not complete yet: ${incomplete(parsed.error.issues[0])}`,
      );
    }
    const section = parsed.data;
    const Component = definitionOf(section.type).Component as ComponentType<typeof section & { context: object }>;
    return createElement(Component, { key: index, ...section, context: { index, route, site } });
  });
  return renderToStaticMarkup(createElement('main', null, createElement(Fragment, null, ...parts)));
}

/** What a section still lacks, as the form names its boxes: "Item 1 › question: Must not be empty". */
function incomplete(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '';
  return issue.path.length > 0 ? `${readableField(formatPath(issue.path))}: ${issue.message}` : issue.message;
}

export function pageHtml(form: Record<string, unknown>, site: Site): string {
  const { data } = formToData('page', form);
  const page = data as { route?: string; sections?: unknown[] };
  return sectionsHtml(page.sections ?? [], typeof page.route === 'string' ? page.route : '/', site);
}

/** A shared section (pages-data/_shared/) as it shows on every page that includes it. */
export const sharedSectionHtml = (form: Record<string, unknown>, site: Site): string => sectionsHtml([formToData('section', form).data], '/', site);

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
    const value = data[field];
    const label = shape[field] ? fieldLabel(field, shape[field]) : field;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
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
  // A date the check refuses (typed by hand in the file) is drawn as today's, not left to throw in the article's date line.
  const date = postFrontMatterSchema.shape.date.safeParse(front.date).success ? (front.date as string) : todayInIndia();
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

/** The preview component Sveltia draws in its frame: the entry as static HTML, or why it cannot be drawn. */
function previewOf(draw: (form: Record<string, unknown>, assetUrl: (path: string) => string) => string) {
  return ({ entry, getAsset }: PreviewProps) => {
    const form = entry.get('data')?.toJS() ?? {};
    let html: string;
    try {
      html = draw(form, (path) => getAsset?.(path)?.url ?? path);
    } catch (error) {
      html = `<p style="margin:1rem;font:15px system-ui">The preview could not be drawn: ${String((error as Error).message).replace(/</g, '&lt;')}</p>`;
    }
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the site's own section components rendered by React just above, in the preview frame
    return createElement('div', { className: 'site-preview', dangerouslySetInnerHTML: { __html: html } });
  };
}

export function registerPreviews(
  cms: typeof CMS,
  { pages, shared, posts }: { pages: string[]; shared: string[]; posts: string },
  site: Site,
  blogCta: CtaSection | undefined,
): void {
  cms.registerPreviewStyle(siteStyles);
  const page = previewOf((form) => pageHtml(form, site));
  for (const name of pages) cms.registerPreviewTemplate(name, page as never);
  const section = previewOf((form) => sharedSectionHtml(form, site));
  for (const name of shared) cms.registerPreviewTemplate(name, section as never);
  cms.registerPreviewTemplate(posts, previewOf((form, assetUrl) => postHtml(form, site, blogCta, assetUrl)) as never);
}
