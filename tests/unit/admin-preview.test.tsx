/**
 * The editor's preview of a post (admin/preview.ts) is the article the build publishes: the same
 * view, the same Markdown step, the same call to action; drafts and scheduled posts say so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogCtaOf, type CtaSection } from '../../catalogue/closing-cta.ts';
import { type Catalogue, buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { readFile } from '../../admin/formats.ts';
import { pageHtml, postHtml, sharedSectionHtml } from '../../admin/preview.ts';
import { sectionSchema } from '../../sections/schemas.ts';
import { definitionOf } from '../../sections/registry.ts';
import { parse } from 'yaml';
import { BlogArticleView } from '../../renderer/blog/article.tsx';
import { resolveUrl } from '../../renderer/resolve.ts';

const root = process.cwd();
const postFile = (slug: string) => readFileSync(join(root, 'pages-data', 'blog', `${slug}.md`), 'utf8');

/** A text as React writes it in markup (quotes and ampersands escaped). */
const asHtml = (text: string) => renderToStaticMarkup(<b>{text}</b>).slice(3, -4);

let catalogue: Catalogue;
let blogCta: CtaSection | undefined;
beforeAll(() => {
  catalogue = buildCatalogue(contentPaths(root)).catalogue!;
  blogCta = blogCtaOf(catalogue.byPath.get('/blog')!.page.sections)?.cta;
});

/** What the build renders for a post's article, without related posts (they come from other files) and the cover's size (read from the file by the build). */
function builtArticle(slug: string): string {
  const data = resolveUrl(catalogue, `/blog/${slug}`);
  if (data?.kind !== 'blog-post') throw new Error(`no post ${slug}`);
  const { src, alt } = data.post.image;
  const html = renderToStaticMarkup(<BlogArticleView data={{ ...data, related: [], post: { ...data.post, image: { src, alt } } }} />);
  // React writes the cover's preload before the markup (the page's head takes it); the preview's stays in its frame.
  return html.replace(/^<link rel="preload"[^>]*\/>/, '');
}

