/**
 * The generated catalogue both benchmarks use (`bench:validate`, `bench:build`): the real pages
 * plus copies under new routes (`/bench-N`) until there are `target` pages. In each copy the city
 * names Jaipur and Ajmer become a generated six-letter name ("Karati", "Kapuno", …), so that every
 * copy has its own heading and title, as real city pages do (and a sharing image of its own to draw);
 * where the source names no city there, the name is put first.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles } from '../../catalogue/load.ts';

const CITY = /\b(Jaipur|Ajmer)\b/g;

const SYLLABLES = ['ka', 'ra', 'ti', 'no', 'pu', 'le', 'mo', 'sa', 'vi', 'de'];

/** A made-up city name, one per n below 1,000 (three syllables, as long as the real names). */
export function benchCityName(n: number): string {
  const name = [100, 10, 1].map((unit) => SYLLABLES[Math.floor(n / unit) % 10]).join('');
  return name[0]!.toUpperCase() + name.slice(1);
}

/**
 * Writes `pages-data/core/bench-N.yaml` under `root` until the catalogue holds `target` pages;
 * returns how many were written. The copies go with the core pages, the pages of no city: their
 * made-up cities are not in the gazetteer, so no city check runs on them, and a folder of pages
 * that is not a city would be refused (`unknown-city`).
 */
export function generatePages(root: string, target: number): number {
  const pagesDir = join(root, 'pages-data');
  const real = listFiles(pagesDir, '.yaml').filter((f) => !relative(pagesDir, f).startsWith('_'));
  // The blog listing belongs on /blog only; every other page can be copied as it is.
  const sources = real.map((f) => readFileSync(f, 'utf8')).filter((text) => !/^\s*- type: blog-list/m.test(text));
  mkdirSync(join(pagesDir, 'core'), { recursive: true });
  let n = 0;
  for (; real.length + n < target; n++) {
    const route = `/bench-${n + 1}`;
    const name = benchCityName(n + 1);
    // Where the source names no city (the thank-you page's title, the privacy page's sections), the
    // made-up name goes first, so that no copy has another's title, description or sections word
    // for word, which the check refuses as a copy (duplicate-copy).
    const named = (line: RegExp) => (text: string) =>
      text.replace(line, (whole, key: string, value: string) =>
        value.includes(name) ? whole : /^["']/.test(value) ? `${key}${value[0]}${name} ${value.slice(1)}` : `${key}${name} ${value}`,
      );
    const text = [named(/^( {2}title: )(.*)$/m), named(/^( {2}description: )(.*)$/m), named(/^( {4}heading: )(.*)$/m)].reduce(
      (copy, put) => put(copy),
      sources[n % sources.length]!.replace(/^route: .*$/m, `route: ${route}`)
        .replace(/^ {2}canonical: .*$/m, `  canonical: ${route}`)
        .replace(CITY, name),
    );
    writeFileSync(join(pagesDir, 'core', `bench-${n + 1}.yaml`), text);
  }
  return n;
}

/** Content only (pages-data, site.config.yaml) with links to the repository's public/ and node_modules/: enough to validate. */
export function copyContent(repo: string, root: string): void {
  cpSync(join(repo, 'pages-data'), join(root, 'pages-data'), { recursive: true, filter: (src) => !relative(repo, src).includes('_tmp') });
  cpSync(join(repo, 'site.config.yaml'), join(root, 'site.config.yaml'));
  symlinkSync(join(repo, 'public'), join(root, 'public'));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
}

const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.cache']);

/** The whole project (sources, content, configuration) with a link to the repository's node_modules/: enough to build. */
export function copyProject(repo: string, root: string): void {
  cpSync(repo, root, {
    recursive: true,
    filter: (src) => {
      const rel = relative(repo, src);
      return !NOT_COPIED.has(rel.split(/[\\/]/)[0]!) && !rel.includes('_tmp');
    },
  });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
}
