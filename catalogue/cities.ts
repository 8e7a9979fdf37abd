import { join } from 'node:path';
import { BLOG_ROUTE } from './blog-addresses.ts';
import type { Post } from './blog.ts';
import { type Cities, type City, distanceKm, MAX_DISTANCE_KM, withSlugs } from './city-check.ts';
import { blogCtaOf } from './closing-cta.ts';
import { cityOfTag, namedIn } from './post-city.ts';
import { displayName, readContent, validateYaml, type ContentPaths, type Loaded } from './content-files.ts';
import type { Page } from './page-schema.ts';
import { formatPath, listed, type Problem } from './problems.ts';
import { escapeRegExp } from './regex.ts';
import type { Site } from './site-schema.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * The city a page is for, and the check that holds it to that city (catalogue/city-check.ts,
 * browser-safe: the editor runs it too).
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
import { CITIES_FILE, citiesSchema } from './cities-schema.ts';
export { article, type Cities, type City, cityProblems, distanceKm, MAX_DISTANCE_KM } from './city-check.ts';

/** The gazetteer, or undefined (with its problems) when it has mistakes. No file: no cities. `onSource` is given its lines. */
export function loadCities(paths: ContentPaths, problems: Problem[], onSource?: (source: YamlSource) => void): Cities | undefined {
  const file = join(paths.pagesDir, CITIES_FILE);
  const text = readContent(paths, file);
  if (text === undefined) return {};
  const loaded = validateYaml(displayName(paths, file), text, citiesSchema, problems, 0, undefined, paths.parsed);
  if (!loaded) return undefined;
  onSource?.(loaded.source);
  return withSlugs(loaded.value);
}

/** The geo tags a page's `geo-wrong-city` problem is told at, by what the gazetteer gives for them. */
const GEO_FIELDS = { name: ['meta.geo.placename'], region: ['meta.geo.region'], point: ['meta.geo.latitude', 'meta.geo.longitude'] } as const;

/**
 * The gazetteer's own mistakes about a city, as its pages show them: where every published page
 * of the city (two or more) gives the same place name, the same region or points within reach
 * of each other, and the gazetteer another, it is as likely the gazetteer that is wrong (a
 * mistyped name, a point with two digits swapped). Told once, at the gazetteer's line, with
 * both fixes, instead of at every page with only the gazetteer's value to copy: `fields` are the
 * pages' geo tags (as problems name them) whose `geo-wrong-city` problems that replaces. Pages
 * that give another city of the gazetteer (its name, a point within reach of it) are a copy of
 * that city's, told at each page as before.
 */
export function gazetteerMismatches(
  pages: readonly Page[],
  city: City,
  cities: Cities,
  source: YamlSource,
  folder: string,
): { problems: Problem[]; fields: Set<string> } {
  const problems: Problem[] = [];
  const fields = new Set<string>();
  const geos = pages.map((page) => page.meta.geo).filter((geo) => geo !== undefined);
  if (geos.length < 2 || geos.length < pages.length) return { problems, fields };
  const others = Object.values(cities).filter((other) => other.slug !== city.slug);
  if (geos.some((geo) => others.some((other) => geo.placename === other.name || distanceKm(geo, other) <= MAX_DISTANCE_KM))) return { problems, fields };
  const all = `All ${geos.length} published pages in ${folder}/ give`;
  const tell = (key: 'name' | 'region' | 'latitude', given: keyof typeof GEO_FIELDS, message: string) => {
    const { line, col } = locate(source, [city.slug, key]);
    problems.push({ code: 'geo-wrong-city', file: source.file, line, col, field: formatPath([city.slug, key]), message });
    for (const field of GEO_FIELDS[given]) fields.add(field);
  };
  const first = geos[0]!;
  if (geos.every((geo) => geo.placename === first.placename) && first.placename !== city.name)
    tell(
      'name',
      'name',
      `${all} placename: ${first.placename}, and this gives name: ${city.name}: if the city is written ${first.placename}, write name: ${first.placename} here; if not, write placename: ${city.name} on each page`,
    );
  if (geos.every((geo) => geo.region === first.region) && first.region !== city.region)
    tell(
      'region',
      'region',
      `${all} region: ${first.region}, and this gives region: ${city.region}: if ${city.name} is in ${first.region}, write region: ${first.region} here; if not, write region: ${city.region} on each page`,
    );
  if (geos.every((geo) => distanceKm(geo, first) <= MAX_DISTANCE_KM) && distanceKm(first, city) > MAX_DISTANCE_KM)
    tell(
      'latitude',
      'point',
      `${all} a point ${Math.round(distanceKm(first, city))} km from this one: if theirs is ${city.name}'s, write latitude: ${first.latitude} and longitude: ${first.longitude} here; if not, write latitude: ${city.latitude} and longitude: ${city.longitude} on each page`,
    );
  return { problems, fields };
}

