import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { listFiles } from '../../catalogue/load.ts';
import { fileParsedStore } from '../../scripts/build/parsed-store.ts';
import { lazySource, locate, parseYaml, spotsOf, type YamlSource } from '../../catalogue/yaml-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'parsed-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixtures = join(import.meta.dirname, '..', 'fixtures');

/** Every YAML text of the site: the settings, the pages, the shared sections, the posts' front matter. */
function contentTexts(): { file: string; text: string; lineOffset: number }[] {
  const yaml = ['site.config.yaml', ...listFiles('pages-data', '.yaml')].map((file) => ({ file, text: readFileSync(file, 'utf8'), lineOffset: 0 }));
  const posts = listFiles('pages-data/blog', '.md').map((file) => ({
    file,
    text: /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!,
    lineOffset: 1,
  }));
  // What the content files may not show: empty values, empty items, keys that are numbers or quoted, flow collections, block text.
  const shapes = `empty:
nested:
  also:
  list:
    -
    - one
    - [a, {b: 2}]
1: number key
"1": quoted key
'two words': x
block: |
  line one
  line two
folded: >-
  a b
flow: {x: 1, y: [1, 2]}
# a comment
after: end
`;
  return [...yaml, ...posts, { file: 'shapes.yaml', text: shapes, lineOffset: 0 }];
}

/** A source that fails the test if anything reads its document. */
const withoutDocument = (source: YamlSource): YamlSource =>
  new Proxy(source, {
    get(target, key) {
      if (key === 'doc') throw new Error('the document was parsed');
      return Reflect.get(target, key);
    },
  });

describe('locating a line without parsing (the parse cache)', () => {
  it('gives the line and column the document gives, for every node of every content file, for missing keys and at keys', () => {
    const texts = contentTexts();
    expect(texts.length).toBeGreaterThan(40);
    let compared = 0;
    const differ: string[] = [];
    for (const { file, text, lineOffset } of texts) {
      const { source } = parseYaml(file, text, lineOffset);
      const spots = spotsOf(source);
      const kept = withoutDocument(lazySource(file, text, lineOffset, structuredClone(spots)));
      for (const key of spots.nodes.keys()) {
        const path = JSON.parse(key) as (string | number)[];
        for (const probe of [path, [...path, 'missing'], [...path, 0], [...path, 99], [...path, '0']])
          for (const atKey of [false, true]) {
            const a = locate(kept, probe, atKey);
            const b = locate(source, probe, atKey);
            if (a.line !== b.line || a.col !== b.col) differ.push(`${file} ${JSON.stringify(probe)} ${atKey}`);
            compared++;
          }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  }, 60_000);

  it('a kept source still parses when a check walks its nodes', () => {
    const text = 'route: /a\nmeta:\n  title: A page\n';
    const kept = lazySource('a.yaml', text, 0, spotsOf(parseYaml('a.yaml', text).source));
    expect(kept.doc.getIn(['meta', 'title'])).toBe('A page');
    expect(locate(kept, ['meta', 'title'])).toEqual({ line: 3, col: 10 });
  });
});

describe('the parse cache', () => {
  it('keeps what a run parsed for the next run, a new copy on each read, and drops what a run no longer used', () => {
    const file = join(dir, 'one', 'store.bin');
    const text = 'route: /a\nsections:\n  - type: faq\n';
    const data = { route: '/a', sections: [{ type: 'faq' }] };
    const spots = spotsOf(parseYaml('a.yaml', text).source);
    const first = fileParsedStore(file);
    expect(first.get(text, 0)).toBeUndefined();
    first.set(text, 0, { data, spots });
    first.set('other: 1\n', 0, { data: { other: 1 }, spots: spotsOf(parseYaml('b.yaml', 'other: 1\n').source) });
    first.save();
    const second = fileParsedStore(file);
    const read = second.get(text, 0)!;
    expect(read.data).toEqual(data);
    expect(read.spots).toEqual(spots);
    (read.data as typeof data).sections.push({ type: 'changed' });
    expect(second.get(text, 0)!.data).toEqual(data);
    // The same text under another line offset (front matter) is another entry.
    expect(second.get(text, 1)).toBeUndefined();
    second.save();
    expect(fileParsedStore(file).get('other: 1\n', 0)).toBeUndefined();
    expect(fileParsedStore(file).get(text, 0)!.data).toEqual(data);
  });

  it('a damaged store file is ignored and written again', () => {
    const file = join(dir, 'damaged', 'store.bin');
    const store = fileParsedStore(file);
    store.set('a: 1\n', 0, { data: { a: 1 }, spots: spotsOf(parseYaml('a.yaml', 'a: 1\n').source) });
    store.save();
    writeFileSync(file, readFileSync(file).subarray(0, 20));
    const again = fileParsedStore(file);
    expect(again.get('a: 1\n', 0)).toBeUndefined();
    again.set('a: 1\n', 0, { data: { a: 1 }, spots: spotsOf(parseYaml('a.yaml', 'a: 1\n').source) });
    again.save();
    expect(fileParsedStore(file).get('a: 1\n', 0)!.data).toEqual({ a: 1 });
  });

  it('gives the same catalogue and the same located problems, cold and from the cache, for the site and every broken fixture', () => {
    const cases = [
      contentPaths(process.cwd()),
      ...readdirSync(join(fixtures, 'broken')).map((name) =>
        contentPaths(process.cwd(), {
          siteFile: join(fixtures, 'site', 'site.config.yaml'),
          pagesDir: join(fixtures, 'broken', name),
          publicDir: join(fixtures, 'site', 'public'),
        }),
      ),
    ];
    for (const [i, paths] of cases.entries()) {
      const plain = buildCatalogue(paths);
      const file = join(dir, `case-${i}`, 'store.bin');
      const cold = fileParsedStore(file);
      const first = buildCatalogue({ ...paths, parsed: cold });
      cold.save();
      const warm = fileParsedStore(file);
      const second = buildCatalogue({ ...paths, parsed: warm });
      for (const run of [first, second]) {
        expect(run.problems, paths.pagesDir).toEqual(plain.problems);
        expect(JSON.stringify(run.catalogue?.pages), paths.pagesDir).toBe(JSON.stringify(plain.catalogue?.pages));
        expect(JSON.stringify(run.catalogue?.images), paths.pagesDir).toBe(JSON.stringify(plain.catalogue?.images));
      }
    }
    expect(cases.length).toBeGreaterThan(40);
  }, 120_000);
});
