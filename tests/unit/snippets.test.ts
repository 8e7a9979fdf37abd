import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');

function check(folder: string, files?: Map<string, string>) {
  return buildCatalogue(
    contentPaths(process.cwd(), {
      siteFile: join(fixtures, 'site', 'site.config.yaml'),
      pagesDir: join(fixtures, 'snippets', folder),
      publicDir: join(fixtures, 'site', 'public'),
      files,
    }),
  );
}

describe('shared sections (pages-data/_shared, `- include: name`)', () => {
  it('places a copy of the shared section on every page that includes it, and is not a page itself', () => {
    const { catalogue, problems } = check('valid');
    expect(problems).toEqual([]);
    expect(catalogue!.pages.map((p) => p.page.route).sort()).toEqual(['/', '/about']);
    for (const { page } of catalogue!.pages) {
      const faq = page.sections[1]!;
      expect(faq.type).toBe('faq');
      expect(faq.type === 'faq' && faq.items.map((i) => i.question)).toEqual(['Is this shared?', 'Where does it live?']);
    }
    expect(catalogue!.pages[0]!.page.sections[1]).not.toBe(catalogue!.pages[1]!.page.sections[1]);
  });

  it('reports a broken shared section once, at its own line, and a wrong include at the include line', () => {
    const { catalogue, problems } = check('broken');
    expect(catalogue).toBeUndefined();
    expect(formatProblems(problems)).toMatchInlineSnapshot(`
      "tests/fixtures/snippets/broken/_shared/common-faq.yaml:5:5  items[1].answer  Required: this item has no "answer" — The answer: two to four plain sentences
      tests/fixtures/snippets/broken/about.yaml:9:14  sections[1] › include  No shared section "commn-faq" in tests/fixtures/snippets/broken/_shared/ (did you mean "common-faq"?)
      tests/fixtures/snippets/broken/about.yaml:11:5  sections[2] › heading  An include takes only the shared section's name: remove "heading" (or copy the section into this page to change it)"
    `);
  });
});

describe("a shared section's links", () => {
  it('an include written as its file is told the name; one with no name is told what to write', () => {
    const about = join(fixtures, 'snippets', 'valid', 'about.yaml');
    const page = readFileSync(about, 'utf8');
    const told = (include: string) =>
      formatProblems(check('valid', new Map([[about, page.replace('- include: common-faq', `- include: ${include}`)]])).problems).replace(
        /^.*about\.yaml:/,
        '',
      );
    expect(told('_shared/common-faq.yaml')).toBe(
      '11:14  sections[1] › include  No shared section "_shared/common-faq.yaml" in tests/fixtures/snippets/valid/_shared/ (did you mean "common-faq"?)',
    );
    expect(told('_shared\\common-faq.yaml')).toMatch(/\(did you mean "common-faq"\?\)$/);
    expect(told('"  "')).toMatch(/The include names no shared section/);
    expect(told('')).toBe(
      '11:14  sections[1] › include  The include names no shared section: write the name of a file of tests/fixtures/snippets/valid/_shared/ without .yaml; known: common-faq',
    );
  });

  it("are told at the shared file's own line, once for all the pages that place it", () => {
    const root = process.cwd();
    const shared = join(root, 'pages-data', '_shared', 'closing-offer.yaml');
    const offer =
      'type: cta\nheading: Ask for a free audit\ntext: We look at your site and your Google listing and tell you what to fix first.\nbutton:\n  label: Contact Us\n  href: /contcat\n';
    const files = new Map([[shared, offer]]);
    for (const page of ['jaipur/about.yaml', 'core/contact.yaml']) {
      const file = join(root, 'pages-data', page);
      files.set(file, readFileSync(file, 'utf8').replace('  - include: generic-faq\n', '  - include: generic-faq\n  - include: closing-offer\n'));
    }
    expect(formatProblems(buildCatalogue(contentPaths(root, { files })).problems)).toBe(
      'pages-data/_shared/closing-offer.yaml:6:9  button.href  Links to "/contcat", which is not a page of this site (did you mean "/contact"?)',
    );
  });
});
