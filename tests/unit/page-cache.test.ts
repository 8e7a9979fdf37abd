import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_SVG_PATHS } from '../../catalogue/image-layouts.ts';
import { type Catalogue, loadCatalogue } from '../../catalogue/index.ts';
import { bundleHash, dataText, fileOfUrl, pageCache, readIndex, removeStalePages, sameFile, writeIndex } from '../../scripts/build/page-cache.ts';
import { pageFacts } from '../../scripts/postbuild/html.ts';
import { catalogueUrls } from '../../renderer/urls.ts';

const root = mkdtempSync(join(tmpdir(), 'page-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const catalogue = loadCatalogue();
const urls = catalogueUrls(catalogue);
const SEO = '/seo-company-jaipur';
const options = { root, env: {}, year: 2026 };

/** The catalogue with one page's first heading changed (a copy: the loaded one stays as read). */
function withHeading(path: string, heading: string): Catalogue {
  const entry = catalogue.byPath.get(path)!;
  const first = entry.page.sections.findIndex((s) => 'heading' in s);
  const sections = entry.page.sections.map((s, i) => (i === first ? { ...s, heading } : s));
  const changed = { ...entry, page: { ...entry.page, sections } } as typeof entry;
  const byPath = new Map([...catalogue.byPath].map(([p, e]) => [p, e === entry ? changed : e]));
  return { ...catalogue, pages: catalogue.pages.map((e) => (e === entry ? changed : e)), byPath };
}

describe('the page cache', () => {
  it('writes each address where Vike writes it', () => {
    expect(['/', '/seo-company-jaipur', '/blog/page/2'].map(fileOfUrl)).toEqual(['index.html', 'seo-company-jaipur.html', 'blog/page/2.html']);
  });

  it('a page whose data changed has a new key at its address and its aliases; every other page keeps its own', () => {
    const before = pageCache(catalogue, urls, 'bundle-1', options).keys;
    const after = pageCache(withHeading(SEO, 'Changed heading'), urls, 'bundle-1', options).keys;
    const changed = urls.filter((url) => before.get(url) !== after.get(url));
    expect(changed).toEqual(catalogue.byPath.get(SEO)!.paths);
    expect(changed.length).toBeGreaterThan(1);
  });

  it("the bundle's hash reads its code, not the compressed copies an earlier build left beside it", () => {
    const out = mkdtempSync(join(tmpdir(), 'bundle-hash-'));
    try {
      mkdirSync(join(out, 'server'), { recursive: true });
      mkdirSync(join(out, 'client', 'assets'), { recursive: true });
      writeFileSync(join(out, 'server', 'entry.mjs'), `export const out = ${JSON.stringify(out)};`);
      writeFileSync(join(out, 'client', 'assets', 'page.js'), 'console.log(1)');
      const hash = bundleHash(out);
      writeFileSync(join(out, 'client', 'assets', 'page.js.br'), 'compressed');
      writeFileSync(join(out, 'client', 'assets', 'page.js.gz'), 'compressed');
      expect(bundleHash(out)).toBe(hash);
      writeFileSync(join(out, 'client', 'assets', 'page.js'), 'console.log(2)');
      expect(bundleHash(out)).not.toBe(hash);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('a new bundle, form key or year changes every key', () => {
    const keys = (bundle: string, env: NodeJS.ProcessEnv, year: number) => [...pageCache(catalogue, urls, bundle, { root, env, year }).keys.values()];
    const base = keys('bundle-1', {}, 2026);
    for (const other of [keys('bundle-2', {}, 2026), keys('bundle-1', { FORM_ACCESS_KEY: 'real-key' }, 2026), keys('bundle-1', {}, 2027)])
      expect(other.filter((key) => base.includes(key))).toEqual([]);
  });

  it('a changed logo or chat avatar (drawn into every page) changes every key', () => {
    const project = mkdtempSync(join(tmpdir(), 'page-cache-project-'));
    try {
      cpSync('package-lock.json', join(project, 'package-lock.json'));
      for (const path of INLINE_SVG_PATHS) cpSync(join('public', path), join(project, 'public', path));
      const keys = () => [...pageCache(catalogue, urls, 'bundle-1', { ...options, project }).keys.values()];
      const base = keys();
      expect(keys()).toEqual(base);
      for (const path of INLINE_SVG_PATHS) {
        const file = join(project, 'public', path);
        const original = readFileSync(file, 'utf8');
        writeFileSync(file, original.replace('</svg>', '<circle r="1"/></svg>'));
        expect(
          keys().filter((key) => base.includes(key)),
          path,
        ).toEqual([]);
        writeFileSync(file, original);
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('stores the finished page and its facts, serves them back, and keeps only this build’s entries', () => {
    const html = '<!DOCTYPE html><html><head><link rel="canonical" href="https://www.example.com/x"></head><body><h1>Cached</h1></body></html>';
    const first = pageCache(catalogue, urls, 'bundle-store', options);
    first.set(SEO, { html, facts: pageFacts('seo-company-jaipur.html', html) });
    expect(first.get(SEO)?.facts).toMatchObject({ heading: 'Cached', canonical: 'https://www.example.com/x', path: SEO });
    expect(first.get('/contact')).toBeUndefined();

    const next = pageCache(withHeading(SEO, 'Another heading'), urls, 'bundle-store', options);
    expect(next.get(SEO)).toBeUndefined();
    next.prune();
    expect(readdirSync(first.dir, { recursive: true }).filter((f) => String(f).length > 40)).toEqual([]);
  });

  it('refuses data its key cannot read', () => {
    expect(() => dataText({ page: { sections: new Map([['a', 1]]) } })).toThrow('"sections" is a Map');
    expect(() => dataText({ render: () => 1 })).toThrow('"render" is a function');
    expect(dataText({ a: [1, 'b'], c: undefined })).toBe('{"a":[1,"b"]}');
  });

  it("remembers each page it wrote, so an unchanged page's file is used as it is, unless the file changed since", () => {
    const out = mkdtempSync(join(tmpdir(), 'page-index-'));
    const client = join(out, 'client');
    mkdirSync(client);
    const html = '<!DOCTYPE html><html><head></head><body><h1>Home</h1></body></html>';
    writeFileSync(join(client, 'index.html'), html);
    const facts = new Map([['/', pageFacts('index.html', html)]]);
    writeIndex(client, new Map([['/', 'key-1']]), facts, root);
    const entry = readIndex(client, root)['/']!;
    // Kept in the cache, not beside the site.
    expect(readdirSync(out)).toEqual(['client']);
    expect(readIndex(join(out, 'other-client'), root)).toEqual({});
    expect(entry).toMatchObject({ key: 'key-1', facts: { heading: 'Home' } });
    expect(sameFile(join(client, 'index.html'), entry)).toBe(true);
    // Touched by anything after the build (same bytes, another time) or rewritten: not the same file.
    utimesSync(join(client, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    expect(sameFile(join(client, 'index.html'), entry)).toBe(false);
    rmSync(join(client, 'index.html'));
    expect(sameFile(join(client, 'index.html'), entry)).toBe(false);
    rmSync(out, { recursive: true, force: true });
  });

  it("removes the pages of an earlier build that are no longer pages, and leaves the editor's and public/'s files", () => {
    const client = mkdtempSync(join(tmpdir(), 'page-stale-'));
    for (const file of ['index.html', 'gone.html', 'gone.html.br', 'gone.html.gz', 'blog/page/3.html', 'admin/index.html', 'google1234.html']) {
      mkdirSync(join(client, file, '..'), { recursive: true });
      writeFileSync(join(client, file), '<p>x</p>');
    }
    expect(removeStalePages(client, new Set(['index.html']), new Set(['google1234.html']))).toEqual(['google1234.html']);
    expect(
      ['index.html', 'gone.html', 'gone.html.br', 'gone.html.gz', 'blog/page/3.html', 'admin/index.html', 'google1234.html'].filter((f) =>
        existsSync(join(client, f)),
      ),
    ).toEqual(['index.html', 'admin/index.html', 'google1234.html']);
    rmSync(client, { recursive: true, force: true });
  });
});
