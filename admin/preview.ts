import type CMS from '@sveltia/cms';
import { type ComponentType, createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { Site } from '../catalogue/site-schema.ts';
import siteStyles from './preview.css?url';
import { sectionSchema } from '../sections/schemas.ts';
import { definitionOf } from '../sections/registry.ts';
import { formToData } from './formats.ts';

/**
 * The preview pane shows a page as visitors will see it: the site's own section components,
 * rendered here to static HTML (no island runs), with the site's stylesheet, in the editor's
 * preview frame. A section not yet complete shows what is missing instead.
 */

interface PreviewProps {
  entry: { get(key: string): { toJS(): Record<string, unknown> } | undefined };
}

function pageHtml(form: Record<string, unknown>, site: Site): string {
  const { data } = formToData('page', form);
  const page = data as { route?: string; sections?: unknown[] };
  const route = typeof page.route === 'string' ? page.route : '/';
  const parts = (page.sections ?? []).map((raw, index) => {
    const parsed = sectionSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: string; include?: string })?.type ?? 'shared';
      return createElement(
        'p',
        { key: index, style: { margin: '1rem', padding: '1rem', border: '2px dashed #b42318', font: '15px system-ui' } },
        (raw as { include?: string })?.include
          ? `Shared section "${(raw as { include: string }).include}" (edit it under Shared sections)`
          : `Section ${index + 1} (${type}) is not complete yet: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    const section = parsed.data;
    const Component = definitionOf(section.type).Component as ComponentType<typeof section & { context: object }>;
    return createElement(Component, { key: index, ...section, context: { index, route, site } });
  });
  return renderToStaticMarkup(createElement('main', null, createElement(Fragment, null, ...parts)));
}

export function registerPreviews(cms: typeof CMS, collections: string[], site: Site): void {
  cms.registerPreviewStyle(siteStyles);
  const Preview = ({ entry }: PreviewProps) => {
    const form = entry.get('data')?.toJS() ?? {};
    let html: string;
    try {
      html = pageHtml(form, site);
    } catch (error) {
      html = `<p style="margin:1rem;font:15px system-ui">The preview could not be drawn: ${String((error as Error).message).replace(/</g, '&lt;')}</p>`;
    }
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the site's own section components rendered by React just above, in the preview frame
    return createElement('div', { className: 'site-preview', dangerouslySetInnerHTML: { __html: html } });
  };
  for (const name of collections) cms.registerPreviewTemplate(name, Preview as never);
}
