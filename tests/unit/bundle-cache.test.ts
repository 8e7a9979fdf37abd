import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImageManifest } from '../../catalogue/image-layouts.ts';
import { loadCatalogue } from '../../catalogue/index.ts';
import { blogDataFiles } from '../../renderer/blog/data.ts';
import { bundleCache, bundleKey, CODE_FILES, CODE_FOLDERS } from '../../scripts/build/bundle-cache.ts';

const made: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

describe("the bundle's key", () => {
  const root = temporary('bundle-key-');
  for (const entry of [...CODE_FOLDERS, ...CODE_FILES, 'site.config.yaml', 'pages-data']) cpSync(entry, join(root, entry), { recursive: true });
  const out = join(root, 'dist');
  const key = () => bundleKey(root, out, {});
  const base = key();

  it('stays when content changes: a page, a post', () => {
    write(join(root, 'pages-data', 'jaipur', 'seo.yaml'), `${readFileSync(join(root, 'pages-data', 'jaipur', 'seo.yaml'), 'utf8')}\n# edited\n`);
    write(join(root, 'pages-data', 'blog', 'new-post.md'), '---\ntitle: New\n---\nText\n');
    expect(key()).toBe(base);
  });

  it('changes with a component, a style, a plugin, the lockfile, the site settings or the folder it is built in', () => {
    const changed = (file: string) => {
      const path = join(root, file);
      const original = readFileSync(path, 'utf8');
      writeFileSync(path, `${original}\n// edited\n`);
      const after = key();
      writeFileSync(path, original);
      return after;
    };
    for (const file of [
      'sections/faq/index.tsx',
      'renderer/styles.css',
      'scripts/images/vite-plugin.ts',
      'package-lock.json',
      'site.config.yaml',
      'vite.config.ts',
    ])
      expect(changed(file), file).not.toBe(base);
    expect(key()).toBe(base);
    expect(bundleKey(root, join(root, 'elsewhere'), {})).not.toBe(base);
  });
});

describe('the bundle cache', () => {
  const catalogue = loadCatalogue();

  it("keeps the bundle without what is made from content, and puts it back with this catalogue's blog data and image copies", () => {
    const root = temporary('bundle-cache-');
    const out = join(root, 'dist');
    const cache = join(root, 'cache');
    const photo = join(root, 'encoded.webp');
    writeFileSync(photo, 'webp bytes');
    const manifest = { files: { '/assets/images/photo.webp': photo }, pictures: {} } as unknown as ImageManifest;
    // What a Vite build leaves: its own files, and those its plugins wrote from the content of the time.
    write(join(out, 'server', 'entry.mjs'), 'export {}');
    write(join(out, 'assets.json'), '{}');
    write(join(out, 'client', 'assets', 'entries', 'app.js'), 'app');
    write(join(out, 'client', 'blogs.json'), '["stale"]');
    write(join(out, 'client', 'blog', 'cards.json'), '["stale"]');
    write(join(out, 'client', 'assets', 'images', 'photo.webp'), 'old webp bytes');

    const first = bundleCache(root, out, { cache, manifest });
    expect(first.restore(catalogue)).toBe(false);
    first.store(catalogue);
    const [kept] = readdirSync(cache);
    expect(existsSync(join(cache, kept!, 'client', 'assets', 'entries', 'app.js'))).toBe(true);
    for (const fromContent of ['blogs.json', 'blog/cards.json', 'assets/images/photo.webp'])
      expect(existsSync(join(cache, kept!, 'client', fromContent)), fromContent).toBe(false);

    rmSync(join(out, 'client'), { recursive: true });
    rmSync(join(out, 'server'), { recursive: true });
    expect(bundleCache(root, out, { cache, manifest }).restore(catalogue)).toBe(true);
    expect(readFileSync(join(out, 'server', 'entry.mjs'), 'utf8')).toBe('export {}');
    expect(readFileSync(join(out, 'client', 'assets', 'entries', 'app.js'), 'utf8')).toBe('app');
    expect(readFileSync(join(out, 'client', 'blogs.json'), 'utf8')).toBe(blogDataFiles(catalogue)['blogs.json']);
    expect(readFileSync(join(out, 'client', 'blog', 'cards.json'), 'utf8')).toBe(blogDataFiles(catalogue)['blog/cards.json']);
    expect(readFileSync(join(out, 'client', 'assets', 'images', 'photo.webp'), 'utf8')).toBe('webp bytes');

    // A cached bundle missing a file (another build replacing it meanwhile) is not used: the build bundles again.
    rmSync(join(cache, kept!, 'client', 'assets', 'entries', 'app.js'));
    expect(bundleCache(root, out, { cache, manifest }).restore(catalogue)).toBe(false);
    expect(existsSync(join(out, 'server'))).toBe(false);
  });
});
