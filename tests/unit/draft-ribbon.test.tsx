/** npm run dev shows drafts with a "Draft" ribbon (and scheduled posts with their date); the build never renders one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { Document } from '../../renderer/document.tsx';
import { resolveUrl } from '../../renderer/resolve.ts';

const root = process.cwd();
const PAGE = join(root, 'pages-data', 'jaipur', 'local-seo-for-clinics.yaml');
const POST = join(root, 'pages-data', 'blog', 'google-maps-for-clinics-jaipur.md');
const guide = (name: string) => readFileSync(join(root, 'tests', 'fixtures', 'guide', name), 'utf8');
const files = new Map([
  [PAGE, guide('new-page.yaml').replace(/^route:/m, 'draft: true\nroute:')],
  [POST, guide('blog-post.md').replace(/^date: .*$/m, 'date: 2099-01-01')],
]);

describe('the draft ribbon', { timeout: 60_000 }, () => {
  it('marks a draft page and a scheduled post in development', () => {
    const { catalogue } = buildCatalogue(contentPaths(root, { files }), { drafts: true });
    const page = resolveUrl(catalogue!, '/local-seo-for-clinics-jaipur');
    const post = resolveUrl(catalogue!, '/blog/google-maps-for-clinics-jaipur');
    expect(page?.kind === 'page' && page.ribbon).toBe('Draft');
    expect(post?.kind === 'blog-post' && post.ribbon).toBe('Scheduled for 2099-01-01');
    const published = resolveUrl(catalogue!, '/seo-company-jaipur');
    expect(published?.kind === 'page' && published.ribbon).toBeUndefined();
  });

  it('is rendered as a visible note on the page', () => {
    const { catalogue } = buildCatalogue(contentPaths(root, { files }), { drafts: true });
    const data = resolveUrl(catalogue!, '/local-seo-for-clinics-jaipur')!;
    if (data.kind !== 'page') throw new Error('expected a page');
    const html = renderToStaticMarkup(
      <Document site={data.site} meta={data.page.meta} path={data.path} ribbon={data.ribbon}>
        <p>content</p>
      </Document>,
    );
    expect(html).toMatch(/<p data-draft-ribbon="[^"]*"[^>]*>Draft<\/p>/);
  });

  it('the build leaves drafts out, so it never renders one', () => {
    const { catalogue } = buildCatalogue(contentPaths(root, { files }));
    expect(resolveUrl(catalogue!, '/local-seo-for-clinics-jaipur')).toBeUndefined();
    expect(resolveUrl(catalogue!, '/blog/google-maps-for-clinics-jaipur')?.kind).toBe('blog-not-found');
  });
});
