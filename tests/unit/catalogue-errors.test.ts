import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_CHECKED } from '../../catalogue/catalogue.ts';
import { buildCatalogue, contentPaths, formatProblems, loadCatalogue } from '../../catalogue/index.ts';
import { validateYaml } from '../../catalogue/load.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';
import { siteSchema } from '../../catalogue/site-schema.ts';
import type { Problem } from '../../catalogue/problems.ts';
import { HEIC_MESSAGE, imagePathProblem } from '../../sections/fields.ts';
import { sectionSchema, sectionTypes } from '../../sections/schemas.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');

/** Loads a fixture folder of pages with the small fixture site config and public folder. */
function check(folder: string) {
  const paths = contentPaths(process.cwd(), {
    siteFile: join(fixtures, 'site', 'site.config.yaml'),
    pagesDir: join(fixtures, folder),
    publicDir: join(fixtures, 'site', 'public'),
  });
  return buildCatalogue(paths);
}

const report = (folder: string) => formatProblems(check(folder).problems);

describe('content errors name file:line:col, field and what to do', () => {
  it('accepts a valid page', () => {
    const { catalogue, problems } = check('valid');
    expect(problems).toEqual([]);
    expect(catalogue?.byPath.get('/')?.page.sections.map((s) => s.type)).toEqual(['hero', 'faq', 'cta']);
  });

  it('fills image width and height from the file', () => {
    const hero = check('valid').catalogue!.pages[0]!.page.sections[0]!;
    expect(hero.type === 'hero' && hero.image).toMatchObject({ width: 64, height: 64 });
  });

  it('YAML syntax error', () => {
    expect(report('broken/syntax-error')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/syntax-error/about.yaml:4:16  (file)  YAML syntax: this quoted text is never closed; add the closing ""`,
    );
  });

  it('wrong type', () => {
    expect(report('broken/wrong-type')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/wrong-type/about.yaml:14:21  sections[0] (service-tabs) › tabs[0].percentage  Expected a number, got text "ninety""`,
    );
  });

  it('missing field', () => {
    expect(report('broken/missing-field')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/missing-field/about.yaml:12:9  sections[0] (faq) › items[1].answer  Required: this item has no "answer" — The answer: two to four plain sentences"`,
    );
  });

  it('a missing field names the block that lacks it and what the field holds', () => {
    const problems: Problem[] = [];
    const page = [
      'meta:',
      '  description: A page that lost its route, its title and the text of its closing call to action.',
      '  keywords: [seo company ajmer]',
      '  canonical: /seo-company-ajmer',
      'sections:',
      '  - type: cta',
      '    heading: Talk to us',
      '    button: {href: /contact}',
      '',
    ].join('\n');
    validateYaml('pages-data/ajmer/lost.yaml', page, pageSchema, problems);
    expect(formatProblems(problems).split('\n')).toEqual([
      'pages-data/ajmer/lost.yaml:1:1  route  Required: the file has no "route" — The address of this page on the site, starting with /',
      'pages-data/ajmer/lost.yaml:2:3  meta.title  Required: the "meta" block has no "title" — Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)',
      'pages-data/ajmer/lost.yaml:6:5  sections[0] (cta) › text  Required: this section has no "text" — One or two sentences that invite the visitor to get in touch',
      // A key whose value is one of a list: missing, with the list.
      'pages-data/ajmer/lost.yaml:8:13  sections[0] (cta) › button.label  Required: the "button" block has no "label" — Button text, as the spec names it; one of: Contact Us, Contact Our Team, Start Your SEO Journey',
    ]);
    // Written with nothing after its colon, or as "" (the editor's list of choices left unchosen):
    // empty, with the values it takes (not "\"\" is not one of").
    for (const [written, col] of [
      ['label:', 13],
      ['label: ""', 14],
    ] as const) {
      const empty: Problem[] = [];
      validateYaml(
        'pages-data/ajmer/lost.yaml',
        page
          .replace('    button: {href: /contact}', `    button:\n      ${written}\n      href: /contact`)
          .replace('meta:', 'route: /lost\nmeta:\n  title: A page that lost its button label'),
        pageSchema,
        empty,
      );
      expect(formatProblems(empty)).toMatch(
        new RegExp(
          `:11:${col} {2}sections\\[0\\] \\(cta\\) › button\\.label {2}Required: "label" of the "button" block is empty — Button text, as the spec names it; one of: Contact Us, Contact Our Team, Start Your SEO Journey$`,
          'm',
        ),
      );
    }
    // A shared section's file is the section.
    const shared: Problem[] = [];
    validateYaml('pages-data/_shared/faq.yaml', 'type: faq\nheading: Questions\n', sectionSchema, shared);
    expect(formatProblems(shared)).toBe(
      'pages-data/_shared/faq.yaml:1:1  items  Required: this section has no "items" — Questions and answers; at most one is open at a time',
    );
  });

  it('a menu entry that is neither a link nor a submenu is told what the shape it comes closest to lacks, not "Invalid input"', () => {
    const base = readFileSync(join(fixtures, 'site', 'site.config.yaml'), 'utf8');
    const told = (entry: string) => {
      const problems: Problem[] = [];
      validateYaml('site.config.yaml', base.replace('  - label: Home\n    href: /\nfooter:', `${entry}\nfooter:`), siteSchema, problems);
      return formatProblems(problems);
    };
    expect(told('  - href: /')).toBe('site.config.yaml:29:5  menu[0].label  Required: this item has no "label" — Text of the menu entry');
    expect(told('  - label: Services\n    children: []')).toBe('site.config.yaml:30:15  menu[0].children  The list is empty: add at least 1 item');
    expect(told('  - label: Services\n    href: /services\n    children: [{label: SEO, href: /seo}]')).toMatch(
      /^site\.config\.yaml:\d+:\d+ {2}menu\[0\]\.children {2}Unknown key "children"/,
    );
    expect(told('  - Home')).toBe('site.config.yaml:29:5  menu[0]  Expected a block of fields (key: value lines), got text "Home"');
  });

  it('misspelled key, with a suggestion', () => {
    expect(report('broken/typo-key')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/typo-key/about.yaml:3:3  meta.titel  Unknown key "titel" (did you mean "title"?)"`,
    );
  });

  it('unknown section type lists the known types', () => {
    // The list grows with every section type, so it is taken from the registry.
    expect(report('broken/unknown-section')).toBe(
      `tests/fixtures/broken/unknown-section/about.yaml:8:11  sections[0] (fqa) › type  Unknown section type "fqa" (did you mean "faq"?). Known types: ${sectionTypes.join(', ')}`,
    );
  });

  it('duplicate route names both files', () => {
    expect(report('broken/duplicate-route')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/duplicate-route/home.yaml:1:8  route  "/" is already used by tests/fixtures/broken/duplicate-route/copy-of-home.yaml: give whichever page is the new copy a route (and canonical) of its own"`,
    );
  });

  it('duplicate route is told in the copy when the earlier version had the route in the other file, whichever is read first', () => {
    const folder = 'tests/fixtures/broken/duplicate-route';
    const withEarlier = (...files: string[]) =>
      formatProblems(
        buildCatalogue(
          contentPaths(process.cwd(), {
            siteFile: join(fixtures, 'site', 'site.config.yaml'),
            pagesDir: join(fixtures, 'broken/duplicate-route'),
            publicDir: join(fixtures, 'site', 'public'),
          }),
          { earlier: { label: 'in the last commit', routes: new Map(files.map((f) => [`${folder}/${f}`, '/'])) } },
        ).problems,
      );
    // home.yaml had the route: its copy, read first, is told.
    expect(withEarlier('home.yaml')).toBe(
      `${folder}/copy-of-home.yaml:1:8  route  "/" is the route of ${folder}/home.yaml (its route in the last commit): give this page a route (and canonical) of its own`,
    );
    // The file read first had it: the other is the copy.
    expect(withEarlier('copy-of-home.yaml')).toBe(
      `${folder}/home.yaml:1:8  route  "/" is the route of ${folder}/copy-of-home.yaml (its route in the last commit): give this page a route (and canonical) of its own`,
    );
    // Both had it (the copy was committed before the check): which is the copy is not known.
    expect(withEarlier('home.yaml', 'copy-of-home.yaml')).toBe(report('broken/duplicate-route'));
  });

  it('duplicate route: two copies name the page they were copied from, and a refused original keeps its route', () => {
    const seo = readFileSync(join(process.cwd(), 'pages-data/jaipur/seo.yaml'), 'utf8');
    const earlier = { label: 'in the last commit', routes: new Map([['pages-data/jaipur/seo.yaml', '/seo-company-jaipur']]) };
    const run = (files: Record<string, string>) =>
      formatProblems(
        buildCatalogue(contentPaths(process.cwd(), { files: new Map(Object.entries(files).map(([f, text]) => [join(process.cwd(), f), text])) }), { earlier })
          .problems,
      )
        .split('\n')
        .filter((l) => l.includes(' route '));
    const told = (file: string) =>
      `${file}:4:8  route  "/seo-company-jaipur" is the route of pages-data/jaipur/seo.yaml (its route in the last commit): give this page a route (and canonical) of its own`;
    // Both read before the original: each is told, naming the original.
    expect(run({ 'pages-data/jaipur/a-copy.yaml': seo, 'pages-data/jaipur/b-copy.yaml': seo })).toEqual([
      told('pages-data/jaipur/a-copy.yaml'),
      told('pages-data/jaipur/b-copy.yaml'),
    ]);
    // The original with a mistake of its own (a title too short): its copy is still the one told.
    expect(run({ 'pages-data/jaipur/seo.yaml': seo.replace(/^ {2}title: .*$/m, '  title: SEO'), 'pages-data/jaipur/a-copy.yaml': seo })).toEqual([
      told('pages-data/jaipur/a-copy.yaml'),
    ]);
  });

  it('dead internal link', () => {
    expect(report('broken/dead-link')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/dead-link/about.yaml:11:39  sections[0] (cta) › button.href  Links to "/contakt", which is not a page of this site"`,
    );
  });

  it("a link written as the site's own full address, pasted from the address bar, is checked as its path", () => {
    expect(report('broken/dead-link-full-address')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/dead-link-full-address/about.yaml:11:39  sections[0] (cta) › button.href  Links to "https://www.example.com/contakt?ref=menu", which is not a page of this site"`,
    );
  });

  it('a misspelled internal link, with the closest address of the site', () => {
    expect(report('broken/dead-link-typo')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/dead-link-typo/about.yaml:11:39  sections[0] (cta) › button.href  Links to "/abuot", which is not a page of this site (did you mean "/about"?)"`,
    );
  });

  it('missing image', () => {
    expect(report('broken/missing-image')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/missing-image/about.yaml:12:12  sections[0] (hero) › image.src  Image "/images/no-such-file.svg" not found: put the file in public/images/no-such-file.svg"`,
    );
  });

  it('an image named with capitals its file does not have (it opens on Windows and macOS, not on the live site)', () => {
    expect(report('broken/image-in-other-capitals')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/image-in-other-capitals/about.yaml:12:12  sections[0] (hero) › image.src  Image "/images/Logo.SVG" not found: the file is public/images/logo.svg, and the site tells capitals from small letters. Write "/images/logo.svg""`,
    );
  });

  it('reports every problem of every file at once', () => {
    const { catalogue, problems } = check('broken/many-files');
    expect(catalogue).toBeUndefined();
    expect(new Set(problems.map((p) => p.file)).size).toBe(4);
    expect(formatProblems(problems)).toMatchInlineSnapshot(`
      "tests/fixtures/broken/many-files/a-typo.yaml:3:3  meta.titel  Unknown key "titel" (did you mean "title"?)
      tests/fixtures/broken/many-files/b-missing.yaml:12:9  sections[0] (faq) › items[1].answer  Required: this item has no "answer" — The answer: two to four plain sentences
      tests/fixtures/broken/many-files/c-dead-link.yaml:11:39  sections[0] (cta) › button.href  Links to "/contakt", which is not a page of this site
      tests/fixtures/broken/many-files/d-syntax.yaml:4:16  (file)  YAML syntax: this quoted text is never closed; add the closing ""
    `);
  });
});

