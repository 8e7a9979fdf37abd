import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, type Catalogue } from '../../catalogue/index.ts';
import { Head } from '../../renderer/head.tsx';
import { baseGraph, breadcrumbNode, contentGraph, ids, mergeGraph, serializeGraph } from '../../renderer/json-ld.ts';
import { jsonLdBlocks } from '../../scripts/postbuild/html.ts';
import { checkJsonLd, nodesOfType } from '../built/json-ld-rules.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'seo');
const { catalogue } = buildCatalogue(
  contentPaths(process.cwd(), { siteFile: join(fixtures, 'site.config.yaml'), pagesDir: join(fixtures, 'pages'), publicDir: join(fixtures, 'public') }),
);
const cat = catalogue as Catalogue;
const site = cat.site;
const page = (route: string) => cat.byPath.get(route)!.page;

/** The page's graph as the head writes it. */
function headGraph(route: string, extra?: object[]) {
  const { meta, sections } = page(route);
  const html = renderToStaticMarkup(<Head site={site} meta={meta} jsonLd={[...contentGraph(site, meta, sections), ...(extra ?? [])]} />);
  const blocks = jsonLdBlocks(html);
  expect(blocks).toHaveLength(1);
  return blocks[0] as { '@context': string; '@graph': Record<string, unknown>[] };
}

