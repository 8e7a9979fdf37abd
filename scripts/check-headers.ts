/**
 * The last build step: checks that the security headers written by the post-build step still
 * fit the pages as they are now in <SITE_OUT_DIR or dist>/client (a later step that changed an
 * inline block would otherwise break the page silently in the browser):
 * - `_headers` gives every path the full header set, and its Content-Security-Policy has every
 *   required directive, nothing unsafe for scripts, and the hash of every inline <script> and
 *   <style> of every page;
 * - `nginx.conf` sends the same set at server level and in every location that adds headers.
 * Exit 1 with one line per problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWhenMain, StepFailed } from './build/step.ts';
import { clientDir, outDir as siteOutDir } from './paths.ts';
import { headersForPath, parseHeadersFile } from './postbuild/host-maps.ts';
import { builtPageFacts, type PageFacts } from './postbuild/html.ts';
import { ADMIN_PATH } from './postbuild/admin-path.ts';
import { type HeaderSet, nginxHeaderProblems, policyProblems, REQUIRED_HEADERS } from './postbuild/security.ts';

/**
 * Checks the host files' security headers against the built pages; StepFailed with one line per
 * problem. `npm run build` hands it the facts its render step read from each page as written
 * (scripts/build/pages-task.ts); run on its own, it reads them from the files.
 */
export function checkHeaders(facts?: readonly PageFacts[]): void {
  const started = performance.now();
  const outDir = siteOutDir();
  const client = clientDir();
  const problems: string[] = [];
  const headersFile = join(client, '_headers');
  const nginxFile = join(outDir, 'nginx.conf');
  for (const file of [headersFile, nginxFile]) if (!existsSync(file)) problems.push(`${file} is missing: run the post-build step (scripts/postbuild.ts)`);

  const pages = facts ?? builtPageFacts(client);
  if (problems.length === 0) {
    const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
    for (const page of pages) {
      const headers = headersForPath(rules, page.path);
      for (const name of REQUIRED_HEADERS)
        if (!headers.some(([n]) => n === name)) problems.push(`_headers: ${name} is not sent for ${page.path} (${page.file})`);
    }
    const policy = headersForPath(rules, '/').find(([name]) => name === 'Content-Security-Policy')?.[1];
    if (policy) problems.push(...policyProblems(policy, pages).map((p) => `_headers: ${p}`));
    const set = headersForPath(rules, '/').filter(([name]) => (REQUIRED_HEADERS as readonly string[]).includes(name));
    // The browser editor's block carries its own policy; it must still send every required header.
    const admin = rules.find((r) => r.pattern === `${ADMIN_PATH}*`)?.headers;
    if (admin) for (const name of REQUIRED_HEADERS) if (!admin.some(([n]) => n === name)) problems.push(`_headers: ${name} is not sent for ${ADMIN_PATH}`);
    const own: Record<string, HeaderSet> = admin ? { [`location ^~ ${ADMIN_PATH}`]: admin } : {};
    problems.push(...nginxHeaderProblems(readFileSync(nginxFile, 'utf8'), set, own).map((p) => `nginx.conf: ${p}`));
  }

  if (problems.length > 0) {
    console.error(`check-headers: ${problems.length} problem(s) with the security headers:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    throw new StepFailed();
  }
  console.log(
    `check-headers: ${pages.length} pages covered by the security headers of _headers and nginx.conf in ${Math.round(performance.now() - started)} ms.`,
  );
}

runWhenMain(import.meta.url, checkHeaders);
