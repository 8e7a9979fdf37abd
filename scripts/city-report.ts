/**
 * What is left to make a city's pages local:
 *   npm run city-report -- udaipur
 * Prints, for every page of pages-data/<city>/ (drafts included), each line that still names
 * another city or its places (in the page or in a shared section it includes), geo tags that are
 * not the city's, "a"/"an" that does not suit the city's name; for every post tagged with the
 * city, a call to action that names other cities only; then each page and post as published or
 * draft, clean or with how many lines; then, as notes, the site-wide text that lists the cities
 * served but not this one. Exits 0 once every published page is clean (drafts may still be in
 * progress), 1 otherwise. The same check runs in npm run validate on pages that are not drafts.
 */
import { cityOfTag, postCityProblems } from '../catalogue/post-city.ts';
import { article, cityOfFile, cityProblems, closingCtaOf, loadCities, postCtaProblems, siteWideNotes } from '../catalogue/cities.ts';
import { buildCatalogue } from '../catalogue/catalogue.ts';
import { copiedTestimonialProblems, quotedItemsOf } from '../catalogue/copied-testimonials.ts';
import { schemaOf } from '../sections/schemas.ts';
import { contentPaths, loadContent } from '../catalogue/load.ts';
import { type Page, pageSchema } from '../catalogue/page-schema.ts';
import { bareHost } from '../catalogue/site-schema.ts';
import { sitePathOf } from '../catalogue/article-links.ts';
import { linksByRoute } from '../catalogue/links-by-route.ts';
import { todayInIndia } from '../catalogue/today.ts';
import { walkFields } from '../sections/field-kinds.ts';
import { refusedCityProblems, writtenPage } from '../catalogue/refused-page.ts';
import { closest, formatProblems, type Problem } from '../catalogue/problems.ts';
import { citySlug, shellWord } from './new-city/cities.ts';
import { npmTookOptions } from './command-line.ts';

/** The start of a web address: what `--links` takes. */
const WEB_ADDRESS = /^https?:\/\//;

/**
 * What is wrong with `--links`, whose address each line's link is made of with the file's path:
 * without https:// it leads nowhere, and on GitHub a file is shown under /blob/<branch>.
 */
export function linkBaseProblem(linkBase: string): string | undefined {
  const web = WEB_ADDRESS.test(linkBase) ? linkBase : `https://${linkBase.replace(/^\/+/, '')}`;
  const repository = /^https?:\/\/(?:www\.)?github\.com\/[^/]+\/[^/]+\/?$/.test(web);
  const example = repository ? `${web.replace(/\/+$/, '')}/blob/main` : web;
  if (!WEB_ADDRESS.test(linkBase)) return `--links takes the web address the files are shown at, from https://, e.g. ${example}`;
  if (repository) return `--links takes the address of the files on a branch, with /blob/ and the branch's name after the repository's, e.g. ${example}`;
  return undefined;
}

/** The lines the problems are on: two names on one line are one line to rewrite. */
const linesOf = (problems: readonly Problem[]): number => new Set(problems.map((p) => `${p.file}:${p.line}`)).size;

export interface CityReport {
  /** The city's name as the gazetteer writes it (the name asked for when it is unknown). */
  cityName: string;
  /** No such city in the gazetteer (or the gazetteer cannot be read): the command fails. */
  unknown?: boolean;
  lines: string[];
  /** Every line to rewrite, drafts included. */
  problems: Problem[];
  /** Those on pages that are published (not drafts): npm run validate fails on them. */
  published: Problem[];
  drafts: string[];
  /** Each page of the city, published ones first, with how many lines are left on it (and whether its schema refused it). */
  pages: { file: string; draft: boolean; left: number; refused: boolean; draftsLinked?: string[] }[];
  /** Site-wide text (tagline, footer note, area served) that lists the cities served but not this one: notes, not failures. */
  siteWide: Problem[];
  /** The names each page allows on purpose (otherPlaces): a note, to keep only those the city's page means. */
  allowed: { file: string; names: readonly string[] }[];
  /** The last line: what the report comes to. */
  summary: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The note's heading over the names the pages allow on purpose (a page copied by hand keeps its source's). */
