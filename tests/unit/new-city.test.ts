import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { main } from '../../scripts/new-city.ts';
import { citySlug, knownCitiesAt } from '../../scripts/new-city/cities.ts';
import { formatPlan } from '../../scripts/new-city/report.ts';
import { withoutRepeatedPlace } from '../../scripts/new-city/rewrite.ts';
import { NewCityError, planNewCity, replaceCityName } from '../../scripts/new-city/scaffold.ts';
import { copyContent } from '../content-copy.ts';

const repo = process.cwd();
const knownCities = knownCitiesAt(repo);
/** Udaipur, as the issue asks, unless the site has Udaipur pages by now: then the next known city without pages. */
const CITY = ['Udaipur', 'Jodhpur', 'Kota', 'Bikaner', 'Alwar', 'Bhilwara'].find((c) => !existsSync(join(repo, 'pages-data', citySlug(c))))!;
const slug = citySlug(CITY);
const geo = knownCities[slug]!;
let root: string;

/** A copy of the site's content (pages, site config; images linked) to scaffold into. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-city-'));
  copyContent(root, repo);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = (...args: string[]) => runIn({}, ...args);

/** new-city as npm starts it with the variables `env` (npm's `npm_config_…`), its output and exit code. */
const runIn = (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
  const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void out.push(s));
  try {
    return { code: main(args, root, env), output: out.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
};

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof NewCityError) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('city names in the copy', () => {
  it('keep their case, and words that merely contain the name are left alone', () => {
    expect(replaceCityName('Ajmer, ajmer, AJMER: AjmerReel01 #AjmerFood ajmer-hero', 'Ajmer', 'Udaipur')).toBe(
      'Udaipur, udaipur, UDAIPUR: UdaipurReel01 #UdaipurFood udaipur-hero',
    );
    expect(replaceCityName('Kotak Mahindra in Kota', 'Kota', 'Jodhpur')).toBe('Kotak Mahindra in Jodhpur');
    expect(replaceCityName('/seo-company-mount-abu', 'mount-abu', 'sri-ganganagar')).toBe('/seo-company-sri-ganganagar');
    // A name joined as Urdu names are is a place of the city: kept; a word joined by a hyphen is renamed.
    expect(replaceCityName('Ajmer-e-Sharif and Ajmer-based firms', 'Ajmer', 'Kota')).toBe('Ajmer-e-Sharif and Kota-based firms');
  });

  it("a longer name that held the source city's is listed: kept joined, or renamed where capitalised words follow it in a sentence", () => {
    const page = join(root, 'pages-data', 'ajmer', 'seo.yaml');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('Pilgrims come to the Dargah all year round,', 'Pilgrims come to Ajmer-e-Sharif, the Ajmer Lit Fest draws readers,'),
    );
    const plan = planNewCity({ root, name: 'Kota', from: 'ajmer', only: ['seo'] });
    const written = plan.files.get(join(root, 'pages-data', 'kota', 'seo.yaml'))!;
    const line = written.split('\n').findIndex((l) => l.includes('Ajmer-e-Sharif')) + 1;
    expect(written.split('\n')[line - 1]).toContain('Pilgrims come to Ajmer-e-Sharif, the Kota Lit Fest draws readers,');
    expect(plan.mentions.find((m) => m.line === line)?.names).toEqual(['Ajmer-e-Sharif', 'Kota Lit Fest (was Ajmer Lit Fest)']);
    // Not a heading's capitals ("Kota SEO", an abbreviation) nor the site's own Ajmer places, listed as before.
    expect(plan.mentions.flatMap((m) => m.names).filter((n) => n.includes('(was'))).toEqual(['Kota Lit Fest (was Ajmer Lit Fest)']);
  });
});

