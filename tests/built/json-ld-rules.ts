/**
 * Checks a page's JSON-LD document: schema.org type and property names (as listed by the
 * schema-dts package), the properties each type needs (search engines' required fields), and
 * that references to this site's own nodes resolve inside the page's graph.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const schemaText = readFileSync(createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts'), 'utf8');
const knownTypes = new Set([...schemaText.matchAll(/"@type": "(\w+)";/g)].map((m) => m[1]!));
const knownProperties = new Set([...schemaText.matchAll(/^\s+"([\w-]+)"\?:/gm)].map((m) => m[1]!));

const webPage = ['name', 'url'];
/** Properties each type must carry (Google's required fields, and what this site always sets). */
export const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  LocalBusiness: ['name', 'url', 'address', 'telephone'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  ContactPoint: ['telephone', 'contactType'],
  GeoCoordinates: ['latitude', 'longitude'],
  City: ['name'],
  WebSite: ['name', 'url'],
  WebPage: webPage,
  CollectionPage: webPage,
  AboutPage: webPage,
  ContactPage: webPage,
  ItemPage: webPage,
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position'],
  ItemList: ['itemListElement'],
  Service: ['name', 'serviceType', 'provider'],
  Blog: ['name', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  Person: ['name'],
  ImageObject: ['url'],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
const typesOf = (node: Record<string, Json>) => ([] as Json[]).concat(node['@type'] ?? []).filter((t): t is string => typeof t === 'string');
const empty = (v: Json | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Problems of one JSON-LD document, as readable lines (empty when valid).
 * `ownUrls`: URLs (without fragment) whose `#…` ids must be defined in this graph.
 */
export function checkJsonLd(doc: unknown, ownUrls: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['not a JSON object'];
  if (doc['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(doc['@context'])}, expected "https://schema.org"`);
  const graph = doc['@graph'];
  if (!Array.isArray(graph) || graph.length === 0) return [...problems, 'no @graph array'];

  const defined = new Set<string>();
  const references: string[] = [];
  const visit = (value: Json, where: string, topLevel = false) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        visit(v, `${where}[${i}]`);
      });
      return;
    }
    if (!isObject(value)) return;
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '@id') {
      references.push(String(value['@id']));
      return;
    }
    if (typeof value['@id'] === 'string') defined.add(value['@id']);
    const types = typesOf(value);
    if (types.length === 0) problems.push(`${where}: no @type`);
    for (const type of types) {
      if (!knownTypes.has(type)) problems.push(`${where}: "${type}" is not a schema.org type`);
      for (const property of REQUIRED[type] ?? []) {
        if (empty(value[property])) problems.push(`${where} (${type}): required property "${property}" is missing`);
      }
    }
    if (topLevel && typeof value['@id'] !== 'string') problems.push(`${where} (${types.join(',')}): a top-level node needs an @id`);
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('@')) continue;
      if (!knownProperties.has(key)) problems.push(`${where}: "${key}" is not a schema.org property`);
      visit(v, `${where}.${key}`);
    }
    if (types.includes('BreadcrumbList')) problems.push(...checkBreadcrumb(value, where));
    if (types.includes('FAQPage')) {
      for (const [i, q] of ([] as Json[]).concat(value.mainEntity ?? []).entries()) {
        if (!isObject(q) || !typesOf(q).includes('Question')) problems.push(`${where}.mainEntity[${i}]: not a Question`);
      }
    }
  };
  graph.forEach((node, i) => {
    visit(node, `@graph[${i}]`, true);
  });

  const ids = graph
    .filter(isObject)
    .map((n) => n['@id'])
    .filter((id): id is string => typeof id === 'string');
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) problems.push(`@id ${id} is used by more than one node`);
  for (const id of references) {
    const base = id.split('#')[0]!;
    if (ownUrls.includes(base) && !defined.has(id)) problems.push(`reference to ${id}, which this graph does not define`);
  }
  return problems;
}

function checkBreadcrumb(list: Record<string, Json>, where: string): string[] {
  const items = ([] as Json[]).concat(list.itemListElement ?? []);
  const problems: string[] = [];
  items.forEach((item, i) => {
    if (!isObject(item)) {
      problems.push(`${where}.itemListElement[${i}]: not an object`);
      return;
    }
    if (item.position !== i + 1) problems.push(`${where}.itemListElement[${i}]: position ${JSON.stringify(item.position)}, expected ${i + 1}`);
    if (empty(item.name)) problems.push(`${where}.itemListElement[${i}]: no name`);
    if (typeof item.item !== 'string' || !/^https?:\/\//.test(item.item)) problems.push(`${where}.itemListElement[${i}]: item must be an absolute URL`);
  });
  if (items.length < 2) problems.push(`${where}: a breadcrumb trail has at least two items`);
  return problems;
}

/** Every node of a graph (nested ones too) with the given @type. */
export function nodesOfType(doc: unknown, type: string): Record<string, Json>[] {
  const out: Record<string, Json>[] = [];
  const visit = (v: Json) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) {
      if (typesOf(v).includes(type)) out.push(v);
      Object.values(v).forEach(visit);
    }
  };
  if (isObject(doc)) visit(doc['@graph'] ?? []);
  return out;
}