export { CORE_FOLDER } from './cities-schema.ts';

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

/** The gazetteer's cities named in a text, in the order of the gazetteer. */
function citiesNamed(text: string, cities: Cities): City[] {
  return namedIn(text, cities).map((n) => n.city);
}

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
 * about Bhilwara. Reported at the post's own call to action, or at the tag when it is the blog's;
 * for a post whose title or heading names a city its tags leave out, at that line.
 */
export function postCtaProblems(
  post: Pick<Post, 'source' | 'tags'> & Partial<Pick<Post, 'title' | 'heading'>>,
  closing: ClosingCta,
  cities: Cities,
): Problem[] {
  const tagged = post.tags.flatMap((tag, i) => {
    const city = cityOfTag(tag, cities);
    return city ? [{ city, i }] : [];
  });
  const named = citiesNamed(`${closing.heading}\n${closing.text}`, cities);
  if (tagged.length === 0) {
    // A post about a city that its tags leave out ("Local SEO for Udaipur Hotels", tagged SEO only)
    // would close with a call to action for other cities, and no check would say so.
    const about = (['title', 'heading'] as const).flatMap((key) => {
      const text = post[key];
      return text ? citiesNamed(text, cities).map((city) => ({ city, key })) : [];
    });
    if (about.length === 0 || named.length === 0 || about.some((a) => named.includes(a.city))) return [];
    const aboutCities = [...new Set(about.map((a) => a.city.name))];
    const its = listed(aboutCities);
    const { key } = about[0]!;
    const { line, col } = locate(post.source, [key]);
    // (A post may name a city for a thing of its own, Kota Doria saris: then its call to action names none.)
    const fix = closing.blogAt
      ? `the blog's call to action under it (${closing.blogAt}) names ${listed(named.map((c) => c.name))}: for a post for ${its}, add ${its} to its tags and give it its own cta: with a heading and text for ${its}; for one that only names ${aboutCities.length > 1 ? 'them' : 'it'}, its own cta: that names no city`
      : `its call to action names ${listed(named.map((c) => c.name))}: for a post for ${its}, add ${its} to its tags and write the call to action for ${its}; for one that only names ${aboutCities.length > 1 ? 'them' : 'it'}, one that names no city`;
    return [
      {
        code: 'cta-other-city',
        file: post.source.file,
        line,
        col,
        field: key,
        message: `This post's ${key} names ${its}, which its tags leave out, and ${fix}`,
      },
    ];
  }
  if (named.length === 0 || tagged.some((t) => named.includes(t.city)))
    return closing.blogAt
      ? []
      : ctaPlaceProblems(
          post,
          closing,
          tagged.map((t) => t.city),
          cities,
        );
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
 * A post's own call to action that names a place of a city its tags leave out ("Tell us about your
 * cafe in C-Scheme" under a post tagged Ajmer, kept from a Jaipur post it was copied from): told at
 * the heading or text that names it. A place one of its own cities lists too is that city's.
 */
function ctaPlaceProblems(post: Pick<Post, 'source'>, closing: ClosingCta, own: readonly City[], cities: Cities): Problem[] {
  const ours = new Set(own.flatMap((c) => [c.name, ...c.places]));
  const its = listed(own.map((c) => c.name));
  const problems: Problem[] = [];
  for (const key of ['heading', 'text'] as const) {
    const text = closing[key];
    const found = Object.values(cities)
      .filter((c) => !own.includes(c))
      .flatMap((c) => c.places.filter((p) => !ours.has(p)).map((place) => ({ place, city: c })))
      .filter(({ place }) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(place)}(?![\\p{L}\\p{N}])`, 'u').test(text))
      // The longest name of those found at one place ("Pushkar Road", not also "Pushkar").
      .filter(({ place }, _, all) => !all.some((o) => o.place !== place && o.place.includes(place)));
    if (found.length === 0) continue;
    const { line, col } = locate(post.source, ['cta', key]);
    const names = listed(found.map(({ place, city }) => `${place} (${city.name}'s)`));
    problems.push({
      code: 'cta-other-city',
      file: post.source.file,
      line,
      col,
      field: `cta.${key}`,
      message: `This post is for ${its} (its tags), but its call to action names ${names}: write it for ${its}`,
    });
  }
  return problems;
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