describe("the editor's preview of a post", { timeout: 60_000 }, () => {
  it.each(['how-long-does-seo-take', 'coaching-institute-admissions-ajmer'])('draws %s as the build renders its article', (slug) => {
    const html = postHtml(readFile('post', postFile(slug)), catalogue.site, blogCta);
    expect(html).toContain(builtArticle(slug));
    expect(html).not.toContain('data-draft-ribbon');
    expect(html).not.toContain('data-preview-missing');
  });

  it('shows what is typed: the Markdown body as HTML, the heading', () => {
    const form = readFile('post', postFile('how-long-does-seo-take'));
    const html = postHtml({ ...form, heading: 'A changed heading', body: '## Month one\n\nAn **audit** and [a call](/contact).' }, catalogue.site, blogCta);
    expect(html).toMatch(/<h1[^>]*>A changed heading<\/h1>/);
    expect(html).toContain('<h2>Month one</h2>');
    expect(html).toContain('An <strong>audit</strong> and <a href="/contact">a call</a>.');
  });

  it("puts the post's own call to action under it, else the blog's", () => {
    const form = readFile('post', postFile('how-long-does-seo-take'));
    expect(blogCta).toBeDefined();
    expect(postHtml(form, catalogue.site, blogCta)).toContain(asHtml(blogCta!.heading));
    const own = { ...form, cta: { heading: 'SEO for your Jaipur clinic', text: 'Book a free visibility check of your clinic in Jaipur this week.' } };
    const html = postHtml(own, catalogue.site, blogCta);
    expect(html).toContain('SEO for your Jaipur clinic');
    expect(html).not.toContain(asHtml(blogCta!.heading));
  });

  it('marks a draft and a post dated in the future, as npm run dev does', () => {
    const form = readFile('post', postFile('how-long-does-seo-take'));
    expect(postHtml({ ...form, draft: true }, catalogue.site, blogCta)).toMatch(/<p data-draft-ribbon=""[^>]*>Draft<\/p>/);
    expect(postHtml({ ...form, date: '2099-01-01' }, catalogue.site, blogCta)).toMatch(/<p data-draft-ribbon=""[^>]*>Scheduled for 2099-01-01<\/p>/);
  });

  it('draws a new post as it is written, naming the fields still to fill, with no empty cover', () => {
    const html = postHtml({ heading: 'Half-written post', body: 'First paragraph.' }, catalogue.site, blogCta);
    expect(html).toMatch(/<h1[^>]*>Half-written post<\/h1>/);
    expect(html).toContain('<p>First paragraph.</p>');
    const missing = /data-preview-missing="">Still to fill in before this post can be saved: ([^<]*)</.exec(html)?.[1];
    // By their labels in the form.
    expect(missing?.split(', ')).toEqual(expect.arrayContaining(['Id', 'Title', 'Date', 'Author', 'Excerpt', 'Image', 'Alt', 'Tags', 'Meta description']));
    expect(missing).not.toContain('Heading');
    // Not dated yet: the date line says so, not today's date (or any other).
    expect(html).toContain('<span data-no-date="">No date yet</span>');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('data-preview-to-fix');
    expect(html).not.toMatch(/<img[^>]*src=""/);
  });

  it('names a field written but refused as one to fix, with why where it is a length, not as one to fill in', () => {
    const form = readFile('post', postFile('how-long-does-seo-take'));
    const html = postHtml({ ...form, title: '  About us  ', excerpt: 'x'.repeat(301), author: '' }, catalogue.site, blogCta);
    expect(/data-preview-missing="">([^<]*)</.exec(html)?.[1]).toBe('Still to fill in before this post can be saved: Author');
    expect(/data-preview-to-fix="">([^<]*)</.exec(html)?.[1]).toBe('Still to fix before this post can be saved: Title (too short), Excerpt (too long)');
    // A date written by hand the check refuses: named, and the article drawn with no date rather than broken.
    const badDate = postHtml({ ...form, date: '5 March 2026' }, catalogue.site, blogCta);
    expect(badDate).toContain('Still to fix before this post can be saved: Date<');
    expect(badDate).toContain('<span data-no-date="">No date yet</span>');
    expect(badDate).not.toContain('<time');
    // An empty tag is one to fill in, not "Tags (too short)".
    const emptyTag = postHtml({ ...form, tags: [...(form.tags as string[]), ' '] }, catalogue.site, blogCta);
    expect(/data-preview-missing="">([^<]*)</.exec(emptyTag)?.[1]).toBe('Still to fill in before this post can be saved: Tags');
    expect(emptyTag).not.toContain('data-preview-to-fix');
    expect(postHtml(form, catalogue.site, blogCta)).not.toMatch(/data-preview-(missing|to-fix)/);
  });

  it("shows a cover uploaded in this session from the editor's copy of it, named by its file until saved", () => {
    const form = readFile('post', postFile('how-long-does-seo-take'));
    const asset = (path: string) => (path === 'IMG_0042.JPG' ? 'blob:http://127.0.0.1/1234' : path);
    const html = postHtml({ ...form, image: 'IMG_0042.JPG' }, catalogue.site, blogCta, asset);
    expect(html).toMatch(/<img src="blob:http:\/\/127\.0\.0\.1\/1234"/);
    expect(html).not.toContain('data-preview-missing');
    expect(postHtml({ ...form, image: 'blob:http://127.0.0.1/5678' }, catalogue.site, blogCta)).not.toContain('data-preview-missing');
    // A file name the editor has no upload for is still a cover to fix.
    expect(postHtml({ ...form, image: 'IMG_0043.JPG' }, catalogue.site, blogCta, asset)).toContain('Still to fix before this post can be saved: Image<');
  });

  it('draws a shared section as the pages that include it show it, or what it still lacks', () => {
    const text = readFileSync(join(root, 'pages-data', '_shared', 'generic-faq.yaml'), 'utf8');
    const form = readFile('section', text) as { section: [{ items: { question: string }[] }] };
    const html = sharedSectionHtml(form, catalogue.site);
    expect(html).toMatch(/^<main><section data-section="faq"/);
    for (const { question } of (parse(text) as { items: { question: string }[] }).items) expect(html).toContain(asHtml(question));
    const [section] = form.section;
    const blank = sharedSectionHtml({ ...form, section: [{ ...section, items: [{ ...section.items[0], question: '' }] }] }, catalogue.site);
    expect(blank).toContain('Section 1 (FAQ) is not complete yet: Item 1 › question: Must not be empty');
    // In the build's words, not the schema library's ("Invalid option: expected one of …").
    const cta = { type: 'cta', heading: 'Talk to us', text: 'Every page ends with a call to action.', button: { label: 'Book now', href: '/contact' } };
    const note = sharedSectionHtml({ section: [cta] }, catalogue.site);
    expect(note).toContain('Section 1 (Call to action) is not complete yet: Button › label: ');
    expect(note).not.toContain('Invalid option');
    expect(note).toContain(asHtml('Button › label: "Book now" is not one of: Contact Us, Contact Our Team, Start Your SEO Journey'));
    // A new one, its list still empty: how to make it, not a section "not complete yet" (with no type).
    for (const empty of [{}, { section: [] }])
      expect(sharedSectionHtml(empty, catalogue.site)).toMatch(
        /^<main><p [^>]+>No section yet\. Name a new one first, in Slug \(on a phone, ⋮ → Slug\); then Add Section, choose its type and fill it in: one section per file\.<\/p><\/main>$/,
      );
  });
});

