import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, ContentError, contentPaths, loadCatalogue } from '../../catalogue/index.ts';
import { contentProblems, renderContentErrors } from '../../renderer/dev/content-errors.tsx';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const paths = (folder: string) =>
  contentPaths(process.cwd(), {
    siteFile: join(fixtures, 'site', 'site.config.yaml'),
    pagesDir: join(fixtures, folder),
    publicDir: join(fixtures, 'site', 'public'),
  });

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('npm run dev shows content mistakes in the browser', () => {
  it('recognises the error the catalogue throws, and nothing else', () => {
    let thrown: unknown;
    try {
      loadCatalogue(paths('broken/many-files'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    expect(contentProblems(thrown)).toHaveLength(4);
    expect(contentProblems(new Error('boom'))).toBeUndefined();
    expect(contentProblems(undefined)).toBeUndefined();
  });

  it('lists every problem with file:line:col, the field, the message and the line itself', () => {
    const { problems } = buildCatalogue(paths('broken/many-files'));
    const html = renderContentErrors(problems);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>Content problems: 4 problems in 4 files</title>');
    expect(html.match(/data-problem/g)).toHaveLength(4);
    const text = textOf(html);
    expect(text).toContain('tests/fixtures/broken/many-files/a-typo.yaml:3:3 Field: meta.titel Unknown key "titel" (did you mean "title"?)');
    // The line in question, numbered, with a caret under the column.
    expect(html).toMatch(/ {3}3 \| {3}titel: About the fixture agency page\n<span class="mark"> {9}\^<\/span>/);
    expect(text).toContain('tests/fixtures/broken/many-files/b-missing.yaml:12:9 Field: sections[0] (faq) › items[1].answer Required');
    // Nothing from another host, no script of its own.
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('<script');
  });
});
