import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { main } from '../../scripts/new-city.ts';
import { NewCityError, planNewCity, replaceCityName } from '../../scripts/new-city/scaffold.ts';

const repo = process.cwd();
let root: string;

/** A copy of the site's content (pages, site config; images linked) to scaffold into. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-city-'));
  cpSync(join(repo, 'pages-data'), join(root, 'pages-data'), { recursive: true, filter: (src) => !src.includes('_tmp') });
  cpSync(join(repo, 'site.config.yaml'), join(root, 'site.config.yaml'));
  symlinkSync(join(repo, 'public'), join(root, 'public'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = (...args: string[]) => {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
  const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void out.push(s));
  try {
    return { code: main(args, root), output: out.join('\n') };
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
    expect(replaceCityName('Ajmer, ajmer, AJMER: AjmerReel01 #AjmerFood ajmer-hero', 'Ajmer', 'Udaipur')).toBe('Udaipur, udaipur, UDAIPUR: UdaipurReel01 #UdaipurFood udaipur-hero');
    expect(replaceCityName('Kotak Mahindra in Kota', 'Kota', 'Jodhpur')).toBe('Kotak Mahindra in Jodhpur');
    expect(replaceCityName('/seo-company-mount-abu', 'mount-abu', 'sri-ganganagar')).toBe('/seo-company-sri-ganganagar');
  });
});

describe('npm run new-city -- --name Udaipur --from ajmer', { timeout: 30_000 }, () => {
  it('copies the city, rewriting routes, canonicals, geo tags, links and the city name, and the whole site validates', () => {
    const { code, output } = run('--name', 'Udaipur', '--from', 'ajmer');
    expect(code, output).toBe(0);
    const { catalogue, problems } = buildCatalogue(contentPaths(root));
    expect(problems).toEqual([]);
    const udaipur = catalogue!.pages.filter((e) => e.file.startsWith('pages-data/udaipur/'));
    const ajmer = catalogue!.pages.filter((e) => e.file.startsWith('pages-data/ajmer/'));
    expect(udaipur).toHaveLength(ajmer.length);
    for (const { page, file } of udaipur) {
      expect(page.route, file).toMatch(/-udaipur$/);
      expect(page.meta.canonical, file).toBe(page.route);
      expect(page.meta.geo).toEqual({ region: 'IN-RJ', placename: 'Udaipur', latitude: 24.5854, longitude: 73.7125 });
      // Links between the copied pages lead to the new pages; image paths stay until new artwork is drawn.
      const text = JSON.stringify(page);
      expect(text).not.toMatch(/"href":"\/[^"]*ajmer/);
      expect(text.replace(/"(src|image|poster|videoId)":"[^"]*"/g, '')).not.toMatch(/ajmer/i);
    }
    // The landing page takes the correctly spelled address (Ajmer's route keeps the spec's spelling, with an alias).
    expect(udaipur.map((e) => e.page.route)).toContain('/digital-marketing-services-udaipur');
    const landing = readFileSync(join(root, 'pages-data/udaipur/landing.yaml'), 'utf8');
    expect(landing.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
    expect(landing).not.toContain('site.config.yaml aliases');
    expect(landing).toContain('href: /seo-company-udaipur');
    expect(landing).toContain('heading: Digital marketing that brings Udaipur customers to your door');
    // What to edit next: sentences naming Ajmer's places, images made for Ajmer, the footer lines.
    expect(output).toMatch(/pages-data\/udaipur\/landing\.yaml:\d+  \[Pushkar Road, Naya Bazar\]  From guest houses on Pushkar Road/);
    expect(output).toMatch(/\[city\]   \/images\/ajmer\/wall-search-results\.svg  ← pages-data\/udaipur\/landing\.yaml:\d+/);
    expect(output).toContain('      - label: Digital Marketing in Udaipur\n        href: /digital-marketing-services-udaipur');
    // Without --footer, site.config.yaml is not touched.
    expect(readFileSync(join(root, 'site.config.yaml'), 'utf8')).toBe(readFileSync(join(repo, 'site.config.yaml'), 'utf8'));
  });

  it('with --footer, links the new landing page from the footer column of the source city', () => {
    expect(run('--name', 'Udaipur', '--from', 'ajmer', '--footer').code).toBe(0);
    const site = parse(readFileSync(join(root, 'site.config.yaml'), 'utf8')) as { footer: { heading: string; links: { label: string; href: string }[] }[] };
    expect(site.footer.find((c) => c.heading === 'Locations')!.links).toContainEqual({ label: 'Digital Marketing in Udaipur', href: '/digital-marketing-services-udaipur' });
    expect(buildCatalogue(contentPaths(root)).problems).toEqual([]);
  });

  it('with --dry-run, prints the plan and writes nothing', () => {
    const { code, output } = run('--name', 'Udaipur', '--from', 'ajmer', '--dry-run');
    expect(code).toBe(0);
    expect(output).toMatch(/^Would create pages-data\/udaipur\/ with 7 pages for Udaipur/);
    expect(existsSync(join(root, 'pages-data/udaipur'))).toBe(false);
  });

  it('refuses to overwrite an existing folder', () => {
    expect(run('--name', 'Udaipur', '--from', 'ajmer').code).toBe(0);
    const again = run('--name', 'Udaipur', '--from', 'ajmer');
    expect(again.code).toBe(1);
    expect(again.output).toBe('pages-data/udaipur/ already exists: new-city never overwrites a folder. Remove it first, or choose another name.');
  });

  it('refuses a route that another page or an alias already has, and says which', () => {
    mkdirSync(join(root, 'pages-data/core'), { recursive: true });
    const seo = readFileSync(join(root, 'pages-data/ajmer/seo.yaml'), 'utf8').replace(/seo-company-ajmer/g, 'seo-company-udaipur').replace(/placename: Ajmer/, 'placename: Udaipur');
    writeFileSync(join(root, 'pages-data/core/udaipur-seo.yaml'), seo);
    const site = readFileSync(join(root, 'site.config.yaml'), 'utf8').replace('aliases:\n', 'aliases:\n  /video-editing-company-udaipur: /contact\n');
    writeFileSync(join(root, 'site.config.yaml'), site);
    expect(refusal(() => planNewCity({ root, name: 'Udaipur', from: 'ajmer' }))).toBe(
      [
        'Cannot create Udaipur: these routes would clash.',
        '  pages-data/udaipur/seo.yaml: /seo-company-udaipur is already used by pages-data/core/udaipur-seo.yaml',
        '  pages-data/udaipur/video-editing.yaml: /video-editing-company-udaipur is already used by site.config.yaml (an alias of /contact)',
      ].join('\n'),
    );
    expect(existsSync(join(root, 'pages-data/udaipur'))).toBe(false);
  });

  it('needs --lat and --lng for a city it has no coordinates for', () => {
    expect(refusal(() => planNewCity({ root, name: 'Nathdwara', from: 'ajmer' }))).toMatch(/^No coordinates known for Nathdwara: give them with --lat and --lng/);
    const plan = planNewCity({ root, name: 'Nathdwara', from: 'ajmer', latitude: 24.93, longitude: 73.82 });
    expect(plan.routes.map((r) => r.route)).toContain('/seo-company-nathdwara');
    expect(run('--name', 'Nathdwara', '--from', 'ajmer', '--lat', 'north').output).toMatch(/^--lat takes a number/);
  });

  it('names the city folders when the source does not exist, and refuses a name that is not a city', () => {
    expect(refusal(() => planNewCity({ root, name: 'Udaipur', from: 'ajmr' }))).toBe('No city folder pages-data/ajmr/ to copy from. City folders: ajmer, core, jaipur');
    expect(refusal(() => planNewCity({ root, name: '../etc', from: 'ajmer' }))).toMatch(/^"..\/etc" is not a city name/);
    expect(run('--from', 'ajmer').code).toBe(2);
  });

  it('copies Jaipur too: pages whose canonical is an address without the city take their own route', () => {
    const plan = planNewCity({ root, name: 'Jodhpur', from: 'jaipur' });
    const gbp = plan.routes.find((r) => r.file === 'pages-data/jodhpur/google-business-profile.yaml')!;
    expect(gbp.route).toBe('/google-business-profile-services-jodhpur');
    expect(plan.mentions.some((m) => m.names.includes('Johari Bazaar'))).toBe(true);
  });
});