describe('npm run new-city -- --name Udaipur --from ajmer', { timeout: 30_000 }, () => {
  it('copies the city, rewriting routes, canonicals, geo tags, links and the city name, and the whole site validates', () => {
    const { code, output } = run('--name', CITY, '--from', 'ajmer');
    expect(code, output).toBe(0);
    // The copies are drafts: npm run dev shows them (with drafts), the build leaves them out.
    expect(buildCatalogue(contentPaths(root)).catalogue!.held.filter((h) => h.file.startsWith(`pages-data/${slug}/`)).length).toBeGreaterThan(0);
    const { catalogue, problems } = buildCatalogue(contentPaths(root), { drafts: true });
    expect(problems).toEqual([]);
    const created = catalogue!.pages.filter((e) => e.file.startsWith(`pages-data/${slug}/`));
    expect(created.every((e) => e.page.draft)).toBe(true);
    const ajmer = catalogue!.pages.filter((e) => e.file.startsWith('pages-data/ajmer/'));
    expect(created).toHaveLength(ajmer.length);
    for (const { page, file } of created) {
      expect(page.route.endsWith(`-${slug}`), file).toBe(true);
      expect(page.meta.canonical, file).toBe(page.route);
      expect(page.meta.geo).toEqual({ region: 'IN-RJ', placename: CITY, latitude: geo.latitude, longitude: geo.longitude });
      // Links between the copied pages lead to the new pages; image paths stay until new artwork is drawn.
      const text = JSON.stringify(page);
      expect(text).not.toMatch(/"href":"\/[^"]*ajmer/);
      // Ajmer's name stays only in its places (Ajmer Sharif) and in what Ajmer clients said, kept as written.
      const rest = text.replace(/"(src|image|poster|videoId)":"[^"]*"/g, '').replace(/Ajmer Sharif/g, '');
      expect(rest.replace(/"quote":"[^"]*","author":"[^"]*"/g, ''), file).not.toMatch(/ajmer/i);
      if (page.sections.some((s) => s.type === 'testimonials')) expect(rest, file).toMatch(/"author":"[^"]*Ajmer/);
    }
    // The landing page takes the correctly spelled address (Ajmer's route keeps the spec's spelling, with an alias).
    expect(created.map((e) => e.page.route)).toContain(`/digital-marketing-services-${slug}`);
    const landing = readFileSync(join(root, `pages-data/${slug}/landing.yaml`), 'utf8');
    expect(landing.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
    expect(landing).not.toContain('site.config.yaml aliases');
    expect(landing).toContain(`href: /seo-company-${slug}`);
    expect(landing).toContain(`heading: Digital marketing that brings ${CITY} customers to your door`);
    // What to edit next: sentences naming Ajmer's places, images made for Ajmer, the footer lines.
    expect(output).toMatch(new RegExp(`pages-data/${slug}/landing\\.yaml:\\d+  \\[Pushkar Road, Naya Bazar\\]  From guest houses on Pushkar Road`));
    expect(output).toMatch(new RegExp(`\\[city\\]   /images/ajmer/wall-search-results\\.svg  ← pages-data/${slug}/landing\\.yaml:\\d+`));
    // Ajmer's showreel, kept in the copy's video section: the video is named, to be changed.
    expect(output).toContain(`These videos are Ajmer's: give videoId one made for ${CITY} (and change its title), or remove the section:`);
    expect(output).toMatch(new RegExp(`\n   pages-data/${slug}/video-editing\\.yaml:\\d+  AjmerReel01\n`));
    expect(output).toContain(`      - label: Digital Marketing in ${CITY}\n        href: /digital-marketing-services-${slug}`);
    // Without --footer, site.config.yaml is not touched.
    expect(readFileSync(join(root, 'site.config.yaml'), 'utf8')).toBe(readFileSync(join(repo, 'site.config.yaml'), 'utf8'));
  });

  it('with --footer, links the new landing page from the footer column of the source city', () => {
    expect(run('--name', CITY, '--from', 'ajmer', '--footer').code).toBe(0);
    const site = parse(readFileSync(join(root, 'site.config.yaml'), 'utf8')) as { footer: { heading: string; links: { label: string; href: string }[] }[] };
    expect(site.footer.find((c) => c.heading === 'Locations')!.links).toContainEqual({
      label: `Digital Marketing in ${CITY}`,
      href: `/digital-marketing-services-${slug}`,
    });
    expect(buildCatalogue(contentPaths(root)).problems).toEqual([]);
  });

  it('with --dry-run, prints the plan and writes nothing', () => {
    const { code, output } = run('--name', CITY, '--from', 'ajmer', '--dry-run');
    expect(code).toBe(0);
    expect(output.startsWith(`Would create pages-data/${slug}/ with 7 pages for ${CITY}`)).toBe(true);
    expect(existsSync(join(root, `pages-data/${slug}`))).toBe(false);
  });

  it('refuses to overwrite an existing folder', () => {
    expect(run('--name', CITY, '--from', 'ajmer').code).toBe(0);
    const again = run('--name', CITY, '--from', 'ajmer');
    expect(again.code).toBe(1);
    expect(again.output).toBe(
      `pages-data/${slug}/ already exists: new-city never overwrites a folder or a page. It has a copy of every page of ajmer (--footer alone adds its footer link: npm run new-city -- --name ${CITY} --from ajmer --footer).`,
    );
  });

  it('a city launched with one page gets the others later with --only, never over a page it has; its earlier pages are told where their links should now lead', () => {
    expect(run('--name', CITY, '--from', 'ajmer', '--only', 'seo').code).toBe(0);
    const seo = join(root, 'pages-data', slug, 'seo.yaml');
    writeFileSync(seo, readFileSync(seo, 'utf8').replace('draft: true', 'draft: true # rewritten by hand'));
    const rewritten = readFileSync(seo, 'utf8');
    expect(run('--name', CITY, '--from', 'ajmer').output).toMatch(
      new RegExp(
        `^pages-data/${slug}/ already exists: new-city never overwrites a folder or a page\\. To add the pages of ajmer it does not have yet, name them with --only: --only content-writing,landing,lead-generation,social-media,video-editing,web-development `,
      ),
    );
    expect(run('--name', CITY, '--from', 'ajmer', '--only', 'seo,landing').output).toBe(
      `pages-data/${slug}/ has seo.yaml already: new-city never overwrites a page (it may be rewritten by now). Leave seo out of --only (not copied yet: content-writing, landing, lead-generation, social-media, video-editing, web-development)`,
    );
    const added = run('--name', CITY, '--from', 'ajmer', '--only', 'landing,lead-generation');
    expect(added.code).toBe(0);
    expect(added.output.split('\n')[0]).toBe(`Added 2 pages to pages-data/${slug}/, beside ${CITY}'s pages copied before; the whole site validates with them:`);
    expect(readFileSync(seo, 'utf8')).toBe(rewritten);
    // The landing page's links to Ajmer's SEO page lead to the city's own; the SEO page's to Ajmer's lead generation are listed.
    const landing = readFileSync(join(root, 'pages-data', slug, 'landing.yaml'), 'utf8');
    expect(landing).not.toContain('/seo-company-ajmer');
    expect(landing).toContain(`/seo-company-${slug}`);
    expect(added.output).toContain(`   pages-data/${slug}/seo.yaml:29  /lead-generation-company-ajmer  →  /lead-generation-company-${slug}`);
  });

  it('refuses a route that another page or an alias already has, and says which', () => {
    mkdirSync(join(root, 'pages-data/core'), { recursive: true });
    const seo = readFileSync(join(root, 'pages-data/ajmer/seo.yaml'), 'utf8')
      .replace(/seo-company-ajmer/g, `seo-company-${slug}`)
      .replace(/placename: Ajmer/, `placename: ${CITY}`)
      // A page of its own, made by hand before the city's folder (not a copy told as one: its own heading too).
      .replace('heading: Get found on Google by people searching in Ajmer', `heading: Get found on Google by people searching in ${CITY}`)
      .replace(/^ {2}title: .*$/m, `  title: SEO in ${CITY} | Search Rankings for Local Shops`)
      .replace(
        /^ {2}description: .*$/m,
        `  description: Search rankings for ${CITY} shops, hotels and clinics, with a local SEO plan, monthly reports and a review each quarter.`,
      );
    writeFileSync(join(root, `pages-data/core/${slug}-seo.yaml`), seo);
    const site = readFileSync(join(root, 'site.config.yaml'), 'utf8').replace('aliases:\n', `aliases:\n  /video-editing-company-${slug}: /contact\n`);
    writeFileSync(join(root, 'site.config.yaml'), site);
    expect(refusal(() => planNewCity({ root, name: CITY, from: 'ajmer' }))).toBe(
      [
        `Cannot create ${CITY}: these routes would clash.`,
        `  pages-data/${slug}/seo.yaml: /seo-company-${slug} is already used by pages-data/core/${slug}-seo.yaml`,
        `  pages-data/${slug}/video-editing.yaml: /video-editing-company-${slug} is already used by site.config.yaml (an alias of /contact)`,
      ].join('\n'),
    );
    expect(existsSync(join(root, `pages-data/${slug}`))).toBe(false);
  });

  it('needs --lat and --lng for a city it has no coordinates for, and says it adds that city to the file of cities', () => {
    expect(refusal(() => planNewCity({ root, name: 'Nathdwara', from: 'ajmer' }))).toMatch(
      /^No coordinates known for Nathdwara: give them with --lat and --lng/,
    );
    const plan = planNewCity({ root, name: 'Nathdwara', from: 'ajmer', latitude: 24.93, longitude: 73.82 });
    expect(plan.routes.map((r) => r.route)).toContain('/seo-company-nathdwara');
    // The file of cities gains it, and the plan says so; a city it knows is not added.
    const told = formatPlan(plan, { written: false });
    expect(told).toContain(
      "  pages-data/_cities.yaml: Nathdwara would be added, with its point: list its markets, areas and landmarks there under places:, as the file's other cities have them, so the city check accepts them on its pages.",
    );
    expect(told).toContain(
      '   Once its pages are published, add Nathdwara to areaServed in site.config.yaml, so search engines know the agency serves it, and to tagline and footerNote where they name the cities served (npm run city-report -- nathdwara notes each one).',
    );
    expect(formatPlan(planNewCity({ root, name: 'Kota', from: 'ajmer', only: ['seo'] }), { written: false })).not.toContain('pages-data/_cities.yaml: Kota');
    expect(run('--name', 'Nathdwara', '--from', 'ajmer', '--lat', 'north').output).toMatch(/^--lat takes a number/);
  });

  it('--only takes the pages as their files are named, in any capitals and with .yaml', () => {
    const plan = planNewCity({ root, name: 'Kota', from: 'ajmer', only: ['Social-Media', 'SEO.yaml'] });
    expect(plan.routes.map((r) => r.file)).toEqual(['pages-data/kota/seo.yaml', 'pages-data/kota/social-media.yaml']);
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'ajmer', only: ['Social Media'] }))).toMatch(
      /^--only names no page of pages-data\/ajmer\/: Social Media \(did you mean social-media\?\)\. /,
    );
    // "landing" from a city whose landing page has another name: the page the footer links is named.
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'jaipur', only: ['landing', 'seo', 'zzz'] }))).toMatch(
      /^--only names no page of pages-data\/jaipur\/: landing \(Jaipur's landing page, the one the footer links, is services: --only services\), zzz\. Its pages: about, /,
    );
  });

  it("a town that is one of the source city's places: its own name in the copy is not listed as the source city's", () => {
    const plan = planNewCity({ root, name: 'Kishangarh', from: 'ajmer', latitude: 26.59, longitude: 74.854, only: ['seo'] });
    const listed = new Set(plan.mentions.flatMap((m) => m.names));
    expect(listed.has('Kishangarh')).toBe(false);
    expect(listed.has('Pushkar')).toBe(true);
    // Each line it lists is the line of the file as written (its draft line included) that names the place.
    const written = plan.files.get(join(root, 'pages-data', 'kishangarh', 'seo.yaml'))!;
    const lines = written.split('\n');
    for (const m of plan.mentions)
      for (const name of m.names)
        if (!name.endsWith("client's words")) expect(lines[m.line - 1], `${m.file}:${m.line} ${name}`).toContain(name.replace(/ twice$| \(was .*\)$/, ''));
        else expect(lines[m.line - 1], `${m.file}:${m.line}`).toMatch(/^\s+- (quote|author): /);
    // "an Ajmer business" is written "a Kishangarh business"; the comment on otherPlaces goes with it.
    expect(written).toContain('for a Kishangarh business');
    expect(written).not.toMatch(/\ban Kishangarh|otherPlaces|Other cities and their places/);
    expect(formatPlan(plan, { written: false }).split('\n')[0]).toBe(
      'Would create pages-data/kishangarh/ with 1 page for Kishangarh; the whole site validates with them:',
    );
    // Its pictures are all shared by the cities: none to replace.
    expect(formatPlan(plan, { written: false })).toContain('2. The images: none was made for Ajmer; those below serve every city and may stay:');
  });

  it('a list of places that names the new city twice once the source city became it names it once', () => {
    const once = (text: string) => withoutRepeatedPlace(text, 'Kishangarh');
    expect(once('across Kishangarh, Kishangarh, Beawar and Pushkar.')).toBe('across Kishangarh, Beawar and Pushkar.');
    expect(once('Kishangarh, Pushkar and Kishangarh')).toBe('Kishangarh and Pushkar');
    expect(once('Kishangarh, Pushkar, and Kishangarh')).toBe('Kishangarh and Pushkar');
    expect(once('Kishangarh and Kishangarh shops')).toBe('Kishangarh shops');
    expect(once('Beawar, Kishangarh\n  and Kishangarh')).toBe('Beawar\n  and Kishangarh');
    expect(once('Kishangarh, Beawar, Kishangarh and Pushkar Road')).toBe('Kishangarh, Beawar and Pushkar Road');
    expect(once('in Kishangarh, Pushkar or Kishangarh')).toBe('in Kishangarh or Pushkar');
    // The last item goes on after the list: it stays, the earlier one goes.
    expect(once("Kishangarh, Beawar and Kishangarh's marble traders")).toBe("Beawar and Kishangarh's marble traders");
    expect(once('Kishangarh, Beawar and Kishangarh marble traders')).toBe('Beawar and Kishangarh marble traders');
    expect(once('Kishangarh, Beawar and Kishangarh-based shops')).toBe('Beawar and Kishangarh-based shops');
    expect(once('B, Kishangarh, D and Kishangarh marble')).toBe('B, D and Kishangarh marble');
    expect(withoutRepeatedPlace('Pushkar, Beawar and Pushkar\n      Road get found', 'Pushkar')).toBe('Beawar and Pushkar\n      Road get found');
    // Not a list of places: left as written (no "and" or "or" before its last item).
    expect(once('In Kishangarh, Kishangarh marble sells')).toBe('In Kishangarh, Kishangarh marble sells');
    expect(once('Kishangarh, Kishangarh marble sells')).toBe('Kishangarh, Kishangarh marble sells');
    expect(once('from Kishangarh to Kishangarh and Pushkar')).toBe('from Kishangarh to Kishangarh and Pushkar');
    const plan = planNewCity({ root, name: 'Kishangarh', from: 'ajmer', latitude: 26.59, longitude: 74.854, only: ['lead-generation'] });
    const written = plan.files.get(join(root, 'pages-data', 'kishangarh', 'lead-generation.yaml'))!;
    expect(written).toContain('search ads across Kishangarh, Beawar and Pushkar.');
  });

  it('lists a line that names the new city twice where the source named both, and the places of other cities the source named on purpose', () => {
    const plan = planNewCity({ root, name: 'Kishangarh', from: 'ajmer', latitude: 26.59, longitude: 74.854, only: ['content-writing', 'seo'] });
    const at = (file: string, text: string) => plan.mentions.find((m) => m.file === `pages-data/kishangarh/${file}` && m.text.includes(text));
    expect(at('content-writing.yaml', 'For Kishangarh marble, Kishangarh handicrafts')?.names).toEqual(['Kishangarh twice']);
    const told = formatPlan(plan, { written: false });
    expect(told).toContain('(or Kishangarh twice, where the Ajmer page named both: listed only here, city-report cannot tell them)');
    expect(told).toContain(
      "Kishangarh is also one of Ajmer's places in pages-data/_cities.yaml: Ajmer's pages may name it; take it out of that list if they should not.",
    );
    // The Ajmer SEO page names Jaipur on purpose (its otherPlaces, not copied): the copy is told it.
    const seo = readFileSync(join(root, 'pages-data', 'ajmer', 'seo.yaml'), 'utf8');
    const jaipur = seo.split('\n').filter((l) => /\bJaipur\b/.test(l) && !/^(otherPlaces|#)/.test(l.trim()));
    expect(jaipur.length).toBeGreaterThan(0);
    for (const line of jaipur) expect(at('seo.yaml', line.trim().replaceAll('Ajmer', 'Kishangarh').slice(0, 40))?.names, line).toContain('Jaipur');
    // A line naming Kishangarh twice in the Ajmer copy itself is not listed for it.
    expect(plan.mentions.filter((m) => m.names.includes('Kishangarh twice')).map((m) => m.file)).toEqual(['pages-data/kishangarh/content-writing.yaml']);
    const source = join(root, 'pages-data', 'ajmer', 'seo.yaml');
    writeFileSync(
      source,
      readFileSync(source, 'utf8').replace('builders pricing Kishangarh marble', 'builders pricing Kishangarh marble from Kishangarh quarries'),
    );
    const again = planNewCity({ root, name: 'Kishangarh', from: 'ajmer', latitude: 26.59, longitude: 74.854, only: ['seo'] });
    expect(again.files.get(join(root, 'pages-data', 'kishangarh', 'seo.yaml'))).toContain('Kishangarh marble from Kishangarh quarries');
    expect(again.mentions.filter((m) => m.names.includes('Kishangarh twice'))).toEqual([]);
  });

  it("refuses another known city's coordinates for a new one (an example pasted, or the source city's)", () => {
    const ajmer = knownCities.ajmer!;
    expect(refusal(() => planNewCity({ root, name: 'Nathdwara', from: 'ajmer', latitude: ajmer.latitude + 0.01, longitude: ajmer.longitude }))).toBe(
      `--lat ${ajmer.latitude + 0.01} --lng ${ajmer.longitude} is where Ajmer is (pages-data/_cities.yaml): give Nathdwara's own centre, as a map shows it`,
    );
    expect(refusal(() => planNewCity({ root, name: 'Nathdwara', from: 'ajmer' }))).not.toMatch(/\d+\.\d+/);
  });

  it('refuses a point outside India (saying when the two numbers are swapped), a known city moved far, half a point and a region that is not a code; names a known city mistyped', () => {
    const at = (latitude: number, longitude: number, region?: string) =>
      refusal(() => planNewCity({ root, name: 'Sawai Madhopur', from: 'ajmer', latitude, longitude, region }));
    expect(at(76.3522, 26.0378)).toBe('--lat 76.3522 --lng 26.0378 is outside India: the two are swapped. Give --lat 26.0378 --lng 76.3522');
    expect(at(0, 0)).toBe(
      '--lat 0 --lng 0 is outside India, where IN-RJ is: give the city centre as a map shows it (in Rajasthan, a latitude of 23–30.2 and a longitude of 69.4–78.3)',
    );
    expect(at(26.0378, 76.3522, 'Rajasthan')).toBe(
      '--region takes the country and state as a code: --region IN-RJ for Rajasthan, IN-GJ for Gujarat, IN-MP for Madhya Pradesh (got "Rajasthan")',
    );
    expect(at(26.0378, 76.3522, 'in-rj')).toBe('--region takes the country and state as a code: --region IN-RJ (got "in-rj")');
    const kota = knownCities.kota!;
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'ajmer', latitude: kota.latitude + 1, longitude: kota.longitude }))).toBe(
      `Kota is at ${kota.latitude}, ${kota.longitude} in pages-data/_cities.yaml, and --lat ${kota.latitude + 1} --lng ${kota.longitude} is 111 km from it: leave --lat and --lng out to use that point (if it is the one that is wrong, correct its lines in pages-data/_cities.yaml first)`.replace(
        ' , ',
        ', ',
      ),
    );
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'ajmer', latitude: 25.18 }))).toMatch(/^Give both --lat and --lng/);
    expect(refusal(() => planNewCity({ root, name: 'Kotta', from: 'ajmer' }))).toMatch(
      /^No coordinates known for Kotta \(did you mean Kota\? then --name Kota\): /,
    );
    // A known name shortened, or spelt otherwise, word for word.
    expect(refusal(() => planNewCity({ root, name: 'Mt Abu', from: 'ajmer' }))).toMatch(
      /^No coordinates known for Mt Abu \(did you mean Mount Abu\? then --name "Mount Abu"\): /,
    );
    expect(refusal(() => planNewCity({ root, name: 'Shri Ganganagar', from: 'ajmer' }))).toMatch(
      /^No coordinates known for Shri Ganganagar \(did you mean Sri Ganganagar\? then --name "Sri Ganganagar"\): /,
    );
    // With a point too: a typo is not added as a second city. A town whose name is near a known
    // city's is added once the file has it.
    expect(refusal(() => planNewCity({ root, name: 'Udiapur', from: 'ajmer', latitude: 25.3, longitude: 74.0 }))).toBe(
      "Udiapur is not in pages-data/_cities.yaml, and its name is near Udaipur's: did you mean Udaipur? Then --name Udaipur and leave --lat and --lng out. If Udiapur is another town, add it to pages-data/_cities.yaml first, as the file writes its other cities (its name, region, latitude and longitude), then run this again",
    );
    expect(refusal(() => planNewCity({ root, name: 'Kotra', from: 'ajmer', latitude: 24.3627, longitude: 73.1734 }))).toMatch(/^Kotra is not in .*near Kota's/);
    const cities = join(root, 'pages-data/_cities.yaml');
    writeFileSync(cities, `${readFileSync(cities, 'utf8')}kotra:\n  name: Kotra\n  region: IN-RJ\n  latitude: 24.3627\n  longitude: 73.1734\n`);
    expect(planNewCity({ root, name: 'Kotra', from: 'ajmer', only: ['seo'] }).routes.map((r) => r.route)).toEqual(['/seo-company-kotra']);
    // A point within reach of a known city's (not on it) is written, with a note to check it.
    const near = planNewCity({ root, name: 'Sawai Madhopur', from: 'ajmer', latitude: 26.95, longitude: 75.85, only: ['seo'] });
    expect(formatPlan(near, { written: false }).split('\n')[2]).toBe(
      "  Sawai Madhopur's point is 7 km from Jaipur's centre: if Sawai Madhopur is not a town beside Jaipur, check --lat and --lng against a map of Sawai Madhopur.",
    );
    // In India but outside the state of its region (a digit off: Karnataka, not Rajasthan).
    expect(at(14.9381, 73.823)).toBe(
      '--lat 14.9381 --lng 73.823 is outside Rajasthan (IN-RJ): give the city centre as a map shows it (in Rajasthan, a latitude of 23–30.2 and a longitude of 69.4–78.3)',
    );
    // A new city's name as it goes into every title; a known city's region as the gazetteer has it; the city's own places only.
    expect(refusal(() => planNewCity({ root, name: 'sawai madhopur', from: 'ajmer', latitude: 26.0378, longitude: 76.3522 }))).toBe(
      '--name is written into every title and heading as given: write it as readers should see it, e.g. --name "Sawai Madhopur"',
    );
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'ajmer', region: 'IN-GJ' }))).toBe(
      "Kota is in IN-RJ (pages-data/_cities.yaml), and --region gives IN-GJ: leave --region out (if the file's is the one that is wrong, correct it there first)",
    );
    expect(refusal(() => planNewCity({ root, name: 'Kota', from: 'ajmer', only: ['seo'], places: ['Jaipur', 'Dargah', 'Talwandi'] }))).toBe(
      `--places lists Kota's own markets, areas and landmarks: "Jaipur" is a city of pages-data/_cities.yaml; "Dargah" is one of Ajmer's places, which the copy still names for you to rewrite. Leave them out (a place of that name in Kota too goes into pages-data/_cities.yaml by hand, under kota:)`,
    );
    // A known city typed in other capitals is written as the gazetteer writes it.
    expect(planNewCity({ root, name: 'KOTA', from: 'ajmer', only: ['seo'] }).city).toBe('Kota');
  });

  it("keeps the source city's places that hold its name, and what its clients said, and lists them", () => {
    const plan = planNewCity({ root, name: 'Kota', from: 'ajmer' });
    const written = [...plan.files].find(([file]) => file.endsWith(join('kota', 'content-writing.yaml')))![1];
    expect(written).toContain('"guest house near Ajmer Sharif"');
    expect(plan.mentions.find((m) => m.names.includes('Ajmer Sharif'))?.file).toBe('pages-data/kota/content-writing.yaml');
    const seo = parse([...plan.files].find(([file]) => file.endsWith(join('kota', 'seo.yaml')))![1]);
    const said = seo.sections.find((s: { type: string }) => s.type === 'testimonials').items;
    const source = parse(readFileSync(join(root, 'pages-data', 'ajmer', 'seo.yaml'), 'utf8')).sections.find(
      (s: { type: string }) => s.type === 'testimonials',
    ).items;
    expect(said).toEqual(source);
    expect(plan.mentions.filter((m) => m.names.includes("an Ajmer client's words")).map((m) => m.text.slice(0, 8))).toEqual(source.map(() => '- quote:'));
    expect(formatPlan(plan, { written: false })).toContain('or are what an Ajmer client said (kept as written: a Kota client did not say it;');
  });

  it('a name of two words without quotes is told to take them; --help prints the usage; --footer without the landing page says nothing was added', () => {
    const stray = run('--name', 'Mount', 'Abu', '--from', 'ajmer');
    expect(stray.code).toBe(2);
    expect(stray.output.split('\n')[0]).toBe(
      `Unexpected argument 'Abu'. This command does not take positional arguments. A name of several words goes in quotes (--name "Mount Abu"), and the options after -- (npm run new-city -- --name Kota --from ajmer)`,
    );
    expect(run('--help')).toMatchObject({ code: 0, output: expect.stringMatching(/^Usage: npm run new-city -- --name /) });
    // `npm run new-city --name="Mount Abu" --from ajmer --dry-run` (no --): npm passes --from's value on alone.
    expect(runIn({ npm_config_name: 'Mount Abu', npm_config_from: 'true', npm_config_dry_run: 'true' }, 'ajmer')).toEqual({
      code: 2,
      output:
        'npm read the options as its own settings: give them all after --, as in\n  npm run new-city -- --name "Mount Abu" --from ajmer --dry-run\nadding any you gave that it leaves out (--only if you gave it: npm keeps it to itself)',
    });
    // `--lng=73.8230` without --: npm passes on the number alone.
    expect(runIn({ npm_config_name: 'Nathdwara', npm_config_from: 'ajmer', npm_config_lat: '24.9381' }, '73.8230').output).toBe(
      'npm read the options as its own settings: give them all after --, as in\n  npm run new-city -- --name Nathdwara --from ajmer --lat 24.9381\nadding any you gave that it leaves out (--only if you gave it: npm keeps it to itself; the option before 73.8230, which npm passed on without it)',
    );
    // A point as a map gives it: two numbers after --lat, or both in one.
    expect(run('--name', 'Nathdwara', '--from', 'ajmer', '--lat', '24.9381', '73.8230').output.split('\n')[0]).toMatch(
      /\. A point is two options: --lat <latitude> --lng <longitude>, e.g\. --lat 24\.9381 --lng 73\.8230$/,
    );
    expect(run('--name', 'Nathdwara', '--from', 'ajmer', '--lat', '24.9381, 73.8230').output).toBe(
      '--lat takes one number: give the point as --lat 24.9381 --lng 73.8230',
    );
    // A decimal comma is one number, not two.
    expect(run('--name', 'Nathdwara', '--from', 'ajmer', '--lat', '25,0714', '--lng', '73,8820').output).toBe(
      '--lat takes a point before the decimals, not a comma: --lat 25.0714',
    );
    const footer = run('--name', CITY, '--from', 'ajmer', '--only', 'seo', '--footer', '--dry-run');
    expect(footer.code).toBe(0);
    expect(footer.output).toContain("--footer links the city's landing page, which this run did not copy: nothing was added to the footer.");
  });

  it('names the city folders when the source does not exist, and refuses a name that is not a city', () => {
    expect(refusal(() => planNewCity({ root, name: CITY, from: 'ajmr' }))).toMatch(
      /^No city folder pages-data\/ajmr\/ to copy from\. City folders: (.+, )?ajmer, (.+, )?jaipur\b/,
    );
    expect(refusal(() => planNewCity({ root, name: '../etc', from: 'ajmer' }))).toMatch(/^"..\/etc" is not a city name/);
    // Folders that hold no city's pages are not offered; a folder as a shell completes it is the city's.
    expect(refusal(() => planNewCity({ root, name: CITY, from: 'blog' }))).toBe('No city folder pages-data/blog/ to copy from. City folders: ajmer, jaipur');
    expect(refusal(() => planNewCity({ root, name: CITY, from: 'core' }))).toMatch(/^No city folder pages-data\/core\//);
    expect(planNewCity({ root, name: CITY, from: 'pages-data/ajmer/', only: ['seo'] }).routes.map((r) => r.route)).toEqual([`/seo-company-${slug}`]);
    expect(run('--from', 'ajmer').code).toBe(2);
  });

  it('copies Jaipur too: pages whose canonical is an address without the city take their own route', () => {
    const plan = planNewCity({ root, name: CITY, from: 'jaipur' });
    const gbp = plan.routes.find((r) => r.file === `pages-data/${slug}/google-business-profile.yaml`)!;
    expect(gbp.route).toBe(`/google-business-profile-services-${slug}`);
    expect(plan.mentions.some((m) => m.names.includes('Johari Bazaar'))).toBe(true);
  });
});