describe("the editor's preview of a page", () => {
  const seoText = () => readFileSync(join(root, 'pages-data', 'jaipur', 'seo.yaml'), 'utf8');

  it('is the sections as the site renders them, drawn again only where the form changed', () => {
    const form = readFile('page', seoText()) as { meta: { description: string }; sections: Record<string, unknown>[] };
    const page = parse(seoText()) as { route: string; sections: Record<string, unknown>[] };
    // The markup the site's section components give for each of the page's sections, in order (React
    // writes a section's image preload just before it).
    const expected = `<main>${page.sections
      .map((raw, index) => {
        const section = sectionSchema.parse(raw);
        const Component = definitionOf(section.type).Component as ComponentType<typeof section & { context: object }>;
        return renderToStaticMarkup(<Component {...section} context={{ index, route: page.route, site: catalogue.site }} />);
      })
      .join('')}</main>`;
    const faqAt = page.sections.findIndex((s) => s.type === 'faq');
    const faq = form.sections[faqAt] as { items: { answer: string }[] };
    const drawn = { hero: 0, faq: 0 };
    const counted = (['hero', 'faq'] as const).map((type) => {
      const definition = definitionOf(type) as { Component: (props: never) => ReactNode };
      const original = definition.Component;
      definition.Component = (props: never) => {
        drawn[type]++;
        return original(props);
      };
      return () => {
        definition.Component = original;
      };
    });
    try {
      // A site of its own: nothing drawn for another test is kept for it.
      const site = { ...catalogue.site };
      expect(pageHtml(form, site)).toBe(expected);
      expect(drawn).toEqual({ hero: 1, faq: 1 });
      // The Description is not in the preview: nothing is drawn again.
      expect(pageHtml({ ...form, meta: { ...form.meta, description: 'A new description.' } }, site)).toBe(expected);
      expect(drawn).toEqual({ hero: 1, faq: 1 });
      // A new FAQ answer: the FAQ section alone is drawn again, and shows it.
      const answered = { ...faq, items: [{ ...faq.items[0], answer: 'Most Jaipur shops see results in three months.' }, ...faq.items.slice(1)] };
      const withAnswer = pageHtml({ ...form, sections: form.sections.map((s, i) => (i === faqAt ? answered : s)) }, site);
      expect(withAnswer).toContain('Most Jaipur shops see results in three months.');
      expect(withAnswer).not.toContain(asHtml(faq.items[0]!.answer));
      expect(drawn).toEqual({ hero: 1, faq: 2 });
      // Back as it was: drawn again from the fields, as before.
      expect(pageHtml(form, site)).toBe(expected);
      expect(drawn).toEqual({ hero: 1, faq: 3 });
    } finally {
      for (const restore of counted) restore();
    }
  });

  it("shows a photo uploaded and not yet saved (the editor's blob: address) and one saved but not built from the editor's copy", () => {
    const form = readFile('page', seoText()) as { sections: { image?: { src: string } }[] };
    const withSrc = (src: string) => ({ ...form, sections: form.sections.map((s, i) => (i === 0 ? { ...s, image: { ...s.image, src } } : s)) });
    const blob = 'blob:http://127.0.0.1/3791adb3-956a-4a3e-92a3-9e34f970282e';
    const site = { ...catalogue.site };
    const uploaded = pageHtml(withSrc(blob), site);
    expect(uploaded).toContain(`<img src="${blob}"`);
    expect(uploaded).not.toContain('is not complete yet');
    // Saved: the path in the form, the file in the editor's hands (a blob: address of its own); a path the editor has no file for stays.
    const copies: Record<string, string> = { '/images/jaipur/IMG_0042.JPG': 'blob:http://127.0.0.1/saved-copy' };
    const saved = pageHtml(withSrc('/images/jaipur/IMG_0042.JPG'), site, (path) => copies[path] ?? path);
    expect(saved).toContain('<img src="blob:http://127.0.0.1/saved-copy"');
    expect(saved).not.toContain('is not complete yet');
    expect(pageHtml(withSrc('/images/jaipur/IMG_0099.JPG'), site, (path) => copies[path] ?? path)).toContain('<img src="/images/jaipur/IMG_0099.JPG"');
  });
});
