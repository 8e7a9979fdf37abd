import { isMap, isScalar, isSeq, type Node, type Scalar } from 'yaml';
import type { z } from 'zod';
import { childSchema, childValue, isCopy, schemaAt, walkFields } from '../sections/field-kinds.ts';
import { CITIES_FILE, type citiesSchema, type cityEntry, geoMissingMessage } from './cities-schema.ts';
import { type Page, pageSchema } from './page-schema.ts';
import { closest, formatPath, listed as inWords, type Problem, type ProblemCode } from './problems.ts';
import { escapeRegExp } from './regex.ts';
import type { Wording } from './wording.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * The check that holds a city's page to its city (catalogue/cities.ts says what it asks): its
 * geo tags name the city and a point within 30 km of it; its copy names no other city of the
 * gazetteer, nor one of that city's places, and "a"/"an" before a city's name suits the name.
 * One owner for the build and the browser editor's check before saving (admin/check.ts), which
 * checks the page's own copy; no Node module here.
 */

export const MAX_DISTANCE_KM = 30;

/** Where a page's message says to list a place it names on purpose, in the file and in the editor's form. */
export const TO_OTHER_PLACES: Wording = { file: 'to otherPlaces', form: 'to Other places' };

export type City = z.output<typeof cityEntry> & { slug: string };
export type Cities = Record<string, City>;

/** The gazetteer's entries, each with its folder's name as its slug. */
export const withSlugs = (gazetteer: z.output<typeof citiesSchema>): Cities =>
  Object.fromEntries(Object.entries(gazetteer).map(([slug, c]) => [slug, { ...c, slug }]));

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How often a page names a city that otherPlaces lists, and more often than its own, before it is taken for that city's page. */
const COPIED_CITY_TIMES = 3;

/** A place's name that says what kind of place it is, which many cities have one of. */
const PLACE_KIND = /\b(?:Bazaar|Bazar|Market|Nagar|Road|Marg|Gate|Chowk|Circle|Colony|Lines|Palace|Fort|Lake|Station|Park|Garden|Mandi)$/;

/** "a" or "an" before a name, by its first letter (an Ajmer page, a Kota page). */
export const article = (name: string) => (/^[AEIOU]/.test(name) ? 'an' : 'a');

interface Term {
  name: string;
  city: City;
  /** The city's own name, not one of its places. */
  isCity: boolean;
}

/**
 * A name as a pattern that also finds it where folded text breaks its line between its words
 * ("Pushkar" at a line's end, "Road" on the next: one "Pushkar Road" to the reader, and to the
 * editor, which reads the text as one line).
 */
const spacedName = (name: string) => escapeRegExp(name).replace(/ /g, '\\s+');

/**
 * Every problem of one page with its city (none when the page is in no city folder). `shared`
 * gives the source of a shared section (pages-data/_shared/<name>.yaml): the copy of each one the
 * page includes is checked too, and reported at the shared file's own lines.
 */
