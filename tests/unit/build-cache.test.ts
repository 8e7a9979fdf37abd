import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type AdminBuilder, installAdmin, prepareAdmin } from '../../scripts/build/admin.ts';
import type { AdminInput } from '../../scripts/build/admin-vite.ts';
import { tempDirs } from '../temp-dirs.ts';
import { writeUnder } from '../write-under.ts';
import { copyKept, hashOf, stepCache } from '../../scripts/build/cache.ts';
import { mapInPool } from '../../scripts/build/pool.ts';
import { COMPRESSION, compressCache, compressDir, compressFile, compressVersion } from '../../scripts/postbuild/compress.ts';
import { ogCache, ogKey, ogTaskModule, ogVersion, ogVersionFiles, type OgTask } from '../../scripts/postbuild/og-cache.ts';

const temp = tempDirs();
const content = { heading: 'SEO company in Ajmer', eyebrow: 'Ajmer', siteName: 'Aravali Digital', footer: 'www.example.com' };

/** Every file under `dir` with its bytes, for comparing two outputs. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).sort().flatMap((f) => {
      try {
        return [[f, readFileSync(join(dir, f)).toString('base64')]];
      } catch {
        return []; // a folder
      }
    }),
  );

describe('cache keys', () => {
  it('the key of a sharing image changes when and only when what it shows changes', () => {
    const cache = ogCache(temp('og-cache'));
    const key = ogKey(cache, content);
    expect(ogKey(cache, { ...content })).toBe(key);
    expect(ogKey(cache, { ...content, heading: 'SEO company in Jaipur' })).not.toBe(key);
    expect(ogKey(cache, { ...content, eyebrow: undefined })).not.toBe(key);
    expect(ogKey(cache, { ...content, footer: 'example.org' })).not.toBe(key);
  });

  it('the version of the sharing images changes when a font or the drawing code changes, and only then', () => {
    const dir = temp('og-version');
    const files = ogVersionFiles().map((file, i) => {
      const copy = join(dir, `${i}-${basename(file)}`);
      copyFileSync(file, copy);
      return copy;
    });
    const version = ogVersion(files);
    expect(ogVersion(files)).toBe(version);
    const font = files.find((f) => f.endsWith('.woff'))!;
    const bytes = readFileSync(font);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    writeFileSync(font, bytes);
    expect(ogVersion(files)).not.toBe(version);
    writeFileSync(font, readFileSync(ogVersionFiles().find((f) => basename(font).endsWith(basename(f)))!));
    expect(ogVersion(files)).toBe(version);
    writeFileSync(files[0]!, `${readFileSync(files[0]!, 'utf8')}\n// a change to the template\n`);
    expect(ogVersion(files)).not.toBe(version);
  });

  it('the key of a compressed copy changes when the bytes or the settings change, and only then', () => {
    expect(compressVersion()).toBe(compressVersion({ ...COMPRESSION }));
    expect(compressVersion({ ...COMPRESSION, brotliQuality: 11 })).not.toBe(compressVersion());
    expect(compressVersion({ ...COMPRESSION, gzipLevel: 6 })).not.toBe(compressVersion());
    const cache = compressCache(temp('compress-cache'));
    // The key depends on the bytes and the settings only: another cache folder gives the same.
    expect(compressCache(temp('compress-cache-2')).key('br', Buffer.from('<p>a</p>'))).toBe(cache.key('br', Buffer.from('<p>a</p>')));
    expect(cache.key('br', Buffer.from('<p>a</p>'))).not.toBe(cache.key('br', Buffer.from('<p>b</p>')));
    expect(cache.key('br', Buffer.from('<p>a</p>'))).not.toBe(cache.key('gz', Buffer.from('<p>a</p>')));
  });

  it('separates the inputs, so moving bytes from one to the next changes the hash', () => {
    expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
  });
});

describe('cache entries', () => {
  it('serves what was stored, and misses what was not', () => {
    const cache = stepCache('step', 'v1', temp('cache'));
    expect(cache.get(cache.key('x'))).toBeUndefined();
    cache.set(cache.key('x'), Buffer.from('output'));
    expect(cache.get(cache.key('x'))?.toString()).toBe('output');
    expect(stepCache('step', 'v2', join(cache.dir, '..')).get(stepCache('step', 'v2').key('x'))).toBeUndefined();
  });

  it('a corrupt or partial entry is removed and rebuilt, never served', () => {
    const root = temp('compress-corrupt');
    const dir = join(root, 'site');
    mkdirSync(dir);
    const html = `<!DOCTYPE html><p>${'Johari Bazaar jewellers '.repeat(200)}</p>`;
    writeFileSync(join(dir, 'index.html'), html);
    const cache = compressCache(join(root, 'cache'));
    expect(compressFile(join(dir, 'index.html'), cache).fromCache).toBe(0);
    const key = cache.key('br', Buffer.from(html));
    const entry = join(cache.dir, key.slice(0, 2), key);
    const stored = readFileSync(entry);
    writeFileSync(entry, stored.subarray(0, stored.length - 10)); // partial
    expect(cache.get(key)).toBeUndefined();
    writeFileSync(entry, Buffer.concat([stored.subarray(0, 40), Buffer.from('garbage'), stored.subarray(47)])); // corrupt
    const again = compressFile(join(dir, 'index.html'), cache);
    expect(again.fromCache).toBe(1); // the gzip copy only; the Brotli copy was rebuilt
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(cache.get(key)).toBeDefined();
  });

  it('two compressions in a row, cold then from the cache, give byte-identical output', async () => {
    const root = temp('compress-twice');
    const make = (name: string) => {
      const dir = join(root, name);
      mkdirSync(join(dir, 'assets'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><p>${'Hawa Mahal '.repeat(300)}</p>`);
      writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);'.repeat(200));
      return dir;
    };
    const cacheRoot = join(root, 'cache');
    const cold = await compressDir(make('a'), { cacheRoot });
    const warm = await compressDir(make('b'), { cacheRoot });
    expect(cold.fromCache).toBe(0);
    expect(warm.fromCache).toBe(4);
    expect(snapshot(join(root, 'b'))).toEqual(snapshot(join(root, 'a')));

    // Run again on the same folder: the files and copies the last run left are not read or written again.
    const again = await compressDir(join(root, 'a'), { cacheRoot });
    expect({ files: again.files, fromCache: again.fromCache, written: again.written, bytesAfter: again.bytesAfter }).toEqual({
      files: 2,
      fromCache: 4,
      written: 0,
      bytesAfter: cold.bytesAfter,
    });
    // A changed file, or a copy deleted since, is compressed (or taken from the cache) and written again; the other file is not.
    writeFileSync(join(root, 'a', 'index.html'), `<!DOCTYPE html><p>${'Amer Fort '.repeat(300)}</p>`);
    rmSync(join(root, 'a', 'assets', 'app.js.gz'));
    const changed = await compressDir(join(root, 'a'), { cacheRoot });
    expect({ written: changed.written, fromCache: changed.fromCache }).toEqual({ written: 4, fromCache: 2 });
    expect(gunzipSync(readFileSync(join(root, 'a', 'index.html.gz'))).toString()).toContain('Amer Fort');
    expect(existsSync(join(root, 'a', 'assets', 'app.js.gz'))).toBe(true);
    // A file now too small to gain from compression keeps no copy from the run before (pages stay between builds).
    writeFileSync(join(root, 'a', 'index.html'), '<p>x</p>');
    await compressDir(join(root, 'a'), { cacheRoot });
    expect(['index.html.br', 'index.html.gz'].filter((copy) => existsSync(join(root, 'a', copy)))).toEqual([]);
  }, 30_000);

  it('a sharing image drawn in the pool and the one served from the cache are byte-identical', async () => {
    const root = temp('og-twice');
    const cacheRoot = join(root, 'cache');
    const task: OgTask = { content, out: join(root, 'drawn', 'og.png'), cacheRoot };
    await mapInPool<OgTask, number>({ module: ogTaskModule, size: 1 }, [task], () => 'og');
    const cache = ogCache(cacheRoot);
    const cached = cache.get(ogKey(cache, content));
    expect(cached?.subarray(1, 4).toString()).toBe('PNG');
    expect(cached?.equals(readFileSync(task.out))).toBe(true);
  }, 30_000);
});

describe('the editor build, cached by what it is made from', () => {
  const data = { input: { routes: ['/', '/ajmer/seo'] }, site: { name: 'Aravali Digital' } } as unknown as AdminInput;

  /** A project with the folders the editor is made from, and a builder that counts its runs. */
  function project() {
    const root = temp('admin-cache');
    const write = (file: string, text: string): undefined => void writeUnder(root, file, text);
    write('package-lock.json', '{"lockfileVersion":3}');
    write('admin/main.ts', 'import "../catalogue/cms/config.ts";');
    write('sections/faq/view.tsx', '<dl className="grid" />');
    write('renderer/styles.css', '@import "tailwindcss";');
    write('catalogue/cms/config.ts', 'export const a = 1;');
    write('catalogue/unrelated.ts', 'export const b = 2;');
    const runs: AdminInput[] = [];
    const build: AdminBuilder = async (given, outDir) => {
      runs.push(given);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), `<title>${runs.length}</title>`);
      return ['admin/main.ts', 'catalogue/cms/config.ts'];
    };
    const cache = join(root, 'cache', 'admin');
    const prepare = (input = data) => prepareAdmin(input, { root, build, cache });
    return { root, cache, write, runs, prepare, build };
  }

  it('builds once, then reuses the build while nothing it is made from changes', async () => {
    const { cache, write, runs, prepare } = project();
    const first = await prepare();
    expect(first.cached).toBe(false);
    const again = await prepare();
    expect(again).toEqual({ dir: first.dir, cached: true });
    write('catalogue/unrelated.ts', 'export const b = 3;');
    expect((await prepare()).cached).toBe(true);
    expect(runs).toHaveLength(1);
    expect(readdirSync(cache).sort()).toEqual([basename(first.dir), 'entry.json'].sort());
  });

  it('calls beforeBuild before its bundler starts, and only when it builds (the build stops its waiting processes then)', async () => {
    const p = project();
    const order: string[] = [];
    const runs = () => order.push(`build ${p.runs.length}`);
    const prepare = () =>
      prepareAdmin(data, {
        root: p.root,
        cache: p.cache,
        build: async (...args) => {
          runs();
          return p.build(...args);
        },
        beforeBuild: async () => void order.push('before'),
      });
    await prepare();
    await prepare();
    expect(order).toEqual(['before', 'build 0']);
  });

  type Project = ReturnType<typeof project>;
  it.each<[string, (p: Project) => AdminInput | undefined]>([
    ['a route is added', () => ({ ...data, input: { ...data.input, routes: ['/', '/ajmer/seo', '/kota/seo'] } }) as AdminInput],
    ['the site settings change', () => ({ ...data, site: { name: 'Aravali' } }) as unknown as AdminInput],
    ['a module the bundle imported changes', (p) => p.write('catalogue/cms/config.ts', 'export const a = 2;')],
    ['a file is added to a folder Tailwind reads', (p) => p.write('sections/new/view.tsx', '<p className="mt-4" />')],
    ['a scanned file changes', (p) => p.write('renderer/styles.css', '@import "tailwindcss"; @theme {}')],
    ['the lockfile changes (another editor or bundler version)', (p) => p.write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
  ])('builds again when %s, and keeps only the new build', async (_name, change) => {
    const p = project();
    const first = await p.prepare();
    const second = await p.prepare(change(p) ?? data);
    expect(second.cached).toBe(false);
    expect(p.runs).toHaveLength(2);
    expect(readFileSync(join(second.dir, 'index.html'), 'utf8')).toBe('<title>2</title>');
    expect(readdirSync(p.cache)).not.toContain(basename(first.dir));
  });

  it('a failed build fails the step and leaves the last good build in the cache', async () => {
    const p = project();
    const good = await p.prepare();
    p.write('catalogue/cms/config.ts', 'syntax error(');
    await expect(prepareAdmin(data, { root: p.root, cache: p.cache, build: async () => Promise.reject(new Error('Transform failed')) })).rejects.toThrow(
      'Transform failed',
    );
    p.write('catalogue/cms/config.ts', 'export const a = 1;');
    expect(await p.prepare()).toEqual({ dir: good.dir, cached: true });
  });

  /** installAdmin into the project's own dist/ (SITE_OUT_DIR unset while it runs). */
  const installInto = (prepared: Awaited<ReturnType<typeof prepareAdmin>>, root: string) => {
    const previous = process.env.SITE_OUT_DIR;
    delete process.env.SITE_OUT_DIR;
    try {
      installAdmin(prepared, root);
    } finally {
      if (previous !== undefined) process.env.SITE_OUT_DIR = previous;
    }
  };

  it('copies the build to dist/client/admin/, replacing what an earlier build left there', async () => {
    const p = project();
    const prepared = await p.prepare();
    const target = join(p.root, 'dist/client/admin');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'stale.js'), '');
    installInto(prepared, p.root);
    expect(readdirSync(target)).toEqual(['index.html']);
  });

  it('leaves a file it copied before as it is, with its compressed copies, and copies one that changed', async () => {
    const p = project();
    const prepared = await p.prepare();
    const target = join(p.root, 'dist/client/admin');
    const install = () => installInto(prepared, p.root);
    install();
    // The compression step's copies, and those of a file the editor no longer has.
    writeFileSync(join(target, 'index.html.br'), 'br');
    writeFileSync(join(target, 'gone.js'), '');
    writeFileSync(join(target, 'gone.js.gz'), 'gz');
    const time = statSync(join(target, 'index.html')).mtimeMs;
    install();
    expect(readdirSync(target).sort()).toEqual(['index.html', 'index.html.br']);
    expect(statSync(join(target, 'index.html')).mtimeMs).toBe(time);
    writeFileSync(join(prepared.dir, 'index.html'), '<!doctype html><title>a new editor</title>');
    install();
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toContain('a new editor');
  });
});

describe('copyKept', () => {
  it('copies a file with its time, skips the copy it made while neither side changed, and copies again when one did', () => {
    const dir = temp('copy-kept');
    try {
      const from = join(dir, 'from.js');
      const to = join(dir, 'out', 'to.js');
      writeFileSync(from, 'one');
      utimesSync(from, 1_700_000_000.123, 1_700_000_000.123);
      expect(copyKept(from, to)).toBe(true);
      expect(readFileSync(to, 'utf8')).toBe('one');
      expect(Math.abs(statSync(to).mtimeMs - 1_700_000_000_123)).toBeLessThan(1);
      expect(copyKept(from, to)).toBe(false);
      // The source changed (same size, a later time).
      writeFileSync(from, 'two');
      expect(copyKept(from, to)).toBe(true);
      expect(readFileSync(to, 'utf8')).toBe('two');
      // The copy changed (another size).
      writeFileSync(to, 'edited');
      expect(copyKept(from, to)).toBe(true);
      expect(readFileSync(to, 'utf8')).toBe('two');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
