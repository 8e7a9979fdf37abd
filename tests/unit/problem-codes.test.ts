import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { isProblemCode, PROBLEMS } from '../../catalogue/problem-codes.ts';
import type { Problem } from '../../catalogue/problems.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const site = join(fixtures, 'site');

/** Every problem of the corpus of broken content: a page folder each, and a site config each. */
function corpus(): { name: string; problems: Problem[] }[] {
  const pages = readdirSync(join(fixtures, 'broken')).map((name) => ({
    name,
    problems: buildCatalogue(
      contentPaths(process.cwd(), { siteFile: join(site, 'site.config.yaml'), pagesDir: join(fixtures, 'broken', name), publicDir: join(site, 'public') }),
    ).problems,
  }));
  const sites = readdirSync(join(fixtures, 'broken-site')).map((name) => ({
    name,
    problems: buildCatalogue(
      contentPaths(process.cwd(), {
        siteFile: join(fixtures, 'broken-site', name, 'site.config.yaml'),
        pagesDir: join(fixtures, 'valid'),
        publicDir: join(site, 'public'),
      }),
    ).problems,
  }));
  return [...pages, ...sites];
}

describe('problem codes', () => {
  const all = corpus();

  it('every problem of the broken-content corpus carries a known code and its title', () => {
    expect(all.length).toBeGreaterThan(40);
    for (const { name, problems } of all) {
      expect(problems.length, name).toBeGreaterThan(0);
      for (const p of problems) expect(isProblemCode(p.code), `${name}: ${p.code} (${p.message})`).toBe(true);
    }
  });

  it('names each kind of mistake by its own code', () => {
    const first = Object.fromEntries(all.map(({ name, problems }) => [name, problems[0]!.code]));
    expect(first['typo-key']).toBe('unknown-key');
    expect(first['key-one-level-too-deep']).toBe('misplaced-key');
    expect(first['unknown-section']).toBe('unknown-section-type');
    expect(first['last-section-not-cta']).toBe('cta-last');
    expect(first['dead-link']).toBe('dead-link');
    expect(first['title-too-long']).toBe('too-many');
    expect(first['syntax-error']).toBe('yaml-syntax');
    expect(first['alias-to-missing-page']).toBe('alias-target');
  });

  it('has a title for every code, and CONTENT.md lists every code under the title the editor and CI show beside it', () => {
    const rows = new Map(
      readFileSync('CONTENT.md', 'utf8')
        .split('\n')
        .map((line) => /^\| `([a-z0-9-]+)` \| (.*?) \|$/.exec(line))
        .filter((m) => m !== null)
        .map(([, code, text]) => [code!, text!]),
    );
    for (const [code, { title }] of Object.entries(PROBLEMS)) {
      expect(title.length).toBeGreaterThan(3);
      expect(rows.get(code)?.startsWith(title), `CONTENT.md's row for ${code} starts with "${title}": ${rows.get(code)}`).toBe(true);
    }
  });

  it('no source file branches on zod English messages or reads its private definitions', () => {
    const files = ['catalogue', 'sections', 'scripts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => join(dir, f)),
    );
    const offenders = files.filter((f) => /_zod\.def|['"`](Too small|Too big|Invalid input|Invalid URL)|message\.startsWith\(/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
