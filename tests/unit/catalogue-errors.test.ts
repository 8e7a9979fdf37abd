import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { sectionTypes } from '../../sections/registry.ts';

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
    expect(report('broken/syntax-error')).toMatchInlineSnapshot(`"tests/fixtures/broken/syntax-error/about.yaml:4:16  (file)  YAML syntax: this quoted text is never closed; add the closing ""`);
  });

  it('wrong type', () => {
    expect(report('broken/wrong-type')).toMatchInlineSnapshot(`"tests/fixtures/broken/wrong-type/about.yaml:14:21  sections[0] (service-tabs) › tabs[0].percentage  Expected a number, got text "ninety""`);
  });

  it('missing field', () => {
    expect(report('broken/missing-field')).toMatchInlineSnapshot(`"tests/fixtures/broken/missing-field/about.yaml:12:9  sections[0] (faq) › items[1].answer  Required"`);
  });

  it('misspelled key, with a suggestion', () => {
    expect(report('broken/typo-key')).toMatchInlineSnapshot(`"tests/fixtures/broken/typo-key/about.yaml:3:3  meta.titel  Unknown key "titel" (did you mean "title"?)"`);
  });

  it('unknown section type lists the known types', () => {
    // The list grows with every section type, so it is taken from the registry.
    expect(report('broken/unknown-section')).toBe(
      `tests/fixtures/broken/unknown-section/about.yaml:8:11  sections[0] (fqa) › type  Unknown section type "fqa" (did you mean "faq"?). Known types: ${sectionTypes.join(', ')}`,
    );
  });

  it('duplicate route names both files', () => {
    expect(report('broken/duplicate-route')).toMatchInlineSnapshot(`"tests/fixtures/broken/duplicate-route/home.yaml:1:8  route  "/" is already used by tests/fixtures/broken/duplicate-route/copy-of-home.yaml"`);
  });

  it('dead internal link', () => {
    expect(report('broken/dead-link')).toMatchInlineSnapshot(`"tests/fixtures/broken/dead-link/about.yaml:11:39  sections[0] (cta) › button.href  Links to "/contakt", which is not a page of this site"`);
  });

  it('missing image', () => {
    expect(report('broken/missing-image')).toMatchInlineSnapshot(`"tests/fixtures/broken/missing-image/about.yaml:12:12  sections[0] (hero) › image.src  Image "/images/no-such-file.svg" not found: put the file in public/images/no-such-file.svg"`);
  });

  it('reports every problem of every file at once', () => {
    const { catalogue, problems } = check('broken/many-files');
    expect(catalogue).toBeUndefined();
    expect(new Set(problems.map((p) => p.file)).size).toBe(4);
    expect(formatProblems(problems)).toMatchInlineSnapshot(`
      "tests/fixtures/broken/many-files/a-typo.yaml:3:3  meta.titel  Unknown key "titel" (did you mean "title"?)
      tests/fixtures/broken/many-files/b-missing.yaml:12:9  sections[0] (faq) › items[1].answer  Required
      tests/fixtures/broken/many-files/c-dead-link.yaml:11:39  sections[0] (cta) › button.href  Links to "/contakt", which is not a page of this site
      tests/fixtures/broken/many-files/d-syntax.yaml:4:16  (file)  YAML syntax: this quoted text is never closed; add the closing ""
    `);
  });
});