const allowedHeading = (name: string) =>
  `Names of other places the pages allow on purpose (otherPlaces), which the check lets through: keep those ${article(name)} ${name} page means (a note, not a failure):`;

/** A page's line in the report: clean or how many lines are left; a page its schema refused says validate tells the rest. */
const pageState = (p: { left: number; refused: boolean; draftsLinked?: string[] }) =>
  `${p.left === 0 ? (p.refused ? 'nothing of other cities' : 'clean') : `${plural(p.left, 'line')} to rewrite`}${p.refused ? '; refused as written: npm run validate names what else it needs' : ''}${
    p.draftsLinked
      ? `; links to ${p.draftsLinked.length === 1 ? 'a draft' : 'drafts'}, ${p.draftsLinked.join(', ')}: publish ${p.draftsLinked.length === 1 ? 'it' : 'them'} first or with it`
      : ''
  }`;

/** Of `pages`, the published ones that no other published page or post, nor the settings' menus and footer, link to (by route, alias or earlier address). */
function unlinkedPages(loaded: ReturnType<typeof loadContent>, pages: ReturnType<typeof loadContent>['pages']): ReturnType<typeof loadContent>['pages'] {
  // A page's second addresses, to its route: the settings' aliases and the pages' earlier addresses.
  const routeBy = new Map<string, string>([
    ...Object.entries(loaded.site?.value.aliases ?? {}),
    ...loaded.pages.flatMap((p) => (p.value.movedFrom ?? []).map((from) => [from, p.value.route] as [string, string])),
  ]);
  const ownHost = loaded.site && bareHost(loaded.site.value.baseUrl);
  // Each route linked from published content, with the files that link to it.
  const linked = linksByRoute(
    {
      pages: loaded.pages.filter((p) => !p.value.draft).map((p) => ({ file: p.file, page: p.value })),
      posts: loaded.posts.filter((post) => !post.draft && post.date <= todayInIndia()),
      site: loaded.site?.value,
      siteFile: loaded.site?.source.file ?? '',
    },
    (href) => {
      const path = sitePathOf(href, ownHost);
      return path === undefined ? undefined : (routeBy.get(path) ?? path);
    },
  );
  return pages.filter(({ file, value: page }) => !page.draft && ![...(linked.get(page.route) ?? [])].some((from) => from !== file));
}

/** The videos a page plays (its fields of kind video). */
function videosOf(page: Page): string[] {
  const ids: string[] = [];
  walkFields(pageSchema, page, ({ kind, value }) => {
    if (kind === 'video' && typeof value === 'string') ids.push(value);
  });
  return ids;
}

