import { escapeRegExp } from './regex.ts';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, type Node, type Scalar } from 'yaml';
import type { z } from 'zod';
import { displayName, readContent, validateYaml, type ContentPaths } from './content-files.ts';
import { childSchema, childValue, isCopy, schemaAt } from '../sections/field-kinds.ts';
import { type Page, pageSchema } from './page-schema.ts';
import { formatPath, type Problem, type ProblemCode } from './problems.ts';
import type { Post } from './blog.ts';
import { blogCtaOf } from './closing-cta.ts';
import type { Loaded } from './content-files.ts';
import { BLOG_ROUTE } from './blog-addresses.ts';
import type { Site } from './site-schema.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * The city a page is for, and the check that holds it to that city.
 *
 * A page in pages-data/<folder>/ is for the city of that folder in the gazetteer,
 * pages-data/_cities.yaml (name, region, point, and the places its pages name). Its geo tags
 * must name that city and a point within 30 km of it; its copy must not name another city of
 * the gazetteer or one of that city's places, unless the page lists the name under
 * `otherPlaces` (the about page names both cities on purpose); and "a"/"an" before a city
 * name must suit the name. A page copied from another city and not yet rewritten fails here
 * at every leftover line.
 */

export { CITIES_FILE, citiesSchema } from './cities-schema.ts';
import { CITIES_FILE, citiesSchema, type cityEntry, geoMissingMessage } from './cities-schema.ts';
export const MAX_DISTANCE_KM = 30;

export type City = z.output<typeof cityEntry> & { slug: string };
export type Cities = Record<string, City>;

/** The gazetteer, or undefined (with its problems) when it has mistakes. No file: no cities. */
export function loadCities(paths: ContentPaths, problems: Problem[]): Cities | undefined {
  const file = join(paths.pagesDir, CITIES_FILE);
  const text = readContent(paths, file);
  if (text === undefined) return {};
  const loaded = validateYaml(displayName(paths, file), text, citiesSchema, problems, 0, undefined, paths.parsed);
  if (!loaded) return undefined;
  return Object.fromEntries(Object.entries(loaded.value).map(([slug, c]) => [slug, { ...c, slug }]));
}

/** The folder of pages that holds no city's pages. */
export const CORE_FOLDER = 'core';

/** The folder of a page file under pages-data/ (`pages-data/kota/seo.yaml` → kota); undefined for a top page. */
export function folderOfPage(paths: ContentPaths, file: string): string | undefined {
  const pagesPrefix = `${displayName(paths, paths.pagesDir)}/`;
  if (!file.startsWith(pagesPrefix)) return undefined;
  const parts = file.slice(pagesPrefix.length).split('/');
  return parts.length === 2 ? parts[0] : undefined;
}

/** The city of a page file (`pages-data/kota/seo.yaml` → Kota), if its folder is a known city. */
export function cityOfFile(paths: ContentPaths, file: string, cities: Cities): City | undefined {
  const folder = folderOfPage(paths, file);
  return folder === undefined ? undefined : cities[folder];
}

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** "a" or "an" before a name, by its first letter (an Ajmer page, a Kota page). */
const article = (name: string) => (/^[AEIOU]/.test(name) ? 'an' : 'a');

interface Term {
  name: string;
  city: City;
  /** The city's own name, not one of its places. */
  isCity: boolean;
}

/**
 * Every problem of one page with its city (none when the page is in no city folder). `shared`
 * gives the source of a shared section (pages-data/_shared/<name>.yaml): the copy of each one the
 * page includes is checked too, and reported at the shared file's own lines.
 */
