import { LOGO_PATH, SOCIAL_IMAGE } from '../catalogue/image-layouts.ts';
/**
 * Structured data (JSON-LD) for every page, built from the same YAML as the page itself:
 * one `@graph` per page whose nodes link to each other through stable `@id`s.
 * Pure functions (no file access), so the head, the build and the tests share them.
 */
import type {
  BreadcrumbListLeaf,
  City,
  FAQPageLeaf,
  IdReference,
  ListItem,
  LocalBusinessLeaf,
  Question,
  ServiceLeaf,
  WebPageLeaf,
  WebSiteLeaf,
} from 'schema-dts';
import type { PageMeta, Site } from '../catalogue/index.ts';
import { absoluteUrl } from '../catalogue/site-schema.ts';

/** A node of the graph: a schema.org object that may carry an `@id`. */
export type GraphNode = Record<string, unknown> & { '@id'?: string; '@type'?: string | readonly string[] };

const pageUrl = (site: Site, path: string) => absoluteUrl(site.baseUrl, path);

/** Stable identifiers: the blog's graph (renderer/blog/head.tsx) names its nodes and links to these with them. */
export const ids = {
  organization: (site: Site) => `${site.baseUrl}/#organization`,
  website: (site: Site) => `${site.baseUrl}/#website`,
  webpage: (site: Site, path: string) => `${pageUrl(site, path)}#webpage`,
  breadcrumb: (site: Site, path: string) => `${pageUrl(site, path)}#breadcrumb`,
  faq: (site: Site, path: string) => `${pageUrl(site, path)}#faq`,
  service: (site: Site, path: string) => `${pageUrl(site, path)}#service`,
  blog: (site: Site, path: string) => `${pageUrl(site, path)}#blog`,
  article: (site: Site, path: string) => `${pageUrl(site, path)}#article`,
  articles: (site: Site, path: string) => `${pageUrl(site, path)}#articles`,
};

const ref = (id: string): IdReference => ({ '@id': id });
/** Types the literal against its schema-dts type (a misspelled property is a compile error), then widens it. */
const node = <T extends object>(value: T): GraphNode => value as unknown as GraphNode;
const cities = (names: readonly string[]): City[] => names.map((name) => ({ '@type': 'City', name }));

/** The agency as a local business, from site.config.yaml. */
export function organizationNode(site: Site): GraphNode {
  const { address } = site;
  const map = new URL(address.mapUrl);
  const lat = Number(map.searchParams.get('mlat') ?? map.searchParams.get('lat'));
  const lon = Number(map.searchParams.get('mlon') ?? map.searchParams.get('lon'));
  return node<LocalBusinessLeaf>({
    '@type': 'LocalBusiness',
    '@id': ids.organization(site),
    name: site.name,
    description: site.tagline,
    url: pageUrl(site, '/'),
    logo: { '@type': 'ImageObject', url: `${site.baseUrl}${LOGO_PATH}` },
    image: `${site.baseUrl}${LOGO_PATH}`,
    telephone: site.phones[0]?.dial,
    email: site.email,
    contactPoint: site.phones.map((p) => ({ '@type': 'ContactPoint', telephone: p.dial, contactType: 'customer service', areaServed: address.country })),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(lat && lon ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lon } } : {}),
    hasMap: address.mapUrl,
    areaServed: cities(site.areaServed ?? [address.city]),
    sameAs: site.social.map((s) => s.href),
  });
}

export function websiteNode(site: Site): GraphNode {
  return node<WebSiteLeaf>({
    '@type': 'WebSite',
    '@id': ids.website(site),
    url: pageUrl(site, '/'),
    name: site.name,
    inLanguage: site.locale,
    publisher: ref(ids.organization(site)),
  });
}