export function cityReport(root: string, name: string): CityReport {
  const slug = citySlug(name);
  const paths = contentPaths(root);
  const problems: Problem[] = [];
  const cities = loadCities(paths, problems);
  const city = cities?.[slug];
  if (!cities || !city) {
    const known = cities ? Object.keys(cities).join(', ') : '';
    const near = cities && closest(slug, Object.keys(cities));
    const summary =
      problems.length > 0 ? formatProblems(problems) : `No city "${slug}" in pages-data/_cities.yaml${near ? ` (did you mean ${near}?)` : ''}. Known: ${known}`;
    return { cityName: name, lines: [summary], problems, published: problems, drafts: [], pages: [], siteWide: [], allowed: [], summary, unknown: true };
  }
  const loaded = loadContent(paths);
  const cityPages = loaded.pages.filter((p) => p.file.startsWith(`pages-data/${slug}/`));
  // Posts tagged with the city close with a call to action for it.
  const closingCta = closingCtaOf(loaded.pages);
  const posts = loaded.posts.filter((p) => p.tags.some((t) => cityOfTag(t, cities) === city));
  // A page its schema refused (a figure of the wrong type) is still listed, with what it says of
  // other cities, as the build checks it; validate names the rest.
  const refusedPages = loaded.refusedPages.flatMap((r) => {
    const written = r.file.startsWith(`pages-data/${slug}/`) ? writtenPage(r.data) : undefined;
    if (!written) return [];
    return [
      { file: r.file, draft: written.draft, refused: true, found: refusedCityProblems(r.source, written, r.refusedAt, city, cities, loaded.snippets.sources) },
    ];
  });
  const hasPages = cityPages.length + refusedPages.length > 0;
  // What the site's check tells of a published page or post with the whole site's addresses (a link
  // to another city's page of a kind the city has, catalogue.ts), beside what cityProblems tells.
  // A testimonial of another city's page on this city's pages, drafts too (new-city keeps them as
  // written): the other cities' pages taken for the originals.
  const siteCheck = [
    ...buildCatalogue(paths).problems.filter((p) => p.code === 'other-city' || p.code === 'link-to-held'),
    ...copiedTestimonialProblems(
      quotedItemsOf(
        loaded.pages,
        (file) => cityOfFile(paths, file, cities)?.name,
        (file) => !file.startsWith(`pages-data/${slug}/`),
        (type) => Boolean(schemaOf(type)?.meta()?.quoted),
      ),
    ),
  ];
  // A draft's links to other drafts (by route or alias): published alone, it would link to a page
  // the site does not have yet, which validate refuses.
  const draftRoutes = new Map(loaded.pages.filter((p) => p.value.draft).map((p) => [p.value.route, p.file]));
  const aliases = loaded.site?.value.aliases ?? {};
  const draftsLinked = (file: string, page: Page) => {
    const linked = new Set<string>();
    walkFields(pageSchema, page, ({ kind, value }) => {
      if (kind !== 'link' || typeof value !== 'string' || !value.startsWith('/')) return;
      const path = value.replace(/[?#].*$/, '');
      const target = draftRoutes.get(aliases[path] ?? path);
      if (target && target !== file) linked.add(target);
    });
    return linked.size > 0 ? [...linked].sort() : undefined;
  };
  const withSiteCheck = (file: string, found: Problem[]) => {
    const said = new Set(found.map((p) => `${p.line}:${p.col}:${p.message}`));
    return [...found, ...siteCheck.filter((p) => p.file === file && !said.has(`${p.line}:${p.col}:${p.message}`))];
  };
  const byPage = [
    ...cityPages.map((p) => ({
      file: p.file,
      draft: Boolean(p.value.draft),
      refused: false,
      found: withSiteCheck(p.file, cityProblems(p.source, p.value, city, cities, loaded.snippets.sources)),
    })),
    ...refusedPages,
    ...posts.map((p) => {
      const closing = closingCta(p);
      return {
        file: p.file,
        draft: p.draft,
        refused: false,
        found: withSiteCheck(p.file, [...(closing ? postCtaProblems(p, closing, cities) : []), ...postCityProblems(p, cities)]),
      };
    }),
  ];
  const pages = byPage;
  const siteWide = loaded.site ? siteWideNotes(loaded.site.source, loaded.site.value, city, cities) : [];
  const found = byPage.flatMap((p) => p.found);
  const published = byPage.filter((p) => !p.draft).flatMap((p) => p.found);
  const drafts = byPage.filter((p) => p.draft).map((p) => p.file);
  const listed = byPage
    .map((p) => {
      const page = p.draft ? cityPages.find((c) => c.file === p.file)?.value : undefined;
      const linked = page && draftsLinked(p.file, page);
      return { file: p.file, draft: p.draft, left: linesOf(p.found), refused: p.refused, ...(linked ? { draftsLinked: linked } : {}) };
    })
    .sort((a, b) => Number(a.draft) - Number(b.draft) || a.file.localeCompare(b.file));
  // Site-wide text is about every city served: a note once the city has a page, after the page list.
  const siteNotes =
    siteWide.length > 0 && hasPages
      ? ['', `Site-wide text that names the cities you serve but not ${city.name} (a note, not a failure):`, formatProblems(siteWide)]
      : [];
  // Names a page allows on purpose (otherPlaces) are not told above: a page copied by hand keeps its
  // source's, so each is listed, to keep only those this city's page means.
  const allowed = cityPages.flatMap((p) => ((p.value.otherPlaces ?? []).length > 0 ? [{ file: p.file, names: p.value.otherPlaces! }] : []));
  // A published page of the city that nothing published links to (no page, post, menu or footer
  // link): found by search alone. A note, not a failure.
  const unlinked = unlinkedPages(loaded, cityPages);
  const unlinkedNotes =
    unlinked.length > 0
      ? [
          '',
          `Published pages of ${city.name} that no published page, post, menu or footer links to (a note, not a failure): link each from ${city.name}'s landing page or the footer's Locations, or it is found by search alone:`,
          ...unlinked.map((p) => `  ${p.file}  ${p.value.route}`),
        ]
      : [];
  // A video a published page of another city plays too: a page copied from it (new-city keeps
  // videoId) plays that city's video until it is changed. A note: one video may serve two cities on
  // purpose. (The copies, drafts, are not told to the city they were copied from.)
  const elsewhere = new Map<string, string[]>();
  for (const p of loaded.pages) {
    const of = cityOfFile(paths, p.file, cities);
    if (of && of !== city && !p.value.draft) for (const id of videosOf(p.value)) elsewhere.set(id, [...(elsewhere.get(id) ?? []), p.file]);
  }
  const shared = cityPages.flatMap((p) => videosOf(p.value).flatMap((id) => (elsewhere.has(id) ? [{ file: p.file, id, also: elsewhere.get(id)! }] : [])));
  const videoNotes =
    shared.length > 0
      ? [
          '',
          `Videos that pages of another city play too (a note, not a failure): a page copied from there plays that city's video until its videoId is changed; keep it only if it shows ${city.name}'s work too:`,
          ...shared.map((v) => `  ${v.file}  ${v.id}  (also ${v.also.join(', ')})`),
        ]
      : [];
  const notes = [
    ...siteNotes,
    ...videoNotes,
    ...unlinkedNotes,
    ...(allowed.length > 0 ? ['', allowedHeading(city.name), ...allowed.map((p) => `  ${p.file}  ${p.names.join(', ')}`)] : []),
  ];
  const report = (lines: string[], summary: string): CityReport => ({
    cityName: city.name,
    lines: [...lines, ...notes, summary],
    problems: found,
    published,
    drafts,
    pages: listed,
    siteWide: hasPages ? siteWide : [],
    allowed,
    summary,
  });
  if (!hasPages) {
    const none = `pages-data/${slug}/ has no pages (npm run new-city -- --name ${shellWord(city.name)} --from ajmer makes them)`;
    // A post tagged with the city is held to it all the same (its call to action).
    if (found.length === 0) return report([], `${none}.`);
    return report(
      [formatProblems(found), ''],
      `${none}; the posts tagged ${city.name} have ${plural(linesOf(found), 'line')} to rewrite${published.length > 0 ? ': npm run validate and the build fail until they are fixed' : ''}.`,
    );
  }
  // Names allowed on purpose are not lines to rewrite, but a copy may have kept them all: they are counted.
  const allowedNames = allowed.reduce((n, p) => n + p.names.length, 0);
  const allowedNote =
    allowedNames > 0
      ? ` ${plural(allowedNames, 'name')} allowed on purpose (otherPlaces) ${allowedNames === 1 ? 'is' : 'are'} listed above: keep only those the pages mean.`
      : '';
  // (The posts tagged with the city are counted apart: "in 10 pages and 5 posts".)
  const postCount = pages.filter((p) => p.file.endsWith('.md')).length;
  const counted = `${plural(pages.length - postCount, 'page')}${postCount > 0 ? ` and ${plural(postCount, 'post')}` : ''}`;
  if (found.length === 0 && drafts.length === 0) return report([], `${city.name}: nothing left to rewrite in ${counted}.${allowedNote}`);
  const lines = found.length > 0 ? [formatProblems(found), ''] : [];
  // Each page: published or draft, clean or with how many lines.
  const width = Math.max(...listed.map((p) => p.file.length));
  lines.push(`${city.name}: ${plural(pages.length - drafts.length, 'published page')}, ${plural(drafts.length, 'draft')}.`);
  for (const p of listed) lines.push(`  ${p.draft ? 'draft    ' : 'published'}  ${p.file.padEnd(width)}  ${pageState(p)}`);
  const draftLines = linesOf(found) - linesOf(published);
  const draftNote =
    drafts.length === 0
      ? ''
      : draftLines > 0
        ? ` The drafts have ${plural(draftLines, 'line')} to rewrite; they stay out of the site until you remove draft: true.`
        : ' The drafts are clean: remove draft: true to publish them.';
  return report(
    lines,
    published.length > 0
      ? `${plural(linesOf(published), 'line')} to rewrite on published pages: npm run validate and the build fail until they are fixed.${draftNote}`
      : drafts.length === pages.length
        ? `No page of ${city.name} is published yet.${draftNote}`
        : `Every published page of ${city.name} is clean.${draftNote}${allowedNote}`,
  );
}

/**
 * The report as Markdown, each line to rewrite a link to its line under `linkBase` (for a pull
 * request's description: https://github.com/<owner>/<repo>/blob/<branch>).
 */
export function markdownReport(report: CityReport, linkBase: string): string {
  const base = linkBase.replace(/\/+$/, '');
  const items = report.problems.map((p) => `- [${p.file}:${p.line}](${base}/${p.file}#L${p.line}) \`${p.field}\` ${p.message}`);
  const pages = report.pages.map((p) => `- ${p.draft ? 'draft' : 'published'} \`${p.file}\`: ${pageState(p)}`);
  const notes = report.siteWide.map((p) => `- [${p.file}:${p.line}](${base}/${p.file}#L${p.line}) \`${p.field}\` ${p.message}`);
  const allowed = report.allowed.map((p) => `- [${p.file}](${base}/${p.file}) ${p.names.join(', ')}`);
  return [
    report.summary,
    '',
    ...(pages.length > 0 ? [...pages, ''] : []),
    ...items,
    ...(notes.length > 0 ? ['', `Site-wide text that names the cities you serve but not ${report.cityName} (a note, not a failure):`, '', ...notes] : []),
    ...(allowed.length > 0 ? ['', allowedHeading(report.cityName), '', ...allowed] : []),
  ].join('\n');
}

export function main(argv: string[], root = process.cwd(), env: NodeJS.ProcessEnv = process.env): number {
  // `npm run city-report udaipur --links https://…` (no --): npm takes --links as its own.
  const npmTook = npmTookOptions('city-report', { links: { type: 'string', value: WEB_ADDRESS } }, argv, env, { positionals: true });
  if (npmTook) {
    console.error(npmTook);
    return 2;
  }
  const usage = 'Usage: npm run city-report -- udaipur [--links https://github.com/<owner>/<repo>/blob/<branch>]';
  const links = argv.indexOf('--links');
  const linkBase = links >= 0 ? argv[links + 1] : undefined;
  const name = argv.filter((a, i) => !a.startsWith('-') && !(links >= 0 && i === links + 1)).join(' ');
  if (!name || (links >= 0 && !linkBase)) {
    console.error(usage);
    return 2;
  }
  const linksProblem = linkBase === undefined ? undefined : linkBaseProblem(linkBase);
  if (linksProblem) {
    console.error(`${linksProblem}\n${usage}`);
    return 2;
  }
  const report = cityReport(root, name);
  console.log(linkBase ? markdownReport(report, linkBase) : report.lines.join('\n'));
  // 0 once every published page is clean: drafts may still be in progress.
  return report.published.length > 0 || report.unknown ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