export function cityProblems(source: YamlSource, page: Page, city: City, cities: Cities, shared?: ReadonlyMap<string, YamlSource>): Problem[] {
  const problems: Problem[] = [];
  const sectionType = (i: number) => page.sections[i]?.type;
  const report = (src: YamlSource, field: string, code: ProblemCode, offset: number, message: string) => {
    const pos = src.lineCounter.linePos(offset);
    problems.push({ code, file: src.file, line: pos.line + src.lineOffset, col: pos.col, field, message });
  };
  const at = (code: ProblemCode, offset: number, path: readonly PropertyKey[], message: string) =>
    report(source, formatPath(path, sectionType), code, offset, message);
  const nodeAt = (path: readonly (string | number)[]) => source.doc.getIn(path, true) as Node | undefined;
  const offsetOf = (path: readonly (string | number)[]) => nodeAt(path)?.range?.[0] ?? nodeAt(path.slice(0, -1))?.range?.[0] ?? 0;

  // Geo tags.
  const geo = page.meta.geo;
  if (!geo) at('geo-missing', offsetOf(['meta']), ['meta'], geoMissingMessage(city.name));
  else {
    if (geo.placename !== city.name)
      at(
        'geo-wrong-city',
        offsetOf(['meta', 'geo', 'placename']),
        ['meta', 'geo', 'placename'],
        `This page is in pages-data/${city.slug}/, ${article(city.name)} ${city.name} page: write placename: ${city.name}`,
      );
    if (geo.region !== city.region)
      at('geo-wrong-city', offsetOf(['meta', 'geo', 'region']), ['meta', 'geo', 'region'], `${city.name} is in ${city.region}: write region: ${city.region}`);
    const km = distanceKm(geo, city);
    if (km > MAX_DISTANCE_KM)
      at(
        'geo-wrong-city',
        offsetOf(['meta', 'geo', 'latitude']),
        ['meta', 'geo', 'latitude'],
        `This point is ${Math.round(km)} km from ${city.name}: write latitude: ${city.latitude} and longitude: ${city.longitude} (or a point within ${MAX_DISTANCE_KM} km of ${city.name})`,
      );
  }

  // Names of other cities and their places in the copy; a/an before city names.
  const allowed = new Set((page.otherPlaces ?? []).map((n) => n.toLowerCase()));
  const own = new Set([city.name, ...city.places]);
  const terms: Term[] = [];
  for (const other of Object.values(cities)) {
    if (other.slug === city.slug) continue;
    for (const name of [other.name, ...other.places]) {
      if (own.has(name) || allowed.has(name.toLowerCase())) continue;
      terms.push({ name, city: other, isCity: name === other.name });
    }
  }
  // One pattern each, longest names first (an alternation takes the first that matches), and the
  // page's own places masked first: "Ajmer Road" is a Jaipur road, not Ajmer.
  const anyOf = (names: string[]) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...names]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![\\p{L}\\p{N}])`,
      'gu',
    );
  const ownPattern = anyOf([...own]);
  const byName = new Map(terms.map((t) => [t.name, t]));
  const termPattern = terms.length > 0 ? anyOf(terms.map((t) => t.name)) : undefined;
  const cityNames = Object.values(cities).map((c) => c.name);
  const articlePattern = new RegExp(`(?<![\\p{L}])(a|an|A|An) (${cityNames.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'gu');

  /** Checks the copy of `src` from `node`; `prefix` is where that node stands in the page. */
  const checkCopy = (src: YamlSource, node: unknown, prefix: (string | number)[], placedOn?: string) => {
    const field = (path: (string | number)[]) => formatPath(placedOn ? path.slice(prefix.length) : path, placedOn ? undefined : sectionType);
    visitCopy(node, prefix, page, (scalar, path) => {
      const [start, end] = scalar.range!;
      const original = src.text.slice(start, end);
      if (termPattern) {
        const masked = original.replace(ownPattern, (m) => ' '.repeat(m.length));
        for (const m of masked.matchAll(termPattern)) {
          const term = byName.get(m[0])!;
          const where = term.isCity ? `"${m[0]}" is another city` : `"${m[0]}" is a place of ${term.city.name}`;
          report(
            src,
            field(path),
            'other-city',
            start + m.index,
            placedOn
              ? `${where}, in a shared section placed on ${article(city.name)} ${city.name} page (${placedOn}): make this text suit every page it is placed on, or copy the section into that page and write about ${city.name} there`
              : `${where}, on ${article(city.name)} ${city.name} page: write about ${city.name} instead, or add "${term.name}" to otherPlaces if the page names it on purpose`,
          );
        }
      }
      for (const m of original.matchAll(articlePattern)) {
        const wants = article(m[2]!);
        if (m[1]!.toLowerCase() === wants) continue;
        const fixed = m[1]![0] === 'A' ? wants[0]!.toUpperCase() + wants.slice(1) : wants;
        report(src, field(path), 'article-before-city', start + m.index, `Write "${fixed} ${m[2]}", not "${m[1]} ${m[2]}"`);
      }
    });
  };
  // Every text checked below is a slice of a file's text between characters that are not letters
  // or digits (a scalar's range), so a file in whose whole text, its own places masked, no other
  // place and no wrong a/an matches has nothing to report: its nodes are not walked (nor parsed,
  // for a file from the parse cache). A file that matches somewhere is checked scalar by scalar.
  const mayReport = (text: string) =>
    (termPattern !== undefined && text.replace(ownPattern, (m) => ' '.repeat(m.length)).search(termPattern) >= 0) || text.search(articlePattern) >= 0;
  if (!mayReport(source.text) && ![...(shared?.values() ?? [])].some((snippet) => mayReport(snippet.text))) return problems;
  checkCopy(source, source.doc.contents, []);
  // Shared sections the page includes: their copy is on this page too.
  const written = source.doc.get('sections', true);
  if (shared && isSeq(written))
    for (const [i, item] of written.items.entries()) {
      const name = isMap(item) ? item.get('include') : undefined;
      const snippet = typeof name === 'string' ? shared.get(name) : undefined;
      if (snippet) checkCopy(snippet, snippet.doc.contents, ['sections', i], source.file);
    }
  return problems;
}

