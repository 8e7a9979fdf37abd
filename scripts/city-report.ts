/**
 * What is left to make a city's pages local:
 *   npm run city-report -- udaipur
 * Prints, for every page of pages-data/<city>/ (drafts included), each line that still names
 * another city or its places, geo tags that are not the city's, "a"/"an" that does not suit the
 * city's name; then each page as published or draft, clean or with how many lines. Exits 0 once
 * every published page is clean (drafts may still be in progress), 1 otherwise. The same check
 * runs in npm run validate on pages that are not drafts.
 */
import { cityProblems, loadCities } from '../catalogue/cities.ts';
import { contentPaths, loadContent } from '../catalogue/load.ts';
import { formatProblems, type Problem } from '../catalogue/problems.ts';
import { citySlug } from './new-city/cities.ts';

export interface CityReport {
  lines: string[];
  /** Every line to rewrite, drafts included. */
  problems: Problem[];
  /** Those on pages that are published (not drafts): npm run validate fails on them. */
  published: Problem[];
  drafts: string[];
  /** Each page of the city, published ones first, with how many lines are left on it. */
  pages: { file: string; draft: boolean; left: number }[];
  /** The last line: what the report comes to. */
  summary: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function cityReport(root: string, name: string): CityReport {
  const slug = citySlug(name);
  const paths = contentPaths(root);
  const problems: Problem[] = [];
  const cities = loadCities(paths, problems);
  const city = cities?.[slug];
  if (!cities || !city) {
    const known = cities ? Object.keys(cities).join(', ') : '';
    const summary = problems.length > 0 ? formatProblems(problems) : `No city "${slug}" in pages-data/_cities.yaml. Known: ${known}`;
    return { lines: [summary], problems, published: problems, drafts: [], pages: [], summary };
  }
  const loaded = loadContent(paths);
  const pages = loaded.pages.filter((p) => p.file.startsWith(`pages-data/${slug}/`));
  const byPage = pages.map((p) => ({ file: p.file, draft: Boolean(p.value.draft), found: cityProblems(p.source, p.value, city, cities, (n) => loaded.snippets.sources.get(n)) }));
  const found = byPage.flatMap((p) => p.found);
  const published = byPage.filter((p) => !p.draft).flatMap((p) => p.found);
  const drafts = byPage.filter((p) => p.draft).map((p) => p.file);
  const listed = byPage
    .map((p) => ({ file: p.file, draft: p.draft, left: p.found.length }))
    .sort((a, b) => Number(a.draft) - Number(b.draft) || a.file.localeCompare(b.file));
  const report = (lines: string[], summary: string): CityReport => ({ lines: [...lines, summary], problems: found, published, drafts, pages: listed, summary });
  if (pages.length === 0) return report([], `pages-data/${slug}/ has no pages (npm run new-city -- --name ${city.name} --from ajmer makes them).`);
  if (found.length === 0 && drafts.length === 0) return report([], `${city.name}: nothing left to rewrite in ${plural(pages.length, 'page')}.`);
  const lines = found.length > 0 ? [formatProblems(found), ''] : [];
  // Each page: published or draft, clean or with how many lines.
  const width = Math.max(...listed.map((p) => p.file.length));
  lines.push(`${city.name}: ${plural(pages.length - drafts.length, 'published page')}, ${plural(drafts.length, 'draft')}.`);
  for (const p of listed)
    lines.push(`  ${p.draft ? 'draft    ' : 'published'}  ${p.file.padEnd(width)}  ${p.left === 0 ? 'clean' : `${plural(p.left, 'line')} to rewrite`}`);
  const draftLines = found.length - published.length;
  const draftNote =
    drafts.length === 0
      ? ''
      : draftLines > 0
        ? ` The drafts have ${plural(draftLines, 'line')} to rewrite; they stay out of the site until you remove draft: true.`
        : ' The drafts are clean: remove draft: true to publish them.';
  return report(
    lines,
    published.length > 0
      ? `${plural(published.length, 'line')} to rewrite on published pages: npm run validate and the build fail until they are fixed.${draftNote}`
      : drafts.length === pages.length
        ? `No page of ${city.name} is published yet.${draftNote}`
        : `Every published page of ${city.name} is clean.${draftNote}`,
  );
}

/**
 * The report as Markdown, each line to rewrite a link to its line under `linkBase` (for a pull
 * request's description: https://github.com/<owner>/<repo>/blob/<branch>).
 */
export function markdownReport(report: CityReport, linkBase: string): string {
  const base = linkBase.replace(/\/+$/, '');
  const items = report.problems.map((p) => `- [${p.file}:${p.line}](${base}/${p.file}#L${p.line}) \`${p.field}\` ${p.message}`);
  const pages = report.pages.map(
    (p) => `- ${p.draft ? 'draft' : 'published'} \`${p.file}\`: ${p.left === 0 ? 'clean' : `${plural(p.left, 'line')} to rewrite`}`,
  );
  return [report.summary, '', ...(pages.length > 0 ? [...pages, ''] : []), ...items].join('\n');
}

export function main(argv: string[], root = process.cwd()): number {
  const links = argv.indexOf('--links');
  const linkBase = links >= 0 ? argv[links + 1] : undefined;
  const name = argv.filter((a, i) => !a.startsWith('-') && !(links >= 0 && i === links + 1)).join(' ');
  if (!name || (links >= 0 && !linkBase)) {
    console.error('Usage: npm run city-report -- udaipur [--links https://github.com/<owner>/<repo>/blob/<branch>]');
    return 2;
  }
  const report = cityReport(root, name);
  console.log(linkBase ? markdownReport(report, linkBase) : report.lines.join('\n'));
  // 0 once every published page is clean: drafts may still be in progress.
  return report.published.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
