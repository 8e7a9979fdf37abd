/**
 * A page says which city it is for (its folder), and the check holds it to that city: geo tags,
 * other cities' names and places in the copy, "a"/"an" before a city name. new-city writes
 * drafts, city-report lists what is left, --footer works once the folder exists, and an unknown
 * city given with --lat/--lng joins the gazetteer.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { cityReport, main as cityReportMain, markdownReport } from '../../scripts/city-report.ts';
import { parse } from 'yaml';
import { main as newCity } from '../../scripts/new-city.ts';
import { resolveBlogUrl } from '../../renderer/blog/resolve-blog.ts';
import { copyContent } from '../content-copy.ts';
import { problemsOf } from '../../admin/check.ts';
import { readFile } from '../../admin/formats.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';

const root = process.cwd();
const AJMER_SEO = readFileSync(join(root, 'pages-data', 'ajmer', 'seo.yaml'), 'utf8');
const KOTA = join(root, 'pages-data', 'kota', 'seo.yaml');
const check = (files: Record<string, string>) => formatProblems(buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files)) })).problems);

/** Every other city's name and place the hand copy names. */
const named = (text: string) => [...new Set([...check({ [KOTA]: text }).matchAll(/"([^"]+)" is (?:another city|one of \w+'s places)/g)].map((m) => m[1]!))];

/** A city's page made another city's by hand: its route, canonical and geo tags rewritten, its otherPlaces left out. */
const asPageOf = (text: string, route: string, placename: string, [latitude, longitude]: [number, number]) =>
  text
    .replace(/^route: .*$/m, `route: ${route}`)
    .replace(/^ {2}canonical: .*$/m, `  canonical: ${route}`)
    .replace(/placename: \w+/, `placename: ${placename}`)
    .replace(/latitude: [\d.]+/, `latitude: ${latitude}`)
    .replace(/longitude: [\d.]+/, `longitude: ${longitude}`)
    .replace(/^otherPlaces:.*\n/m, '');

/** The Ajmer SEO page copied by hand to Kota with only the route and canonical changed. */
const handCopy = AJMER_SEO.replace(/^route: .*$/m, 'route: /seo-company-kota').replace(/^ {2}canonical: .*$/m, '  canonical: /seo-company-kota');

describe('a page is held to its city', { timeout: 60_000 }, () => {
  it('a hand copy of an Ajmer page in pages-data/kota/ fails at its Ajmer geo and every Ajmer place', () => {
    const report = check({ [KOTA]: handCopy });
    const lines = report.split('\n');
    expect(lines.every((l) => /^pages-data\/kota\/seo\.yaml:\d+:\d+ {2}\S/.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('meta.geo.'))).toMatchInlineSnapshot(`
      [
        "pages-data/kota/seo.yaml:15:16  meta.geo.placename  This page is in pages-data/kota/, a Kota page: write placename: Kota",
        "pages-data/kota/seo.yaml:16:15  meta.geo.latitude  This point is 184 km from Kota: write latitude: 25.2138 and longitude: 75.8648 (or a point within 30 km of Kota)",
      ]
    `);
    const places = [...new Set(lines.flatMap((l) => /"([^"]+)" is (?:another city|one of Ajmer's places)/.exec(l)?.[1] ?? []))].sort();
    expect(places).toMatchInlineSnapshot(`
      [
        "Ajmer",
        "Ana Sagar",
        "Beawar",
        "Dargah",
        "Dargah Sharif",
        "Kaiserganj",
        "Kishangarh",
        "Madar Gate",
        "Nasirabad",
        "Naya Bazar",
        "Pushkar",
        "Pushkar Road",
        "Urs",
      ]
    `);
    expect(lines.length).toBeGreaterThanOrEqual(20);
  });

  it("where every page of a city gives the same name or point and the gazetteer another, it is told once, at the gazetteer, with both fixes; two copies of another city's pages still at each page", () => {
    const cities = join(root, 'pages-data', '_cities.yaml');
    const gazetteer = readFileSync(cities, 'utf8').replace('  name: Ajmer\n', '  name: Ajmir\n').replace('  latitude: 26.4499\n', '  latitude: 27.4499\n');
    // Its lines as the file has them (a place added above moves them).
    const nameLine = gazetteer.split('\n').indexOf('  name: Ajmir') + 1;
    const latitudeLine = gazetteer.split('\n').indexOf('  latitude: 27.4499') + 1;
    expect(check({ [cities]: gazetteer }).split('\n')).toEqual([
      `pages-data/_cities.yaml:${nameLine}:9  ajmer.name  All 7 published pages in pages-data/ajmer/ give placename: Ajmer, and this gives name: Ajmir: if the city is written Ajmer, write name: Ajmer here; if not, write placename: Ajmir on each page`,
      `pages-data/_cities.yaml:${latitudeLine}:13  ajmer.latitude  All 7 published pages in pages-data/ajmer/ give a point 111 km from this one: if theirs is Ajmir's, write latitude: 26.4499 and longitude: 74.6399 here; if not, write latitude: 27.4499 and longitude: 74.6399 on each page`,
    ]);
    // Two Ajmer pages copied into kota/ name Ajmer, a city of the gazetteer: a copy, told at each.
    const secondCopy = readFileSync(join(root, 'pages-data', 'ajmer', 'social-media.yaml'), 'utf8')
      .replace(/^route: .*$/m, 'route: /social-media-kota')
      .replace(/^ {2}canonical: .*$/m, '  canonical: /social-media-kota');
    const geo = check({ [KOTA]: handCopy, [join(root, 'pages-data', 'kota', 'social-media.yaml')]: secondCopy })
      .split('\n')
      .filter((line) => line.includes('geo'));
    expect(geo.map((line) => line.split('  ').slice(0, 2).join('  '))).toEqual([
      'pages-data/kota/seo.yaml:15:16  meta.geo.placename',
      'pages-data/kota/seo.yaml:16:15  meta.geo.latitude',
      'pages-data/kota/social-media.yaml:20:16  meta.geo.placename',
      'pages-data/kota/social-media.yaml:21:15  meta.geo.latitude',
    ]);
  });

  it('otherPlaces naming a city the page names more often than its own is told there: a copy let through whole', () => {
    const JAIPUR = join(root, 'pages-data', 'jaipur', 'wedding-films.yaml');
    // (Its title rewritten for Jaipur: a title for Ajmer alone is told as such, below.)
    const copy = asPageOf(AJMER_SEO, '/wedding-films-jaipur', 'Jaipur', [26.9124, 75.7873]).replace(
      /^( {2}title: ).*$/m,
      '$1"Wedding Films in Jaipur: Cinematic Stories of Your Day"',
    );
    // Every name the check tells, listed as the page's on purpose.
    const names = [...new Set([...check({ [JAIPUR]: copy }).matchAll(/"([^"]+)" is (?:another city|one of \w+'s places|a place of )/g)].map((m) => m[1]!))];
    expect(names).toContain('Ajmer');
    const allowed = `otherPlaces: [${['Ajmer', ...names.filter((n) => n !== 'Ajmer')].join(', ')}]\n${copy}`;
    const times = (text: string, name: string) =>
      text
        .split('\n')
        .filter((l) => !l.startsWith('otherPlaces'))
        .join('\n')
        .split(name).length - 1;
    expect(times(allowed, 'Ajmer')).toBeGreaterThan(times(allowed, 'Jaipur'));
    expect(
      check({ [JAIPUR]: allowed })
        .split('\n')
        .filter((l) => l.includes('  otherPlaces')),
    ).toEqual([
      expect.stringMatching(
        /^pages-data\/jaipur\/wedding-films\.yaml:1:15 {2}otherPlaces\[0\] {2}The page names Ajmer \d+ times and Jaipur \d+: otherPlaces lets a Jaipur page name another city where it means to, not be that city's page\. Write it about Jaipur, then keep "Ajmer" here only for the lines that mean it$/,
      ),
    ]);
  });

  it("a page for a city with no folder yet, copied into another city's: its address and its title for that city are told, otherPlaces or not", () => {
    // As the browser editor makes it: an Ajmer page duplicated, its address and title for Kota, in pages-data/ajmer/.
    const file = join(root, 'pages-data', 'ajmer', 'seo-kota.yaml');
    const kota = AJMER_SEO.replaceAll('/seo-company-ajmer', '/seo-company-kota')
      .replace(/^( {2}title: ).*$/m, '$1"SEO Company in Kota: Rank Higher in Local Search"')
      .replace(/^otherPlaces: .*\n/m, '');
    const route =
      'route  The address "/seo-company-kota" is for Kota, but this page is in pages-data/ajmer/, an Ajmer page: a page for Kota belongs with Kota\'s pages, in pages-data/kota/ (where there are none yet, npm run new-city -- --name Kota --from ajmer makes them, geo tags and all); for an Ajmer page, give it an address for Ajmer';
    expect(check({ [file]: kota })).toContain(`pages-data/ajmer/seo-kota.yaml:2:8  ${route}`);
    // Kota added to otherPlaces, as the title's message offers: the address is still told, and so is the list.
    const listed = check({ [file]: `otherPlaces: [Kota]\n${kota}` }).split('\n');
    expect(listed).toContain(`pages-data/ajmer/seo-kota.yaml:3:8  ${route}`);
    expect(listed).toContain(
      'pages-data/ajmer/seo-kota.yaml:1:15  otherPlaces[0]  The page\'s title is for Kota, not Ajmer ("SEO Company in Kota: Rank Higher in Local Search"): otherPlaces lets an Ajmer page name another city where it means to, not be that city\'s page. A page for Kota belongs with Kota\'s pages (pages-data/kota/); for an Ajmer page, write its title and copy for Ajmer, then keep "Kota" here only for the lines that mean it',
    );
    // A canonical address for another city, the route its own: told there.
    const canonical = check({ [join(root, 'pages-data', 'ajmer', 'seo.yaml')]: AJMER_SEO.replace(/^( {2}canonical: ).*$/m, '$1/seo-company-kota') });
    expect(canonical).toMatch(
      /^pages-data\/ajmer\/seo\.yaml:\d+:\d+ {2}meta\.canonical {2}The address "\/seo-company-kota" is for Kota, but this page is in pages-data\/ajmer\//m,
    );
    // The browser editor tells the same, at the route.
    const paths = contentPaths(root);
    const { cities } = cmsInput(loadCatalogue(paths), paths);
    const page = readFile('page', `otherPlaces: [Kota]\n${kota}`);
    expect(problemsOf('page', page, { city: 'Ajmer', cities }).map((p) => `${p.field} ${p.message}`)).toEqual(
      expect.arrayContaining([route.replace('  ', ' ')]),
    );
  });

  it('a place of one city told on three pages of other cities or more is told at its line in the gazetteer too, with both fixes', () => {
    const cities = join(root, 'pages-data', '_cities.yaml');
    // A festival every city keeps, added to Ajmer's places by mistake: five Jaipur pages name it.
    const gazetteer = readFileSync(cities, 'utf8').replace('    - Nasirabad\n', '    - Nasirabad\n    - Diwali\n');
    const line = gazetteer.split('\n').indexOf('    - Diwali') + 1;
    const lines = check({ [cities]: gazetteer }).split('\n');
    const told = lines.filter((l) => l.includes('"Diwali" is one of Ajmer\'s places')).map((l) => l.split(':')[0]);
    expect(new Set(told).size).toBe(5);
    expect(lines[0]).toBe(
      `pages-data/_cities.yaml:${line}:7  ajmer.places[17]  "Diwali", one of Ajmer's places here, is told on 5 pages of other cities that name nothing else of Ajmer's (pages-data/jaipur/google-ads.yaml:102 and 4 more): if it is not Ajmer's alone (a festival, a name many cities use), take it out of this list, which settles them all; if it is, write each of those pages about its own city, or add "Diwali" to that page's otherPlaces`,
    );
    expect(lines).toHaveLength(1 + told.length);
    // Told on three pages copied from Ajmer's, which name Ajmer and its other places too: leftovers
    // of a copy, told at those pages alone.
    const copies = Object.fromEntries(
      ['kota', 'udaipur', 'bikaner'].map((city) => [
        join(root, 'pages-data', city, 'seo.yaml'),
        AJMER_SEO.replace(/^route: .*$/m, `route: /seo-company-${city}`).replace(/^ {2}canonical: .*$/m, `  canonical: /seo-company-${city}`),
      ]),
    );
    const copied = check(copies).split('\n');
    expect(new Set(copied.filter((l) => l.includes('"Pushkar" is one of Ajmer\'s places')).map((l) => l.split(':')[0])).size).toBe(3);
    expect(copied.filter((l) => l.startsWith('pages-data/_cities.yaml'))).toEqual([]);
  });

  it('a point outside India, in the gazetteer or on a page, is told at its latitude, as swapped where the other way round is in India', () => {
    const cities = join(root, 'pages-data', '_cities.yaml');
    const gazetteer = readFileSync(cities, 'utf8').replace('  latitude: 26.4499\n  longitude: 74.6399\n', '  latitude: 74.6399\n  longitude: 26.4499\n');
    const latitudeLine = gazetteer.split('\n').indexOf('  latitude: 74.6399') + 1;
    expect(check({ [cities]: gazetteer })).toBe(
      `pages-data/_cities.yaml:${latitudeLine}:13  ajmer.latitude  Latitude and longitude are swapped (74.6399, 26.4499 is outside India): write latitude: 26.4499 and longitude: 74.6399`,
    );
    // In India, outside the state its region names (one digit off).
    const karnataka = readFileSync(cities, 'utf8').replace('  latitude: 26.4499\n', '  latitude: 16.4499\n');
    expect(check({ [cities]: karnataka })).toBe(
      `pages-data/_cities.yaml:${latitudeLine}:13  ajmer.latitude  16.4499, 74.6399 is outside Rajasthan (IN-RJ): write the point as a map shows it (in Rajasthan, a latitude of 23–30.2 and a longitude of 69.4–78.3)`,
    );
    const page = AJMER_SEO.replace(/latitude: [\d.]+/, 'latitude: 0').replace(/longitude: [\d.]+/, 'longitude: 0');
    expect(check({ [join(root, 'pages-data', 'ajmer', 'seo.yaml')]: page })).toBe(
      'pages-data/ajmer/seo.yaml:16:15  meta.geo.latitude  0, 0 is outside India, where IN-RJ is: write the point as a map shows it (in Rajasthan, a latitude of 23–30.2 and a longitude of 69.4–78.3)',
    );
  });

  it('a hand copy in a folder that is not a city of the gazetteer is refused at its folder, once, instead of passing unchecked', () => {
    const folder = join(root, 'pages-data', 'nathdwara');
    const copy = handCopy.replaceAll('/seo-company-kota', '/seo-company-nathdwara');
    expect(
      check({ [join(folder, 'seo.yaml')]: copy, [join(folder, 'google-ads.yaml')]: copy.replaceAll('/seo-company-nathdwara', '/google-ads-nathdwara') }),
    ).toMatchInlineSnapshot(
      `
      "pages-data/nathdwara/google-ads.yaml:1:1  (file)  pages-data/nathdwara/ is not a city of pages-data/_cities.yaml, so its pages are not checked as a city's: add the city there, under nathdwara: its name, region, latitude and longitude (npm run new-city -- --name … --from … adds a city with its pages, before its folder is made), or, for a page of no city, move it to pages-data/core/
      pages-data/nathdwara/google-ads.yaml:6:10  meta.title  The same title, description and sections as pages-data/ajmer/seo.yaml, word for word: search engines would find two pages alike and may show only one of them. One of the two is a copy: write its own title, description and sections, or delete it
      pages-data/nathdwara/seo.yaml:6:10  meta.title  The same title, description and sections as pages-data/ajmer/seo.yaml, word for word: search engines would find two pages alike and may show only one of them. One of the two is a copy: write its own title, description and sections, or delete it"
    `,
    );
  });

  it("a city's folder name mistyped is told the city it is closest to", () => {
    const copy = handCopy.replaceAll('/seo-company-kota', '/seo-company-jaipur-clinics');
    expect(check({ [join(root, 'pages-data', 'jiapur', 'clinics.yaml')]: copy })).toMatch(
      /^pages-data\/jiapur\/clinics\.yaml:1:1 {2}\(file\) {2}pages-data\/jiapur\/ is not a city of pages-data\/_cities\.yaml, so its pages are not checked as a city's \(did you mean pages-data\/jaipur\/\?\): add the city there/m,
    );
  });

  it('each message points at the word', () => {
    const report = check({ [KOTA]: handCopy });
    const text = handCopy.split('\n');
    for (const m of report.matchAll(/^\S+:(\d+):(\d+) .*?"([^"]+)" is (?:another city|one of \w+'s places)/gm))
      expect(text[Number(m[1]) - 1]!.slice(Number(m[2]) - 1)).toMatch(new RegExp(`^${m[3]}`));
  });

  it('a point whose longitude alone is off is told at the longitude', () => {
    const geo = handCopy
      .replace(/^( {4}placename: ).*$/m, '$1Kota')
      .replace(/^( {4}latitude: ).*$/m, '$125.2138')
      .replace(/^( {4}longitude: ).*$/m, '$174.8648');
    const line = geo.split('\n').findIndex((l) => l.startsWith('    longitude:')) + 1;
    expect(
      check({ [KOTA]: geo })
        .split('\n')
        .filter((l) => l.includes('meta.geo.')),
    ).toEqual([
      `pages-data/kota/seo.yaml:${line}:16  meta.geo.longitude  This point is 101 km from Kota: write latitude: 25.2138 and longitude: 75.8648 (or a point within 30 km of Kota)`,
    ]);
  });

  it("the gazetteer: a city block copied with another's name left in, and a place line indented under the one above, are told", () => {
    const cities = join(root, 'pages-data', '_cities.yaml');
    const written = readFileSync(cities, 'utf8');
    const copied = `${written.trimEnd()}\nnathdwara:\n  name: Kota\n  region: IN-RJ\n  latitude: 24.9381\n  longitude: 73.823\n`;
    const line = copied.split('\n').indexOf('  name: Kota', written.split('\n').length - 1) + 1;
    expect(check({ [cities]: copied })).toBe(
      `pages-data/_cities.yaml:${line}:9  nathdwara.name  "Kota" is the name of kota already: write this city's own name (the one its pages in pages-data/nathdwara/ are for)`,
    );
    const joined = written.replace('    - Naya Bazar\n', '      - Naya Bazar\n');
    expect(joined).not.toBe(written);
    expect(check({ [cities]: joined })).toMatch(
      /^pages-data\/_cities\.yaml:\d+:\d+ {2}ajmer\.places\[2\] {2}Two places read as one: this line is indented more than the one above, so YAML joined them\. Line its "-" up with the other items$/,
    );
  });

  it("a longer name that holds another city's place is told it may be this city's own place, for the gazetteer", () => {
    const page = handCopy.replace(/^(\s+text: )(.*)$/m, '$1Shops around Mansarovar Jheel and the bazaar. $2');
    expect(page).not.toBe(handCopy);
    const told = check({ [KOTA]: page })
      .split('\n')
      .filter((line) => line.includes('"Mansarovar"'));
    expect(told.map((line) => line.split('  ').slice(2).join('  '))).toEqual([
      '"Mansarovar" is one of Jaipur\'s places in pages-data/_cities.yaml, on a Kota page: write about Kota instead; if "Mansarovar Jheel" is a place of Kota, add it to kota\'s places in pages-data/_cities.yaml, or add "Mansarovar" to otherPlaces if the page names it on purpose',
    ]);
  });

  it("a city's name made a word for its things (Udaipuri paintings, ajmeri sweets) is that city's, unless otherPlaces names the thing; one that begins a name may be this city's place", () => {
    const page = handCopy.replace(/^(\s+text: )(.*)$/m, '$1Udaipuri paintings, ajmeri sweets and AJMERI Gate. $2');
    expect(page).not.toBe(handCopy);
    const told = (file: string, text: string, word: string) =>
      check({ [file]: text })
        .split('\n')
        .filter((line) => line.includes(`"${word}"`))
        .map((line) => line.split('  ').slice(2).join('  '));
    expect(told(KOTA, page, 'Udaipuri')).toEqual([
      '"Udaipuri" is about another city, Udaipur, on a Kota page: write about Kota instead, or, where "Udaipuri paintings" is the name of a thing (a dish, a dress, a craft), add "Udaipuri paintings" to otherPlaces',
    ]);
    expect(told(KOTA, page, 'ajmeri')).toEqual([
      '"ajmeri" is about another city, Ajmer, on a Kota page: write about Kota instead, or, where "ajmeri sweets" is the name of a thing (a dish, a dress, a craft), add "ajmeri sweets" to otherPlaces',
    ]);
    expect(told(KOTA, page, 'AJMERI')).toEqual([
      '"AJMERI" is about another city, Ajmer, on a Kota page: write about Kota instead; if "AJMERI Gate" is the name of a thing (a dish, a dress, a craft), add "AJMERI Gate" to otherPlaces, or if it is a place of Kota, add it to kota\'s places in pages-data/_cities.yaml',
    ]);
    // The things named in otherPlaces (any capitals, a plural too) pass; the city's name elsewhere on the page is still told.
    const named = page
      .replace(/^otherPlaces: \[Jaipur\]$/m, 'otherPlaces: [Jaipur, Udaipuri painting, Ajmeri Sweets]')
      .replace('Udaipuri paintings,', 'Udaipuri paintings, Udaipur hotels,');
    expect(named).not.toContain('otherPlaces: [Jaipur]\n');
    expect(told(KOTA, named, 'Udaipuri')).toEqual([]);
    expect(told(KOTA, named, 'ajmeri')).toEqual([]);
    expect(told(KOTA, named, 'Udaipur')).toHaveLength(1);
    // A short place's name in capitals is more often an abbreviation (Ajmer's Urs, an URS-certified firm).
    const jaipurAds = join(root, 'pages-data', 'jaipur', 'google-ads.yaml');
    const urs = readFileSync(jaipurAds, 'utf8').replace(/^(\s+text: )([A-Z].*)$/m, '$1An URS-certified team, busy in the Urs season. $2');
    expect(told(jaipurAds, urs, 'URS')).toEqual([]);
    expect(told(jaipurAds, urs, 'Urs')).toHaveLength(1);
    // Jaipur's Ajmeri Gate: the gazetteer's list of Jaipur's places takes it.
    const jaipur = join(root, 'pages-data', 'jaipur', 'google-ads.yaml');
    const gate = readFileSync(jaipur, 'utf8').replace(/^(\s+text: )([A-Z].*)$/m, '$1Shops near Ajmeri Gate and beyond. $2');
    expect(told(jaipur, gate, 'Ajmeri')).toEqual([
      '"Ajmeri" is about another city, Ajmer, on a Jaipur page: write about Jaipur instead; if "Ajmeri Gate" is the name of a thing (a dish, a dress, a craft), add "Ajmeri Gate" to otherPlaces, or if it is a place of Jaipur, add it to jaipur\'s places in pages-data/_cities.yaml',
    ]);
    // A city's own name before a thing's name in a sentence ("Kota Doria sarees"), not in a title's capitals.
    const doria = readFileSync(jaipurAds, 'utf8').replace(/^(\s+text: )([A-Z].*)$/m, '$1Kota Doria sarees, Kota stone and Kota Businesses Online. $2');
    expect(told(jaipurAds, doria, 'Kota')).toEqual([
      '"Kota" is another city, on a Jaipur page: write about Jaipur instead; if "Kota Doria" is the name of a thing (a dish, a dress, a craft), add "Kota Doria" to otherPlaces, or if it is a place of Jaipur, add it to jaipur\'s places in pages-data/_cities.yaml',
      '"Kota" is another city, on a Jaipur page: write about Jaipur instead, or add "Kota" to otherPlaces if the page names it on purpose',
      '"Kota" is another city, on a Jaipur page: write about Jaipur instead, or add "Kota" to otherPlaces if the page names it on purpose',
    ]);
    // A place two cities of the gazetteer have (Civil Lines: Jaipur's and Ajmer's) may be this city's too.
    const lines = readFileSync(jaipurAds, 'utf8').replace(/^(\s+text: )([A-Z].*)$/m, '$1Offices near Civil Lines. $2');
    expect(told(KOTA, handCopy.replace(/^(\s+text: )(.*)$/m, '$1Offices near Civil Lines. $2'), 'Civil Lines')).toEqual([
      '"Civil Lines" is a place of Jaipur and Ajmer in pages-data/_cities.yaml, on a Kota page: write about Kota instead; if Kota has a Civil Lines of its own, add it to kota\'s places in pages-data/_cities.yaml, or add "Civil Lines" to otherPlaces if the page names it on purpose',
    ]);
    expect(told(jaipurAds, lines, 'Civil Lines')).toEqual([]);
  });

  it("a link to another city's page of a kind the city has itself is told with its own page's address; one to a page only the other city has, or beside the city's own, is not", () => {
    const file = join(root, 'pages-data', 'ajmer', 'lead-generation.yaml');
    const written = readFileSync(file, 'utf8');
    // Its card for the Google Business Profile links to the site's one such page, Jaipur's: not told.
    expect(written).toContain('href: /google-business-profile');
    const linking = (href: string) => written.replace('        href: /digital-markting-services-ajmer', `        href: ${href}`);
    const toJaipur = linking('/seo-company-jaipur');
    expect(toJaipur).not.toBe(written);
    const line = toJaipur.split('\n').indexOf('        href: /seo-company-jaipur') + 1;
    expect(check({ [file]: toJaipur })).toBe(
      `pages-data/ajmer/lead-generation.yaml:${line}:15  sections[0] (hero) › actions[1].href  Links to "/seo-company-jaipur", Jaipur's page (pages-data/jaipur/seo.yaml), on an Ajmer page, and Ajmer has its own, "/seo-company-ajmer" (pages-data/ajmer/seo.yaml): link there, or add "/seo-company-jaipur" to otherPlaces if the page links there on purpose`,
    );
    // Naming Jaipur on purpose does not make its pages the links to give; listing the address does.
    expect(check({ [file]: toJaipur.replace(/^route: /m, 'otherPlaces: [Jaipur]\nroute: ') })).toMatch(/Links to "\/seo-company-jaipur"/);
    expect(check({ [file]: toJaipur.replace(/^route: /m, 'otherPlaces: [/seo-company-jaipur]\nroute: ') })).toBe('');
    // Beside a link to Ajmer's own SEO page, in the same section (both cities' pages on offer): not told.
    expect(check({ [file]: toJaipur.replace('        href: /contact\n', '        href: /seo-company-ajmer\n') })).toBe('');
    // Ajmer's own linked only in another section (the closing call to action): still told.
    const elsewhere = `${toJaipur.slice(0, toJaipur.lastIndexOf('href: /contact'))}href: /seo-company-ajmer${toJaipur.slice(toJaipur.lastIndexOf('href: /contact') + 'href: /contact'.length)}`;
    expect(elsewhere).toContain('href: /seo-company-ajmer');
    expect(check({ [file]: elsewhere })).toMatch(
      /^pages-data\/ajmer\/lead-generation\.yaml:\d+:15 {2}sections\[0\] \(hero\) › actions\[1\]\.href {2}Links to "\/seo-company-jaipur"/,
    );
    // Of a kind by its address: Jaipur's services.yaml is Ajmer's landing.yaml, /digital-markting-services-….
    expect(check({ [file]: linking('/digital-markting-services-jaipur') })).toMatch(
      /Links to "\/digital-markting-services-jaipur", Jaipur's page \(pages-data\/jaipur\/services\.yaml\), on an Ajmer page, and Ajmer has its own, "\/digital-markting-services-ajmer" \(pages-data\/ajmer\/landing\.yaml\): link there/,
    );
  });

  it("a post tagged with one city that links to another city's page of a kind the city has is told at the link (the guide links Ajmer's SEO page: its SEO link would be beside it)", () => {
    const file = join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md');
    const guide = readFileSync(file, 'utf8');
    const linked = guide.replace(
      'Most Ajmer businesses only think about the first kind.',
      'Most Ajmer businesses only think about [the first kind](/social-media-marketing-jaipur).',
    );
    expect(linked).not.toBe(guide);
    const line = linked.split('\n').findIndex((l) => l.includes('(/social-media-marketing-jaipur)')) + 1;
    const col = linked.split('\n')[line - 1]!.indexOf('/social-media-marketing-jaipur') + 1;
    expect(check({ [file]: linked })).toBe(
      `pages-data/blog/local-seo-ajmer-guide.md:${line}:${col}  content  Links to "/social-media-marketing-jaipur", Jaipur's page (pages-data/jaipur/social-media.yaml), on an Ajmer post (its tags), and Ajmer has its own, "/social-media-marketing-company-ajmer" (pages-data/ajmer/social-media.yaml): link there`,
    );
  });

  it('otherPlaces listing the page’s own city or place, or a name the page does not write (a misspelling), is told at that name', () => {
    const file = join(root, 'pages-data', 'jaipur', 'google-ads.yaml');
    const written = readFileSync(file, 'utf8');
    const listed = written
      .replace(/^route: /m, 'otherPlaces: [Pushker, Jaipur, Johari Bazaar, Kota Doria, Ajmer, Kishangrh]\nroute: ')
      .replace(/^(\s+text: )([A-Z].*)$/m, '$1Shops from Ajmer and Kishangarh. $2');
    const line = listed.split('\n').findIndex((l) => l.startsWith('otherPlaces:')) + 1;
    expect(check({ [file]: listed }).split('\n')).toEqual([
      `pages-data/jaipur/google-ads.yaml:${line}:15  otherPlaces[0]  The page does not write "Pushker": remove it from otherPlaces, where a name the page no longer needs would let it through unseen if an edit brought it back`,
      `pages-data/jaipur/google-ads.yaml:${line}:24  otherPlaces[1]  "Jaipur" is this page's own city, which the page names freely: remove it from otherPlaces`,
      `pages-data/jaipur/google-ads.yaml:${line}:32  otherPlaces[2]  "Johari Bazaar" is one of Jaipur's own places, which the page names freely: remove it from otherPlaces`,
      `pages-data/jaipur/google-ads.yaml:${line}:47  otherPlaces[3]  The page does not write "Kota Doria": remove it from otherPlaces, where a name the page no longer needs would let it through unseen if an edit brought it back`,
      // A misspelling of a name the page writes: told which (and that name, not listed as written, is told too).
      `pages-data/jaipur/google-ads.yaml:${line}:66  otherPlaces[5]  The page does not write "Kishangrh", but "Kishangarh": write that in otherPlaces instead`,
      expect.stringMatching(/ {2}"Kishangarh" is one of Ajmer's places in pages-data\/_cities\.yaml, on a Jaipur page/),
    ]);
  });

  it('the same page without geo tags is reported too', () => {
    const noGeo = handCopy.replace(/^ {2}geo:\n(?: {4}.*\n)+/m, '');
    expect(check({ [KOTA]: noGeo })).toMatch(
      /^pages-data\/kota\/seo\.yaml:\d+:3 {2}meta {2}Kota pages set geo tags: add meta\.geo \(region, placename, latitude, longitude\)$/m,
    );
  });

  it("a place's name that folded text breaks over two lines is read as one name, as a reader reads it and the editor checks it", () => {
    const file = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const page = readFileSync(file, 'utf8')
      .replace('otherPlaces: [Ajmer]', 'otherPlaces: [Ajmer, Pushkar]')
      .replace('    text: >-\n      From Johari Bazaar', '    text: >-\n      We also work for guest houses on Pushkar\n      Road. From Johari Bazaar');
    expect(check({ [file]: page }).split('\n')).toEqual([
      `pages-data/jaipur/seo.yaml:25:40  sections[0] (hero) › text  "Pushkar Road" is one of Ajmer's places in pages-data/_cities.yaml, on a Jaipur page: write about Jaipur instead; if Jaipur has a Pushkar Road of its own, add it to jaipur's places in pages-data/_cities.yaml, or add "Pushkar Road" to otherPlaces if the page names it on purpose`,
    ]);
    // Listed as the page writes it, over the line break too: allowed, and not told as unused.
    expect(check({ [file]: page.replace('otherPlaces: [Ajmer, Pushkar]', 'otherPlaces: [Ajmer, Pushkar, Pushkar Road]') })).toBe('');
  });

  it('otherPlaces allows a name the page uses on purpose', () => {
    const allowed = handCopy.replace(/^otherPlaces: \[(.*)\]$/m, `otherPlaces: [$1, ${named(handCopy).join(', ')}]`);
    expect(check({ [KOTA]: allowed })).not.toMatch(/is another city|is one of \w+'s places/);
  });

  it("another city's name in capitals, in small letters or as its people are called is told too, and a place's in capitals; a place's in small letters is not", () => {
    const others = named(handCopy).filter((n) => n !== 'Ajmer' && n !== 'Naya Bazar');
    const fixed = handCopy.replace(/^otherPlaces: \[(.*)\]$/m, `otherPlaces: [$1, ${others.join(', ')}]`);
    const page = fixed.replace(/^( {4}heading: ).*$/m, '$1SEO for AJMER shops, ajmer cafes, Ajmerites and NAYA BAZAR, naya bazar too');
    expect(
      [...check({ [KOTA]: page }).matchAll(/"([^"]+)" is (another city|about another city, \w+|one of \w+'s places)/g)].map((m) => `${m[1]} ${m[2]}`),
    ).toEqual(expect.arrayContaining(['AJMER another city', 'ajmer another city', 'Ajmerites about another city, Ajmer', "NAYA BAZAR one of Ajmer's places"]));
    expect(check({ [KOTA]: page })).not.toMatch(/"naya bazar"/);
    // An address in the copy is not a name: an e-mail, a web address, a handle.
    const addresses = fixed.replace(/^( {4}heading: ).*$/m, '$1Write to ajmer@example.in, see www.ajmerseo.in/ajmer or @agency_ajmer');
    expect(
      check({ [KOTA]: addresses })
        .split('\n')
        .filter((l) => l.includes('(hero) › heading')),
    ).toEqual([]);
    // A page's own place in small letters is its own: "ajmer road" on a Jaipur page.
    const jaipur = join(root, 'pages-data', 'jaipur', 'google-ads.yaml');
    const road = readFileSync(jaipur, 'utf8').replace(/^( {4}heading: ).*$/m, '$1SEO for shops on ajmer road and AJMER ROAD');
    expect(check({ [jaipur]: road })).toBe('');
  });

  it("another city's pictures, by its name in their path, are told at each src; a page that names that city on purpose may show them", () => {
    const landing = readFileSync(join(root, 'pages-data', 'ajmer', 'landing.yaml'), 'utf8')
      .replace(/^route: .*$/m, 'route: /digital-marketing-services-kota')
      .replace(/^ {2}canonical: .*$/m, '  canonical: /digital-marketing-services-kota');
    const file = join(root, 'pages-data', 'kota', 'landing.yaml');
    const told = (text: string) =>
      check({ [file]: text })
        .split('\n')
        .filter((l) => l.includes('is a picture of'));
    const srcs = landing.split('\n').flatMap((l, i) => (/^\s+src: \/images\/ajmer\//.test(l) ? [`${i + 1}:${l.indexOf('/images') + 1}`] : []));
    expect(srcs.length).toBeGreaterThan(3);
    const lines = told(landing);
    expect(lines.map((l) => /^[^:]+:(\d+:\d+)/.exec(l)![1])).toEqual(srcs);
    expect(lines[0]).toMatch(
      /src {2}"\/images\/ajmer\/[\w.-]+" is a picture of Ajmer, on a Kota page: use a picture of Kota, or add "Ajmer" to otherPlaces if the page shows it on purpose$/,
    );
    expect(told(landing.replace(/^otherPlaces: \[(.*)\]$/m, 'otherPlaces: [$1, Ajmer]'))).toEqual([]);
  });

  it('"a"/"an" before a city name must suit it', () => {
    const fixed = handCopy.replace(/^otherPlaces: \[(.*)\]$/m, `otherPlaces: [$1, ${named(handCopy).join(', ')}]`);
    const wrong = fixed.replace(/^( {4}heading: ).*$/m, '$1SEO for an Kota business');
    expect(check({ [KOTA]: wrong })).toMatch(/^pages-data\/kota\/seo\.yaml:\d+:\d+ {2}\S.* {2}Write "a Kota", not "an Kota"$/m);
  });

  it("a shared section placed on a city page is checked for that city, at the shared file's own lines", () => {
    const SHARED = join(root, 'pages-data', '_shared', 'jeweller-faq.yaml');
    const faq = [
      'type: faq',
      'heading: Questions jewellers ask',
      'items:',
      '  - question: Do you know our market?',
      '    answer: We work with jewellers from Johari Bazaar to the malls.',
      '',
    ].join('\n');
    const allowed = handCopy.replace(/^otherPlaces: \[(.*)\]$/m, `otherPlaces: [$1, ${named(handCopy).join(', ')}]`);
    const withFaq = allowed.replace(/^ {2}- type: cta$/m, '  - include: jeweller-faq\n  - type: cta');
    expect(withFaq).not.toBe(allowed);
    // Johari Bazaar, a place of Jaipur, is in the shared section only; on its own it is fine.
    expect(check({ [KOTA]: allowed, [SHARED]: faq })).not.toMatch(/_shared|Johari Bazaar/);
    expect(
      check({ [KOTA]: withFaq, [SHARED]: faq })
        .split('\n')
        .filter((l) => !l.startsWith('pages-data/kota/')),
    ).toEqual([
      'pages-data/_shared/jeweller-faq.yaml:5:41  items[0].answer  "Johari Bazaar" is one of Jaipur\'s places in pages-data/_cities.yaml, in a shared section placed on a Kota page (pages-data/kota/seo.yaml): make this text suit every page it is placed on, or copy the section into that page and write about Kota there',
    ]);
    // On a Jaipur page it is at home.
    const jaipurAbout = join(root, 'pages-data', 'jaipur', 'about.yaml');
    const about = readFileSync(jaipurAbout, 'utf8').replace('  - include: generic-faq', '  - include: jeweller-faq');
    expect(about).toMatch(/^ {2}- include: jeweller-faq$/m);
    expect(check({ [jaipurAbout]: about, [SHARED]: faq })).toBe('');
  });

  it('the real pages pass', () => {
    expect(check({})).toBe('');
  });
});

describe("a client's testimonial of one city's page on another city's page", { timeout: 60_000 }, () => {
  const JAIPUR_SEO = readFileSync(join(root, 'pages-data', 'jaipur', 'seo.yaml'), 'utf8');
  const UDAIPUR = join(root, 'pages-data', 'udaipur', 'seo.yaml');
  // Jaipur's SEO page made Udaipur's by hand: its route, places and city's name rewritten, its testimonials kept.
  const udaipur = asPageOf(JAIPUR_SEO, '/seo-company-udaipur', 'Udaipur', [24.5854, 73.7125]);
  const told = (files: Record<string, string>, earlier?: string[]) =>
    buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files)) }), {
      earlier: earlier && { label: 'in the last commit', routes: new Map(earlier.map((f) => [f, '/'])) },
    }).problems.filter((p) => p.code === 'copied-testimonial');
  const quoteLine = (text: string, n: number) => text.split('\n').findIndex((l) => l.includes('- quote: ') && --n < 0) + 1;

  it('is told at the copy, each item, whether its places and words were changed a little or not', () => {
    const copy = udaipur.replace('before they visit Jaipur', 'before they visit Udaipur');
    const said = told({ [UDAIPUR]: copy }, ['pages-data/jaipur/seo.yaml']);
    expect(said.map(({ file, line, col, field }) => `${file}:${line}:${col}  ${field}`)).toEqual(
      [0, 1, 2].map((n) => `pages-data/udaipur/seo.yaml:${quoteLine(copy, n)}:16  sections[7] (testimonials) › items[${n}].quote`),
    );
    expect(said.map((p) => p.message)).toEqual([
      "Most of the words of a Jaipur client's testimonial on pages-data/jaipur/seo.yaml (sections[7] (testimonials) › items[0].quote, there in the last commit): an Udaipur client did not say them. Put a real Udaipur client's words here, or remove the item",
      "The same words as a Jaipur client's testimonial on pages-data/jaipur/seo.yaml (sections[7] (testimonials) › items[1].quote, there in the last commit): an Udaipur client did not say them. Put a real Udaipur client's words here, or remove the item",
      "The same words as a Jaipur client's testimonial on pages-data/jaipur/seo.yaml (sections[7] (testimonials) › items[2].quote, there in the last commit): an Udaipur client did not say them. Put a real Udaipur client's words here, or remove the item",
    ]);
  });

  it("without an earlier version to tell which is the copy, at the page read later, saying either may be; not a page of the same city, nor a client's own words", () => {
    expect(
      told({ [UDAIPUR]: udaipur }).map(
        (p) => `${p.file} ${p.message.endsWith("(one of the two is a copy: this, or the other if it is this city's client's)")}`,
      ),
    ).toEqual(Array(3).fill('pages-data/udaipur/seo.yaml true'));
    // The same quote on a second Jaipur page is the same Jaipur client's.
    expect(
      told({
        [join(root, 'pages-data', 'jaipur', 'seo-copy.yaml')]: udaipur
          .replace('/seo-company-udaipur', '/seo-company-jaipur-2')
          .replace('/seo-company-udaipur', '/seo-company-jaipur-2'),
      }),
    ).toEqual([]);
    // Rewritten in a Udaipur client's words: none told.
    const own = udaipur.replace(
      /^( +- quote: ).*$/gm,
      (_, lead: string) => `${lead}Guests at our lake-view rooms now book straight from our website after finding our reviews on Google Maps.`,
    );
    expect(told({ [UDAIPUR]: own }, ['pages-data/jaipur/seo.yaml'])).toEqual([]);
  });
});

describe('a post for a city closes with a call to action for that city', { timeout: 60_000 }, () => {
  const AJMER_POST = readFileSync(join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md'), 'utf8');
  const POST = join(root, 'pages-data', 'blog', 'local-seo-udaipur-guide.md');
  /** The Ajmer guide as a post for Udaipur (a city of the gazetteer), with `front` added to its front matter. */
  const udaipurPost = (front = '') =>
    AJMER_POST.replace(/^id: 6$/m, 'id: 90')
      .replace(/^slug: .*\n/m, '')
      .replace(/^tags: \[Local SEO, Ajmer, /m, 'tags: [Local SEO, Udaipur, ')
      // Its title, description and article its own (a post copied word for word is told as a copy).
      .replace(/^title: .*$/m, 'title: "Local SEO in Udaipur for Lake Hotels and Guest Houses"')
      .replace(/^heading: .*$/m, 'heading: "Local SEO in Udaipur: lake hotels, guest houses and the shops around City Palace"')
      .replace(
        /^metaDescription: .*$/m,
        'metaDescription: "Local SEO for Udaipur businesses: how lake hotels, guest houses and City Palace shops can rank for searches made from near and far."',
      )
      .replace('Local SEO in Ajmer is not a smaller version of Jaipur.', 'Local SEO in Udaipur is not a smaller version of Jaipur.')
      .replace('## Technical basics that many Ajmer sites miss', '## Technical basics that many Udaipur sites miss')
      .replace(/\n---\n/, `\n${front}---\n`);
  const problemsOf = (text: string) =>
    check({ [POST]: text })
      .split('\n')
      .filter(Boolean);

  it("the blog's call to action names Jaipur and Ajmer: reported at the post's city tag", () => {
    expect(problemsOf(udaipurPost())).toEqual([
      "pages-data/blog/local-seo-udaipur-guide.md:10:19  tags[1]  This post is for Udaipur (its tags), but the blog's call to action under it (pages-data/blog.yaml:37) names Jaipur and Ajmer: give the post its own cta: with a heading and text for Udaipur",
    ]);
    // As a draft it may wait.
    expect(problemsOf(udaipurPost('draft: true\n'))).toEqual([]);
  });

  it("a post whose title names a city its tags leave out is told at its title: the blog's call to action would speak to other cities", () => {
    const untagged = udaipurPost()
      .replace(/^tags: \[Local SEO, Udaipur, /m, 'tags: [Local SEO, ')
      .replace(/^heading: .*$/m, 'heading: "Local SEO in Udaipur: a practical guide for lake hotels and guest houses"');
    expect(problemsOf(untagged)).toEqual([
      "pages-data/blog/local-seo-udaipur-guide.md:3:8  title  This post's title names Udaipur, which its tags leave out, and the blog's call to action under it (pages-data/blog.yaml:37) names Jaipur and Ajmer: for a post for Udaipur, add Udaipur to its tags and give it its own cta: with a heading and text for Udaipur; for one that only names it, its own cta: that names no city",
    ]);
    // Its own call to action for Udaipur: nothing to tell. One for Jaipur: the tags named again.
    const own =
      'cta:\n  heading: Ready to grow your business in Udaipur?\n  text: Tell us what you sell and where in Udaipur, and we will suggest where to start.\n';
    expect(problemsOf(untagged.replace(/\n---\n/, `\n${own}---\n`))).toEqual([]);
    expect(problemsOf(untagged.replace(/\n---\n/, `\n${own.replaceAll('Udaipur', 'Jaipur')}---\n`))).toEqual([
      "pages-data/blog/local-seo-udaipur-guide.md:3:8  title  This post's title names Udaipur, which its tags leave out, and its call to action names Jaipur: for a post for Udaipur, add Udaipur to its tags and write the call to action for Udaipur; for one that only names it, one that names no city",
    ]);
    // A post that only names the city (a thing of its own), with a call to action that names none: nothing to tell.
    const anyCity = 'cta:\n  heading: Ready to sell across India?\n  text: Tell us what you make, and we will suggest where to start.\n';
    expect(problemsOf(untagged.replace(/\n---\n/, `\n${anyCity}---\n`))).toEqual([]);
    // A title naming a city the blog's call to action names (Ajmer) is for that call to action.
    expect(problemsOf(untagged.replace(/^title: .*$/m, 'title: "Local SEO in Ajmer for Coaching Institutes and Hostels"'))).toEqual([]);
  });

  it("its own cta: is shown under the article with the blog's button; one that names other cities is reported at its heading", () => {
    const own =
      'cta:\n  heading: Ready to grow your business in Udaipur?\n  text: Tell us what you sell and where in Udaipur, and we will suggest where to start.\n';
    expect(problemsOf(udaipurPost(own))).toEqual([]);
    const { catalogue } = buildCatalogue(contentPaths(root, { files: new Map([[POST, udaipurPost(own)]]) }));
    const article = resolveBlogUrl(catalogue!, '/blog/local-seo-udaipur-guide');
    expect(article?.kind === 'blog-post' && article.cta).toEqual({
      type: 'cta',
      heading: 'Ready to grow your business in Udaipur?',
      text: 'Tell us what you sell and where in Udaipur, and we will suggest where to start.',
      button: { label: 'Contact Us', href: '/contact' },
    });
    // Other posts keep the blog's.
    const other = resolveBlogUrl(catalogue!, '/blog/local-seo-ajmer-guide');
    expect(other?.kind === 'blog-post' && other.cta && other.cta.heading).toBe('Ready to grow your business in Jaipur or Ajmer?');
    expect(problemsOf(udaipurPost(own.replace('in Udaipur?', 'in Jaipur?').replace(' in Udaipur,', ',')))).toEqual([
      'pages-data/blog/local-seo-udaipur-guide.md:13:12  cta.heading  This post is for Udaipur (its tags), but its call to action names Jaipur: write it for Udaipur',
    ]);
  });

  it('its own cta: that names a place of a city its tags leave out is told at that line; a place of no other city passes', () => {
    const own =
      'cta:\n  heading: Ready to grow your business in Udaipur?\n  text: Tell us about your cafe in C-Scheme or on Pushkar Road, and we will suggest where to start.\n';
    expect(problemsOf(udaipurPost(own))).toEqual([
      "pages-data/blog/local-seo-udaipur-guide.md:14:9  cta.text  This post is for Udaipur (its tags), but its call to action names C-Scheme (Jaipur's) and Pushkar Road (Ajmer's): write it for Udaipur",
    ]);
    // A place no other city lists (Udaipur's Fateh Sagar, which the gazetteer does not name) is the post's to name.
    expect(problemsOf(udaipurPost(own.replace('in C-Scheme or on Pushkar Road', 'near Fateh Sagar')))).toEqual([]);
  });

  it('its button is checked as a link, and its copy for placeholders', () => {
    const own = 'cta:\n  heading: Ready to grow in Udaipur?\n  text: TODO\n  button:\n    label: Contact Us\n    href: /contakt\n';
    expect(problemsOf(udaipurPost(own))).toEqual([
      'pages-data/blog/local-seo-udaipur-guide.md:14:9  cta.text  "TODO" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
      'pages-data/blog/local-seo-udaipur-guide.md:17:11  cta.button.href  Links to "/contakt", which is not a page of this site (did you mean "/contact"?)',
    ]);
  });
});

describe('a city name city-report does not know, and a gazetteer with a mistake', { timeout: 60_000 }, () => {
  it('city-report says which city was meant and fails; with a gazetteer it cannot read, city-report and new-city say so, without a crash', () => {
    const copy = mkdtempSync(join(tmpdir(), 'city-names-'));
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void out.push(s));
    try {
      cpSync(join(root, 'pages-data'), join(copy, 'pages-data'), { recursive: true, filter: (src) => !src.includes('_tmp') });
      cpSync(join(root, 'site.config.yaml'), join(copy, 'site.config.yaml'));
      expect(cityReportMain(['kotta'], copy)).toBe(1);
      expect(out.pop()).toMatch(/^No city "kotta" in pages-data\/_cities.yaml \(did you mean kota\?\)\. Known: jaipur, ajmer, /);
      // --links without --: npm keeps it and passes on its address alone; an address without https:// would make links to nowhere.
      expect(cityReportMain(['kota', 'https://github.com/agency/site/blob/main'], copy, { npm_config_links: 'true' })).toBe(2);
      expect(out.pop()).toBe(
        'npm read the options as its own settings: give them all after --, as in\n  npm run city-report -- kota --links https://github.com/agency/site/blob/main',
      );
      expect(cityReportMain(['kota', '--links', 'github.com/agency/site/blob/main'], copy, {})).toBe(2);
      expect(out.pop()).toMatch(
        /^--links takes the web address the files are shown at, from https:\/\/, e\.g\. https:\/\/github\.com\/agency\/site\/blob\/main\nUsage: /,
      );
      // A repository's address without its branch: the links would lead to no file.
      expect(cityReportMain(['kota', '--links', 'github.com/agency/site'], copy, {})).toBe(2);
      expect(out.pop()).toMatch(
        /^--links takes the web address the files are shown at, from https:\/\/, e\.g\. https:\/\/github\.com\/agency\/site\/blob\/main\nUsage: /,
      );
      expect(cityReportMain(['kota', '--links', 'https://github.com/agency/site/'], copy, {})).toBe(2);
      expect(out.pop()).toMatch(
        /^--links takes the address of the files on a branch, with \/blob\/ and the branch's name after the repository's, e\.g\. https:\/\/github\.com\/agency\/site\/blob\/main\nUsage: /,
      );
      const gazetteer = join(copy, 'pages-data', '_cities.yaml');
      writeFileSync(gazetteer, readFileSync(gazetteer, 'utf8').replace('    - Bapu Bazaar\n', '   - Bapu Bazaar\n'));
      expect(cityReportMain(['kota'], copy)).toBe(1);
      expect(out.pop()).toMatch(/^pages-data\/_cities.yaml:\d+:\d+ /);
      expect(newCity(['--name', 'Kota', '--from', 'ajmer'], copy)).toBe(1);
      expect(out.pop()).toMatch(/^pages-data\/_cities.yaml has mistakes; fix them first:\npages-data\/_cities.yaml:\d+:\d+ /);
    } finally {
      log.mockRestore();
      error.mockRestore();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('new-city and city-report', { timeout: 120_000 }, () => {
  let copy: string;
  const run = (args: string[]) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = newCity(args, copy);
    const out = [...log.mock.calls, ...error.mock.calls].map((c) => c.join(' ')).join('\n');
    log.mockRestore();
    error.mockRestore();
    return { code, out };
  };
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'city-check-'));
    copyContent(copy);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('writes drafts that are not in the build, and city-report lists what is left', () => {
    expect(run(['--name', 'Udaipur', '--from', 'ajmer']).code).toBe(0);
    const text = readFileSync(join(copy, 'pages-data', 'udaipur', 'seo.yaml'), 'utf8');
    expect(text).toMatch(/^draft: true\nroute: \/seo-company-udaipur$/m);
    const { catalogue, problems } = buildCatalogue(contentPaths(copy));
    expect(problems).toEqual([]);
    expect(catalogue!.pages.some((p) => p.file.startsWith('pages-data/udaipur/'))).toBe(false);
    expect(catalogue!.held.filter((h) => h.file.startsWith('pages-data/udaipur/'))).toHaveLength(7);
    const report = cityReport(copy, 'udaipur');
    expect(report.problems.length).toBeGreaterThan(10);
    expect(report.problems.every((p) => p.file.startsWith('pages-data/udaipur/'))).toBe(true);
    expect(report.drafts).toHaveLength(7);
    // The Ajmer clients' testimonials new-city kept as written, in the drafts: each told, as validate tells them once published.
    const quotes = [...text.matchAll(/^ +- quote: /gm)].length;
    expect(quotes).toBeGreaterThan(0);
    expect(report.problems.filter((p) => p.file === 'pages-data/udaipur/seo.yaml' && p.code === 'copied-testimonial')).toHaveLength(quotes);
    // Ajmer's showreel, kept by the copy: a video an Ajmer page plays too, told as a note.
    expect(report.lines).toContain('  pages-data/udaipur/video-editing.yaml  AjmerReel01  (also pages-data/ajmer/video-editing.yaml)');
    expect(cityReport(copy, 'ajmer').lines.join('\n')).not.toContain('Videos that pages of another city play too');
  });

  it('--footer after the folder exists adds the footer link', () => {
    const { code, out } = run(['--name', 'Udaipur', '--from', 'ajmer', '--footer']);
    expect(code, out).toBe(0);
    expect(out).toMatch(/now links \/digital-ma\w+-services-udaipur/);
    expect(readFileSync(join(copy, 'site.config.yaml'), 'utf8')).toMatch(/href: \/digital-ma\w+-services-udaipur/);
    // The landing page is a draft: the built footer leaves it out until it is published.
    const { catalogue } = buildCatalogue(contentPaths(copy));
    expect(JSON.stringify(catalogue!.site.footer)).not.toContain('udaipur');
  });

  it('an unknown city given with --lat and --lng joins the gazetteer', () => {
    expect(run(['--name', 'Nathdwara', '--from', 'ajmer', '--lat', '24.9381', '--lng', '73.8230']).code).toBe(0);
    const gazetteer = readFileSync(join(copy, 'pages-data', '_cities.yaml'), 'utf8');
    expect(gazetteer).toContain('nathdwara:\n  name: Nathdwara\n  region: IN-RJ\n  latitude: 24.9381\n  longitude: 73.823\n');
    expect(cityReport(copy, 'nathdwara').problems.length).toBeGreaterThan(0);
  });

  it('a one-page launch: --only copies the pages named, --places and the coordinates go to the gazetteer, otherPlaces and movedFrom are not copied', () => {
    const { code, out } = run([
      '--name',
      'Bhilwara',
      '--from',
      'ajmer',
      '--only',
      'seo',
      '--places',
      'Sanganeri Gate, Textile Market',
      '--lat',
      '25.35',
      '--lng',
      '74.64',
    ]);
    expect(code, out).toBe(0);
    expect(readdirSync(join(copy, 'pages-data', 'bhilwara'))).toEqual(['seo.yaml']);
    const gazetteer = parse(readFileSync(join(copy, 'pages-data', '_cities.yaml'), 'utf8')) as Record<
      string,
      { latitude: number; longitude: number; places?: string[] }
    >;
    expect(gazetteer.bhilwara).toMatchObject({ latitude: 25.35, longitude: 74.64, places: ['Sanganeri Gate', 'Textile Market'] });
    expect(run(['--name', 'Kota', '--from', 'ajmer', '--only', 'seo,no-such-page']).out).toMatch(
      /--only names no page of pages-data\/ajmer\/: no-such-page\. Its pages: .*landing.*seo/,
    );
    // The about page of Jaipur names Ajmer on purpose (otherPlaces), and here had an earlier
    // address (movedFrom); its copy must not have either.
    const jaipurAbout = join(copy, 'pages-data', 'jaipur', 'about.yaml');
    writeFileSync(jaipurAbout, readFileSync(jaipurAbout, 'utf8').replace(/^route: .*\n/m, '$&movedFrom:\n  - /about-us-jaipur\n'));
    expect(run(['--name', 'Alwar', '--from', 'jaipur', '--only', 'about']).code).toBe(0);
    expect(readFileSync(jaipurAbout, 'utf8')).toMatch(/^movedFrom:\n {2}- \/about-us-jaipur\n[\s\S]*^otherPlaces:/m);
    const copied = readFileSync(join(copy, 'pages-data', 'alwar', 'about.yaml'), 'utf8');
    expect(copied).not.toMatch(/otherPlaces|movedFrom|about-us/);
  });

  /** The Ajmer guide as a post for Bhilwara (its id and tags), written into the copy as `name`; its path. */
  const bhilwaraGuide = (name: string, id: number) => {
    const post = join(copy, 'pages-data', 'blog', name);
    const guide = readFileSync(join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md'), 'utf8');
    writeFileSync(
      post,
      guide
        .replace(/^id: 6$/m, `id: ${id}`)
        .replace(/^slug: .*\n/m, '')
        .replace(/^tags: .*$/m, 'tags: [Local SEO, Bhilwara]')
        // Its title and headings for Bhilwara (a post for Bhilwara that names Ajmer there is told).
        .replace(/^(title: |heading: |## Technical basics).*$/gm, (line) => line.replaceAll('Ajmer', 'Bhilwara')),
    );
    return post;
  };

  it('city-report lists each page as published or draft, clean or with its lines, and exits 0 once every published page is clean', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(cityReportMain(['bhilwara'], copy)).toBe(0);
      const printed = log.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(printed).toMatch(/^Bhilwara: 0 published pages, 1 draft\.$/m);
      expect(printed).toMatch(/^ {2}draft {6}pages-data\/bhilwara\/seo\.yaml {2}\d+ lines to rewrite$/m);
      expect(printed).toMatch(/No page of Bhilwara is published yet\. The drafts have \d+ lines to rewrite/);
      // A draft that links to another draft says so: published alone, validate would refuse its link.
      const seoFile = join(copy, 'pages-data', 'bhilwara', 'seo.yaml');
      const extra = join(copy, 'pages-data', 'bhilwara', 'seo-audit.yaml');
      writeFileSync(
        extra,
        readFileSync(seoFile, 'utf8')
          .replace(/^route: .*$/m, 'route: /seo-audit-bhilwara')
          .replace(/^( {2}canonical: ).*$/m, '$1/seo-audit-bhilwara')
          .replace('href: /contact', 'href: /seo-company-bhilwara'),
      );
      expect(cityReport(copy, 'bhilwara').pages.find((p) => p.file.endsWith('seo-audit.yaml'))?.draftsLinked).toEqual(['pages-data/bhilwara/seo.yaml']);
      expect(cityReport(copy, 'bhilwara').lines.join('\n')).toMatch(
        /seo-audit\.yaml {2}\d+ lines to rewrite; links to a draft, pages-data\/bhilwara\/seo\.yaml: publish it first or with it$/m,
      );
      rmSync(extra);
      // For the add-city pull request: the same report in Markdown, each line a link to its line.
      const markdown = markdownReport(cityReport(copy, 'bhilwara'), 'https://github.com/agency/site/blob/city/bhilwara/');
      expect(markdown.split('\n')[0]).toMatch(/^No page of Bhilwara is published yet\./);
      expect(markdown).toMatch(/^- draft `pages-data\/bhilwara\/seo\.yaml`: \d+ lines to rewrite$/m);
      expect(markdown).toMatch(
        /^- \[pages-data\/bhilwara\/seo\.yaml:(\d+)\]\(https:\/\/github\.com\/agency\/site\/blob\/city\/bhilwara\/pages-data\/bhilwara\/seo\.yaml#L\1\) `sections\[0\] \(hero\) › text` /m,
      );
      // Published with its lines left: validate would fail, and so does the report.
      const file = join(copy, 'pages-data', 'bhilwara', 'seo.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^draft: true\n/m, ''));
      log.mockClear();
      expect(cityReportMain(['bhilwara'], copy)).toBe(1);
      expect(log.mock.calls.map((c) => c.join(' ')).join('\n')).toMatch(/^ {2}published {2}pages-data\/bhilwara\/seo\.yaml {2}\d+ lines to rewrite$/m);
      // Published, its link to a draft is told as validate tells it.
      const published0 = readFileSync(file, 'utf8');
      writeFileSync(
        extra,
        published0
          .replace(/^route: .*$/m, 'route: /seo-audit-bhilwara')
          .replace(/^( {2}canonical: ).*$/m, '$1/seo-audit-bhilwara')
          .replace(/^/, 'draft: true\n'),
      );
      writeFileSync(file, published0.replace('href: /contact', 'href: /seo-audit-bhilwara'));
      expect(
        cityReport(copy, 'bhilwara')
          .published.filter((p) => p.code === 'link-to-held')
          .map((p) => p.file),
      ).toEqual(['pages-data/bhilwara/seo.yaml']);
      writeFileSync(file, published0);
      rmSync(extra);
      // A post for Bhilwara that links to Ajmer's SEO page, now that Bhilwara's is published: told as validate tells it.
      const post = bhilwaraGuide('bhilwara-seo-guide.md', 92);
      expect(
        cityReport(copy, 'bhilwara')
          .published.filter((p) => p.file.endsWith('bhilwara-seo-guide.md') && p.code === 'other-city')
          .map((p) => p.message),
      ).toEqual([
        'Links to "/seo-company-ajmer", Ajmer\'s page (pages-data/ajmer/seo.yaml), on a Bhilwara post (its tags), and Bhilwara has its own, "/seo-company-bhilwara" (pages-data/bhilwara/seo.yaml): link there',
      ]);
      rmSync(post);
      // With a mistake its schema refuses besides: still listed, with its lines, and told where the rest is.
      const published = readFileSync(file, 'utf8');
      writeFileSync(file, `colour: blue\n${published}`);
      log.mockClear();
      expect(cityReportMain(['bhilwara'], copy)).toBe(1);
      expect(log.mock.calls.map((c) => c.join(' ')).join('\n')).toMatch(
        /^ {2}published {2}pages-data\/bhilwara\/seo\.yaml {2}\d+ lines to rewrite; refused as written: npm run validate names what else it needs$/m,
      );
      // Names it allows on purpose, kept from a page copied by hand: listed as a note to review.
      writeFileSync(file, `otherPlaces: [Ajmer, Pushkar]\n${published}`);
      log.mockClear();
      cityReportMain(['bhilwara'], copy);
      const noted = log.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(noted).toMatch(
        /^Names of other places the pages allow on purpose \(otherPlaces\), which the check lets through: keep those a Bhilwara page means/m,
      );
      expect(noted).toMatch(/^ {2}pages-data\/bhilwara\/seo\.yaml {2}Ajmer, Pushkar$/m);
      // And in the add-city pull request's description.
      expect(markdownReport(cityReport(copy, 'bhilwara'), 'https://github.com/agency/site/blob/city/bhilwara')).toContain(
        '- [pages-data/bhilwara/seo.yaml](https://github.com/agency/site/blob/city/bhilwara/pages-data/bhilwara/seo.yaml) Ajmer, Pushkar',
      );
      writeFileSync(file, published);
    } finally {
      log.mockRestore();
    }
  });

  it('city-report reads the posts tagged with the city, and lists the site-wide text that leaves the city out as notes that fail nothing', () => {
    const post = bhilwaraGuide('bhilwara-textile-exporters.md', 91);
    const seo = join(copy, 'pages-data', 'bhilwara', 'seo.yaml');
    writeFileSync(seo, `draft: true\n${readFileSync(seo, 'utf8')}`);
    let report = cityReport(copy, 'bhilwara');
    expect(report.pages).toContainEqual({ file: 'pages-data/blog/bhilwara-textile-exporters.md', draft: false, left: 1, refused: false });
    expect(report.published.map((p) => `${p.file}:${p.line} ${p.code} ${p.field}`)).toEqual([
      'pages-data/blog/bhilwara-textile-exporters.md:10 cta-other-city tags[1]',
    ]);
    expect(report.siteWide.map((p) => `${p.file}:${p.line} ${p.field}`)).toEqual([
      'site.config.yaml:5 tagline',
      'site.config.yaml:7 footerNote',
      'site.config.yaml:22 areaServed',
    ]);
    expect(report.lines.join('\n')).toContain(
      'Site-wide text that names the cities you serve but not Bhilwara (a note, not a failure):\nsite.config.yaml:5:10  tagline  Shown on every page, names Jaipur and Ajmer but not Bhilwara: add Bhilwara once its pages are published',
    );
    expect(markdownReport(report, 'https://github.com/agency/site/blob/main')).toMatch(
      /^- \[site\.config\.yaml:7\]\(https:\/\/github\.com\/agency\/site\/blob\/main\/site\.config\.yaml#L7\) `footerNote` Shown on every page/m,
    );
    // The post with its own call to action for Bhilwara, and the footer note naming Bhilwara.
    writeFileSync(
      post,
      readFileSync(post, 'utf8').replace(
        /\n---\n/,
        '\ncta:\n  heading: Ready to find buyers for your Bhilwara mill?\n  text: Tell us what you make and who buys it.\n---\n',
      ),
    );
    const config = join(copy, 'site.config.yaml');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(/^footerNote: .*$/m, 'footerNote: Digital marketing for Jaipur, Ajmer and Bhilwara businesses.'),
    );
    report = cityReport(copy, 'bhilwara');
    expect(report.pages).toContainEqual({ file: 'pages-data/blog/bhilwara-textile-exporters.md', draft: false, left: 0, refused: false });
    expect(report.siteWide.map((p) => p.field)).toEqual(['tagline', 'areaServed']);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(cityReportMain(['bhilwara'], copy)).toBe(0);
    } finally {
      log.mockRestore();
    }
  });

  it('a post tagged with a city that has no pages yet is listed with what it still says', () => {
    const post = join(root, 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const copy = mkdtempSync(join(tmpdir(), 'city-post-'));
    try {
      copyContent(copy);
      const tagged = readFileSync(post, 'utf8').replace('tags: [Video, Ajmer, Social Media]', 'tags: [Video, Alwar, Social Media]');
      writeFileSync(join(copy, 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md'), tagged);
      const report = cityReport(copy, 'alwar');
      expect(report.problems.map((p) => `${p.file} ${p.field} ${p.code}`)).toEqual([
        'pages-data/blog/coaching-institute-admissions-ajmer.md tags[1] cta-other-city',
        // Its address, title and heading still Ajmer's (catalogue/post-city.ts).
        'pages-data/blog/coaching-institute-admissions-ajmer.md slug post-other-city',
        'pages-data/blog/coaching-institute-admissions-ajmer.md title post-other-city',
        'pages-data/blog/coaching-institute-admissions-ajmer.md heading post-other-city',
      ]);
      expect(report.summary).toBe(
        'pages-data/alwar/ has no pages (npm run new-city -- --name Alwar --from ajmer makes them); the posts tagged Alwar have 4 lines to rewrite: npm run validate and the build fail until they are fixed.',
      );
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      expect(cityReportMain(['alwar'], copy)).toBe(1);
      log.mockRestore();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('is empty once the city is done', () => {
    const report = cityReport(root, 'ajmer');
    expect(report.problems).toEqual([]);
    // The names its pages allow on purpose counted, as a copy may have kept a whole list of them.
    const allowed = report.allowed.reduce((n, p) => n + p.names.length, 0);
    expect(allowed).toBeGreaterThan(0);
    expect(report.summary).toMatch(
      new RegExp(
        `^Ajmer: nothing left to rewrite in \\d+ pages and \\d+ posts\\. ${allowed} names allowed on purpose \\(otherPlaces\\) are listed above: keep only those the pages mean\\.$`,
      ),
    );
    expect(report.lines.at(-1)).toBe(report.summary);
    // Before it, the names its pages allow on purpose, as a note: the SEO page names Jaipur.
    expect(report.lines.join('\n')).toMatch(/^ {2}pages-data\/ajmer\/seo\.yaml {2}Jaipur$/m);
    expect(existsSync(join(root, 'pages-data', 'udaipur'))).toBe(false);
  });
});

describe('city-report on a published page nothing links to', { timeout: 60_000 }, () => {
  it('lists it as a note, with its address, until a published page, post, menu or footer links to it', () => {
    const copy = mkdtempSync(join(tmpdir(), 'city-unlinked-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      copyContent(copy);
      expect(newCity(['--name', 'Udaipur', '--from', 'jaipur', '--only', 'seo'], copy)).toBe(0);
      const seo = join(copy, 'pages-data', 'udaipur', 'seo.yaml');
      const note =
        "Published pages of Udaipur that no published page, post, menu or footer links to (a note, not a failure): link each from Udaipur's landing page or the footer's Locations, or it is found by search alone:";
      // A draft is no page yet: not listed.
      expect(cityReport(copy, 'udaipur').lines).not.toContain(note);
      writeFileSync(seo, readFileSync(seo, 'utf8').replace(/^draft: true\n/m, ''));
      const lines = cityReport(copy, 'udaipur').lines;
      expect(lines.slice(lines.indexOf(note), lines.indexOf(note) + 2)).toEqual([note, '  pages-data/udaipur/seo.yaml  /seo-company-udaipur']);
      // Linked from the footer: no longer listed.
      const site = join(copy, 'site.config.yaml');
      writeFileSync(
        site,
        readFileSync(site, 'utf8').replace(/^(\s+)- label: Digital Marketing in Ajmer\n/m, '$1- label: SEO in Udaipur\n$1  href: /seo-company-udaipur\n$&'),
      );
      expect(readFileSync(site, 'utf8')).toContain('href: /seo-company-udaipur');
      expect(cityReport(copy, 'udaipur').lines).not.toContain(note);
    } finally {
      log.mockRestore();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