describe('structured data of a page', () => {
  it('puts the agency on every page as a LocalBusiness with phones, e-mail, Jaipur address, profiles and areas served', () => {
    for (const route of ['/', '/seo-company-jaipur', '/digital-marketing-services-ajmer']) {
      const [agency] = nodesOfType(headGraph(route), 'LocalBusiness');
      expect(agency).toMatchObject({
        '@id': 'https://www.example.com/#organization',
        name: 'Fixture Agency',
        telephone: '+919876543210',
        email: 'hello@example.com',
        address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', postalCode: '302001', addressCountry: 'IN' },
        geo: { latitude: 26.9063, longitude: 75.8076 },
        areaServed: [
          { '@type': 'City', name: 'Jaipur' },
          { '@type': 'City', name: 'Ajmer' },
        ],
        sameAs: ['https://www.instagram.com/example', 'https://www.facebook.com/example', 'https://www.linkedin.com/company/example'],
      });
      expect((agency!.contactPoint as { telephone: string }[]).map((c) => c.telephone)).toEqual(['+919876543210', '+919123456789']);
    }
  });

  it('links the pieces by stable @ids and passes the schema.org checks', () => {
    const graph = headGraph('/seo-company-jaipur');
    expect(checkJsonLd(graph, ['https://www.example.com/', 'https://www.example.com/seo-company-jaipur'])).toEqual([]);
    const byId = Object.fromEntries(graph['@graph'].map((n) => [n['@id'], n]));
    const webpage = byId['https://www.example.com/seo-company-jaipur#webpage']!;
    expect(webpage).toMatchObject({
      '@type': 'WebPage',
      url: 'https://www.example.com/seo-company-jaipur',
      isPartOf: { '@id': 'https://www.example.com/#website' },
      breadcrumb: { '@id': 'https://www.example.com/seo-company-jaipur#breadcrumb' },
      primaryImageOfPage: { url: 'https://www.example.com/images/og/seo-company-jaipur.png' },
    });
    expect(byId['https://www.example.com/#website']).toMatchObject({ publisher: { '@id': 'https://www.example.com/#organization' } });
  });

  it('adds a Service on pages marked meta.service, provided by the agency in the page city', () => {
    const [service, ...more] = nodesOfType(headGraph('/seo-company-jaipur'), 'Service');
    expect(more).toEqual([]);
    expect(service).toMatchObject({
      '@id': 'https://www.example.com/seo-company-jaipur#service',
      name: 'SEO services in Jaipur',
      serviceType: 'Search engine optimisation',
      provider: { '@id': 'https://www.example.com/#organization' },
      areaServed: [{ '@type': 'City', name: 'Jaipur' }],
      mainEntityOfPage: { '@id': 'https://www.example.com/seo-company-jaipur#webpage' },
    });
    expect(nodesOfType(headGraph('/'), 'Service')).toEqual([]);
  });

  it('builds one FAQPage from every faq section, word for word', () => {
    const faq = nodesOfType(headGraph('/digital-marketing-services-ajmer'), 'FAQPage');
    expect(faq).toHaveLength(1);
    expect(faq[0]!.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do you work with coaching institutes near Pushkar Road?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes. We plan admissions-season campaigns & local listings.' },
      },
      {
        '@type': 'Question',
        name: 'How soon do SEO results show?',
        acceptedAnswer: { '@type': 'Answer', text: 'First results in 3–6 months, significant results in 6–12 months.' },
      },
    ]);
    expect(nodesOfType(headGraph('/seo-company-jaipur'), 'FAQPage')).toEqual([]);
  });

  it('uses the canonical address for every node, also on the second path of a page', () => {
    const graph = headGraph('/google-business-profile-services-jaipur');
    const ids_ = graph['@graph'].map((n) => n['@id']);
    expect(ids_).toContain('https://www.example.com/google-business-profile#webpage');
    expect(ids_.some((id) => String(id).includes('google-business-profile-services-jaipur'))).toBe(false);
  });

  it('gives pages a breadcrumb trail from Home, with the section of deeper paths, and none on the home page', () => {
    expect(nodesOfType(headGraph('/'), 'BreadcrumbList')).toEqual([]);
    const trail = (path: string, name: string) =>
      (breadcrumbNode(site, path, name).itemListElement as { position: number; name: string; item: string }[]).map((i) => [i.position, i.name, i.item]);
    expect(trail('/seo-company-jaipur', 'SEO Company in Jaipur')).toEqual([
      [1, 'Home', 'https://www.example.com/'],
      [2, 'SEO Company in Jaipur', 'https://www.example.com/seo-company-jaipur'],
    ]);
    expect(trail('/blog/page/2', 'Blog, page 2')).toEqual([
      [1, 'Home', 'https://www.example.com/'],
      [2, 'Blog', 'https://www.example.com/blog'],
      [3, 'Blog, page 2', 'https://www.example.com/blog/page/2'],
    ]);
    const [list] = nodesOfType(headGraph('/seo-company-jaipur'), 'BreadcrumbList');
    expect((list!.itemListElement as { name: string }[]).at(-1)!.name).toBe('SEO Company in Jaipur');
  });

  it('keeps only the agency and the website on pages that search engines must not list', () => {
    const meta = { ...page('/').meta, robots: { index: false, follow: true } };
    expect(baseGraph(site, meta).map((n) => n['@type'])).toEqual(['LocalBusiness', 'WebSite']);
    expect(contentGraph(site, meta, page('/digital-marketing-services-ajmer').sections)).toEqual([]);
  });

  it('merges nodes passed by other parts of the site into the one graph by @id', () => {
    const trail = { '@id': ids.breadcrumb(site, '/seo-company-jaipur'), name: 'Refined trail' };
    const posting = { '@type': 'BlogPosting', '@id': 'https://www.example.com/blog/x#article', headline: 'A post' };
    const graph = headGraph('/seo-company-jaipur', [trail, posting]);
    const lists = nodesOfType(graph, 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Refined trail', itemListElement: expect.any(Array) });
    expect(nodesOfType(graph, 'BlogPosting')).toEqual([posting]);
    expect(mergeGraph([{ '@id': 'a', x: 1 }], [{ '@id': 'a', y: 2 }, { z: 3 }])).toEqual([{ '@id': 'a', x: 1, y: 2 }, { z: 3 }]);
  });

  it('cannot close its script element, whatever the content says', () => {
    const text = serializeGraph([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('the structured-data checker', () => {
  const valid = () => ({ '@context': 'https://schema.org', '@graph': baseGraph(site, page('/seo-company-jaipur').meta) });

  it('reports a missing required property, an unknown type or property, and a dangling reference', () => {
    const doc = valid();
    delete (doc['@graph'][0] as Record<string, unknown>).address;
    doc['@graph'].push({ '@type': 'MarketingThing', '@id': 'https://www.example.com/#x' });
    doc['@graph'].push({
      '@type': 'Service',
      '@id': 'https://www.example.com/#y',
      name: 'x',
      serviceType: 'y',
      provider: { '@id': 'https://www.example.com/#nobody' },
      telephon: '1',
    });
    expect(checkJsonLd(doc, ['https://www.example.com/'])).toEqual([
      '@graph[0] (LocalBusiness): required property "address" is missing',
      '@graph[4]: "MarketingThing" is not a schema.org type',
      '@graph[5]: "telephon" is not a schema.org property',
      'reference to https://www.example.com/#nobody, which this graph does not define',
    ]);
  });

  it('reports a breadcrumb trail with a gap in its positions', () => {
    const doc = valid();
    const trail = doc['@graph'].find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { position: number }[] };
    trail.itemListElement[1]!.position = 3;
    expect(checkJsonLd(doc)).toEqual(['@graph[3].itemListElement[1]: position 3, expected 2']);
  });
});
