import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type CMS from '@sveltia/cms';
import { inFormOrderOf } from '../../admin/check.ts';
import { readFile, registerFormats } from '../../admin/formats.ts';
import { forgetUnread, unreadIn, unreadListedMessage, unreadMessage, unreadProblem, unreadTakenMessage } from '../../admin/unread-files.ts';
import { FORMATS, type FormatKind, kindOfPath } from '../../catalogue/cms/config.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';

/**
 * A file the editor cannot read opens, in a collection of named files, as a new and empty entry:
 * its Save is refused, so that the form does not replace the file (a content editor's trial, 2026-12-07).
 */

const root = join(import.meta.dirname, '../..');
const paths = contentPaths(root);
const input = cmsInput(loadCatalogue(paths), paths);
const { dirs, pageFiles, postIds } = input;
const sharedFiles = input.shared.map(({ name }) => `${dirs.shared}/${name}.yaml`);
const CITIES = 'pages-data/_cities.yaml';
const text = (path: string) => readFileSync(join(root, path), 'utf8');

/** The editor's formats, as registerFormats gives them to the editor: each kind's fromFile. */
function editorFormats(): Record<FormatKind, (text: string) => Record<string, unknown>> {
  const byName: Record<string, (text: string) => Record<string, unknown>> = {};
  const cms = {
    registerCustomFormat: (name: string, _ext: string, { fromFile }: { fromFile: (t: string) => Record<string, unknown> }) => (byName[name] = fromFile),
  };
  registerFormats(cms as unknown as typeof CMS, dirs);
  return Object.fromEntries(Object.entries(FORMATS).map(([kind, name]) => [kind, byName[name]!])) as Record<
    FormatKind,
    (text: string) => Record<string, unknown>
  >;
}

afterEach(forgetUnread);

