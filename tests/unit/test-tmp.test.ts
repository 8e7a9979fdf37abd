import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOgRenderer } from '../../scripts/postbuild/og-image.ts';
import { cleanTestTmp, leftIn } from '../../scripts/test-tmp.ts';
import { tempDirs } from '../temp-dirs.ts';

const temp = tempDirs();

describe("the test runners' own temporary folder", () => {
  it('starts empty but for the tools caches, and names what a run left', () => {
    const base = temp('test-tmp-base');
    const dir = cleanTestTmp('unit', '/work/one-project', base);
    expect(dir).toMatch(new RegExp(`^${base}/site-tests-[0-9a-f]{12}/unit$`));
    // Another project (another clone) has a folder of its own.
    expect(cleanTestTmp('unit', '/work/another-project', base)).not.toBe(dir);
    mkdirSync(join(dir, 'tsx-0'));
    mkdirSync(join(dir, 'hsperfdata_root'));
    mkdirSync(join(dir, 'update-check'));
    mkdirSync(join(dir, 'admin-cache-x1Y2z3'));
    writeFileSync(join(dir, 'og-fonts-Ab12Cd'), '');
    expect(leftIn(dir)).toEqual(['admin-cache-x1Y2z3', 'og-fonts-Ab12Cd', 'update-check']);
    // The next run starts without the leftovers, and keeps the caches.
    cleanTestTmp('unit', '/work/one-project', base);
    expect(readdirSync(dir).sort()).toEqual(['hsperfdata_root', 'tsx-0']);
    expect(leftIn(dir)).toEqual([]);
  });

  it("the sharing images' renderer keeps its unpacked fonts in the folder it is given, and nothing in TMPDIR", () => {
    const tmp = temp('og-tmpdir');
    const fonts = join(temp('og-cache-root'), 'og-fonts');
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const renderer = createOgRenderer(fonts);
      expect(renderer.png({ heading: 'SEO company in Ajmer', siteName: 'Aravali Digital', footer: 'www.example.com' }).length).toBeGreaterThan(1000);
      // A second renderer (another worker of the pool) finds the fonts written and writes none again.
      const times = () => readdirSync(fonts).map((name) => [name, statSync(join(fonts, name)).mtimeMs]);
      const first = times();
      createOgRenderer(fonts);
      expect(times()).toEqual(first);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    expect(readdirSync(tmp)).toEqual([]);
    const written = readdirSync(fonts);
    expect(written).toHaveLength(6);
    for (const name of written) expect(name).toMatch(/^inter-latin(-ext)?-(500|700|800)-[0-9a-f]{16}\.ttf$/);
  });
});
