/**
 * What is left to make a city's pages local:
 *   npm run city-report -- udaipur
 * Prints, for every page of pages-data/<city>/ (drafts included), each line that still names
 * another city or its places, geo tags that are not the city's, "a"/"an" that does not suit the
 * city's name, and which pages are still drafts. Prints nothing to rewrite (and exits 0) once
 * the city is done. The same check runs in npm run validate on pages that are not drafts.
 */
import { cityProblems, loadCities } from '../catalogue/cities.ts';
import { contentPaths, loadContent } from '../catalogue/load.ts';
import { formatProblems, type Problem } from '../catalogue/problems.ts';
import { citySlug } from './new-city/cities.ts';

export function cityReport(root: string, name: string): { lines: string[]; problems: Problem[]; drafts: string[] } {
  const slug = citySlug(name);
  const paths = contentPaths(root);
  const problems: Problem[] = [];
  const cities = loadCities(paths, problems);
  const city = cities?.[slug];
  if (!cities || !city) {
    const known = cities ? Object.keys(cities).join(', ') : '';
    return { lines: [problems.length > 0 ? formatProblems(problems) : `No city "${slug}" in pages-data/_cities.yaml. Known: ${known}`], problems, drafts: [] };
  }
  const loaded = loadContent(paths);
  const pages = loaded.pages.filter((p) => p.file.startsWith(`pages-data/${slug}/`));
  const found = pages.flatMap((p) => cityProblems(p.source, p.value, city, cities));
  const drafts = pages.filter((p) => p.value.draft).map((p) => p.file);
  const lines: string[] = [];
  if (pages.length === 0) lines.push(`pages-data/${slug}/ has no pages (npm run new-city -- --name ${city.name} --from ajmer makes them).`);
  else if (found.length === 0)
    lines.push(
      `${city.name}: nothing left to rewrite in ${pages.length} pages.${drafts.length > 0 ? ` Still drafts (remove draft: true to publish): ${drafts.join(', ')}` : ''}`,
    );
  else {
    lines.push(formatProblems(found));
    lines.push(
      `\n${city.name}: ${found.length} line${found.length === 1 ? '' : 's'} still to rewrite in ${new Set(found.map((p) => p.file)).size} of ${pages.length} pages.`,
    );
  }
  return { lines, problems: found, drafts };
}

export function main(argv: string[], root = process.cwd()): number {
  const name = argv.filter((a) => !a.startsWith('-')).join(' ');
  if (!name) {
    console.error('Usage: npm run city-report -- udaipur');
    return 2;
  }
  const report = cityReport(root, name);
  console.log(report.lines.join('\n'));
  return report.problems.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
