/**
 * Checks every content file (site.config.yaml, pages-data/**) and prints every problem as
 * `file:line:col  field  message`. Exits 1 when there is any. `npm run build` runs it first.
 */
import { buildCatalogue, type Catalogue, contentPaths, formatProblems } from '../catalogue/index.ts';
import { accessKeyWarning } from '../sections/contact-form/access-key.ts';
import { runWhenMain, StepFailed } from './build/step.ts';

/** The catalogue of the content, or every problem printed and StepFailed. */
export function validate(): Catalogue {
  const started = performance.now();
  const { catalogue, problems } = buildCatalogue(contentPaths(process.cwd()));
  const ms = Math.round(performance.now() - started);
  if (!catalogue) {
    console.error(formatProblems(problems));
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} found. Fix each line above (file:line:column  field  what to do); npm run build stops until there are none.`,
    );
    throw new StepFailed();
  }
  console.log(`Content OK: ${catalogue.pages.length} pages, ${catalogue.posts.length} blog posts checked in ${ms} ms.`);
  // Drafts and scheduled posts are checked too, but left out of the build: say which.
  for (const h of catalogue.held) console.log(`  held back: ${h.file} (${h.path}) ${h.reason === 'draft' ? 'is a draft' : `waits for its date, ${h.date}`}`);
  const keyWarning = accessKeyWarning(catalogue.site);
  if (keyWarning) console.warn(keyWarning);
  return catalogue;
}

runWhenMain(import.meta.url, validate);
