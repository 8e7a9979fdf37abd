import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { closest } from '../../catalogue/problems.ts';
import { listFiles } from '../../catalogue/load.ts';
import { SNIPPETS_FOLDER } from '../../catalogue/snippets.ts';
import { citySlug, gazetteerEntry, knownCitiesAt, shellWord } from './cities.ts';
import { article, CITIES_FILE, CORE_FOLDER, distanceKm, MAX_DISTANCE_KM } from '../../catalogue/cities.ts';
import { extentOf, pointOutside } from '../../catalogue/cities-schema.ts';
import { fieldOf, findFooterLink, localNamesIn, longerNamesOf, quotedItem, replaceCityName, rewritePage, scalars, timesNamed } from './rewrite.ts';

export { replaceCityName } from './rewrite.ts';

/** Closer than this to a known city's point, the coordinates are that city's. */
const SAME_PLACE_KM = 5;
export { formatPlan } from './report.ts';

export interface NewCityOptions {
  /** Project root (site.config.yaml, pages-data/, public/). */
  root: string;
  /** The new city as written in the copy, e.g. Udaipur or Mount Abu. */
  name: string;
  /** Folder of pages-data/ to copy, e.g. ajmer. */
  from: string;
  latitude?: number;
  longitude?: number;
  region?: string;
  /** Add the new landing page to the footer column that links the source city. */
  footer?: boolean;
  /** Copy only these pages of the source city (file names without .yaml, e.g. seo, landing). */
  only?: string[];
  /** The new city's markets, areas and landmarks, for the gazetteer (the city check accepts them on its pages). */
  places?: string[];
}

export interface LocalMention {
  file: string;
  line: number;
  names: string[];
  text: string;
}

export interface ImageUse {
  src: string;
  /** Where the new pages use it, as file:line. */
  at: string[];
  /** Made for the source city (its folder or file name names the city). */
  cityArtwork: boolean;
}

export interface NewCityPlan {
  city: string;
  /** The source city as written in its copy, e.g. Ajmer. */
  source: string;
  slug: string;
  /** Absolute path → text of every file to write (the new pages; site.config.yaml with --footer). */
  files: Map<string, string>;
  /** Source file → new route. */
  routes: { from: string; file: string; route: string }[];
  landing?: { route: string; footerLines: string; footerColumn: string; footerAdded: boolean };
  mentions: LocalMention[];
  /** The new city is one of the source city's places in the gazetteer (Kishangarh of Ajmer). */
  placeOfSource: boolean;
  /** A city the gazetteer did not know, added to it with the point given (and --places). */
  gazetteerAdded: boolean;
  /** A known city's point, moved by --lat and --lng in the gazetteer (and on the pages): where it was, and how far. */
  movedPoint?: { latitude: number; longitude: number; km: number };
  images: ImageUse[];
  /** The source city's videos, kept in the copy (a video section's videoId), as file:line. */
  videos: { id: string; at: string }[];
  /** A new city's point within 30 km of a city the gazetteer has: a town beside it, or a mistyped point. */
  nearCity?: { name: string; km: number };
  /** --footer given without the landing page among the pages copied (--only): nothing to link yet. */
  footerSkipped: boolean;
  /** The folder existed: the pages are added to the city's pages copied before (--only). */
  added: boolean;
  /** Links on the city's pages copied before to a source page copied now: where they should lead. */
  earlierLinks: { file: string; line: number; href: string; to: string }[];
  /** Lines of the copy that still link to or name the source city on purpose (blog posts, the other city). */
  sourceLinks: { file: string; line: number; href: string }[];
}

/** A refusal: nothing was written. */
export class NewCityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewCityError';
  }
}

/**
 * The known city of two words or more that a name shortens or spells otherwise word for word ("Mt
 * Abu" is Mount Abu, "Shri Ganganagar" Sri Ganganagar): each word starts with the known word's
 * letter, and the shorter's letters come in the longer's order.
 */
function shortFormOf(name: string, cities: readonly { name: string }[]): string | undefined {
  const words = (n: string) =>
    n
      .toLowerCase()
      .split(/[\s.-]+/)
      .filter(Boolean);
  const within = (short: string, long: string) => {
    let i = 0;
    for (const c of long) if (c === short[i]) i++;
    return i === short.length;
  };
  const shortens = (a: string, b: string) => a[0] === b[0] && (within(a, b) || within(b, a));
  const given = words(name);
  if (given.length < 2) return undefined;
  return cities.find((c) => {
    const known = words(c.name);
    return known.length === given.length && known.some((w, i) => w !== given[i]) && known.every((w, i) => shortens(given[i]!, w));
  })?.name;
}