/** The page's own name for breadcrumbs: its title without the trailing "| Agency name". */
export function shortTitle(site: Site, title: string): string {
  const escaped = site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`), '').trim() || title;
}

const titleCase = (segment: string) => segment.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Home › section › this page. The section is the first part of a deeper path, named from it
 * (/blog/how-long-does-seo-take → Blog); parts in between (/blog/page) are not pages, so they are left out.
 */
export function breadcrumbNode(site: Site, path: string, name: string): GraphNode {
  const [section, ...rest] = path.split('/').filter(Boolean);
  const trail: [string, string][] = [['Home', '/']];
  if (section && rest.length > 0) trail.push([titleCase(section), `/${section}`]);
  trail.push([name, path]);
  const items: ListItem[] = trail.map(([itemName, itemPath], i) => ({ '@type': 'ListItem', position: i + 1, name: itemName, item: pageUrl(site, itemPath) }));
  return node<BreadcrumbListLeaf>({ '@type': 'BreadcrumbList', '@id': ids.breadcrumb(site, path), itemListElement: items });
}

/**
 * What every page carries: the agency, the website, and for pages that search engines
 * list, the page itself and its breadcrumb trail. `socialImage` is the page's absolute og:image.
 */
export function baseGraph(site: Site, meta: PageMeta, socialImage?: string): GraphNode[] {
  const nodes: GraphNode[] = [organizationNode(site), websiteNode(site)];
  if (!meta.robots.index) return nodes;
  const path = meta.canonical;
  const isHome = path === '/';
  const page = node<WebPageLeaf>({
    '@type': 'WebPage',
    '@id': ids.webpage(site, path),
    url: pageUrl(site, path),
    name: meta.title,
    description: meta.description,
    inLanguage: site.locale,
    isPartOf: ref(ids.website(site)),
    ...(isHome ? { about: ref(ids.organization(site)) } : { breadcrumb: ref(ids.breadcrumb(site, path)) }),
    ...(socialImage
      ? { primaryImageOfPage: { '@type': 'ImageObject', url: socialImage, width: String(SOCIAL_IMAGE.width), height: String(SOCIAL_IMAGE.height) } }
      : {}),
  });
  nodes.push(page);
  if (!isHome) nodes.push(breadcrumbNode(site, path, shortTitle(site, meta.title)));
  return nodes;
}

export interface FaqContent {
  items: readonly { question: string; answer: string }[];
}

export interface ServiceMeta {
  name: string;
  serviceType: string;
  areaServed?: readonly string[];
}

/**
 * Nodes that come from a page's sections and metadata: one FAQPage built from every `faq`
 * section's own items (so it always matches the visible text), and a Service when the page
 * sets meta.service.
 */
export function contentGraph(site: Site, meta: PageMeta & { service?: ServiceMeta }, sections: readonly { type: string }[]): GraphNode[] {
  if (!meta.robots.index) return [];
  const path = meta.canonical;
  const nodes: GraphNode[] = [];
  const questions: Question[] = sections
    .filter((s): s is { type: 'faq' } & FaqContent => s.type === 'faq')
    .flatMap((s) => s.items)
    .map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } }));
  if (questions.length > 0) {
    const faq = node<FAQPageLeaf>({
      '@type': 'FAQPage',
      '@id': ids.faq(site, path),
      url: pageUrl(site, path),
      name: meta.title,
      isPartOf: ref(ids.webpage(site, path)),
      mainEntity: questions,
    });
    nodes.push(faq);
  }
  if (meta.service) {
    const service = node<ServiceLeaf>({
      '@type': 'Service',
      '@id': ids.service(site, path),
      name: meta.service.name,
      serviceType: meta.service.serviceType,
      description: meta.description,
      url: pageUrl(site, path),
      provider: ref(ids.organization(site)),
      areaServed: cities(meta.service.areaServed ?? (meta.geo ? [meta.geo.placename] : (site.areaServed ?? [site.address.city]))),
      mainEntityOfPage: ref(ids.webpage(site, path)),
    });
    nodes.push(service);
  }
  return nodes;
}

/**
 * One graph from several lists: nodes with the same `@id` are merged (later properties win,
 * so a caller can refine a node such as the breadcrumb), nodes without an `@id` are kept as they are.
 */
export function mergeGraph(...lists: readonly (readonly object[])[]): GraphNode[] {
  const out: GraphNode[] = [];
  const byId = new Map<string, GraphNode>();
  for (const node of lists.flat() as GraphNode[]) {
    const { '@context': _context, ...rest } = node as GraphNode & { '@context'?: unknown };
    const id = rest['@id'];
    const existing = id ? byId.get(id) : undefined;
    if (existing) Object.assign(existing, rest);
    else {
      const copy = { ...rest };
      out.push(copy);
      if (id) byId.set(id, copy);
    }
  }
  return out;
}

/** The text of the page's `<script type="application/ld+json">`. `<` is escaped so no text can close the element. */
export function serializeGraph(nodes: readonly GraphNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
