import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pricePage, projectCopy, tsx } from '../new-section-copy.ts';

/**
 * `npm run new-section -- price-list` in a copy of the project of its own (new-section.test.ts
 * checks validate, the schemas, the guide and the type check in another, side by side): the
 * build renders the new type into the page that uses it, with no other edit. The build writes to
 * an absolute SITE_OUT_DIR outside the project, which Vike cannot pre-render into
 * (scripts/build/pages-task.ts): one whole build checks both.
 */
const { copy, run, runLog, remove } = projectCopy();
const out = mkdtempSync(join(tmpdir(), 'new-section-site-'));
afterAll(() => {
  remove();
  rmSync(out, { recursive: true, force: true });
});

describe('npm run new-section, then npm run build into an absolute folder outside the project', () => {
  it('is built into the page that uses it; every page and its scripts are in <SITE_OUT_DIR>/client', () => {
    run(tsx, ['scripts/new-section.ts', 'price-list']);
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), pricePage);
    const log = runLog('npm', ['run', 'build', '--silent'], { SITE_OUT_DIR: out });
    // Vike's warning that the pages' script chunks are not preloaded, which they are not by design, is not in the log (scripts/build/pages-task.ts).
    expect(log).toMatch(/pages +\d+ +\d+ rendered/);
    expect(log).not.toMatch(/We recommend against not preloading|\[Warning\]/);
    const client = join(out, 'client');
    const html = readFileSync(join(client, 'price-list-demo.html'), 'utf8');
    expect(html).toContain('data-section="price-list"');
    expect(html).toContain('What our services cost in Jaipur');

    for (const page of ['index.html', 'contact.html', '404.html', 'admin/index.html', 'sitemap.xml', '_headers'])
      expect(existsSync(join(client, page)), page).toBe(true);
    // The page's script is started by the boot script (scripts/postbuild/defer-entry.ts), its chunks by the entry.
    const entry = /\(window,document,`(\/assets\/[^`]+\.js)`/.exec(readFileSync(join(client, 'index.html'), 'utf8'))?.[1];
    expect(entry).toBeDefined();
    const chunks = [...readFileSync(join(client, entry!), 'utf8').matchAll(/from"(\.{1,2}\/[^"]+\.js)"/g)].map(
      ([, path]) => new URL(path!, `http://site${entry}`).pathname,
    );
    const scripts = [entry!, ...chunks];
    expect(chunks.length).toBeGreaterThan(0);
    for (const script of scripts) expect(existsSync(join(client, script)), script).toBe(true);
    // Nothing lands in the project's own dist, and Vike's folder in the project is removed once its files are moved.
    expect(existsSync(join(copy, 'dist', 'client', 'index.html'))).toBe(false);
    expect(readdirSync(join(copy, '.cache')).filter((name) => name.startsWith('pages-'))).toEqual([]);
  }, 300_000);

  it('after one page changed, pre-renders that page alone with the cached bundle and writes every other from the page cache, byte for byte', () => {
    const client = join(out, 'client');
    const files = () => readdirSync(client, { recursive: true, encoding: 'utf8' }) as string[];
    const pages = () =>
      new Map(
        files()
          .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
          .map((file) => [file, readFileSync(join(client, file), 'utf8')]),
      );
    const before = pages();
    // What the build left that this change does not touch: the editor, the bundle's files, the
    // other pages' sharing images, and the compressed copies of all of them.
    const untouched = files().filter((file) => /^(admin|assets|images\/og)\//.test(file) && !file.startsWith('images/og/price-list-demo'));
    const times = new Map(untouched.map((file) => [file, statSync(join(client, file)).mtimeMs]));
    expect(untouched.filter((file) => file.startsWith('admin/') && file.endsWith('.br')).length).toBeGreaterThan(0);
    expect(untouched.filter((file) => file.startsWith('images/og/')).length).toBeGreaterThan(5);
    const sharingImage = readFileSync(join(client, 'images/og/price-list-demo.png'));
    writeFileSync(
      join(copy, 'pages-data', 'price-list-demo.yaml'),
      pricePage.replace('What our services cost in Jaipur', 'What our services cost in Ajmer').replace('social media in Jaipur', 'social media in Ajmer'),
    );
    const log = run('npm', ['run', 'build', '--silent'], { SITE_OUT_DIR: out });
    // No code changed: Vite's bundle comes from the bundle cache too (scripts/build/bundle-cache.ts).
    expect(log).toMatch(new RegExp(`pages +${before.size - 1} +1 rendered, ${before.size - 2} from the cache; the bundle from the cache`));
    const after = pages();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect([...after].filter(([file, html]) => before.get(file) !== html).map(([file]) => file)).toEqual(['price-list-demo.html']);
    expect(after.get('price-list-demo.html')).toContain('What our services cost in Ajmer');
    // Its sharing image is drawn again from the new title; nothing else the build left is written again.
    expect(readFileSync(join(client, 'images/og/price-list-demo.png')).equals(sharingImage)).toBe(false);
    expect(untouched.filter((file) => statSync(join(client, file)).mtimeMs !== times.get(file))).toEqual([]);
  }, 300_000);
});