/** Works out the new city's files and checks them with the whole catalogue; writes nothing. */
export function planNewCity(options: NewCityOptions): NewCityPlan {
  const root = options.root;
  const knownCities = knownCitiesAt(root);
  const asGiven = options.name.trim().replace(/\s+/g, ' ');
  // A city the gazetteer knows is written as it is there ("udaipur" or "UDAIPUR" is Udaipur): the copy takes the name as given.
  const city = knownCities[citySlug(asGiven)]?.name ?? asGiven;
  if (!/^\p{L}[\p{L} .'-]*$/u.test(city))
    throw new NewCityError(`"${options.name}" is not a city name: use letters and spaces, e.g. --name Udaipur or --name "Mount Abu"`);
  // A new city's name goes into every title and heading as written.
  if (city === city.toLowerCase() || (city === city.toUpperCase() && city.length > 3)) {
    const titled = city.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
    throw new NewCityError(`--name is written into every title and heading as given: write it as readers should see it, e.g. --name ${shellWord(titled)}`);
  }
  const slug = citySlug(city);
  const from = citySlug(options.from);
  const pagesDir = join(root, 'pages-data');
  const fromDir = join(pagesDir, from);
  const toDir = join(pagesDir, slug);
  const cityFolders = () =>
    readdirSync(pagesDir, { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== CORE_FOLDER && readdirSync(join(pagesDir, d.name)).some((f) => f.endsWith('.yaml')),
      )
      .map((d) => d.name)
      .sort();
  // A city's folder: with pages (blog/ holds posts), and not core/, the pages of no city.
  if (!cityFolders().includes(from)) throw new NewCityError(`No city folder pages-data/${from}/ to copy from. City folders: ${cityFolders().join(', ')}`);
  if (slug === from) throw new NewCityError(`--name and --from are the same city (${slug})`);

  const known = knownCities[slug];
  if ((options.latitude === undefined) !== (options.longitude === undefined))
    throw new NewCityError(`Give both --lat and --lng (a point is the two numbers together), e.g. --lat 24.5854 --lng 73.7125`);
  if (options.region !== undefined && !/^[A-Z]{2}-[A-Z]{2}$/.test(options.region))
    throw new NewCityError(
      `--region takes the country and state as a code: ${/^[a-z]{2}-[a-z]{2}$/i.test(options.region) ? `--region ${options.region.toUpperCase()}` : '--region IN-RJ for Rajasthan, IN-GJ for Gujarat, IN-MP for Madhya Pradesh'} (got "${options.region}")`,
    );
  const latitude = options.latitude ?? known?.latitude;
  const longitude = options.longitude ?? known?.longitude;
  // A known city's name mistyped ("Udiapur") would be added as a second city: its name is told,
  // with a point given or not.
  const near = known ? undefined : (shortFormOf(city, Object.values(knownCities)) ?? knownCities[closest(slug, Object.keys(knownCities)) ?? '']?.name);
  if (latitude === undefined || longitude === undefined) {
    const meant = near ? ` (did you mean ${near}? then --name ${shellWord(near)})` : '';
    const names = Object.values(knownCities).map((c) => c.name);
    throw new NewCityError(
      `No coordinates known for ${city}${meant}: give them with --lat and --lng, the city centre in decimal degrees as a map shows them (on openstreetmap.org, right-click the centre and choose "Show address"). Known cities: ${names.join(', ')}`,
    );
  }
  // With a point, a town whose name is near a known city's (Kotra beside Kota) is added once the
  // file knows it: the file's entry is the answer to the question.
  if (near)
    throw new NewCityError(
      `${city} is not in pages-data/${CITIES_FILE}, and its name is near ${near}'s: did you mean ${near}? Then --name ${shellWord(near)} and leave --lat and --lng out. If ${city} is another town, add it to pages-data/${CITIES_FILE} first, as the file writes its other cities (its name, region, latitude and longitude), then run this again`,
    );
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180))
    throw new NewCityError(`--lat must be between -90 and 90 and --lng between -180 and 180 (got ${latitude}, ${longitude})`);
  // Another city's point pasted (an example, or the source city's): its pages would be told they are elsewhere.
  const there = Object.entries(knownCities).find(([s, c]) => s !== slug && distanceKm(c, { latitude, longitude }) < SAME_PLACE_KM)?.[1];
  if (there)
    throw new NewCityError(
      `--lat ${latitude} --lng ${longitude} is where ${there.name} is (pages-data/${CITIES_FILE}): give ${city}'s own centre, as a map shows it`,
    );
  // Within reach of another city (not where it is): a town beside it, or that city's point mistyped into.
  const nearest = known
    ? undefined
    : Object.entries(knownCities)
        .filter(([s]) => s !== slug)
        .map(([, c]) => ({ name: c.name, km: distanceKm(c, { latitude, longitude }) }))
        .filter((c) => c.km <= MAX_DISTANCE_KM)
        .sort((a, b) => a.km - b.km)[0];
  if (known && options.region !== undefined && options.region !== known.region)
    throw new NewCityError(
      `${known.name} is in ${known.region} (pages-data/${CITIES_FILE}), and --region gives ${options.region}: leave --region out (if the file's is the one that is wrong, correct it there first)`,
    );
  const region = options.region ?? known?.region ?? 'IN-RJ';
  const outside = pointOutside(region, latitude, longitude);
  if (outside)
    throw new NewCityError(
      outside.swapped
        ? `--lat ${latitude} --lng ${longitude} is outside ${outside.outside}: the two are swapped. Give --lat ${longitude} --lng ${latitude}`
        : `--lat ${latitude} --lng ${longitude} is outside ${outside.outside === 'India' ? `India, where ${region} is` : outside.outside}: give the city centre as a map shows it (${extentOf(region)})`,
    );
  // A city the gazetteer knows moves only a little (its centre placed better): a point farther off is a typo.
  const movedKm = known && options.latitude !== undefined ? distanceKm(known, { latitude, longitude }) : 0;
  if (known && movedKm > MAX_DISTANCE_KM)
    throw new NewCityError(
      `${known.name} is at ${known.latitude}, ${known.longitude} in pages-data/${CITIES_FILE}, and --lat ${latitude} --lng ${longitude} is ${Math.round(movedKm)} km from it: leave --lat and --lng out to use that point (if it is the one that is wrong, correct its lines in pages-data/${CITIES_FILE} first)`,
    );
  const source = knownCities[from];
  const sourceName = source?.name ?? from.replace(/(^|-)(\p{L})/gu, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
  // The source city's places, but not the new city itself or its own places: Kishangarh is a place
  // of Ajmer, and a Kishangarh page naming Kishangarh is what its copy is for (as the city check masks them).
  // Other cities' names and places too: the city check holds the new pages to them (the source
  // page's otherPlaces, which named some on purpose, is not copied).
  const own = new Set([city, ...(known?.localNames ?? [])].map((n) => n.toLowerCase()));
  const others = Object.entries(knownCities).flatMap(([s, c]) => (s === slug ? [] : s === from ? c.localNames : [c.name, ...c.localNames]));
  const localNames = [...new Set(others)].filter((n) => !own.has(n.toLowerCase()));

  const paths = contentPaths(root);
  const before = buildCatalogue(paths, { drafts: true });
  if (!before.catalogue) {
    throw new NewCityError(`The site has content problems; fix them first (npm run validate):\n${formatProblems(before.problems)}`);
  }
  const catalogue = before.catalogue;
  const name = (file: string) => relative(root, file).split(sep).join('/');
  /** Of `files`, the page the footer links (the one --footer adds the new city's line beside). */
  const landingFileOf = (files: readonly string[]) => {
    const pages = catalogue.pages.filter((p) => files.some((f) => name(f) === p.file));
    const link = findFooterLink(readFileSync(join(root, 'site.config.yaml'), 'utf8'), new Set(pages.flatMap((p) => p.paths)));
    const page = link && pages.find((p) => p.paths.includes(link.href));
    return page && files.find((f) => name(f) === page.file);
  };
  const allSourceFiles = listFiles(fromDir, '.yaml').filter((f) => !relative(fromDir, f).split(sep).includes(SNIPPETS_FOLDER));
  const pageName = (file: string) =>
    relative(fromDir, file)
      .split(sep)
      .join('/')
      .replace(/\.yaml$/, '');
  // A page of --only as its file is named, in any capitals, with or without .yaml (`Social-Media`, `SEO.yaml`).
  const pageOf = (n: string) => {
    const wanted = n
      .trim()
      .replace(/\.yaml$/i, '')
      .toLowerCase();
    return allSourceFiles.find((f) => pageName(f).toLowerCase() === wanted);
  };
  const unknown = (options.only ?? []).filter((n) => !pageOf(n));
  if (unknown.length > 0) {
    // "landing" is Ajmer's file name for its landing page; another city's has its own (Jaipur's is services): the page the footer links.
    const names = allSourceFiles.map(pageName);
    const named = unknown.map((n) => {
      const landing = /^landing(\.yaml)?$/i.test(n.trim()) ? landingFileOf(allSourceFiles) : undefined;
      if (landing) return `${n} (${sourceName}'s landing page, the one the footer links, is ${pageName(landing)}: --only ${pageName(landing)})`;
      const near = closest(n.trim().replace(/\.yaml$/i, ''), names);
      return near ? `${n} (did you mean ${near}?)` : n;
    });
    throw new NewCityError(`--only names no page of pages-data/${from}/: ${named.join(', ')}. Its pages: ${names.join(', ')}`);
  }
  const sourceFiles = options.only?.length ? allSourceFiles.filter((f) => options.only!.some((n) => pageOf(n) === f)) : allSourceFiles;
  // A city launched with some pages (--only) gets the others the same way later: into its folder,
  // never over a page it has (which may be rewritten by now).
  const targetOf = (file: string) => join(toDir, relative(fromDir, file));
  if (existsSync(toDir)) {
    const notYet = allSourceFiles.filter((f) => !existsSync(targetOf(f))).map(pageName);
    if (!options.only?.length)
      throw new NewCityError(
        `pages-data/${slug}/ already exists: new-city never overwrites a folder or a page. ${
          notYet.length > 0
            ? `To add the pages of ${from} it does not have yet, name them with --only: --only ${notYet.join(',')}`
            : `It has a copy of every page of ${from}`
        }${options.footer ? '' : ` (--footer alone adds its footer link: npm run new-city -- --name ${shellWord(city)} --from ${from} --footer)`}.`,
      );
    const had = sourceFiles.filter((f) => existsSync(targetOf(f)));
    if (had.length > 0)
      throw new NewCityError(
        `pages-data/${slug}/ has ${had.map((f) => `${pageName(f)}.yaml`).join(', ')} already: new-city never overwrites a page (it may be rewritten by now). Leave ${had.map(pageName).join(', ')} out of --only${notYet.length > 0 ? ` (not copied yet: ${notYet.join(', ')})` : ''}`,
      );
  }
  const entries = sourceFiles.map((file) => {
    const entry = catalogue.pages.find((e) => e.file === name(file));
    if (!entry) throw new NewCityError(`${name(file)} is not a page of the catalogue`);
    return { file, entry };
  });

  // New routes: the source route with the city replaced. Where the source's canonical is a
  // second spelling of the city's address (an alias), the new page takes that spelling as its route.
  const usedBy = (path: string) => {
    const owner = catalogue.byPath.get(path);
    if (!owner) return undefined;
    return owner.page.route === path ? owner.file : `site.config.yaml (an alias of ${owner.page.route})`;
  };
  const routeMap = new Map<string, string>();
  const routes: NewCityPlan['routes'] = [];
  const clashes: string[] = [];
  const taken = new Map<string, string>();
  // The city's pages copied before: links to their source pages lead to them.
  for (const file of allSourceFiles) {
    const copied = existsSync(targetOf(file)) ? catalogue.pages.find((e) => e.file === name(targetOf(file))) : undefined;
    const sourceEntry = catalogue.pages.find((e) => e.file === name(file));
    if (copied && sourceEntry) for (const path of sourceEntry.paths) routeMap.set(path, copied.page.route);
  }
  for (const { file, entry } of entries) {
    const { route, meta } = entry.page;
    const base = meta.canonical !== route && replaceCityName(meta.canonical, from, slug) !== meta.canonical ? meta.canonical : route;
    const newRoute = replaceCityName(base, from, slug);
    const newFile = name(join(toDir, relative(fromDir, file)));
    if (newRoute === base) clashes.push(`${name(file)}: its route ${route} does not contain "${from}", so the copy would have the same address`);
    else if (usedBy(newRoute)) clashes.push(`${newFile}: ${newRoute} is already used by ${usedBy(newRoute)}`);
    else if (taken.has(newRoute)) clashes.push(`${newFile}: ${newRoute} is also the new route of ${taken.get(newRoute)}`);
    taken.set(newRoute, newFile);
    for (const path of entry.paths) routeMap.set(path, newRoute);
    routes.push({ from: route, file: newFile, route: newRoute });
  }
  if (clashes.length > 0) throw new NewCityError(`Cannot create ${city}: these routes would clash.\n${clashes.map((c) => `  ${c}`).join('\n')}`);

  const files = new Map<string, string>();
  const mentions: LocalMention[] = [];
  const imageUses = new Map<string, ImageUse>();
  const videos: NewCityPlan['videos'] = [];
  const sourceLinks: NewCityPlan['sourceLinks'] = [];
  for (const { file } of entries) {
    const target = join(toDir, relative(fromDir, file));
    const text = readFileSync(file, 'utf8');
    const newRoute = routeMap.get(catalogue.pages.find((e) => e.file === name(file))!.page.route)!;
    // otherPlaces is not copied: the names the source page may use on purpose are not the new
    // city's; nor is movedFrom: the new pages had no earlier addresses.
    // Drafts until their copy is local: npm run city-report lists what is left. The lines below are
    // those of the file as written, its draft line included.
    const rewritten = asDraft(
      withoutOwnLists(rewritePage(text, { from, fromName: sourceName, keep: localNames, slug, city, newRoute, routeMap, latitude, longitude, region })),
    );
    files.set(target, rewritten);

    // What the content staff must still change, with the new file's line numbers.
    const newName = name(target);
    const lines = new LineCounter();
    const doc = parseDocument(rewritten, { lineCounter: lines });
    const textLines = rewritten.split('\n');
    const mentionLines = new Map<number, Set<string>>();
    const quotedItems = new Set<string>();
    const data: unknown = doc.toJS();
    // Each copy field as the source wrote it: where it named both cities, the copy may name the new one twice.
    const written = new Map(scalars(parseDocument(text).contents).map(({ path, node }) => [path.join('\u0000'), String(node.value)]));
    for (const { path, node } of scalars(doc.contents)) {
      if (typeof node.value !== 'string' || !node.range) continue;
      const field = fieldOf(data, path);
      const line = lines.linePos(node.range[0]).line;
      if (field.kind === 'image-path' && node.value.startsWith('/images/')) {
        const use = imageUses.get(node.value) ?? { src: node.value, at: [], cityArtwork: replaceCityName(node.value, from, '\u0000') !== node.value };
        use.at.push(`${newName}:${line}`);
        imageUses.set(node.value, use);
        continue;
      }
      // The source city's showreel plays on the new city's page until it is changed.
      if (field.kind === 'video') {
        videos.push({ id: node.value, at: `${newName}:${line}` });
        continue;
      }
      if (field.kind === 'link') {
        if (replaceCityName(node.value, from, '\u0000') !== node.value) sourceLinks.push({ file: newName, line, href: node.value });
        continue;
      }
      if (!field.copy) continue;
      // A client's words from the source city, kept as written: listed once an item, at its first line.
      const item = quotedItem(data, path);
      if (item !== undefined && !quotedItems.has(item)) {
        quotedItems.add(item);
        const at = lines.linePos(node.range[0]).line;
        mentionLines.set(at, new Set([...(mentionLines.get(at) ?? []), `${article(sourceName)} ${sourceName} client's words`]));
      }
      // A block of text spans several lines: report each line that names a place.
      const start = node.range[0];
      const raw = rewritten.slice(start, node.range[1]);
      const before = written.get(path.join('\u0000')) ?? '';
      const collided = timesNamed(before, sourceName) > 0 && timesNamed(before, city) > 0;
      raw.split('\n').forEach((part, i) => {
        const names = localNamesIn(part, localNames);
        // "For Kishangarh marble, Ajmer handicrafts" became "For Kishangarh marble, Kishangarh handicrafts".
        if (collided && timesNamed(part, city) >= 2) names.push(`${city} twice`);
        // A longer name that held the source city's: kept joined ("Ajmer-e-Sharif"), or renamed with
        // it where the source wrote it ("Kota Lit Fest", which may be no name of Kota's).
        names.push(...longerNamesOf(part, sourceName).filter((n) => !names.some((known) => n.includes(known))));
        for (const renamed of longerNamesOf(part, city))
          if (before.includes(sourceName + renamed.slice(city.length))) names.push(`${renamed} (was ${sourceName}${renamed.slice(city.length)})`);
        if (names.length === 0) return;
        const at = lines.linePos(start).line + i;
        const set = mentionLines.get(at) ?? new Set<string>();
        for (const n of names) set.add(n);
        mentionLines.set(at, set);
      });
    }
    for (const [line, names] of [...mentionLines].sort((a, b) => a[0] - b[0])) {
      mentions.push({ file: newName, line, names: [...names], text: textLines[line - 1]!.trim() });
    }
  }

  // The city's pages copied before link to the source's pages copied now (kept then, as there was
  // no copy yet): each such link is listed with the new page's address; the page is not changed.
  const copiedNow = new Map(entries.flatMap(({ entry }) => entry.paths.map((path) => [path, routeMap.get(path)!] as const)));
  const earlierLinks: NewCityPlan['earlierLinks'] = [];
  for (const file of allSourceFiles) {
    const target = targetOf(file);
    if (files.has(target) || !existsSync(target)) continue;
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(target, 'utf8'), { lineCounter: lines });
    const data: unknown = doc.toJS();
    for (const { path, node } of scalars(doc.contents)) {
      if (typeof node.value !== 'string' || !node.range || fieldOf(data, path).kind !== 'link') continue;
      const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(node.value) ?? [];
      const to = copiedNow.get(pathPart);
      if (to) earlierLinks.push({ file: name(target), line: lines.linePos(node.range[0]).line, href: node.value, to: `${to}${rest}` });
    }
  }

  // The footer column that links the source city's landing page gets a line for the new one.
  let landing: NewCityPlan['landing'];
  const siteFile = join(root, 'site.config.yaml');
  const siteText = readFileSync(siteFile, 'utf8');
  const footerLink = findFooterLink(siteText, new Set(entries.flatMap(({ entry }) => entry.paths)));
  if (footerLink) {
    const route = routeMap.get(footerLink.href)!;
    const label = replaceCityName(footerLink.label, sourceName, city);
    const footerLines = `${footerLink.indent}- label: ${label}\n${footerLink.indent}  href: ${route}\n`;
    if (options.footer) files.set(siteFile, siteText.slice(0, footerLink.insertAt) + footerLines + siteText.slice(footerLink.insertAt));
    landing = { route, footerLines, footerColumn: footerLink.column, footerAdded: Boolean(options.footer) };
  }

  // A city the gazetteer did not know joins it, with the coordinates given; --places adds its places.
  const places = [...new Set((options.places ?? []).map((p) => p.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  // The city's own places only: another city's name, or a place of the city copied from (what the
  // copy still names, to rewrite), would be accepted on its pages and never told again.
  const notOwn = places.flatMap((place) => {
    const lower = place.toLowerCase();
    const cityNamed = Object.values(knownCities).find((c) => c.name.toLowerCase() === lower && c.name !== city);
    if (cityNamed) return [`"${place}" is a city of pages-data/${CITIES_FILE}`];
    if (source?.localNames.some((n) => n.toLowerCase() === lower) && !known?.localNames.some((n) => n.toLowerCase() === lower))
      return [`"${place}" is one of ${sourceName}'s places, which the copy still names for you to rewrite`];
    return [];
  });
  if (notOwn.length > 0)
    throw new NewCityError(
      `--places lists ${city}'s own markets, areas and landmarks: ${notOwn.join('; ')}. Leave ${notOwn.length === 1 ? 'it' : 'them'} out (a place of that name in ${city} too goes into pages-data/${CITIES_FILE} by hand, under ${slug}:)`,
    );
  const moved = known && (options.latitude !== undefined || options.longitude !== undefined);
  if (!known || places.length > 0 || moved) {
    const gazetteer = join(pagesDir, CITIES_FILE);
    let text = existsSync(gazetteer) ? readFileSync(gazetteer, 'utf8') : '';
    if (!known) text = `${text}${text && !text.endsWith('\n') ? '\n' : ''}${gazetteerEntry(slug, { name: city, region, latitude, longitude })}`;
    if (places.length > 0 || moved) {
      const doc = parseDocument(text);
      // Coordinates given for a city the gazetteer knows replace its point there too, as on the pages.
      if (moved) {
        doc.setIn([slug, 'latitude'], latitude);
        doc.setIn([slug, 'longitude'], longitude);
      }
      const had = (doc.getIn([slug, 'places']) as { toJSON(): string[] } | undefined)?.toJSON() ?? [];
      if (places.length > 0) doc.setIn([slug, 'places'], doc.createNode([...had, ...places.filter((p) => !had.includes(p))], { flow: true }));
      text = doc.toString({ lineWidth: 0 });
    }
    files.set(gazetteer, text);
  }

  const after = buildCatalogue(contentPaths(root, { files }));
  if (!after.catalogue) throw new NewCityError(`The copy for ${city} does not validate, so nothing was written:\n${formatProblems(after.problems)}`);

  return {
    city,
    source: sourceName,
    slug,
    files,
    routes,
    landing,
    mentions,
    earlierLinks,
    footerSkipped: Boolean(options.footer) && !landing,
    gazetteerAdded: !known,
    nearCity: nearest,
    added: existsSync(toDir),
    placeOfSource: (source?.localNames ?? []).some((n) => n.toLowerCase() === city.toLowerCase()),
    movedPoint: known && options.latitude !== undefined && movedKm > 0 ? { latitude: known.latitude, longitude: known.longitude, km: movedKm } : undefined,
    videos,
    images: [...imageUses.values()].sort((a, b) => Number(b.cityArtwork) - Number(a.cityArtwork) || a.src.localeCompare(b.src)),
    sourceLinks,
  };
}

/** The page without its `otherPlaces` and `movedFrom` lists (each one line, or a block of `- item` lines). */
export function withoutOwnLists(text: string): string {
  // With the comment lines just above each, which speak of it.
  return text.replace(/^(?:#.*\n)*(?:otherPlaces|movedFrom):.*\n(?:[ \t]+-.*\n)*/gm, '');
}

/** The page with `draft: true` before its route. */
export function asDraft(text: string): string {
  return /^draft:/m.test(text) ? text.replace(/^draft:.*$/m, 'draft: true') : text.replace(/^route:/m, 'draft: true\nroute:');
}

/**
 * --footer for a city whose folder exists: the footer line for its landing page (the copy of
 * the source city's footer link), added to site.config.yaml. Returns what to tell.
 */
export function addFooterLink(options: { root: string; name: string; from: string }): { file: string; text: string; message: string } {
  const city = options.name.trim().replace(/\s+/g, ' ');
  const slug = citySlug(city);
  const from = citySlug(options.from);
  const { catalogue, problems } = buildCatalogue(contentPaths(options.root), { drafts: true });
  if (!catalogue) throw new NewCityError(`The site has content problems; fix them first (npm run validate):\n${formatProblems(problems)}`);
  const siteFile = join(options.root, 'site.config.yaml');
  const siteText = readFileSync(siteFile, 'utf8');
  const sourcePaths = new Set(catalogue.pages.filter((e) => e.file.startsWith(`pages-data/${from}/`)).flatMap((e) => e.paths));
  const link = findFooterLink(siteText, sourcePaths);
  if (!link) throw new NewCityError(`No footer link leads to a page of pages-data/${from}/, so there is no line to copy for ${city}.`);
  const source = catalogue.byPath.get(link.href)!;
  // The copy's route is the source's route or canonical spelling with the city replaced.
  const candidates = [source.page.meta.canonical, ...source.paths].map((p) => replaceCityName(p, from, slug));
  const target = candidates.map((p) => catalogue.byPath.get(p)).find((e) => e?.file.startsWith(`pages-data/${slug}/`));
  if (!target) throw new NewCityError(`No page of pages-data/${slug}/ has the route ${candidates[0]}, the copy of ${source.page.route}.`);
  const route = target.page.route;
  if (findFooterLink(siteText, new Set(target.paths))) return { file: siteFile, text: siteText, message: `The footer already links ${route}; nothing to add.` };
  const sourceName = knownCitiesAt(options.root)[from]?.name ?? from;
  const footerLines = `${link.indent}- label: ${replaceCityName(link.label, sourceName, city)}\n${link.indent}  href: ${route}\n`;
  return {
    file: siteFile,
    text: siteText.slice(0, link.insertAt) + footerLines + siteText.slice(link.insertAt),
    message: `The footer column "${link.column}" in site.config.yaml now links ${route}${target.page.draft ? ' (shown once the page is no longer a draft)' : ''}.`,
  };
}