describe('an entry whose file the editor could not read', () => {
  it('the gazetteer with a city key written twice: its empty form is refused a Save in the build’s words, its line too; read again once mended, it saves', () => {
    const broken = text(CITIES).replace('ajmer:\n', 'jaipur:\n');
    const line = broken.split('\n').indexOf('jaipur:', broken.split('\n').indexOf('jaipur:') + 1) + 1;
    const formats = editorFormats();
    expect(() => formats.cities(broken)).toThrow();
    // What the editor opens instead: a new entry, the form without the file's text.
    const problem = unreadProblem('cities', CITIES, { cities: [] });
    expect(problem).toEqual({
      code: 'yaml-syntax',
      line,
      col: 1,
      field: '',
      message: `${CITIES} could not be read (line ${line}: YAML syntax: this key appears twice in the same block; keep one), so the form opened without what the file holds: saved, it would replace the whole file. Mend the file in a text editor or on GitHub (npm run validate names the line too), then reload the editor`,
    });
    // The same entry with one city typed in: refused all the same.
    expect(unreadProblem('cities', CITIES, { cities: [{ key: 'udaipur', name: 'Udaipur' }] })).toEqual(problem);
    // The file mended and read: its form holds its text, and nothing is said.
    expect(unreadProblem('cities', CITIES, formats.cities(text(CITIES)))).toBeUndefined();
    // Another kind's entry is not held to it.
    expect(unreadProblem('site', dirs.siteFile, {})).toBeUndefined();
  });

  it('the settings and a top page, each known by its kind or its route; a blank entry with no file behind it (the practice editor’s) saves as before', () => {
    const formats = editorFormats();
    expect(unreadProblem('site', dirs.siteFile, {})).toBeUndefined();
    expect(() => formats.site(`${text(dirs.siteFile)}\n\tbroken: tab\n`)).toThrow();
    expect(unreadProblem('site', dirs.siteFile, {})?.message).toMatch(
      /^site\.config\.yaml could not be read \(line \d+: YAML syntax: a tab is used for indentation; indent with spaces\), so the form opened without/,
    );
    // A page read as the editor reads it is not held to the settings' problem.
    expect(unreadProblem('page', 'pages-data/home.yaml', readFile('page', text('pages-data/home.yaml')), { pageFiles })).toBeUndefined();
    // The home page with a key twice: its route says which file it is; another page's entry, new, is not held to it.
    const home = 'pages-data/home.yaml';
    expect(kindOfPath(home, dirs)).toBe('page');
    expect(() => formats.page(`${text(home)}\nroute: /\n`)).toThrow();
    expect(unreadProblem('page', home, {}, { pageFiles })?.message).toMatch(
      /^pages-data\/home\.yaml could not be read \(line \d+: YAML syntax: this key appears twice/,
    );
    expect(unreadProblem('page', 'pages-data/jaipur/new-page.yaml', {}, { pageFiles })).toBeUndefined();
    expect(unreadProblem('page', 'pages-data/jaipur/seo.yaml', {}, { pageFiles })).toBeUndefined();
  });

  it('a post or a shared section the editor could not read, left out of its list: a new one given its file is refused, told so in the build’s words; another name saves', () => {
    const formats = editorFormats();
    const built = { pageFiles, postIds, sharedFiles };
    // A post with a key twice in its front matter: known by its slug line, or, without one, by its id.
    const post = 'pages-data/blog/how-long-does-seo-take.md';
    const broken = text(post).replace('title: ', 'heading: Twice\ntitle: ');
    const line = broken.split('\n').indexOf('heading: Twice') + 1;
    expect(() => formats.post(broken)).toThrow();
    expect(unreadProblem('post', post, {}, built, true)).toEqual({
      code: 'yaml-syntax',
      line: broken.split('\n').findIndex((l, i) => i >= line && l.startsWith('heading:')) + 1,
      col: 1,
      field: '',
      message: expect.stringMatching(
        /^pages-data\/blog\/how-long-does-seo-take\.md is in the repository, but the editor could not read it \(line \d+: YAML syntax: this key appears twice in the same block; keep one\), so its list does not show it: saved, this new entry would replace that file\. Give this one another slug, or mend that file in a text editor or on GitHub/,
      ),
    });
    expect(unreadProblem('post', 'pages-data/blog/another-post.md', {}, built, true)).toBeUndefined();
    forgetUnread();
    expect(() => formats.post(broken.replace(/^slug: .*\n/m, ''))).toThrow();
    expect(unreadProblem('post', post, {}, built, true)?.message).toMatch(/^pages-data\/blog\/how-long-does-seo-take\.md is in the repository/);
    expect(unreadProblem('post', 'pages-data/blog/another-post.md', {}, built, true)).toBeUndefined();
    // A shared section: its text does not name it; the build read a file of that name.
    const section = `${dirs.shared}/generic-faq.yaml`;
    expect(unreadProblem('section', section, {}, built, true)).toBeUndefined();
    const brokenSection = text(section).replace('type: faq\n', 'type: faq\ntype: text\n');
    expect(() => formats.section(brokenSection)).toThrow();
    const sectionLine = brokenSection.split('\n').indexOf('type: text') + 1;
    expect(unreadProblem('section', section, {}, built, true)).toEqual({
      code: 'yaml-syntax',
      line: sectionLine,
      col: 1,
      field: '',
      message: unreadTakenMessage('section', section, {
        code: 'yaml-syntax',
        line: sectionLine,
        col: 1,
        message: 'YAML syntax: this key appears twice in the same block; keep one',
      }),
    });
    expect(unreadProblem('section', section, {}, built, true)?.message).toContain('Give this one another name');
    expect(unreadProblem('section', `${dirs.shared}/festive-offer.yaml`, {}, built, true)).toBeUndefined();
    // Not a new entry (one that opened empty, as a top page does): told as before, the form opened without the file.
    expect(unreadProblem('section', section, {}, built)?.message).toMatch(/^pages-data\/_shared\/generic-faq\.yaml could not be read/);
  });

  it('each folder’s list names the files of it the editor could not read: a page by its route, a post by its slug or id line, a shared section by its heading', () => {
    const formats = editorFormats();
    const sharedHeadings = { [`${dirs.shared}/generic-faq.yaml`]: 'Frequently Asked Questions' };
    const built = { pageFiles, postIds, sharedHeadings };
    expect(unreadIn('section', dirs.shared, built)).toEqual([]);
    const section = `${dirs.shared}/generic-faq.yaml`;
    expect(() => formats.section(text(section).replace('type: faq\n', 'type: faq\ntype: text\n'))).toThrow();
    const twice = { code: 'yaml-syntax', col: 1, message: 'YAML syntax: this key appears twice in the same block; keep one' };
    const sectionLine = text(section).split('\n').indexOf('type: faq') + 2;
    expect(unreadIn('section', dirs.shared, built)).toEqual([{ file: section, problem: { ...twice, line: sectionLine } }]);
    // Its heading another's, or none: which file it is, not said.
    expect(unreadIn('section', dirs.shared, { ...built, sharedHeadings: {} })).toEqual([{ problem: { ...twice, line: sectionLine } }]);
    const post = 'pages-data/blog/how-long-does-seo-take.md';
    const brokenPost = text(post).replace('title: ', 'title: Twice\ntitle: ');
    expect(() => formats.post(brokenPost)).toThrow();
    expect(() => formats.post(brokenPost.replace(/^slug: .*\n/m, '').replace('title: Twice', 'title: Again'))).toThrow();
    expect(unreadIn('post', 'pages-data/blog', built).map((u) => u.file)).toEqual([post, post]);
    const page = 'pages-data/jaipur/seo.yaml';
    expect(() => formats.page(`${text(page)}\nroute: /seo-company-jaipur\n`)).toThrow();
    expect(unreadIn('page', 'pages-data/jaipur', built).map((u) => u.file)).toEqual([page]);
    expect(unreadIn('page', 'pages-data/ajmer', built)).toEqual([]);
    // Not a folder's: the settings are told as their entry opens.
    expect(unreadIn('site', '', built)).toEqual([]);
    expect(unreadListedMessage(unreadIn('section', dirs.shared, built))).toBe(
      `The editor could not read 1 file of this folder, so this list leaves it out: generic-faq.yaml (line ${sectionLine}: YAML syntax: this key appears twice in the same block; keep one). Do not make a new entry in its place (its Save would replace the file, and is refused): mend the file in a text editor or on GitHub (npm run validate names the line too), then reload the editor.`,
    );
    expect(unreadListedMessage([{ problem: undefined }, { file: post, problem: undefined }])).toMatch(
      /^The editor could not read 2 files of this folder, so this list leaves them out: a file; how-long-does-seo-take\.md\. Do not make a new entry in their place/,
    );
  });

  it('heads the check’s list, above the boxes’ problems', () => {
    const order = inFormOrderOf('site');
    const box = { code: 'too-few' as const, line: 1, col: 1, field: 'name', message: 'Must not be empty' };
    const file = { code: 'yaml-syntax' as const, line: 40, col: 1, field: '', message: unreadMessage(dirs.siteFile, undefined) };
    expect([box, file].sort(order)).toEqual([file, box]);
  });
});