export function cityProblems(
  source: YamlSource,
  page: Page,
  city: City,
  cities: Cities,
  shared?: ReadonlyMap<string, YamlSource>,
  {
    // false for a page its schema refused at its geo tags (catalogue.ts): those are told by that problem.
    geo: checkGeo = true,
    placeTold,
  }: {
    geo?: boolean;
    /** Called for each problem that tells another city's name or one of its places: catalogue.ts counts the pages. */
    placeTold?: (name: string, of: City, problem: Problem) => void;
  } = {},
): Problem[] {
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
  const geo = checkGeo ? page.meta.geo : undefined;
  if (checkGeo && !geo) at('geo-missing', offsetOf(['meta']), ['meta'], geoMissingMessage(city.name));
  else if (geo) {
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
    // At the longitude where only it is off (the latitude alone would be within reach).
    const only = (key: 'latitude' | 'longitude') => distanceKm({ ...city, [key]: geo[key] }, city) > MAX_DISTANCE_KM;
    const key = only('longitude') && !only('latitude') ? 'longitude' : 'latitude';
    if (km > MAX_DISTANCE_KM)
      at(
        'geo-wrong-city',
        offsetOf(['meta', 'geo', key]),
        ['meta', 'geo', key],
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
  // What otherPlaces lists that the page does not need: its own city or place (which the check
  // never reports on its own page), or a name, a thing's name or an address the page does not write
  // (a misspelling, or one left after its sentence was rewritten, which would let a later copy's
  // leftover through).
  const listed = source.doc.get('otherPlaces', true);
  // The page's own copy (its texts the schema calls copy), as one text.
  let copy: string | undefined;
  const copyText = () => {
    if (copy === undefined) {
      const texts: string[] = [];
      visitCopy(source.doc.contents, [], page, (node) => texts.push(String(node.value)));
      copy = texts.join('\n');
    }
    return copy;
  };
  if (isSeq(listed)) {
    // The page's text without the list itself, and the shared sections it places.
    const [from, to] = listed.range ?? [0, 0];
    const written = [`${source.text.slice(0, from)} ${source.text.slice(to)}`, ...[...(shared?.values() ?? [])].map((snippet) => snippet.text)].join('\n');
    const ownNames = [...own].map((n) => n.toLowerCase());
    const writes = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${spacedName(name)}`, 'iu').test(written);
    listed.items.forEach((item, i) => {
      const name = isScalar(item) && typeof item.value === 'string' ? item.value.trim() : undefined;
      if (!name) return;
      const path = ['otherPlaces', i];
      if (ownNames.includes(name.toLowerCase()))
        at(
          'unused-other-place',
          offsetOf(path),
          path,
          `"${name}" is ${name.toLowerCase() === city.name.toLowerCase() ? "this page's own city" : `one of ${city.name}'s own places`}, which the page names freely: remove it from otherPlaces`,
        );
      else if (!writes(name)) {
        const near = closest(
          name,
          Object.values(cities).flatMap((c) => (c.slug === city.slug ? [] : [c.name, ...c.places])),
        );
        // A misspelling of a name the page does write (Pushker for its Pushkar): that name to list.
        const meant = near !== undefined && writes(near) ? near : undefined;
        at(
          'unused-other-place',
          offsetOf(path),
          path,
          meant
            ? `The page does not write "${name}", but "${meant}": write that in otherPlaces instead`
            : `The page does not write "${name}": remove it from otherPlaces, where a name the page no longer needs would let it through unseen if an edit brought it back`,
        );
      } else {
        // Another city that the page names more often than its own: a copy of that city's page that
        // otherPlaces lets through whole, not a page that names the other city where it means to
        // (the about page, "our teams in Jaipur and Ajmer").
        const other = Object.values(cities).find((c) => c.slug !== city.slug && c.name.toLowerCase() === name.toLowerCase());
        if (!other) return;
        const times = (n: string) => [...copyText().matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'gu'))].length;
        // (The page's own city as its geo tags write it too: a gazetteer whose name is mistyped is told there.)
        const placename = page.meta.geo?.placename?.toLowerCase() === other.name.toLowerCase() ? undefined : page.meta.geo?.placename;
        const [theirs, ours] = [times(other.name), Math.max(times(city.name), placename ? times(placename) : 0)];
        const lets = `otherPlaces lets ${article(city.name)} ${city.name} page name another city where it means to, not be that city's page`;
        // Its title for the other city alone: a page for that city, whatever the rest still says.
        const names = (text: string, n: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
        const title = page.meta.title;
        if (names(title, other.name) && !names(title, city.name) && !(placename && names(title, placename)))
          at(
            'other-city',
            offsetOf(path),
            path,
            `The page's title is for ${other.name}, not ${city.name} ("${title}"): ${lets}. A page for ${other.name} belongs with ${other.name}'s pages (pages-data/${other.slug}/); for ${article(city.name)} ${city.name} page, write its title and copy for ${city.name}, then keep "${other.name}" here only for the lines that mean it`,
          );
        else if (theirs > ours && theirs >= COPIED_CITY_TIMES)
          at(
            'other-city',
            offsetOf(path),
            path,
            `The page names ${other.name} ${theirs} times and ${city.name} ${ours}: ${lets}. Write it about ${city.name}, then keep "${other.name}" here only for the lines that mean it`,
          );
      }
    });
  }
  // One pattern each, longest names first (an alternation takes the first that matches), and the
  // page's own places masked first: "Ajmer Road" is a Jaipur road, not Ajmer. Each as written and
  // in capitals ("JAIPUR", "JOHARI BAZAAR"); a city's name in small letters too, as its people
  // are called ("jaipur", "Jaipurites") and as Hindi makes it a word for its things ("Jaipuri
  // quilts", "Ajmeri sweets", of a name that ends in a consonant), which a place's name in small
  // letters ("civil lines", "the walled city") is not always.
  const spellings = (name: string, isCity: boolean) => [
    name,
    // (Not a name of three letters: in capitals it is more often an abbreviation, URS for Ajmer's Urs.)
    ...(name.length > 3 ? [name.toUpperCase()] : []),
    ...(isCity
      ? [
          name.toLowerCase(),
          ...['ite', 'ites', ...(/[aeiou]$/i.test(name) ? [] : ['i'])].flatMap((end) => [
            `${name}${end}`,
            `${name}${end}`.toUpperCase(),
            `${name}${end}`.toLowerCase(),
          ]),
        ]
      : []),
  ];
  const anyOf = (names: string[]) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...new Set(names)]
        .sort((a, b) => b.length - a.length)
        .map(spacedName)
        .join('|')})(?![\\p{L}\\p{N}])`,
      'gu',
    );
  // (The page's own places masked in small letters too: "ajmer road" on a Jaipur page is its road.)
  const ownPattern = anyOf([...own].flatMap((name) => [...spellings(name, name === city.name), name.toLowerCase()]));
  // What otherPlaces lists that is no city or place of the gazetteer is a name the page uses on
  // purpose that holds one ("Jodhpuri suits", "Kota Doria"): masked as written, in any capitals,
  // with what follows it (a plural), so the rest of the page is still held to its city.
  const gazetteerNames = new Set(Object.values(cities).flatMap((c) => [c.name, ...c.places].map((n) => n.toLowerCase())));
  const phrases = (page.otherPlaces ?? []).filter((n) => n.trim() !== '' && !gazetteerNames.has(n.toLowerCase()));
  const phrasePattern = phrases.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map((p) => spacedName(p.trim())).join('|')})`, 'giu') : undefined;
  const blank = (m: string) => ' '.repeat(m.length);
  const masked = (text: string) => {
    const unaddressed = text.replace(ADDRESS, blank);
    return (phrasePattern ? unaddressed.replace(phrasePattern, blank) : unaddressed).replace(ownPattern, blank);
  };
  const byName = new Map(terms.flatMap((t) => spellings(t.name, t.isCity).map((w) => [w, t] as const)));
  const termPattern = terms.length > 0 ? anyOf([...byName.keys()]) : undefined;
  const cityNames = Object.values(cities).map((c) => c.name);
  const articlePattern = new RegExp(`(?<![\\p{L}])(a|an|A|An) (${cityNames.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'gu');

  // How many cities of the gazetteer list each place: one that two list (Civil Lines) is a name
  // many cities have, which this city may have too.
  const placeCount = new Map<string, number>();
  for (const c of Object.values(cities)) for (const place of c.places) placeCount.set(place, (placeCount.get(place) ?? 0) + 1);
  const toPlaces = `add it to ${city.slug}'s places in pages-data/${CITIES_FILE}`;
  /**
   * How a page keeps a name it uses on purpose, after "write about <city> instead": a longer name
   * that holds the other city's name or place ("Mansarovar Jheel", "Ajmeri Gate", "Kota Doria") may
   * be a place of this city, for the gazetteer, or a thing's name, for otherPlaces; a word made from
   * a city's name followed by a thing ("Jodhpuri suits") is a thing's name; a place many cities
   * have (Civil Lines) may be this city's too; else the name itself, in otherPlaces.
   */
  const allowedBy = (term: Term, written: string, text: string, after: number) => {
    const made = term.isCity && written.toLowerCase() === `${term.name.toLowerCase()}i`;
    const longer = /^(?: \p{Lu}[\p{L}\p{M}]*)+/u.exec(text.slice(after))?.[0];
    // (After a city's own name, only a name inside a sentence, "Kota Doria sarees": a title's
    // capitals, "Ajmer Businesses Grow", are no name.)
    const named = longer !== undefined && (!term.isCity || made || /^ \p{Ll}/u.test(text.slice(after + longer.length)));
    const thing = made ? /^ (\p{Ll}[\p{L}\p{M}]*)/u.exec(text.slice(after))?.[1] : undefined;
    const asWritten = `, or add "${term.name}" ${TO_OTHER_PLACES.file} if the page names it on purpose`;
    if (longer && named) {
      const name = `${written}${longer}`;
      // A city's name in a longer one is most often a thing's (Kota Doria), else a place of this city (Ajmer Road).
      if (term.isCity)
        return `; if "${name}" is the name of a thing (a dish, a dress, a craft), add "${name}" ${TO_OTHER_PLACES.file}, or if it is a place of ${city.name}, ${toPlaces}`;
      return `; if "${name}" is a place of ${city.name}, ${toPlaces}${asWritten}`;
    }
    if (thing) return `, or, where "${written} ${thing}" is the name of a thing (a dish, a dress, a craft), add "${written} ${thing}" ${TO_OTHER_PLACES.file}`;
    // A place two cities list, or whose name says what kind of place it is (a bazaar, a road, a
    // palace: Udaipur has a Bapu Bazaar and a City Palace too), may be this city's as well.
    if (!term.isCity && ((placeCount.get(term.name) ?? 0) > 1 || PLACE_KIND.test(term.name)))
      return `; if ${city.name} has a ${term.name} of its own, ${toPlaces}${asWritten}`;
    return asWritten;
  };
  /** Checks the copy of `src` from `node`; `prefix` is where that node stands in the page. */
  const checkCopy = (src: YamlSource, node: unknown, prefix: (string | number)[], placedOn?: string) => {
    const field = (path: (string | number)[]) => formatPath(placedOn ? path.slice(prefix.length) : path, placedOn ? undefined : sectionType);
    visitCopy(node, prefix, page, (scalar, path) => {
      const [start, end] = scalar.range!;
      const original = src.text.slice(start, end);
      if (termPattern) {
        for (const found of masked(original).matchAll(termPattern)) {
          // As the reader reads it: one space where a line breaks inside the name.
          const word = found[0].replace(/\s+/g, ' ');
          const term = byName.get(word)!;
          // (Of a place two other cities list, both named: Vaishali Nagar is Jaipur's and Ajmer's.)
          const listedBy = term.isCity ? [] : Object.values(cities).filter((c) => c.slug !== city.slug && c.places.includes(term.name));
          const where = term.isCity
            ? `"${word}" is ${word.toLowerCase() === term.name.toLowerCase() ? 'another city' : `about another city, ${term.name}`}`
            : // (The gazetteer named: a word added there by mistake is taken out there, not on every page.)
              listedBy.length > 1
              ? `"${word}" is a place of ${inWords(listedBy.map((c) => c.name))} in pages-data/${CITIES_FILE}`
              : `"${word}" is one of ${term.city.name}'s places in pages-data/${CITIES_FILE}`;
          report(
            src,
            field(path),
            'other-city',
            start + found.index,
            placedOn
              ? `${where}, in a shared section placed on ${article(city.name)} ${city.name} page (${placedOn}): make this text suit every page it is placed on, or copy the section into that page and write about ${city.name} there`
              : `${where}, on ${article(city.name)} ${city.name} page: write about ${city.name} instead${allowedBy(term, word, original, found.index + found[0].length)}`,
          );
          placeTold?.(term.name, term.city, problems.at(-1)!);
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
  // An address for another city (`/seo-company-kota` in pages-data/ajmer/: a page for a city with no
  // folder yet, copied into one that has): otherPlaces does not let it through, as an address names
  // what the page is for, not a place it mentions. At the route, else at a canonical address.
  const namesCity = (path: string, c: City) => new RegExp(`(?:^|[/-])${escapeRegExp(c.slug)}(?:[/-]|$)`, 'i').test(path);
  for (const key of ['route', 'canonical'] as const) {
    const address = key === 'route' ? page.route : page.meta.canonical;
    if (namesCity(address, city) || (key === 'canonical' && address === page.route)) continue;
    const other = Object.values(cities).find((c) => c.slug !== city.slug && namesCity(address, c));
    if (!other) continue;
    const field = key === 'route' ? ['route'] : ['meta', 'canonical'];
    at(
      'other-city',
      offsetOf(field),
      field,
      `The address "${address}" is for ${other.name}, but this page is in pages-data/${city.slug}/, ${article(city.name)} ${city.name} page: a page for ${other.name} belongs with ${other.name}'s pages, in pages-data/${other.slug}/ (where there are none yet, npm run new-city -- --name ${other.name} --from ${city.slug} makes them, geo tags and all); for ${article(city.name)} ${city.name} page, give it an address for ${city.name}`,
    );
    break;
  }
  // Another city's pictures ("/images/ajmer/…", "poster-ajmer.svg"), which a page copied from it
  // keeps: its name in the path, unless the page names that city on purpose. (A shared section's are
  // its own file's.)
  const placedHere = (path: readonly PropertyKey[]) => !(path[0] === 'sections' && source.doc.hasIn(['sections', path[1], 'include']));
  walkFields(pageSchema, page, ({ kind, value, path }) => {
    const src = kind === 'image' ? (value as { src?: unknown }).src : kind === 'image-path' ? value : undefined;
    if (typeof src !== 'string' || !placedHere(path)) return;
    const field = (kind === 'image' ? [...path, 'src'] : path) as (string | number)[];
    for (const other of Object.values(cities))
      if (
        other.slug !== city.slug &&
        !allowed.has(other.name.toLowerCase()) &&
        new RegExp(`(?:^|[/._-])${escapeRegExp(other.slug)}(?:[/._-]|$)`, 'i').test(src)
      )
        at(
          'other-city',
          offsetOf(field),
          field,
          `"${src}" is a picture of ${other.name}, on ${article(city.name)} ${city.name} page: use a picture of ${city.name}, or add "${other.name}" ${TO_OTHER_PLACES.file} if the page shows it on purpose`,
        );
  });

  // Every text checked below is a slice of a file's text between characters that are not letters
  // or digits (a scalar's range), so a file in whose whole text, its own places masked, no other
  // place and no wrong a/an matches has nothing to report: its nodes are not walked (nor parsed,
  // for a file from the parse cache). A file that matches somewhere is checked scalar by scalar.
  const mayReport = (text: string) => (termPattern !== undefined && masked(text).search(termPattern) >= 0) || text.search(articlePattern) >= 0;
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

/** An address written in copy (an e-mail, a web address, a handle, a path): not a city's name. */
const ADDRESS = /[^\s@]+@[^\s@]+|@[\w.]+|(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|in|org|net|co)\b\S*|(?<!\S)\/\S+/g;

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