/** Calls `visit` with every text scalar of the copy: the strings whose field is copy (sections/field-kinds.ts), not links, paths, names the code knows or geo tags. */
function visitCopy(node: unknown, at: (string | number)[], page: Page, visit: (node: Scalar, path: (string | number)[]) => void) {
  // The schema and the value are carried down with the node, as isCopyAt finds them from the page's root for each text.
  const path = [...at];
  const walk = (node: unknown, schema: z.ZodType | undefined, value: unknown): void => {
    if (!schema) return;
    const down = (child: unknown, key: string | number) => {
      path.push(key);
      walk(child, childSchema(schema, value, key), childValue(value, key));
      path.pop();
    };
    if (isMap(node)) for (const pair of node.items) down(pair.value, keyOf(pair.key));
    else if (isSeq(node)) for (const [i, item] of node.items.entries()) down(item, i);
    else if (isScalar(node) && typeof node.value === 'string' && node.range && isCopy(schema, path.at(-1))) visit(node, [...path]);
  };
  let value: unknown = page;
  for (const key of at) value = childValue(value, key);
  walk(node, schemaAt(pageSchema, page, at), value);
}

const keyOf = (key: unknown) => (isScalar(key) ? String(key.value) : String(key));

/** The gazetteer's cities named in a text, in the order of the gazetteer. */
function citiesNamed(text: string, cities: Cities): City[] {
  return Object.values(cities).filter((c) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(c.name)}(?![\\p{L}\\p{N}])`, 'u').test(text));
}

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The call to action under an article and where it is written: the post's own, or the blog's (the listing page's last section). */
export interface ClosingCta {
  heading: string;
  text: string;
  /** Where the blog's call to action is written, e.g. pages-data/blog.yaml:36; undefined for the post's own. */
  blogAt?: string;
}

/** The call to action under each post (as catalogue/closing-cta.ts chooses it), with where the blog's is written. */
export function closingCtaOf(pages: readonly Loaded<Page>[]): (post: Pick<Post, 'cta'>) => ClosingCta | undefined {
  const listing = pages.find((p) => p.value.route === BLOG_ROUTE);
  const blog = listing && blogCtaOf(listing.value.sections);
  const blogAt = listing && blog && `${listing.file}:${locate(listing.source, ['sections', blog.index, 'heading']).line}`;
  return (post) => post.cta ?? (blog && { heading: blog.cta.heading, text: blog.cta.text, blogAt });
}

/**
 * A post for a city (one of its tags is a city of the gazetteer) whose call to action names
 * other cities and not that one: "Ready to grow your business in Jaipur or Ajmer?" under a post
 * about Bhilwara. Reported at the post's own call to action, or at the tag when it is the blog's.
 */
export function postCtaProblems(post: Pick<Post, 'source' | 'tags'>, closing: ClosingCta, cities: Cities): Problem[] {
  const tagged = post.tags.flatMap((tag, i) => {
    const city = Object.values(cities).find((c) => c.name.toLowerCase() === tag.toLowerCase());
    return city ? [{ city, i }] : [];
  });
  if (tagged.length === 0) return [];
  const named = citiesNamed(`${closing.heading}\n${closing.text}`, cities);
  if (named.length === 0 || tagged.some((t) => named.includes(t.city))) return [];
  const its = listed(tagged.map((t) => t.city.name));
  const names = listed(named.map((c) => c.name));
  const path = closing.blogAt ? ['tags', tagged[0]!.i] : ['cta', 'heading'];
  const { line, col } = locate(post.source, path);
  const message = closing.blogAt
    ? `This post is for ${its} (its tags), but the blog's call to action under it (${closing.blogAt}) names ${names}: give the post its own cta: with a heading and text for ${its}`
    : `This post is for ${its} (its tags), but its call to action names ${names}: write it for ${its}`;
  return [{ code: 'cta-other-city', file: post.source.file, line, col, field: formatPath(path), message }];
}

/**
 * Site-wide text that lists the cities the agency serves (the tagline, the footer note, the area
 * served for search engines) but not `city`: on every page, the new city's included. A note for
 * city-report, not a problem: the text is not wrong, only not yet about the new city.
 */
export function siteWideNotes(source: YamlSource, site: Pick<Site, 'tagline' | 'footerNote' | 'areaServed'>, city: City, cities: Cities): Problem[] {
  const notes: Problem[] = [];
  const note = (path: (string | number)[], message: string) => {
    const { line, col } = locate(source, path);
    notes.push({ code: 'city-not-served', file: source.file, line, col, field: formatPath(path), message });
  };
  for (const key of ['tagline', 'footerNote'] as const) {
    const text = site[key];
    const named = text ? citiesNamed(text, cities) : [];
    if (named.length > 0 && !named.includes(city))
      note([key], `Shown on every page, names ${listed(named.map((c) => c.name))} but not ${city.name}: add ${city.name} once its pages are published`);
  }
  if (site.areaServed && !site.areaServed.some((name) => name.toLowerCase() === city.name.toLowerCase()))
    note(['areaServed'], `The cities served, as search engines read them, leave out ${city.name}: add ${city.name} to the list once its pages are published`);
  return notes;
}
