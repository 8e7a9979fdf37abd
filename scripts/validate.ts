/**
 * Checks every content file (site.config.yaml, pages-data/**) and prints every problem as
 * `file:line:col  field  message`. Exits 1 when there is any. `npm run build` runs it first.
 * `--since <version>` (or CONTENT_SINCE): the git version whose routes a moved page keeps (default: the last commit).
 */
import { buildCatalogue, type Catalogue, contentPaths, formatProblems, heldLine } from '../catalogue/index.ts';
import { accessKeyWarning } from '../sections/contact-form/access-key.ts';
import { exampleIdWarning } from '../catalogue/analytics.ts';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileParsedStore } from './build/parsed-store.ts';
import { publicPlan, unusedFilesNote } from '../catalogue/public-files.ts';
import { runWhenMain, StepFailed } from './build/step.ts';
import { cacheRoot } from './paths.ts';
import { type Format, formatFromArgs, formatReport, jobSummary } from './ci/report-formats.ts';
import { earlierRoutes } from './build/earlier-routes.ts';
import { lostAddresses, lostAddressesNote } from '../catalogue/lost-addresses.ts';
import { displayName } from '../catalogue/content-files.ts';
import { kindOfPath, SCHEMAS } from '../catalogue/cms/config.ts';
import { cmsDirs } from '../catalogue/cms/input.ts';

/** The line of a check without problems: drafts and scheduled posts are checked as the others are, so they count among those checked. */
export function contentOkLine({ pages, posts, held }: Pick<Catalogue, 'pages' | 'posts' | 'held'>, ms: number): string {
  const heldPosts = held.filter((h) => h.file.endsWith('.md')).length;
  return `Content OK: ${pages.length + held.length - heldPosts} pages, ${posts.length + heldPosts} blog posts checked in ${ms} ms.`;
}

/**
 * The catalogue of the content, or every problem printed and StepFailed. `format` (npm run
 * validate -- --format github|gitlab|json) prints the problems for a CI host instead; with
 * `summary` (the command) on GitHub Actions a job summary is added to $GITHUB_STEP_SUMMARY.
 * `since`: the git version a moved page's earlier route is read from (scripts/build/earlier-routes.ts).
 */
export function validate(format: Format = 'plain', options: { summary?: boolean; since?: string } = {}): Catalogue {
  const started = performance.now();
  // The parse cache: a build after one page changed parses that page alone (scripts/build/parsed-store.ts).
  const parsed = fileParsedStore(join(cacheRoot(), 'parsed-yaml', 'store.bin'));
  const paths = contentPaths(process.cwd());
  // CONTENT_SINCE: the version CI compares with (the pull request's base, the branch before the
  // push, the commit the live site was built from).
  const asked = options.since ?? (process.env.CONTENT_SINCE || undefined);
  const since = asked ?? 'HEAD';
  const earlier = earlierRoutes(paths, since);
  if ('skipped' in earlier && asked) {
    const note = `Moved pages not checked against ${since}: ${earlier.skipped}.`;
    // A version asked for on the command line and not found is a mistake (a misspelt branch); CI's
    // may be gone (the branch before a force push), and a copy outside git has none: said, not refused.
    if (options.since) {
      console.error(`${note} Name a branch, tag or commit of this repository.`);
      throw new StepFailed();
    }
    // On GitHub Actions the note stands in the run's summary of problems too.
    if (format === 'github') process.stdout.write(`::warning title=page-moved::${note}\n`);
    else console.error(note);
  }
  const siteFile = displayName(paths, paths.siteFile);
  const lostOf = (catalogue: Catalogue) => ('skipped' in earlier ? [] : lostAddresses(catalogue, earlier, siteFile));
  const earlierLabel = 'skipped' in earlier ? '' : earlier.label;
  const { catalogue, problems, notChecked = [] } = buildCatalogue({ ...paths, parsed }, 'skipped' in earlier ? {} : { earlier });
  parsed.save();
  const ms = Math.round(performance.now() - started);
  const summaryFile = options.summary ? process.env.GITHUB_STEP_SUMMARY : undefined;
  // Each problem's box as the editor's form labels it, by its file's schema.
  const dirs = cmsDirs(paths);
  if (summaryFile)
    appendFileSync(
      summaryFile,
      jobSummary(
        { pages: catalogue?.pages.length ?? 0, posts: catalogue?.posts.length ?? 0, held: catalogue?.held ?? [], problems },
        (file) => SCHEMAS[kindOfPath(file, dirs)],
      ),
    );
  if (format !== 'plain') {
    // Machine-read formats: the report alone on stdout (an empty report when all is well).
    process.stdout.write(`${formatReport(format, problems)}${format === 'github' && problems.length > 0 ? '\n' : ''}`);
    if (format === 'github') for (const note of notChecked) process.stdout.write(`::notice title=Not checked yet::${note}\n`);
    if (!catalogue) throw new StepFailed();
    // On GitHub Actions, each address that went is a warning on the pull request (lostAddresses, below).
    if (format === 'github')
      for (const { path, what } of lostOf(catalogue))
        process.stdout.write(`::warning title=No longer on the site::${path} led to a page ${earlierLabel} and leads nowhere now: ${what}\n`);
    return catalogue;
  }
  if (!catalogue) {
    console.error(formatProblems(problems));
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} found. Fix each line above (file:line:column  field  what to do); npm run build stops until there are none.`,
    );
    for (const note of notChecked) console.error(note);
    throw new StepFailed();
  }
  console.log(contentOkLine(catalogue, ms));
  // Drafts and scheduled posts are checked too, but left out of the build: say which.
  for (const h of catalogue.held) console.log(heldLine(h));
  // Files in public/ that nothing uses are not published: say which, with their size.
  const unused = unusedFilesNote(publicPlan(contentPaths(process.cwd()).publicDir, catalogue).unused);
  if (unused) console.log(unused);
  // Addresses the earlier version had and nothing serves now (a page or post deleted or made a draft, an alias taken out).
  const lost = lostAddressesNote(lostOf(catalogue), earlierLabel, siteFile);
  if (lost) console.log(lost);
  const keyWarning = accessKeyWarning(catalogue.site);
  if (keyWarning) console.warn(keyWarning);
  const idWarning = exampleIdWarning(catalogue.site.analytics);
  if (idWarning) console.warn(idWarning);
  return catalogue;
}

/** The version of `--since <version>` or `--since=<version>`; undefined without the option. */
export function sinceFromArgs(args: readonly string[]): string | undefined {
  const i = args.findIndex((a) => a === '--since' || a.startsWith('--since='));
  if (i < 0) return undefined;
  const value = args[i]!.includes('=') ? args[i]!.slice('--since='.length) : args[i + 1];
  if (!value || value.startsWith('--')) throw new Error('--since needs a version: a branch, tag or commit, e.g. --since main');
  return value;
}

runWhenMain(import.meta.url, () => {
  const args = process.argv.slice(2);
  let since: string | undefined;
  try {
    since = sinceFromArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    throw new StepFailed();
  }
  validate(formatFromArgs(args), { summary: true, since });
});
