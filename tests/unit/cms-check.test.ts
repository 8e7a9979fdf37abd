import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOfPath, problemsOf } from '../../admin/check.ts';
import { readFile, writeFile } from '../../admin/formats.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';

/** The browser editor's check before saving: the build's schemas and messages, on the form's data. */

const root = join(import.meta.dirname, '../..');
const paths = contentPaths(root);
const { dirs } = cmsInput(loadCatalogue(paths), paths);
const form = (path: string) => readFile(kindOfPath(path, dirs), readFileSync(join(root, path), 'utf8'));

describe('the browser editor refuses what the build would refuse', () => {
  it('knows each file by the folders the build named', () => {
    expect(
      ['pages-data/jaipur/seo.yaml', 'pages-data/_shared/generic-faq.yaml', 'pages-data/_cities.yaml', 'site.config.yaml', 'pages-data/blog/x.md'].map((p) =>
        kindOfPath(p, dirs),
      ),
    ).toEqual(['page', 'section', 'cities', 'site', 'post']);
  });

  it('a new page is written with the editor-help line of the page schema, relative to its folder', () => {
    const { _original, ...page } = form('pages-data/jaipur/seo.yaml');
    expect(writeFile('page', page, dirs).split('\n', 1)[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
  });

  it('a page and a post as they are pass', () => {
    expect(problemsOf('page', form('pages-data/jaipur/seo.yaml'))).toEqual([]);
    expect(problemsOf('post', form('pages-data/blog/how-long-does-seo-take.md'))).toEqual([]);
    expect(problemsOf('site', form('site.config.yaml'))).toEqual([]);
    expect(problemsOf('cities', form('pages-data/_cities.yaml'))).toEqual([]);
  });

  it('a page whose last section is not its call to action: cta-last, at the section', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const sections = page.sections as unknown[];
    sections.push(sections.splice(sections.length - 1, 1)[0], {
      type: 'stats',
      heading: 'Jaipur in numbers',
      items: [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
      ],
    });
    expect(problemsOf('page', page)).toEqual([expect.objectContaining({ code: 'cta-last', field: 'sections[10] (stats) › type' })]);
  });

  it('a post whose article holds HTML or a javascript: link: the Markdown problems, by their line in the article', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.body = 'First paragraph.\n\n<iframe src="https://example.com"></iframe>\n\nA [bad link](javascript:alert(1)).\n';
    const problems = problemsOf('post', post);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['markdown-html', 'body, line 3'],
      ['markdown-unsafe-link', 'body, line 5'],
    ]);
  });

  it('a post with a placeholder date and an empty author: the build’s messages and codes', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.date = '2026-13-40';
    post.author = '';
    const codes = problemsOf('post', post).map((p) => `${p.field}: ${p.code}`);
    expect(codes).toEqual(expect.arrayContaining(['date: bad-date', 'author: too-few']));
  });
});
