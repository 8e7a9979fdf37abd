/**
 * CONTENT.md, the guide for content staff, shows only what works: every example file under
 * tests/fixtures/guide/ appears in it verbatim and is checked here as the guide uses it, every
 * error message it shows is what the check prints for the matching broken example, and every
 * command in it is run (npm run dev by dev-server.test.ts).
 */
import { heroSchema } from '../../sections/hero/schema.ts';
import { imageLayoutOf } from '../../sections/section-meta.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { imageSize } from '../../catalogue/images.ts';
import { earlierRoutes } from '../../scripts/build/earlier-routes.ts';
import { cityReport, main as cityReportMain } from '../../scripts/city-report.ts';
import { resolveBlogUrl } from '../../renderer/blog/resolve-blog.ts';
import { main as newCity } from '../../scripts/new-city.ts';
import { main as newPost, slugFromTitle } from '../../scripts/new-post.ts';
import { main as noLocation } from '../../scripts/no-location.ts';
import { citySlug } from '../../scripts/new-city/cities.ts';
import { planNewCity } from '../../scripts/new-city/scaffold.ts';
import { currentEditor, GUIDE_SHOTS, pictureHash, readMadeFrom, SCREENSHOT_FOLDER } from '../../scripts/guide-screenshots.ts';
import { copyContent } from '../content-copy.ts';

const root = process.cwd();
const guide = readFileSync(join(root, 'CONTENT.md'), 'utf8');
const fixtures = join(root, 'tests', 'fixtures', 'guide');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** Where the guide tells staff to put its example page and post. */
const PAGE = join(root, 'pages-data', 'jaipur', 'local-seo-for-clinics.yaml');
const POST = join(root, 'pages-data', 'blog', 'google-maps-for-clinics-jaipur.md');

/** The routes in the last commit, as `npm run validate` reads them by default: a copy's duplicate route is told in the copy. */
const earlier = earlierRoutes(contentPaths(root), 'HEAD');
const check = (files: Record<string, string>) =>
  buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files)) }), 'skipped' in earlier ? {} : { earlier });

/** A real page with `snippet` placed above its closing call to action. */
function withSection(file: string, snippet: string): string {
  const text = readFileSync(file, 'utf8');
  const at = text.lastIndexOf('\n  - type: cta');
  return `${text.slice(0, at + 1)}${snippet}${text.slice(at + 1)}`;
}

