/**
 * One run names every problem of a file: a page its schema refuses (a missing title, a figure of
 * the wrong type) is still checked for what needs no valid page (its links, images,
 * placeholders and other cities' names), and a copy whose route is another page's for what it
 * says of the city it was copied from. A field the schema refused is told once, by the schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { HEIC_MESSAGE } from '../../sections/fields.ts';

const root = process.cwd();
const AJMER_SEO = readFileSync(join(root, 'pages-data', 'ajmer', 'seo.yaml'), 'utf8');
const KOTA = join(root, 'pages-data', 'kota', 'seo.yaml');
const check = (text: string) => formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[KOTA, text]]) })).problems).split('\n');

/** Replaces `from` in `text`, which must hold it once. */
function edit(text: string, from: string | RegExp, to: string): string {
  const found = text.match(from instanceof RegExp ? new RegExp(from, 'gm') : new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'));
  expect(found?.length, String(from)).toBe(1);
  return text.replace(from, to);
}

/** The Ajmer SEO page copied by hand to Kota, its route and canonical changed. */
const copy = AJMER_SEO.replace(/^route: .*$/m, 'route: /seo-company-kota').replace(/^ {2}canonical: .*$/m, '  canonical: /seo-company-kota');

/** The same copy with a mistake its schema refuses, and four that only the catalogue's checks find. */
const refused = [
  (t: string) => edit(t, /^ {2}title: .*\n/m, ''),
  (t: string) => edit(t, 'heading: Get found on Google by people searching in Ajmer', 'heading: TODO'),
  (t: string) => edit(t, 'href: /lead-generation-company-ajmer', 'href: /lead-generation-company-kota'),
  (t: string) => edit(t, 'src: /images/seo/ranking.svg', 'src: /images/seo/kota-ranking.svg'),
].reduce((text, change) => change(text), copy);

const field = (lines: string[], name: string) => lines.filter((l) => l.split('  ')[1] === name);

describe('a page its schema refuses is checked for the rest in the same run', { timeout: 60_000 }, () => {
  it('its missing title, its placeholder, its dead link, its missing image, its Ajmer geo tags and places, all at once', () => {
    const lines = check(refused);
    expect(lines.every((l) => l.startsWith('pages-data/kota/seo.yaml:'))).toBe(true);
    expect(field(lines, 'meta.title')).toEqual([
      'pages-data/kota/seo.yaml:6:3  meta.title  Required: the "meta" block has no "title" — Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)',
    ]);
    expect(field(lines, 'sections[0] (hero) › heading')).toEqual([
      'pages-data/kota/seo.yaml:20:14  sections[0] (hero) › heading  "TODO" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
    ]);
    expect(field(lines, 'sections[0] (hero) › actions[1].href')).toEqual([
      'pages-data/kota/seo.yaml:29:15  sections[0] (hero) › actions[1].href  Links to "/lead-generation-company-kota", which is not a page of this site',
    ]);
    expect(field(lines, 'sections[0] (hero) › image.src')).toEqual([
      'pages-data/kota/seo.yaml:38:12  sections[0] (hero) › image.src  Image "/images/seo/kota-ranking.svg" not found: put the file in public/images/seo/kota-ranking.svg',
    ]);
    expect(field(lines, 'meta.geo.placename')).toEqual([
      'pages-data/kota/seo.yaml:14:16  meta.geo.placename  This page is in pages-data/kota/, a Kota page: write placename: Kota',
    ]);
    expect(lines.filter((l) => l.includes('" is one of Ajmer\'s places')).length).toBeGreaterThanOrEqual(10);
    // The Ajmer clients' testimonials it kept, as a page its schema takes is told them.
    expect(lines.filter((l) => l.includes("The same words as an Ajmer client's testimonial"))).toHaveLength(3);
    // Without the schema's mistake, the same four and the city's are all there is.
    expect(check(edit(refused, /^meta:\n/m, 'meta:\n  title: SEO Company in Kota | Local & Technical SEO Services\n'))).toEqual(
      lines
        .filter((l) => !l.includes('meta.title'))
        .map((l) => l.replace(/^(pages-data\/kota\/seo\.yaml:)(\d+)/, (_, f, n) => `${f}${Number(n) + (Number(n) >= 6 ? 1 : 0)}`)),
    );
  });

  it('a field its schema refuses is told once, by the schema: an iPhone photo is not also "not found", broken geo tags are not also "far from Kota"', () => {
    const lines = check(
      edit(edit(refused, 'src: /images/seo/kota-ranking.svg', 'src: /images/seo/IMG_0042.HEIC'), 'latitude: 26.4499', 'latitude: north of the lake'),
    );
    expect(field(lines, 'sections[0] (hero) › image.src')).toEqual([`pages-data/kota/seo.yaml:38:12  sections[0] (hero) › image.src  ${HEIC_MESSAGE}`]);
    expect(lines.filter((l) => l.includes('  meta.geo'))).toEqual([
      'pages-data/kota/seo.yaml:15:15  meta.geo.latitude  Expected a number, got text "north of the lake"',
    ]);
    // The rest is still told.
    expect(lines.some((l) => l.includes('"TODO" is a placeholder'))).toBe(true);
    expect(lines.some((l) => l.includes('" is one of Ajmer\'s places'))).toBe(true);
  });

  it('a key the schema does not know, even one named like a built-in, is told at itself, and the rest of its block still checked', () => {
    const lines = check(edit(refused, '    badge: SEO company in Ajmer\n', '    toString: SEO company in Ajmer\n'));
    expect(field(lines, 'sections[0] (hero) › toString')).toEqual([
      expect.stringMatching(/^pages-data\/kota\/seo\.yaml:19:5 {2}sections\[0\] \(hero\) › toString {2}Unknown key "toString"/),
    ]);
    expect(field(lines, 'sections[0] (hero) › heading')).toHaveLength(1);
    expect(field(lines, 'sections[0] (hero) › actions[1].href')).toHaveLength(1);
  });

  it('otherPlaces written without its brackets is refused, and the places it names are still not told as other cities', () => {
    const lines = check(edit(refused, 'otherPlaces: [Jaipur]', 'otherPlaces: Jaipur'));
    expect(field(lines, 'otherPlaces')).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"Jaipur" is another city'))).toEqual([]);
    expect(check(edit(refused, 'otherPlaces: [Jaipur]', 'otherPlaces: []')).some((l) => l.includes('"Jaipur" is another city'))).toBe(true);
  });

  it('a draft its schema refuses is told its schema problem and its dead link, not its placeholder or its Ajmer copy', () => {
    const lines = check(edit(refused, /^route: /m, 'draft: true\nroute: '));
    expect(lines.map((l) => l.split('  ')[1])).toEqual(['meta.title', 'sections[0] (hero) › actions[1].href', 'sections[0] (hero) › image.src']);
  });

  it("a page its schema refuses is told a route that is another page's, or a canonical address that is not its own", () => {
    const lots = (text: string) => edit(text, 'value: 40–60%', 'value: lots');
    const kept = check(lots(AJMER_SEO));
    expect(field(kept, 'route')).toEqual([
      'pages-data/kota/seo.yaml:2:8  route  "/seo-company-ajmer" is already used by pages-data/ajmer/seo.yaml: give whichever page is the new copy a route (and canonical) of its own',
      // (And, a Kota page, its address is Ajmer's: catalogue/city-check.ts.)
      'pages-data/kota/seo.yaml:2:8  route  The address "/seo-company-ajmer" is for Ajmer, but this page is in pages-data/kota/, a Kota page: a page for Ajmer belongs with Ajmer\'s pages, in pages-data/ajmer/ (where there are none yet, npm run new-city -- --name Ajmer --from kota makes them, geo tags and all); for a Kota page, give it an address for Kota',
    ]);
    expect(field(kept, 'sections[0] (hero) › stats[0].value')).toHaveLength(1);
    expect(kept.filter((l) => l.includes('" is one of Ajmer\'s places')).length).toBeGreaterThanOrEqual(10);
    const canonical = check(lots(edit(copy, 'canonical: /seo-company-kota', 'canonical: /seo-company-kotaa')));
    expect(field(canonical, 'meta.canonical')).toEqual([
      'pages-data/kota/seo.yaml:9:14  meta.canonical  "/seo-company-kotaa" is neither this page\'s route nor an alias of it in site.config.yaml: usually it is the route, "/seo-company-kota"',
    ]);
  });

  it('a draft its schema refuses may link to another draft, as a draft may; published, it is told so', () => {
    const target = join(root, 'pages-data', 'ajmer', 'seo-next.yaml');
    const draftPage = `draft: true\n${AJMER_SEO.replaceAll('/seo-company-ajmer', '/seo-company-ajmer-next')}`;
    const linking = edit(refused, 'href: /lead-generation-company-kota', 'href: /seo-company-ajmer-next');
    const told = (text: string) =>
      formatProblems(
        buildCatalogue(
          contentPaths(root, {
            files: new Map([
              [KOTA, text],
              [target, draftPage],
            ]),
          }),
        ).problems,
      )
        .split('\n')
        .filter((l) => l.includes('which is a draft'));
    expect(told(linking)).toEqual([
      'pages-data/kota/seo.yaml:29:15  sections[0] (hero) › actions[1].href  Links to "/seo-company-ajmer-next", which is a draft (pages-data/ajmer/seo-next.yaml): publish it first, or link elsewhere',
    ]);
    expect(told(edit(linking, /^route: /m, 'draft: true\nroute: '))).toEqual([]);
  });

  it('a canonical address that is its route is not told as an earlier address, even when movedFrom names it', () => {
    expect(field(check(edit(refused, /^route: .*$/m, 'route: /seo-company-kota\nmovedFrom: [/seo-company-kota]')), 'meta.canonical')).toEqual([]);
  });

  it('a copy that kept the Ajmer route is told so, and what it says of Ajmer, in the same run', () => {
    const lines = check(AJMER_SEO);
    expect(lines[0]).toBe(
      'pages-data/kota/seo.yaml:2:8  route  "/seo-company-ajmer" is already used by pages-data/ajmer/seo.yaml: give whichever page is the new copy a route (and canonical) of its own',
    );
    expect(field(lines, 'meta.geo.placename')).toEqual([
      'pages-data/kota/seo.yaml:15:16  meta.geo.placename  This page is in pages-data/kota/, a Kota page: write placename: Kota',
    ]);
    expect(lines.filter((l) => l.includes('" is one of Ajmer\'s places')).length).toBeGreaterThanOrEqual(10);
  });
});

describe('a shared section its schema refuses', () => {
  it('is told its placeholders with its mistake, at its own lines', () => {
    const file = join(root, 'pages-data', '_shared', 'generic-faq.yaml');
    const text = edit(
      edit(readFileSync(file, 'utf8'), 'intro: Straight answers', 'intro: TODO Straight answers'),
      '  - question: How long does SEO take to show results?',
      '  - questoin: How long does SEO take to show results? TBD',
    );
    const lines = formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) })).problems).split('\n');
    expect(lines.filter((l) => l.startsWith('pages-data/_shared/generic-faq.yaml:'))).toEqual([
      'pages-data/_shared/generic-faq.yaml:7:8  intro  "TODO" is a placeholder: write the real text (a shared section has no draft: every page that includes it shows it)',
      expect.stringMatching(/^pages-data\/_shared\/generic-faq\.yaml:15:5 {2}items\[1\]\.questoin {2}Unknown key "questoin" \(did you mean "question"\?\)/),
    ]);
  });
});

describe('a shared section its schema refuses, placed on pages', () => {
  it('is told its dead link with its mistake, at its own line', () => {
    const shared = join(root, 'pages-data', '_shared', 'closing-offer.yaml');
    const offer =
      'type: cta\nheading: Ask for a free audit\ntext: We look at your site and your Google listing.\nbuton: {}\nbutton:\n  label: Contact Us\n  href: /contcat\n';
    const page = join(root, 'pages-data', 'core', 'contact.yaml');
    const files = new Map([
      [shared, offer],
      [page, readFileSync(page, 'utf8').replace('  - include: generic-faq\n', '  - include: generic-faq\n  - include: closing-offer\n')],
    ]);
    const lines = formatProblems(buildCatalogue(contentPaths(root, { files })).problems).split('\n');
    expect(lines.filter((l) => l.startsWith('pages-data/_shared/closing-offer.yaml:'))).toEqual([
      expect.stringMatching(/^pages-data\/_shared\/closing-offer\.yaml:4:1 {2}buton {2}Unknown key "buton"/),
      // No "did you mean": the page that places it is refused with it, so /contact is not an address to suggest.
      'pages-data/_shared/closing-offer.yaml:7:9  button.href  Links to "/contcat", which is not a page of this site',
    ]);
  });
});
