/**
 * Structured data of every built page: one JSON-LD block that parses, uses schema.org types
 * and properties, has each type's required properties, carries the agency on every page, a
 * WebPage and a breadcrumb trail on listed pages, a Service on service pages, and an FAQPage
 * whose questions and answers are exactly the visible FAQ text.
 */
import { describe, expect, test } from 'vitest';
import { absolute } from '../../scripts/postbuild/sitemap.ts';
import { canonicalHref, isIndexable, isNotFoundPage, jsonLdBlocks, textOf, withoutRawText } from '../../scripts/postbuild/html.ts';
import { catalogue, fileFor, hasDist, pages, sitePath } from './built-site.ts';
import { checkJsonLd, nodesOfType } from './json-ld-rules.ts';

/** The FAQ as a visitor reads it: each `<details data-faq-item>` question (its h3) and answer. */
export function visibleFaq(html: string): { question: string; answer: string }[] {
  return [...withoutRawText(html).matchAll(/<details\b[^>]*\bdata-faq-item\b[^>]*>([\s\S]*?)<\/details>/g)].map((m) => {
    const [, summary = '', answer = ''] = /<summary\b[^>]*>([\s\S]*?)<\/summary>([\s\S]*)/.exec(m[1]!) ?? [];
    const question = /<h3\b[^>]*>([\s\S]*?)<\/h3>/.exec(summary)?.[1] ?? summary;
    return { question: textOf(question), answer: textOf(answer) };
  });
}

const normalise = (s: unknown) => String(s).replace(/\s+/g, ' ').trim();

describe.runIf(hasDist)('structured data of the built site', () => {
  test('every page has one JSON-LD graph that parses and validates', () => {
    const { baseUrl } = catalogue().site;
    const problems: string[] = [];
    for (const page of pages()) {
      let blocks: unknown[];
      try {
        blocks = jsonLdBlocks(page.html);
      } catch (error) {
        problems.push(`${page.file}: JSON-LD does not parse: ${(error as Error).message}`);
        continue;
      }
      if (blocks.length !== 1) problems.push(`${page.file}: ${blocks.length} JSON-LD blocks, expected one @graph`);
      const canonical = canonicalHref(page.html) ?? '';
      for (const block of blocks) problems.push(...checkJsonLd(block, [`${baseUrl}/`, canonical]).map((p) => `${page.file}: ${p}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the agency is on every page, with its phones, e-mail, Jaipur address, profiles and areas served', () => {
    const { site } = catalogue();
    for (const page of pages()) {
      const [doc] = jsonLdBlocks(page.html);
      const [agency, ...others] = nodesOfType(doc, 'LocalBusiness');
      expect(others, page.file).toEqual([]);
      expect(agency, `${page.file}: no LocalBusiness node`).toMatchObject({
        '@id': `${site.baseUrl}/#organization`,
        name: site.name,
        email: site.email,
        address: { addressLocality: site.address.city, postalCode: site.address.postalCode },
        sameAs: site.social.map((s) => s.href),
      });
      expect((agency!.contactPoint as { telephone: string }[]).map((c) => c.telephone)).toEqual(site.phones.map((p) => p.dial));
      expect((agency!.areaServed as { name: string }[]).map((c) => c.name)).toEqual(site.areaServed ?? [site.address.city]);
    }
  });

  test('listed pages carry their WebPage, and all but the home page a breadcrumb trail ending on the page', () => {
    const { baseUrl } = catalogue().site;
    const problems: string[] = [];
    for (const page of pages().filter((p) => !isNotFoundPage(p) && isIndexable(p.html))) {
      const [doc] = jsonLdBlocks(page.html);
      const canonical = canonicalHref(page.html)!;
      const webPage = nodesOfType(doc, 'WebPage')
        .concat(nodesOfType(doc, 'CollectionPage'))
        .find((n) => n['@id'] === `${canonical}#webpage`);
      if (!webPage) problems.push(`${page.file}: no WebPage node ${canonical}#webpage`);
      else if (webPage.url !== canonical) problems.push(`${page.file}: WebPage url ${String(webPage.url)} is not the canonical ${canonical}`);
      if (canonical === `${baseUrl}/`) continue;
      const trail = nodesOfType(doc, 'BreadcrumbList')[0];
      const items = (trail?.itemListElement ?? []) as { item: string }[];
      if (items.at(-1)?.item !== canonical) problems.push(`${page.file}: breadcrumb does not end on ${canonical}`);
      for (const { item } of items) {
        const path = sitePath(item, baseUrl);
        if (!path || !fileFor(path)) problems.push(`${page.file}: breadcrumb item ${item} is not a page of the site`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('FAQPage is present exactly on pages with a FAQ, and says what the page shows', () => {
    let pagesWithFaq = 0;
    for (const page of pages().filter((p) => isIndexable(p.html))) {
      const visible = visibleFaq(page.html);
      const faqPages = nodesOfType(jsonLdBlocks(page.html)[0], 'FAQPage');
      if (visible.length === 0) {
        expect(faqPages, `${page.file}: FAQPage without a visible FAQ`).toEqual([]);
        continue;
      }
      pagesWithFaq++;
      expect(faqPages, `${page.file}: a visible FAQ but no FAQPage`).toHaveLength(1);
      const data = (faqPages[0]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => ({
        question: normalise(q.name),
        answer: normalise(q.acceptedAnswer.text),
      }));
      expect(data, page.file).toEqual(visible);
    }
    const expected = catalogue().pages.filter((e) => e.page.meta.robots.index && e.page.sections.some((s) => s.type === 'faq')).length;
    expect(pagesWithFaq).toBeGreaterThanOrEqual(expected);
  });

  test('pages marked meta.service carry a Service provided by the agency', () => {
    const { site } = catalogue();
    for (const entry of catalogue().pages.filter((e) => e.page.meta.service && e.page.meta.robots.index)) {
      const page = pages().find((p) => absolute(site.baseUrl, p.path) === canonicalHref(p.html) && p.path === entry.page.meta.canonical);
      expect(page, `${entry.file}: canonical page not built`).toBeDefined();
      const [service, ...more] = nodesOfType(jsonLdBlocks(page!.html)[0], 'Service');
      expect(more).toEqual([]);
      expect(service, entry.file).toMatchObject({
        name: entry.page.meta.service!.name,
        serviceType: entry.page.meta.service!.serviceType,
        provider: { '@id': `${site.baseUrl}/#organization` },
      });
    }
  });
});
