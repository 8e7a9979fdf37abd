// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { getCatalogue } from '../catalogue/index.ts';
import { blogHead } from './blog/head.tsx';
import { Document } from './document.tsx';
import { contentProblems, renderContentErrors } from './dev/content-errors.tsx';
import { contentGraph } from './json-ld.ts';
import type { PageData } from './resolve.ts';

export function onRenderHtml(pageContext: PageContextServer) {
  // `npm run dev` shows content mistakes in the browser; the build stops on them instead.
  const problems = process.env.NODE_ENV === 'development' ? contentProblems(pageContext.errorWhileRendering) : undefined;
  if (problems) return escapeInject`${dangerouslySkipEscape(renderContentErrors(problems))}`;
  const html = pageContext.is404 || pageContext.abortStatusCode === 404 ? renderNotFound(pageContext) : renderPage(pageContext);
  return {
    documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`,
    // No font preload: text paints at once in the metric-matched fallback (renderer/styles.css),
    // so the font must not compete with the page and its largest image for the first bytes.
    injectFilter(assets: { assetType: string | null; inject: unknown }[]) {
      for (const asset of assets) if (asset.assetType === 'font') asset.inject = false;
    },
  };
}

function renderPage(pageContext: PageContextServer): string {
  const data = pageContext.data as PageData;
  const Page = pageContext.Page as ComponentType<{ data: PageData }>;
  const { site, path } = data;
  if (data.kind !== 'page') {
    const head = blogHead(data);
    return renderToString(
      <Document
        site={site}
        meta={head.meta}
        path={path}
        glowCursor={data.kind === 'blog-listing' && data.page.glowCursor}
        jsonLd={head.jsonLd}
        extraHead={head.extraHead}
        ribbon={data.kind === 'blog-post' ? data.ribbon : undefined}
      >
        <Page data={data} />
      </Document>,
    );
  }
  const { page } = data;
  return renderToString(
    <Document site={site} meta={page.meta} path={path} glowCursor={page.glowCursor} jsonLd={contentGraph(site, page.meta, page.sections)} ribbon={data.ribbon}>
      <Page data={data} />
    </Document>,
  );
}

function renderNotFound(pageContext: PageContextServer): string {
  const { site } = getCatalogue();
  const NotFound = pageContext.Page as ComponentType<{ site: typeof site }>;
  const meta = {
    title: `Page not found | ${site.name}`,
    description: `This address is not a page of ${site.name}. You are being taken to the home page.`,
    keywords: [site.name],
    robots: { index: false, follow: true },
    canonical: '/',
    social: { type: 'website' as const },
  };
  return renderToString(
    <Document
      site={site}
      meta={meta}
      path=""
      extraHead={
        <>
          <meta httpEquiv="refresh" content="0; url=/" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of this file, no content */}
          <script dangerouslySetInnerHTML={{ __html: 'location.replace("/")' }} />
        </>
      }
    >
      <NotFound site={site} />
    </Document>,
  );
}