/** Loads the fixture pages with a broken fixture site config. */
const reportSite = (folder: string) =>
  formatProblems(
    buildCatalogue(
      contentPaths(process.cwd(), {
        siteFile: join(fixtures, 'broken-site', folder, 'site.config.yaml'),
        pagesDir: join(fixtures, 'valid'),
        publicDir: join(fixtures, 'site', 'public'),
      }),
    ).problems,
  );

describe('the corpus of common mistakes: each one located, with what to do', () => {
  it('a line indented differently from its block', () => {
    expect(report('broken/bad-indentation')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/bad-indentation/about.yaml:9:4  sections[0] (faq) › items  YAML indentation: "items" is not in line with the other keys of its block; move this line 1 space right (to column 5), in line with "type:" on line 8"`,
    );
  });

  it('a key at the wrong level says where it belongs', () => {
    expect(report('broken/key-at-wrong-level')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/key-at-wrong-level/about.yaml:6:1  canonical  Unknown key "canonical" here: it belongs under meta; indent it like the other keys of meta"`,
    );
  });

  it('a key one level too deep says where it belongs', () => {
    expect(report('broken/key-one-level-too-deep')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/key-one-level-too-deep/about.yaml:12:9  sections[0] (faq) › items[0].intro  Unknown key "intro" here: it belongs under sections[0] (faq); indent it less, like the other keys there"`,
    );
  });

  it('a line indented further than the key above it', () => {
    expect(report('broken/next-line-indented')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/next-line-indented/about.yaml:4:5  meta.description  YAML indentation: "description" is not in line with the other keys of its block; move this line 2 spaces left (to column 3), in line with "title:" on line 3"`,
    );
  });

  it('a tab used for indentation (reported once, not what follows from it)', () => {
    expect(report('broken/tab-indentation')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/tab-indentation/about.yaml:11:1  (file)  YAML syntax: a tab is used for indentation; indent with spaces"`,
    );
  });

  it('the same key twice in one block', () => {
    expect(report('broken/duplicate-key')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/duplicate-key/about.yaml:6:3  (file)  YAML syntax: this key appears twice in the same block; keep one"`,
    );
  });

  it('an empty list', () => {
    expect(report('broken/empty-list')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/empty-list/about.yaml:9:12  sections[0] (faq) › items  The list is empty: add at least 1 item"`,
    );
  });

  it('a key with nothing after the colon', () => {
    expect(report('broken/empty-value')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/empty-value/about.yaml:11:16  sections[0] (faq) › items[0].answer  Must not be empty — The answer: two to four plain sentences"`,
    );
  });

  it('a route without its leading slash, with the fix', () => {
    expect(report('broken/route-without-slash')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/route-without-slash/about.yaml:1:8  route  A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (did you mean "/about"?)"`,
    );
  });

  it('a route with capitals and a space, with the fix', () => {
    expect(report('broken/route-with-capitals')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/route-with-capitals/about.yaml:1:8  route  A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (did you mean "/about-us"?)"`,
    );
  });

  it('a route in Hindi, or one that climbs out with "..": the rule and its example, no guess', () => {
    expect(report('broken/route-in-hindi')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/route-in-hindi/about.yaml:1:8  route  A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (English letters a–z only)"`,
    );
    expect(report('broken/route-climbing-out')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/route-climbing-out/about.yaml:1:8  route  A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer"`,
    );
  });

  it('a web address without https://, with the fix', () => {
    expect(report('broken/bad-url')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/bad-url/about.yaml:15:39  sections[1] (cta) › button.href  A link is a path of this site starting with / (e.g. /contact), an https:// address, tel:+91… or mailto:… (did you mean "https://www.example.com"?)"`,
    );
  });

  it('a title too long for search results', () => {
    expect(report('broken/title-too-long')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/title-too-long/about.yaml:3:10  meta.title  Too long for search results: keep the title to 70 characters (now 78)"`,
    );
  });

  it('a title too short once its spaces are trimmed: counted as the build measured it', () => {
    expect(report('broken/title-too-short-in-spaces')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/title-too-short-in-spaces/about.yaml:3:10  meta.title  Too short for search results: write at least 10 characters (now 8)"`,
    );
  });

  it('a description too long for search results', () => {
    expect(report('broken/description-too-long')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/description-too-long/about.yaml:4:16  meta.description  Too long for search results: keep the description to 170 characters (now 175)"`,
    );
  });

  it('a page that does not end with a call to action', () => {
    expect(report('broken/last-section-not-cta')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/last-section-not-cta/about.yaml:8:11  sections[0] (faq) › type  Every page ends with a call to action: make the last section \`type: cta\` linking to /contact"`,
    );
  });

  it('a value containing ": " that needs quotes', () => {
    expect(report('broken/colon-in-value')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/colon-in-value/about.yaml:3:10  (file)  YAML syntax: this value contains ": ", which YAML reads as a new key; put the whole value in quotes"`,
    );
  });

  it('text where a list is expected', () => {
    expect(report('broken/text-instead-of-list')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/text-instead-of-list/about.yaml:5:13  meta.keywords  Expected a list (lines starting with -), got text "seo company jaipur""`,
    );
  });

  it('a number where text is expected', () => {
    expect(report('broken/number-instead-of-text')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/number-instead-of-text/about.yaml:11:16  sections[0] (stats) › items[0].value  Expected text, got the number 500: put it in quotes, e.g. "500""`,
    );
  });

  it('a list item without its dash', () => {
    expect(report('broken/list-item-without-dash')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/list-item-without-dash/about.yaml:10:9  sections[0] (faq) › items  Expected a list (lines starting with -), got a block of fields"`,
    );
  });

  it('an icon name misspelled, with a suggestion', () => {
    expect(report('broken/unknown-icon')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/unknown-icon/about.yaml:11:15  sections[0] (features) › items[0].icon  "serch" is not one of the allowed values (did you mean "search"?)"`,
    );
  });

  it('an empty file', () => {
    expect(report('broken/empty-file')).toMatchInlineSnapshot(`"tests/fixtures/broken/empty-file/about.yaml:1:1  (file)  The file is empty"`);
  });

  it('a number out of range', () => {
    expect(report('broken/number-out-of-range')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/number-out-of-range/about.yaml:10:15  meta.geo.latitude  Must be at most 90"`,
    );
  });

  it('a canonical address that is neither the route nor an alias', () => {
    expect(report('broken/canonical-not-route')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/canonical-not-route/about.yaml:6:14  meta.canonical  "/about-us" is neither this page's route nor an alias of it in site.config.yaml: usually it is the route, "/about""`,
    );
  });

  it('a Jaipur page without geo tags', () => {
    expect(report('broken/jaipur-page-without-geo')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/jaipur-page-without-geo/about.yaml:3:3  meta  Jaipur pages set geo tags: add meta.geo (region, placename, latitude, longitude)"`,
    );
  });

  it('an include of a shared section that does not exist', () => {
    expect(report('broken/unknown-include')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/unknown-include/about.yaml:8:14  sections[0] › include  No shared section "generic-faq" in tests/fixtures/broken/unknown-include/_shared/"`,
    );
  });

  it('a section without a type', () => {
    expect(report('broken/section-without-type')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/section-without-type/about.yaml:8:5  sections[0] › type  Required: give the section a type, one of: hero, stats, features, service-cards, detail-blocks, process, testimonials, faq, service-tabs, text, image-wall, accordion-panels, video, industries, contact-details, job-openings, prose, blog-list, contact-form, cta"`,
    );
  });

  it('a value starting with * (a YAML reference)', () => {
    expect(report('broken/value-starting-with-star')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/value-starting-with-star/about.yaml:3:10  (file)  YAML syntax: a value starting with * must be in quotes, e.g. "*Best* agency in Jaipur for local shops" (YAML reads it as a reference)"`,
    );
  });

  it('a hashtag as an item of a [ ] list, and two commas with nothing between them: one message each, at the line, with the fix', () => {
    const post = join(process.cwd(), 'pages-data', 'blog', 'how-long-does-seo-take.md');
    const text = readFileSync(post, 'utf8');
    const told = (tags: string) =>
      formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[post, text.replace(/^tags: .*$/m, `tags: ${tags}`)]]) })).problems);
    const line = text.split('\n').findIndex((l) => l.startsWith('tags:')) + 1;
    expect(told('[#LocalSEO, Content]')).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${line}:8  (file)  YAML syntax: #LocalSEO starts a comment in YAML, which hides the rest of the line and its ]: put it in quotes, e.g. ["#LocalSEO", Content]`,
    );
    expect(told('[Local SEO, #Jaipur]')).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${line}:19  (file)  YAML syntax: #Jaipur starts a comment in YAML, which hides the rest of the line and its ]: put it in quotes, e.g. [Local SEO, "#Jaipur"]`,
    );
    // Not in brackets: the whole list read as a comment, told as a list (quoting it whole would make one text).
    expect(told('#LocalSEO #Jaipur')).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${line}:7  tags  The list starts with #, which YAML reads as a comment, so it is empty: write it in brackets, each item in quotes, e.g. ["#LocalSEO", "#Jaipur"]`,
    );
    expect(told('["#LocalSEO", "#Jaipur"]')).toBe('');
    expect(told('[Local SEO, , Content]')).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${line}:19  (file)  YAML syntax: two commas with nothing between them in a list in [ ]; remove one`,
    );
    expect(told('[Local SEO, "#Jaipur"]')).toBe('');
    // A comment after the list is not part of the fix; an apostrophe in an item does not hide the #; a comma first.
    expect(told('[Video, #Ajmer]  # our tags')).toMatch(/e\.g\. \[Video, "#Ajmer"\]$/);
    expect(told("[Valentine's Day, #Ajmer]")).toMatch(/#Ajmer starts a comment in YAML.*e\.g\. \[Valentine's Day, "#Ajmer"\]$/);
    expect(told('[, Content]')).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${line}:8  (file)  YAML syntax: a comma with nothing before it in a list in [ ]; remove it`,
    );
  });

  it('a list pasted with its bullet signs: told at each item, to start it with - and a space', () => {
    const post = join(process.cwd(), 'pages-data', 'blog', 'how-long-does-seo-take.md');
    const text = readFileSync(post, 'utf8').replace(/^tags: .*$/m, 'tags:\n• WhatsApp\n• Jaipur');
    const line = text.split('\n').indexOf('• WhatsApp') + 1;
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[post, text]]) })).problems).split('\n')).toEqual([
      `pages-data/blog/how-long-does-seo-take.md:${line}:1  (file)  YAML syntax: a list's items start with - and a space, not •: write - WhatsApp`,
      `pages-data/blog/how-long-does-seo-take.md:${line + 1}:1  (file)  YAML syntax: a list's items start with - and a space, not •: write - Jaipur`,
    ]);
  });

  it('an item pasted with a dash or an asterisk of a document for its - : told at the sign, to start it with - and a space (its words without the sign)', () => {
    const post = join(process.cwd(), 'pages-data', 'blog', 'how-long-does-seo-take.md');
    for (const sign of ['–', '—', '*']) {
      const text = readFileSync(post, 'utf8').replace(/^tags: .*$/m, `tags:\n  - Local SEO\n  ${sign} Jaipur clinics`);
      const line = text.split('\n').indexOf(`  ${sign} Jaipur clinics`) + 1;
      expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[post, text]]) })).problems), sign).toBe(
        `pages-data/blog/how-long-does-seo-take.md:${line}:3  (file)  YAML syntax: a list's items start with - and a space, not ${sign}: write - Jaipur clinics`,
      );
    }
    // A reference (*name) and a value starting with a dash are something else.
    const text = readFileSync(post, 'utf8').replace(/^tags: .*$/m, 'tags:\n  - *clinics');
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[post, text]]) })).problems)).toMatch(
      /must be in quotes, e\.g\. "\*clinics"/,
    );
  });

  it('text on the line of a > or | sign: told to go on the next line, or to be quoted where the sign is part of it', () => {
    const post = join(process.cwd(), 'pages-data', 'blog', 'how-long-does-seo-take.md');
    const told = (line: string) => {
      const text = readFileSync(post, 'utf8').replace(/^excerpt: .*$/m, line);
      return formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[post, text]]) })).problems);
    };
    expect(told('excerpt: > 5 years of local SEO for Jaipur clinics')).toMatch(
      /YAML syntax: the text of a > value goes on the lines under it, indented further than its key: move "5 years of local SEO for Jaipur clinics" to the next line \(or, if > is part of the text, put the whole value in quotes\)$/,
    );
    expect(told('excerpt: |- Local SEO for Jaipur clinics')).toMatch(/move "Local SEO for Jaipur clinics" to the next line$/);
  });

  it('a [ ] list that is not closed', () => {
    expect(report('broken/unclosed-list')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/unclosed-list/about.yaml:6:3  (file)  YAML syntax: a list in [ ] is not closed; end it with ] on the same line"`,
    );
  });

  it('the same route in two city folders', () => {
    expect(report('broken/duplicate-route-across-cities')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/duplicate-route-across-cities/udaipur/seo.yaml:1:8  route  "/seo-company" is already used by tests/fixtures/broken/duplicate-route-across-cities/ajmer/seo.yaml: give whichever page is the new copy a route (and canonical) of its own"`,
    );
  });

  it('a date not written as YYYY-MM-DD', () => {
    expect(report('broken/bad-date')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/bad-date/blog/local-seo-checklist.md:6:7  date  Not a valid date: write 5 March 2026 as 2026-03-05 (YYYY-MM-DD)"`,
    );
  });

  it('a post whose date is left empty is told it has none, not that it is not a valid date', () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8');
    const told = (date: string) =>
      formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, post.replace('date: 2026-11-12', date)]]) })).problems);
    const empty =
      'pages-data/blog/coaching-institute-admissions-ajmer.md:6:6  date  Required: "date" of the front matter is empty — Publication date, YYYY-MM-DD';
    expect(told('date:')).toBe(empty);
    expect(told("date: ''")).toBe(empty.replace(':6:6 ', ':6:7 '));
    // A date written wrong is still told how to write it.
    expect(told('date: 12/11/2026')).toBe(
      'pages-data/blog/coaching-institute-admissions-ajmer.md:6:7  date  Not a valid date: write the year first, then the month and the day: 12 November 2026 is 2026-11-12; if you meant 11 December 2026, 2026-12-11',
    );
  });

  it('a post refused for its own problem, linked from a page: the problem once, the link not reported as dead', () => {
    expect(report('broken/post-refused-and-linked')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/post-refused-and-linked/blog/local-seo-checklist.md:8:10  excerpt  Too short for the listing card: write at least 20 characters (now 11)"`,
    );
  });

  it('a page refused for its own problem, linked by its alias: the problem once, the link not reported as dead', () => {
    const paths = contentPaths(process.cwd(), {
      siteFile: join(fixtures, 'broken-site', 'alias-to-missing-page', 'site.config.yaml'),
      pagesDir: join(fixtures, 'broken', 'page-refused-linked-by-alias'),
      publicDir: join(fixtures, 'site', 'public'),
    });
    expect(formatProblems(buildCatalogue(paths).problems)).toMatchInlineSnapshot(
      `"tests/fixtures/broken/page-refused-linked-by-alias/about.yaml:3:9  meta.title  Too short for search results: write at least 10 characters (now 0)"`,
    );
  });

  it('a post whose file name has spaces and capitals: its address named, with the name to give it; a post saved with a byte-order mark and Windows line ends is read', () => {
    expect(report('broken/post-file-name-with-spaces')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/post-file-name-with-spaces/blog/Local SEO Checklist.md:1:1  (file)  The file name is the post's address, /blog/Local SEO Checklist: name the file with lower-case English letters, digits and single hyphens, e.g. local-seo-checklist.md"`,
    );
  });

  it('a page whose route key is misspelled, linked from another: the key once, the link not reported as dead', () => {
    expect(report('broken/route-key-misspelled-and-linked')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/route-key-misspelled-and-linked/about.yaml:1:1  Route  Unknown key "Route" (did you mean "route"?)"`,
    );
  });

  it('a page saved empty, linked from another: the link names the empty file instead of guessing another page', () => {
    expect(report('broken/empty-page-linked')).toMatchInlineSnapshot(`
      "tests/fixtures/broken/empty-page-linked/about.yaml:1:1  (file)  The file is empty
      tests/fixtures/broken/empty-page-linked/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/about", which is not a page of this site (or it is the page of tests/fixtures/broken/empty-page-linked/about.yaml, left out above: fix that first)"
    `);
  });

  it('a new list item written without its dash: its first key twice, with the dash named as the fix', () => {
    expect(report('broken/second-item-without-dash')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/second-item-without-dash/about.yaml:12:9  (file)  YAML syntax: this key appears twice in the same block; if it starts a new item of the list, put "- " before it, in line with the "- " above; else keep one"`,
    );
  });

  it('a value with ": " in curly quotes: straight quotes named as the fix', () => {
    expect(report('broken/value-in-curly-quotes')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/value-in-curly-quotes/about.yaml:13:14  (file)  YAML syntax: this value contains ": ", which YAML reads as a new key; put the whole value in straight quotes ("…"): curly quotes “ ” are text to YAML"`,
    );
  });

  it('a value starting with #: read as a comment, so empty; quotes named as the fix', () => {
    expect(report('broken/value-starting-with-hash')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/value-starting-with-hash/about.yaml:13:14  sections[1] (cta) › heading  The text starts with #, which YAML reads as a comment, so the value is empty: put the whole value in quotes, e.g. "#1 digital marketing team in Jaipur""`,
    );
  });

  it('hashtags after a value: read as a comment, so cut from the page; quotes named as the fix', () => {
    expect(report('broken/hashtags-in-copy')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/hashtags-in-copy/about.yaml:13:38  sections[1] (cta) › heading  "#JaipurBusiness #SEO" is read as a comment and not shown: to show it, put the whole value in quotes, e.g. "Talk to our Jaipur team #JaipurBusiness #SEO""`,
    );
  });

  it('a blog post without front matter', () => {
    expect(report('broken/post-without-front-matter')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/post-without-front-matter/blog/local-seo-checklist.md:1:1  (file)  A blog post starts with a front matter block between two lines of ---"`,
    );
  });

  it('a blog post whose front matter is never closed: at its last key (a list item under it, no blank line before the article); the front matter still checked', () => {
    expect(report('broken/post-front-matter-not-closed')).toMatchInlineSnapshot(
      `
      "tests/fixtures/broken/post-front-matter-not-closed/blog/local-seo-checklist.md:2:1  metaDescription  Required: the front matter has no "metaDescription" — Summary under the title in search results: 120–160 characters reads best (50–170 accepted)
      tests/fixtures/broken/post-front-matter-not-closed/blog/local-seo-checklist.md:8:8  image  Image "/images/blog/local-seo-checklist.svg" not found: put the file in public/images/blog/local-seo-checklist.svg
      tests/fixtures/broken/post-front-matter-not-closed/blog/local-seo-checklist.md:11:1  (file)  The front matter has no closing --- line: write --- on a line of its own after its last key, before the article"
    `,
    );
  });

  it('a page that ends with a shared section instead of the call to action', () => {
    expect(report('broken/ends-with-shared-section')).toMatchInlineSnapshot(
      `"tests/fixtures/broken/ends-with-shared-section/about.yaml:12:14  sections[1] (faq) › include  Every page ends with a call to action, and this page ends with a shared section: move this include above the \`type: cta\` section"`,
    );
  });

  it('a site address that is not https', () => {
    expect(reportSite('base-url-not-https')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/base-url-not-https/site.config.yaml:3:10  baseUrl  Write the full https:// address of the live site, without a trailing slash"`,
    );
  });

  it('a phone number to dial written with spaces', () => {
    expect(reportSite('phone-with-spaces')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/phone-with-spaces/site.config.yaml:6:11  phones[0].dial  Write the number to dial as +91 followed by 10 digits, e.g. +919876543210"`,
    );
  });

  it('a phone written on one line with a digit missing: the message names that line, not a field it was never written with', () => {
    expect(reportSite('phone-too-short')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/phone-too-short/site.config.yaml:5:5  phones[0]  Write the phone as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210""`,
    );
  });

  it('a gazetteer with a mistake: the run says the city checks wait for it, so its fix is not taken for the last', () => {
    const cities = join(process.cwd(), 'pages-data', '_cities.yaml');
    const broken = readFileSync(cities, 'utf8').replace(/^( {2}region: )IN-RJ$/m, '$1Rajasthan');
    const { problems, notChecked } = buildCatalogue(contentPaths(process.cwd(), { files: new Map([[cities, broken]]) }));
    expect(problems.map((p) => p.file)).toContain('pages-data/_cities.yaml');
    expect(notChecked).toEqual([NOT_CHECKED.cities]);
    expect(buildCatalogue(contentPaths(process.cwd())).notChecked).toBeUndefined();
  });

  it("a post whose front matter has a field wrong is still checked for its slug, its cover's file and its call to action's city", () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8');
    const written = post
      .replace('date: 2026-11-12', 'date: 12/11/2026')
      .replace('slug: coaching-institute-admissions-ajmer', 'slug: coaching-ajmer')
      .replace('image: /images/blog/coaching', 'image: /images/blog/Coaching')
      .replace('tags: [Video, Ajmer, Social Media]', 'tags: [Video, Udaipur]');
    expect(
      written
        .split('\n')
        .slice(0, 12)
        .filter((line, i) => line !== post.split('\n')[i]),
    ).toHaveLength(4);
    const { problems } = buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, written]]) }));
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.code}`).sort()).toEqual([
      '11:15 tags[1] cta-other-city',
      '3:7 slug rule',
      '6:7 date bad-date',
      '9:8 image image-not-found',
    ]);
  });

  it("a post whose front matter is never closed is still checked, front matter and article, where the article's first line cannot be read as a key", () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8');
    const lines = post.split('\n');
    const closing = lines.indexOf('---', 1);
    const unclosed = (first: string) =>
      [...lines.slice(0, closing), first, '', 'See [our video work](/video-editing-ajmr).', ...lines.slice(closing + 1)]
        .join('\n')
        .replace('date: 2026-11-12', 'date: 12/11/2026');
    const told = (written: string) =>
      buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, written]]) })).problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.code}`);
    // The front matter's date, the --- at its last key, the article's dead link: each at its line.
    expect(told(unclosed('Admissions season starts in March.'))).toEqual([
      `${closing}:1  front-matter`,
      '6:7 date bad-date',
      `${closing + 3}:22 content dead-link`,
    ]);
    // An article whose first line reads as a key ("Tip: …") or a list item is taken for the front
    // matter's: where the --- goes is a guess there, so only the --- is told.
    expect(told(unclosed('Tip: start in March.'))).toEqual([`${closing + 1}:1  front-matter`]);
    expect(told(unclosed('- Start in March.'))).toEqual([`${closing + 1}:1  front-matter`]);
  });

  it('a post file named with spaces and capitals is told its name, and its slug line is not told to copy it', () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'SEO Tips for Kota.md');
    const post = readFileSync(join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md'), 'utf8')
      .replace('slug: coaching-institute-admissions-ajmer', 'slug: seo-tips-for-kota')
      .replace(/^id: \d+$/m, 'id: 900');
    const { problems } = buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, post]]) }));
    expect(problems.filter((p) => p.file.endsWith('SEO Tips for Kota.md')).map((p) => `${p.field || '(file)'} ${p.message}`)).toEqual([
      "(file) The file name is the post's address, /blog/SEO Tips for Kota: name the file with lower-case English letters, digits and single hyphens, e.g. seo-tips-for-kota.md",
      'slug The slug is the file name: rename the file to seo-tips-for-kota.md (or leave slug out)',
      // A copy left as it was is told as one (its id the newer).
      "title The same title, description and article as pages-data/blog/coaching-institute-admissions-ajmer.md (the older, by its id: this is the copy), word for word: search engines would find two posts alike and may show only one of them. Write this post's own title, description and article, or delete it",
    ]);
  });

  it('a tag written twice in a post, in the same or other capitals, is told at the second', () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const written = readFileSync(file, 'utf8').replace('tags: [Video, Ajmer, Social Media]', 'tags: [Video, Ajmer, social media, Social Media, Video]');
    const { problems } = buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, written]]) }));
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.code} ${p.message}`)).toEqual([
      '11:36 tags[3] rule "Social Media" is in this list already (as "social media": capitals do not make another tag): readers would see it twice on the card and the article. Delete this one',
      '11:50 tags[4] rule "Video" is in this list already: readers would see it twice on the card and the article. Delete this one',
    ]);
    // The other tags still count: a city among them is held to the call to action in the same run.
    const udaipur = readFileSync(file, 'utf8').replace('tags: [Video, Ajmer, Social Media]', 'tags: [Video, Udaipur, video]');
    expect(
      buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, udaipur]]) })).problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.code}`),
    ).toEqual(['11:24 tags[2] rule', '11:15 tags[1] cta-other-city']);
  });

  it('a shared section no page includes yet is checked for its links and images at its own lines; its images wait for a page to be converted', () => {
    const root = process.cwd();
    const file = join(root, 'pages-data', '_shared', 'festive-offer.yaml');
    const offer = (src: string, href: string) =>
      [
        'type: text',
        'heading: A festive offer for Jaipur businesses',
        'paragraphs:',
        '  - Book a Google Business Profile check-up before Diwali and we will fix your listing in a week.',
        'image:',
        `  src: ${src}`,
        '  alt: Diyas on a shop counter',
        'links:',
        '  - label: Book a check-up',
        `    href: ${href}`,
        '',
      ].join('\n');
    const run = (text: string) => buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) }));
    expect(formatProblems(run(offer('/images/shared/diwali.svg', '/contcat')).problems)).toBe(
      [
        'pages-data/_shared/festive-offer.yaml:6:8  image.src  Image "/images/shared/diwali.svg" not found: put the file in public/images/shared/diwali.svg',
        'pages-data/_shared/festive-offer.yaml:10:11  links[0].href  Links to "/contcat", which is not a page of this site (did you mean "/contact"?)',
      ].join('\n'),
    );
    // Written right, it passes, and the build converts no image for it until a page includes it.
    const photo = '/images/jaipur/pink-facade-photo.jpg';
    expect(existsSync(join(root, 'public', photo))).toBe(true);
    const { catalogue, problems } = run(offer(photo, '/contact'));
    expect(problems).toEqual([]);
    const alone = loadCatalogue(contentPaths(root));
    expect(catalogue!.images.map((i) => i.src)).toEqual(alone.images.map((i) => i.src));
    expect(catalogue!.files).toEqual(alone.files);
  });

  it('a page, shared section or post saved under another ending (.yml, .YAML, .markdown, .MD) is told, not left out without a word', () => {
    const root = process.cwd();
    const files = new Map<string, string>([
      [join(root, 'pages-data', '_shared', 'festive-faq.yml'), 'type: faq\n'],
      [join(root, 'pages-data', 'jaipur', 'offer.YAML'), 'route: /offer\n'],
      [join(root, 'pages-data', 'blog', 'new-post.markdown'), '---\nid: 99\n---\nText.\n'],
      [join(root, 'pages-data', 'blog', 'google-ads-budget-guide.MD'), '---\nid: 98\n---\nText.\n'],
    ]);
    expect(formatProblems(buildCatalogue(contentPaths(root, { files })).problems)).toBe(
      [
        'pages-data/_shared/festive-faq.yml:1:1  (file)  This file is not read, so it is not on the site: rename it festive-faq.yaml',
        'pages-data/blog/google-ads-budget-guide.MD:1:1  (file)  This file is not read, so it is not on the site: rename it google-ads-budget-guide.md (pages-data/blog/google-ads-budget-guide.md is there already: keep one of the two)',
        'pages-data/blog/new-post.markdown:1:1  (file)  This file is not read, so it is not on the site: rename it new-post.md',
        'pages-data/jaipur/offer.YAML:1:1  (file)  This file is not read, so it is not on the site: rename it offer.yaml',
      ].join('\n'),
    );
  });

  it('a list item of text with ": " in it, which YAML reads as a key and its value, is told to go in quotes', () => {
    const file = join(process.cwd(), 'pages-data', '_shared', 'festive-offer.yaml');
    const offer = [
      'type: text',
      'heading: A festive offer for Jaipur businesses',
      'paragraphs:',
      '  - Good news: book a Google Business Profile check-up before Diwali and we will fix your listing in a week.',
      '  - "Good news: the quoted one is text."',
      '',
    ].join('\n');
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, offer]]) })).problems)).toBe(
      'pages-data/_shared/festive-offer.yaml:4:5  paragraphs[0]  This text contains ": ", which YAML reads as a key and its value: put the whole text in quotes, e.g. "Good news: book a Google Business Profile check-up before…"',
    );
  });

  it('an include misspelled, without the space after its colon, or in brackets: each told what to write', () => {
    const file = join(process.cwd(), 'pages-data', 'jaipur', 'seo.yaml');
    const page = readFileSync(file, 'utf8');
    expect(page).toContain('\n  - type: faq\n');
    const said = (line: string) =>
      formatProblems(
        buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, page.replace('\n  - type: faq\n', `\n${line}\n  - type: faq\n`)]]) })).problems,
      )
        .split('  ')
        .slice(1)
        .join('  ');
    expect(said('  - includes: generic-faq')).toBe('sections[8] › includes  Unknown key "includes" (did you mean "include"?)');
    expect(said('  - Include: generic-faq')).toBe('sections[8] › Include  Unknown key "Include" (did you mean "include"?)');
    expect(said('  - include:generic-faq')).toBe(
      'sections[8]  A key is followed by a colon and a space, so YAML read "include:generic-faq" as one text: write include: generic-faq',
    );
    expect(said('  - include: [generic-faq]')).toBe('sections[8] › include  An include names one shared section, without brackets: write include: generic-faq');
  });

  it("a shared section written as a list (copied from a page, or from a section's example file) is told to lose its dash", () => {
    const file = join(process.cwd(), 'pages-data', '_shared', 'festive-offer.yaml');
    const example = readFileSync(join('sections', 'text', 'example.yaml'), 'utf8');
    const line = example.split('\n').findIndex((l) => l.startsWith('- type: text')) + 1;
    const said = (text: string) => formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, text]]) })).problems);
    expect(said(example)).toBe(
      `pages-data/_shared/festive-offer.yaml:${line}:1  (file)  A shared section's file holds one section, not a list of them: remove the "- " before "type:" and move the lines under it two spaces left`,
    );
    expect(said(`${example}${example.replace(/^#.*\n/gm, '')}`)).toMatch(/this one lists 2: give each a file of its own/);
  });

  it('a number in quotes, and a quote inside a quoted value, each told what to write', () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8');
    const told = (from: string, to: string) => {
      expect(post).toContain(from);
      return formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, post.replace(from, to)]]) })).problems);
    };
    expect(told('id: 16', 'id: "16"')).toBe(
      'pages-data/blog/coaching-institute-admissions-ajmer.md:2:5  id  Expected a number, got the text "16": write it without quotes, 16',
    );
    expect(told('for Coaching Institutes', 'for "Coaching" Institutes')).toBe(
      `pages-data/blog/coaching-institute-admissions-ajmer.md:4:35  (file)  YAML syntax: text after a closing quote (a value in quotes ends at its next quote): put the whole value in quotes, with single quotes inside double ones ("Maps for 'Jaipur' clinics"), or leave the quotes out`,
    );
    expect(told('for Coaching Institutes', "for 'Coaching' Institutes")).toBe('');
  });

  it('an address of the site written out as text in an article, which readers get as a link, is checked as one', () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8');
    const line = post.split('\n').findIndex((l) => l.includes('The decision is made over weeks')) + 1;
    const col = post.split('\n')[line - 1]!.indexOf('The decision is made over weeks') + 1;
    const text = post.replace(
      'The decision is made over weeks',
      'See https://www.example.com/seo-jaipur or www.example.com/contact. The decision is made over weeks',
    );
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, text]]) })).problems)).toBe(
      `pages-data/blog/coaching-institute-admissions-ajmer.md:${line}:${col + 4}  content  Links to "https://www.example.com/seo-jaipur", which is not a page of this site (did you mean "/seo-company-jaipur"?)`,
    );
    // Pasted into the browser editor's article, an address is a link whose words are the address:
    // read once, as its address (its words were read as an address ending in "]", not a page).
    const pasted = (address: string) => post.replace('The decision is made over weeks', `See [${address}](${address}). The decision is made over weeks`);
    expect(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, pasted('https://www.example.com/contact')]]) })).problems).toEqual([]);
    expect(
      formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, pasted('https://www.example.com/seo-jaipur')]]) })).problems),
    ).toBe(
      `pages-data/blog/coaching-institute-admissions-ajmer.md:${line}:${col + 41}  content  Links to "https://www.example.com/seo-jaipur", which is not a page of this site (did you mean "/seo-company-jaipur"?)`,
    );
  });

  it("a shared section's file named with a space or capitals is told the name a page can include", () => {
    const file = join(process.cwd(), 'pages-data', '_shared', 'Festive Offer.yaml');
    const offer = 'type: text\nheading: A festive offer for Jaipur businesses\nparagraphs:\n  - Book a check-up before Diwali.\n';
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, offer]]) })).problems)).toBe(
      "pages-data/_shared/Festive Offer.yaml:1:1  (file)  A shared section's file name is what a page writes after include:, so it is small letters, digits and hyphens: rename it festive-offer.yaml",
    );
  });

  it('settings with a mistake: the pages are still checked for what needs no settings (a placeholder), not yet for what reads them (a link to an alias, a phone)', () => {
    const root = process.cwd();
    const config = join(root, 'site.config.yaml');
    const pageFile = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const original = readFileSync(pageFile, 'utf8');
    // The page links to /google-business-profile, an alias of the settings; its heading is left a placeholder and its text names a phone that is not the agency's.
    expect(original).toContain('href: /google-business-profile\n');
    const page = original
      .replace('heading: SEO services in Jaipur that bring customers, not just clicks', 'heading: TODO heading for the page')
      .replace('customers actually want to read.', 'customers actually want to read. Call +91 99887 76655.');
    const settings = readFileSync(config, 'utf8').replace('baseUrl: https://www.example.com', 'baseUrl: http://www.example.com');
    const run = (files: [string, string][]) => buildCatalogue(contentPaths(root, { files: new Map(files) }));
    const told = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line} ${p.code}`);

    const refused = run([
      [config, settings],
      [pageFile, page],
    ]);
    expect(told(refused.problems)).toEqual(['site.config.yaml:8 bad-format', 'pages-data/jaipur/seo.yaml:23 placeholder']);
    expect(refused.notChecked).toEqual([NOT_CHECKED.site]);
    // Once the settings are fixed, the phone is told too, and the link to the alias is still no problem.
    expect(told(run([[pageFile, page]]).problems)).toEqual(['pages-data/jaipur/seo.yaml:23 placeholder', 'pages-data/jaipur/seo.yaml:27 unknown-phone']);
  });

  it("settings with a mistake: their own texts are still checked, a placeholder and a phone that is not the agency's, but for the fields refused", () => {
    const root = process.cwd();
    const config = join(root, 'site.config.yaml');
    const original = readFileSync(config, 'utf8');
    const settings = original
      .replace('name: Aravali Digital', 'name: ""')
      .replace(/^tagline: .*$/m, 'tagline: TODO tagline')
      .replace(
        'footerNote: Digital marketing for Jaipur and Ajmer businesses.',
        'footerNote: Digital marketing for Jaipur and Ajmer businesses. Call +91 99887 76655.',
      );
    expect(settings).not.toBe(original);
    const run = (text: string) => buildCatalogue(contentPaths(root, { files: new Map([[config, text]]) }));
    const told = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line} ${p.field} ${p.code}`).sort();
    const refused = run(settings);
    expect(told(refused.problems)).toEqual([
      'site.config.yaml:4 name too-few',
      'site.config.yaml:5 tagline placeholder',
      'site.config.yaml:7 footerNote unknown-phone',
    ]);
    expect(refused.notChecked).toEqual([NOT_CHECKED.site]);
    // Phones refused too: the phone written out waits for them (the rule reads them); the placeholder does not.
    expect(told(run(settings.replace('  - +91 91234 56789', '  - call us')).problems)).toEqual([
      'site.config.yaml:12 phones[1] bad-format',
      'site.config.yaml:4 name too-few',
      'site.config.yaml:5 tagline placeholder',
    ]);
    // A placeholder in a field the schema refused is that field's problem alone.
    expect(told(run(original.replace(/^tagline: .*$/m, 'tagline: [TODO]')).problems)).toEqual(['site.config.yaml:5 tagline wrong-type']);
  });

  it('the same phone twice, written two ways: told at the second, naming the first', () => {
    const config = join(process.cwd(), 'site.config.yaml');
    const text = readFileSync(config, 'utf8');
    const twice = text.replace(/^ {2}- \+91 91234 56789$/m, '  - 098765-43210');
    expect(twice).not.toBe(text);
    const line = twice.split('\n').indexOf('  - 098765-43210') + 1;
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[config, twice]]) })).problems)).toBe(
      `site.config.yaml:${line}:5  phones[1]  The same number as the phone above (+91 98765 43210): list two different numbers`,
    );
  });

  it('a javascript: address as a social profile or the map link, refused at its line before anything is built', () => {
    expect(reportSite('script-links')).toMatchInlineSnapshot(`
      "tests/fixtures/broken-site/script-links/site.config.yaml:17:11  address.mapUrl  A javascript: address is never published: write the full https:// address, as the browser shows it, e.g. https://maps.app.goo.gl/AbCdEf123
      tests/fixtures/broken-site/script-links/site.config.yaml:25:11  social[1].href  A javascript: address is never published: write the full https:// address, as the browser shows it, e.g. https://www.instagram.com/youragency"
    `);
  });

  it('a file to publish that is a photo, that is not in public/, or that is there with other capitals', () => {
    expect(reportSite('publish-list')).toMatchInlineSnapshot(`
      "tests/fixtures/broken-site/publish-list/site.config.yaml:43:5  publish[1]  "/images/team-photo.jpg" is a photo: the site publishes photos only as the copies it makes without the camera's details and location. Use it in a page or post instead
      tests/fixtures/broken-site/publish-list/site.config.yaml:44:5  publish[2]  No file public/google1234abcd.html: check the spelling, or remove the line
      tests/fixtures/broken-site/publish-list/site.config.yaml:45:5  publish[3]  No file public/images/LOGO.svg: the file is public/images/logo.svg, and the site tells capitals from small letters. Write "/images/logo.svg""
    `);
  });

  it('an iPhone photo (HEIC) as a section image or the sharing image', () => {
    expect(report('broken/iphone-photo')).toMatchInlineSnapshot(`
      "tests/fixtures/broken/iphone-photo/about.yaml:8:12  meta.social.image  iPhone photos (HEIC): export as JPEG or turn on Most Compatible (iPhone Settings → Camera → Formats), then use the .jpg file
      tests/fixtures/broken/iphone-photo/about.yaml:14:12  sections[0] (hero) › image.src  iPhone photos (HEIC): export as JPEG or turn on Most Compatible (iPhone Settings → Camera → Formats), then use the .jpg file"
    `);
  });

  it('one image rule for every image field: extensions in any case, HEIC named, other formats and paths explained', () => {
    expect(imagePathProblem('/images/blog/IMG_0042.JPG')).toBeUndefined();
    expect(imagePathProblem('/images/jaipur/office.Jpeg')).toBeUndefined();
    expect(imagePathProblem('/images/blog/IMG_0042.HEIC')).toBe(HEIC_MESSAGE);
    expect(imagePathProblem('/images/blog/IMG_0042.heif')).toBe(HEIC_MESSAGE);
    expect(imagePathProblem('/images/blog/animation.gif')).toBe('A .gif file cannot be shown here: use .jpg, .png, .webp, .avif or .svg');
    expect(imagePathProblem('images/blog/photo.jpg')).toBe('An image path starts with /images/ (the folder public/images/): write /images/blog/photo.jpg');
    // Written from the repository's folder, the path keeps its own folder in the fix.
    expect(imagePathProblem('public/images/seo/hero-jaipur.svg')).toBe(
      'An image path starts with /images/ (the folder public/images/): write /images/seo/hero-jaipur.svg',
    );
    expect(imagePathProblem('hero-jaipur.svg')).toBe('An image path starts with /images/ (the folder public/images/), e.g. /images/blog/hero-jaipur.svg');
    expect(imagePathProblem('/images/blog/my photo.jpg')).toBe(
      'Rename the file (and its folders) with letters, digits, hyphens and dots only, no spaces or other signs, e.g. /images/blog/my-photo.jpg',
    );
    expect(imagePathProblem('/images/blog/Clinic Cover (1).JPG')).toMatch(/, e\.g\. \/images\/blog\/Clinic-Cover-1\.JPG$/);
    // A space pasted as %20 is read as the space it is; a name of other letters only leaves nothing to keep.
    expect(imagePathProblem('/images/blog/Clinic%20Cover.jpg')).toMatch(/, e\.g\. \/images\/blog\/Clinic-Cover\.jpg$/);
    expect(imagePathProblem('/images/blog/जयपुर.jpg')).toMatch(/, e\.g\. \/images\/blog\/photo\.jpg$/);
    expect(imagePathProblem('/images/share.svg', ['jpg', 'jpeg', 'png', 'webp'])).toBe('A .svg file cannot be shown here: use .jpg, .png or .webp');
    // Written with Windows' backslashes: the path with slashes, and what that path still needs; a place on the computer, said so.
    expect(imagePathProblem('\\images\\blog\\local-seo-jaipur-checklist.svg')).toBe(
      'Write the path with / between its folders, not \\: /images/blog/local-seo-jaipur-checklist.svg',
    );
    expect(imagePathProblem('images\\blog\\photo.jpg')).toBe(
      'Write the path with / between its folders, not \\; then: An image path starts with /images/ (the folder public/images/): write /images/blog/photo.jpg',
    );
    for (const src of ['C:\\Users\\Priya\\Pictures\\clinic.jpg', 'file:///home/priya/clinic.jpg', '\\\\office-pc\\photos\\clinic.jpg'])
      expect(imagePathProblem(src), src).toMatch(
        /^This is where the file is on your computer, which the site cannot reach: save the image in public\/images\//,
      );
  });

  it("a post's article: an image at a place on the computer or with backslashes, and a link to a post's file, each told what to write", () => {
    const file = join(process.cwd(), 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const post = readFileSync(file, 'utf8').replace(
      'The decision is made over weeks',
      '![A clinic](C:\\Users\\Priya\\clinic.jpg) ![A map](/images\\blog\\local-seo-jaipur-checklist.svg) [the checklist](local-seo-jaipur-checklist.md). The decision is made over weeks',
    );
    const said = buildCatalogue(contentPaths(process.cwd(), { files: new Map([[file, post]]) })).problems.map((p) => `${p.code} ${p.message}`);
    expect(said).toEqual([
      expect.stringMatching(/^bad-image-path This is where the file is on your computer/),
      'bad-image-path Write the path with / between its folders, not \\: /images/blog/local-seo-jaipur-checklist.svg',
      'markdown-unsafe-link A link to "local-seo-jaipur-checklist.md" is never published: a page of this site starts with /, another site with https:// (did you mean "/blog/local-seo-jaipur-checklist"?)',
    ]);
  });

  it('an alias written without its leading slash: the rule for a path, at the key, with the fix', () => {
    expect(reportSite('alias-without-slash')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/alias-without-slash/site.config.yaml:37:3  aliases.about-us  A path starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (did you mean "/about-us"?)"`,
    );
  });

  it('an alias of an alias, written before the alias it points at: named as such, with the line to write', () => {
    expect(reportSite('alias-of-an-alias')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/alias-of-an-alias/site.config.yaml:37:14  aliases./about-us  "/our-story" is itself an alias (of "/"): write /about-us: /"`,
    );
  });

  it('an alias to a page that does not exist', () => {
    expect(reportSite('alias-to-missing-page')).toMatchInlineSnapshot(
      `"tests/fixtures/broken-site/alias-to-missing-page/site.config.yaml:37:14  aliases./about-us  No page has the route "/about""`,
    );
  });

  it('an alias to a mistyped route: the route it means, and the links to the alias not told again as dead', () => {
    const config = join(process.cwd(), 'site.config.yaml');
    const text = readFileSync(config, 'utf8');
    const typo = text.replace('/top-seo-company-jaipur: /seo-company-jaipur', '/top-seo-company-jaipur: /seo-company-jaipr');
    expect(typo).not.toBe(text);
    const line = typo.split('\n').findIndex((l) => l.includes('/seo-company-jaipr')) + 1;
    expect(formatProblems(buildCatalogue(contentPaths(process.cwd(), { files: new Map([[config, typo]]) })).problems)).toBe(
      `site.config.yaml:${line}:28  aliases./top-seo-company-jaipur  No page has the route "/seo-company-jaipr" (did you mean "/seo-company-jaipur"?)`,
    );
  });

  it('covers at least 20 distinct mistakes, each reported at a line of its file', () => {
    const cases = [...readdirSync(join(fixtures, 'broken')), ...readdirSync(join(fixtures, 'broken-site')).map((c) => `../broken-site/${c}`)];
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const name of readdirSync(join(fixtures, 'broken'))) {
      const { catalogue, problems } = check(`broken/${name}`);
      expect(catalogue, name).toBeUndefined();
      expect(problems.length, name).toBeGreaterThan(0);
      for (const p of problems) {
        const file = join(process.cwd(), p.file);
        const lines = readFileSync(file, 'utf8').split('\n').length;
        expect(p.line, `${name}: ${p.file}:${p.line}`).toBeGreaterThanOrEqual(1);
        expect(p.line, `${name}: ${p.file}:${p.line}`).toBeLessThanOrEqual(lines);
        expect(p.col).toBeGreaterThanOrEqual(1);
        expect(p.message).not.toMatch(/^(Error|Invalid input)/);
      }
    }
  });
});