describe('CONTENT.md', { timeout: 180_000 }, () => {
  it('shows the editor as it is now: each picture of "Edit in the browser" made by npm run screenshots from this editor, these forms and this admin page', () => {
    const record = readMadeFrom(root);
    expect(record, `No ${SCREENSHOT_FOLDER}/made-from.json: run npm run build, then npm run screenshots`).toBeDefined();
    const { files, ...madeFrom } = record!;
    expect(
      madeFrom,
      'The editor changed since its pictures in CONTENT.md were made: run npm run build, then npm run screenshots, and commit the pictures',
    ).toEqual(currentEditor(root));
    for (const [name, alt] of Object.entries(GUIDE_SHOTS)) {
      expect(guide).toContain(`![${alt}](${SCREENSHOT_FOLDER}/${name}.jpg)`);
      expect(pictureHash(root, name), `${name}.jpg is not the picture npm run screenshots made`).toBe(files[name]);
    }
  });

  it('shows every example file verbatim', () => {
    const examples = readdirSync(fixtures).filter((f) => /\.(ya?ml|md|svg)$/.test(f));
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const name of examples) expect(guide, `CONTENT.md should contain tests/fixtures/guide/${name}`).toContain(read(name).replace(/\n$/, ''));
  });

  it('the new page validates where the guide puts it, with the rest of the site', () => {
    const { catalogue, problems } = check({ [PAGE]: read('new-page.yaml') });
    expect(problems).toEqual([]);
    const page = catalogue!.byPath.get('/local-seo-for-clinics-jaipur')!.page;
    expect(page.sections.map((s) => s.type)).toEqual(['hero', 'stats', 'faq', 'cta']);
    expect(page.meta.title.length).toBeGreaterThanOrEqual(30);
    expect(page.meta.title.length).toBeLessThanOrEqual(65);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('the sections to add validate on a real page', () => {
    for (const snippet of ['section-features.yaml', 'section-include.yaml']) {
      const file = join(root, 'pages-data', 'jaipur', 'seo.yaml');
      const { catalogue, problems } = check({ [file]: withSection(file, read(snippet)) });
      expect(problems, snippet).toEqual([]);
      const types = catalogue!.pages.find((e) => e.file === 'pages-data/jaipur/seo.yaml')!.page.sections.map((s) => s.type);
      expect(types.at(-2), snippet).toBe(snippet === 'section-features.yaml' ? 'features' : 'faq');
    }
  });

  it('the new artwork, saved where the guide says under a name no file has yet, validates and its size is read from the file; the artwork example has its size and the brand colours', () => {
    const page = read('new-page.yaml').replace(/ {4}image:\n(?: {6}.*\n)+/, read('replace-image.yaml'));
    const src = /src: (\S+)/.exec(read('replace-image.yaml'))![1]!;
    expect(guide).toContain(`\`public${src}\``);
    // Saved over a file of the site, it would change every page that shows that one.
    expect(existsSync(join(root, 'public', src)), `${src} is a file of the site`).toBe(false);
    const publicDir = mkdtempSync(join(tmpdir(), 'guide-public-'));
    cpSync(join(root, 'public'), publicDir, { recursive: true });
    writeFileSync(join(publicDir, src), read('artwork.svg'));
    const { catalogue, problems } = buildCatalogue(contentPaths(root, { publicDir, files: new Map([[PAGE, page]]) }), 'skipped' in earlier ? {} : { earlier });
    rmSync(publicDir, { recursive: true });
    expect(problems).toEqual([]);
    const hero = catalogue!.byPath.get('/local-seo-for-clinics-jaipur')!.page.sections[0]!;
    expect(hero.type === 'hero' && hero.image).toMatchObject({ src, width: 640, height: 480 });
    expect(imageSize(fixtures, '/artwork.svg')).toEqual({ width: 640, height: 480 });
    expect(read('artwork.svg').split('\n')[0]).toMatch(/viewBox="0 0 640 480"/);
    expect(new Set(read('artwork.svg').match(/#[0-9a-f]{6}/gi))).toEqual(new Set(['#1e1b4b', '#3730a3', '#b2345a', '#f6a821']));
  });

  it('the photograph example validates as a hero image, and the build converts it for the hero', () => {
    const page = read('new-page.yaml').replace(/ {4}image:\n(?: {6}.*\n)+/, read('use-photo.yaml'));
    expect(page).toContain('pink-facade-photo.jpg');
    const { catalogue, problems } = check({ [PAGE]: page });
    expect(problems).toEqual([]);
    const hero = catalogue!.byPath.get('/local-seo-for-clinics-jaipur')!.page.sections[0]!;
    expect(hero.type === 'hero' && hero.image).toMatchObject({ src: '/images/jaipur/pink-facade-photo.jpg', width: 2160, height: 2880 });
    expect(catalogue!.images.find((i) => i.at.file === 'pages-data/jaipur/local-seo-for-clinics.yaml')).toMatchObject({ slots: [imageLayoutOf(heroSchema)] });
  });

  it('the blog post validates where the guide puts it', () => {
    const { catalogue, problems } = check({ [POST]: read('blog-post.md') });
    expect(problems).toEqual([]);
    const post = catalogue!.posts.find((p) => p.slug === 'google-maps-for-clinics-jaipur')!;
    expect(post.file).toBe('pages-data/blog/google-maps-for-clinics-jaipur.md');
    expect(post.content).toContain('<h2>1. Choose the right primary category</h2>');
  });

  it("a post's own call to action, written where the guide says, is the one under the article", () => {
    const forJaipur = read('blog-post.md').replace(/\n---\n/, `\n${read('post-cta.yaml')}---\n`);
    // Tagged Jaipur, it names another city; tagged Bhilwara, the city it names.
    expect(check({ [POST]: forJaipur }).problems.map((p) => p.code)).toEqual(['cta-other-city']);
    // (Its address, title and heading for Bhilwara too: a post for Bhilwara that names Jaipur there is told.)
    const post = forJaipur
      .replace(/^tags: .*$/m, 'tags: [Local SEO, Bhilwara, Google Business Profile]')
      .replace(/^(slug|title|heading): .*$/gm, (line) => line.replaceAll('Jaipur', 'Bhilwara').replaceAll('jaipur', 'bhilwara'));
    const { catalogue, problems } = check({ [POST.replace('jaipur', 'bhilwara')]: post });
    expect(problems).toEqual([]);
    const article = resolveBlogUrl(catalogue!, '/blog/google-maps-for-clinics-bhilwara');
    expect(article?.kind === 'blog-post' && article.cta?.heading).toBe('Ready to find buyers for your Bhilwara mill?');
  });

  it('the city-report example is what it prints for the one-page launch the guide shows', () => {
    const launch = /^npm run new-city -- (--name Bhilwara .*)$/m.exec(guide)![1]!;
    const copy = mkdtempSync(join(tmpdir(), 'guide-launch-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      copyContent(copy);
      expect(
        newCity(
          [...launch.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!),
          copy,
        ),
      ).toBe(0);
      const { lines } = cityReport(copy, 'bhilwara');
      const shown = lines.slice(lines.findIndex((l) => l.startsWith('Bhilwara: '))).join('\n');
      expect(guide).toContain(`\`\`\`text\n${shown}\n\`\`\``);
    } finally {
      log.mockRestore();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('the footer lines are the ones npm run new-city prints', () => {
    // For Udaipur, or for the next known city once the site has Udaipur pages.
    const city = ['Udaipur', 'Jodhpur', 'Kota', 'Bikaner'].find((c) => !existsSync(join(root, 'pages-data', citySlug(c))))!;
    const plan = planNewCity({ root, name: city, from: 'ajmer' });
    expect(plan.landing?.footerLines).toBe(read('footer-link.yaml').replaceAll('Udaipur', city).replaceAll('udaipur', citySlug(city)));
  });

  it('every error message it shows is what the check prints for that mistake', () => {
    // The indentation mistakes are those of tests/unit/indentation.test.ts.
    const indentation = join(root, 'tests', 'fixtures', 'indentation');
    const errors = [
      ...readdirSync(join(fixtures, 'errors')).map((n) => join(fixtures, 'errors', n)),
      ...readdirSync(indentation).map((n) => join(indentation, n)),
    ];
    expect(errors.length).toBeGreaterThanOrEqual(35);
    for (const file of errors) {
      const name = file.slice(root.length + 1);
      const text = readFileSync(file, 'utf8');
      const { problems } = check({ [name.endsWith('.md') ? POST : PAGE]: text });
      expect(problems.length, name).toBeGreaterThan(0);
      // The list of section types grows with the site; the guide shows it as "…".
      const printed = formatProblems(problems).replace(/Known types: .*$/m, 'Known types: …');
      expect(guide, `CONTENT.md should show the message for ${name}`).toContain(`\`\`\`text\n${printed}\n\`\`\``);
    }
  });

  it('runs every command it shows', async () => {
    const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.trim().split('\n'));
    expect(commands.length).toBeGreaterThanOrEqual(4);
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const command of commands) {
      const [, script, args = ''] = /^npm run ([\w:-]+)(?: -- (.*))?$/.exec(command) ?? [];
      expect(script && scripts[script], `${command}: not an npm script`).toBeTruthy();
      if (script === 'dev')
        expect(scripts.dev).toBe('vike dev'); // run by tests/unit/dev-server.test.ts
      else if (script === 'validate') {
        const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'validate.ts')], { cwd: root, encoding: 'utf8' });
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).toMatch(/^Content OK: \d+ pages, \d+ blog posts checked in \d+ ms\./);
      } else if (script === 'new-city') {
        const copy = mkdtempSync(join(tmpdir(), 'guide-city-'));
        try {
          copyContent(copy);
          const log = vi.spyOn(console, 'log').mockImplementation(() => {});
          const error = vi.spyOn(console, 'error').mockImplementation(() => {});
          const code = newCity(
            [...args.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!),
            copy,
          );
          log.mockRestore();
          error.mockRestore();
          // Once the city has pages, the command refuses to overwrite them, as the guide says.
          const exists = existsSync(join(root, 'pages-data', citySlug(/--name (\S+)/.exec(args)![1]!)));
          expect(code, command).toBe(exists ? 1 : 0);
          expect(buildCatalogue(contentPaths(copy)).problems, command).toEqual([]);
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      } else if (script === 'new-post' || script === 'city-report') {
        const copy = mkdtempSync(join(tmpdir(), 'guide-cmd-'));
        try {
          copyContent(copy);
          const log = vi.spyOn(console, 'log').mockImplementation(() => {});
          const error = vi.spyOn(console, 'error').mockImplementation(() => {});
          const argv = [...args.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
          if (script === 'new-post') {
            expect(newPost(argv, copy), command).toBe(0);
            const { catalogue, problems } = buildCatalogue(contentPaths(copy));
            expect(problems, command).toEqual([]);
            // The new post is a draft: checked, held back from the build.
            expect(catalogue!.held.map((h) => h.path)).toEqual([`/blog/${slugFromTitle(argv.join(' '))}`]);
          } else {
            // Before new-city the city has no pages; after it, the copy's leftover lines are listed
            // (exit 0: every page is a draft, so no published page has any).
            expect(newCity(['--name', argv[0]!, '--from', 'ajmer'], copy)).toBe(0);
            const lines = log.mock.calls.length;
            expect(cityReportMain(argv, copy), command).toBe(0);
            expect(String(log.mock.calls[lines]?.[0])).toMatch(/^pages-data\/udaipur\/\S+\.yaml:\d+:\d+ {2}/);
          }
          log.mockRestore();
          error.mockRestore();
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      } else if (script === 'photos:no-location') {
        // The photo the guide names, as a phone wrote it: a camera's model and the GPS position it was taken at.
        const copy = mkdtempSync(join(tmpdir(), 'guide-photo-'));
        const log = vi.spyOn(console, 'log').mockImplementation(() => {});
        try {
          const photo = join(copy, args);
          mkdirSync(dirname(photo), { recursive: true });
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e06a8c' } })
            .jpeg()
            .withExif({
              IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
              IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 1434/100', GPSLongitudeRef: 'E', GPSLongitude: '75/1 49/1 3/1' },
            })
            .toFile(photo);
          expect(await exifr.gps(photo), command).toBeDefined();
          expect(noLocation([args], copy), command).toBe(0);
          expect(await exifr.gps(photo), command).toBeUndefined();
        } finally {
          log.mockRestore();
          rmSync(copy, { recursive: true, force: true });
        }
      } else throw new Error(`${command}: no test runs this command; add one here`);
    }
  });
});
