/**
 * `npm run deploy`: publishes the built site (`npm run build` first) to the host named by
 * DEPLOY_TARGET, as .github/workflows/deploy.yml runs it:
 *
 *   cloudflare  wrangler pages deploy dist/client (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID,
 *               CLOUDFLARE_PROJECT); `_redirects` is first written for Cloudflare only, and the
 *               .br and .gz copies are removed (Cloudflare compresses by itself and would serve
 *               them as files of their own, each one counting against its limit of files); then
 *               the redirects `_redirects` has no room for (dist/cloudflare-bulk-redirects.json)
 *               replace the items of the Bulk Redirect List CLOUDFLARE_REDIRECT_LIST_ID
 *   netlify     netlify deploy --prod --dir dist/client (NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID);
 *               `_redirects` is first written for Netlify only
 *   server      rsync of dist/client to DEPLOY_PATH (user@host:/srv/site/client over SSH, or a
 *               local folder), then the nginx snippet beside it; nginx itself is reloaded by the
 *               server's own rule (see README, "Run it for your agency")
 *
 * With `--preview pr-12` (the preview workflow), a preview beside the live site instead, on
 * Cloudflare Pages or Netlify: its address is printed and written to $GITHUB_OUTPUT as `url`
 * (GitHub) and to the file $PREVIEW_DOTENV as `PREVIEW_URL` (GitLab's dotenv report).
 *
 * Prints each command before it runs it; with --dry-run prints them only. Exits 1 on a missing
 * setting (naming it) or a failed command.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, outDir } from './paths.ts';
import { runWhenMain, StepFailed } from './build/step.ts';
import { COMPRESSIBLE } from './postbuild/compress.ts';
import { type BulkRedirectItem, CLOUDFLARE_BULK_FILE, leftOutWarning, parseRedirectsFile, renderRedirectsFile } from './postbuild/host-maps.ts';

/**
 * Writes `_redirects` again for the one host it goes to (scripts/postbuild/host-maps.ts): a build
 * made without knowing its host has each redirect for both. Returns what it says of it.
 */
export function redirectsForHost(client: string, host: 'cloudflare' | 'netlify'): string | undefined {
  const file = join(client, '_redirects');
  if (!existsSync(file)) return undefined;
  const { list, hasBlog404 } = parseRedirectsFile(readFileSync(file, 'utf8'));
  writeFileSync(file, renderRedirectsFile(list, hasBlog404, host));
  const leftOut = leftOutWarning(list, host);
  return `_redirects written for ${host === 'cloudflare' ? 'Cloudflare Pages' : 'Netlify'}: ${list.length} redirect${list.length === 1 ? '' : 's'}${leftOut ? `. ${leftOut}` : ''}`;
}

/**
 * The compressed copies the build wrote (scripts/postbuild/compress.ts): `x.br` and `x.gz` beside a
 * text file `x`, relative to `client`. Another file ending in .gz (a download) is not one.
 */
export function compressedCopies(client: string): string[] {
  const files = new Set(readdirSync(client, { recursive: true, encoding: 'utf8' }) as string[]);
  return [...files].filter((f) => /\.(br|gz)$/.test(f) && COMPRESSIBLE.test(f.slice(0, -3)) && files.has(f.slice(0, -3))).sort();
}

/**
 * Removes the compressed copies before a deploy to Cloudflare Pages, which compresses at its edge
 * and never reads them: uploaded, each would be a file of its own (`/index.html.br`) and count
 * against the files a deployment may have (20,000 on the Free plan). Returns what it says of it.
 */
export function withoutCompressedCopies(client: string, dryRun = false): string {
  const copies = compressedCopies(client);
  if (!dryRun) for (const copy of copies) rmSync(join(client, copy));
  const count = `${copies.length} .br and .gz cop${copies.length === 1 ? 'y' : 'ies'}`;
  return dryRun
    ? `Dry run: ${count} would be left out for Cloudflare Pages (it compresses by itself).`
    : `${count} left out for Cloudflare Pages (it compresses by itself; npm run build writes them again).`;
}

/** The files a Cloudflare Pages deployment may have on the Free plan. */
export const CLOUDFLARE_FREE_FILES = 20_000;

/**
 * What `npm run deploy` says of the files it uploads to Cloudflare Pages (every file but the
 * compressed copies): a deployment may have 20,000 on the Free plan, 100,000 on paid plans, and
 * wrangler refuses one over the account's limit. A site of 1,000 cities with nine pages each is
 * about 18,000 pages and sharing images: near the Free plan's limit, which the log shows as it grows.
 */
export function cloudflareFiles(client: string, limit = CLOUDFLARE_FREE_FILES): string {
  const copies = new Set(compressedCopies(client));
  const count = (readdirSync(client, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (file) => !copies.has(file) && statSync(join(client, file)).isFile(),
  ).length;
  const warning = count > limit ? "WARNING over the Free plan's limit: wrangler refuses this deployment on that plan. " : '';
  return `${warning}${count.toLocaleString('en-US')} files for Cloudflare Pages (a deployment may have ${limit.toLocaleString('en-US')} on the Free plan, 100,000 on paid plans).`;
}

export const TARGETS = ['cloudflare', 'netlify', 'server', 'github-pages'] as const;

/** The tools, pinned: the same versions on every run. */
const WRANGLER = 'wrangler@4.164.0';
const NETLIFY = 'netlify-cli@27.10.2';

/** A preview's name as both hosts accept it in an address: lower-case letters, digits and single hyphens (pr-12). */
export function previewName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 28);
}

/**
 * The commands that publish `client` (the built site) to `target`, or the settings that are
 * missing. With `preview` (a name such as pr-12), a preview beside the live site instead: a
 * Cloudflare Pages branch deploy, a Netlify deploy under that alias; the server has none.
 */
export function deployCommands(
  target: string,
  env: NodeJS.ProcessEnv,
  root = process.cwd(),
  preview?: string,
): { commands: string[][] } | { missing: string[] } | { refused: string } {
  const client = clientDir(root);
  const need = (...names: string[]) => names.filter((n) => !env[n]);
  switch (target) {
    case 'cloudflare': {
      const missing = need('CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PROJECT');
      if (missing.length > 0) return { missing };
      // A branch other than the project's production branch (main) is a preview, at <branch>.<project>.pages.dev.
      const branch = preview ?? env.DEPLOY_BRANCH ?? 'main';
      return { commands: [['npx', '--yes', WRANGLER, 'pages', 'deploy', client, '--project-name', env.CLOUDFLARE_PROJECT!, '--branch', branch]] };
    }
    case 'netlify': {
      const missing = need('NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID');
      if (missing.length > 0) return { missing };
      const site = ['--no-build', '--dir', client, '--site', env.NETLIFY_SITE_ID!];
      // Without --prod a deploy is a preview; --json prints its address as deploy_url.
      if (preview) return { commands: [['npx', '--yes', NETLIFY, 'deploy', ...site, '--alias', preview, '--json']] };
      return { commands: [['npx', '--yes', NETLIFY, 'deploy', '--prod', ...site]] };
    }
    case 'server': {
      if (preview) return { refused: 'The server target publishes the live site only: previews need DEPLOY_TARGET cloudflare or netlify.' };
      const missing = need('DEPLOY_PATH');
      if (missing.length > 0) return { missing };
      const path = env.DEPLOY_PATH!.replace(/\/+$/, '');
      const ssh = env.DEPLOY_SSH ? ['-e', env.DEPLOY_SSH] : [];
      return {
        commands: [
          // --delete-after: a file the new build no longer has goes, once the new files are all in place.
          ['rsync', '-a', '--delete-after', '--checksum', ...ssh, `${client}/`, `${path}/`],
          ['rsync', '-a', '--checksum', ...ssh, join(outDir(root), 'nginx.conf'), `${path.replace(/\/[^/]+$/, '')}/nginx.conf`],
        ],
      };
    }
    case 'github-pages':
      return { refused: "GitHub Pages is published by the deploy workflow's github-pages job (GitHub's own Pages actions), not by this script." };
    default:
      return { missing: [`DEPLOY_TARGET (one of ${TARGETS.join(', ')}; got "${target}")`] };
  }
}

export function deploy(argv: string[], env = process.env, root = process.cwd()): number {
  const target = env.DEPLOY_TARGET ?? '';
  if (!existsSync(join(clientDir(root), 'index.html'))) {
    console.error(`No built site in ${clientDir(root)}: run npm run build first.`);
    return 1;
  }
  const at = argv.indexOf('--preview');
  const preview = at >= 0 ? previewName(argv[at + 1] ?? '') : undefined;
  if (preview === '') {
    console.error('Name the preview: npm run deploy -- --preview pr-12');
    return 1;
  }
  const plan = deployCommands(target, env, root, preview);
  if ('refused' in plan) {
    console.error(plan.refused);
    return 1;
  }
  if ('missing' in plan) {
    console.error(`Cannot deploy: set ${plan.missing.join(', ')} (repository secrets and variables; see README, "Run it for your agency").`);
    return 1;
  }
  if (target === 'cloudflare' || target === 'netlify') console.log(redirectsForHost(clientDir(root), target) ?? 'No _redirects in the built site.');
  if (target === 'cloudflare') console.log(cloudflareFiles(clientDir(root)));
  if (target === 'cloudflare') console.log(withoutCompressedCopies(clientDir(root), argv.includes('--dry-run')));
  for (const command of plan.commands) {
    console.log(`$ ${command.join(' ')}`);
    if (argv.includes('--dry-run')) continue;
    // A preview's tool output is read for its address (and printed as it is).
    const result = spawnSync(command[0]!, command.slice(1), { stdio: preview ? ['inherit', 'pipe', 'inherit'] : 'inherit', env, encoding: 'utf8' });
    if (preview) process.stdout.write(result.stdout ?? '');
    if (result.status !== 0) {
      console.error(`${command[0]} failed (exit ${result.status ?? result.signal}): the site was not fully published.`);
      return 1;
    }
    if (preview) {
      const url = previewUrl(target, result.stdout ?? '');
      if (!url) {
        console.error(`Published, but ${command[0]} printed no preview address.`);
        return 1;
      }
      console.log(`Preview: ${url}`);
      // For the workflow's next step (the commit status on the pull request), and for GitLab's
      // environment of the merge request (a dotenv report: the job names the file).
      if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `url=${url}\n`);
      if (env.PREVIEW_DOTENV) appendFileSync(env.PREVIEW_DOTENV, `PREVIEW_URL=${url}\n`);
    }
  }
  return 0;
}

/**
 * The address of a preview from its host's tool output: Netlify's --json (`deploy_url`); for
 * Cloudflare the branch's own address (the last *.pages.dev address wrangler prints: the alias
 * that stays the same for every deploy of the branch, after the one of this deploy).
 */
export function previewUrl(target: string, output: string): string | undefined {
  if (target === 'netlify') {
    const json = output.slice(output.indexOf('{'));
    try {
      const url = (JSON.parse(json) as { deploy_url?: unknown }).deploy_url;
      return typeof url === 'string' && url.startsWith('https://') ? url : undefined;
    } catch {
      return undefined;
    }
  }
  return [...output.matchAll(/https:\/\/[a-z0-9.-]+\.pages\.dev\b/g)].at(-1)?.[0];
}

const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

interface CloudflareAnswer {
  success?: boolean;
  errors?: { message?: string }[];
  result?: { operation_id?: string; status?: string; error?: string };
}

/**
 * The live site's redirects that its `_redirects` has no room for on Cloudflare Pages (written by
 * the build to dist/cloudflare-bulk-redirects.json, scripts/postbuild/host-maps.ts): they replace
 * the items of the Bulk Redirect List CLOUDFLARE_REDIRECT_LIST_ID through Cloudflare's API ("Update
 * all list items", an asynchronous operation waited for). Without the file there is nothing to do;
 * without the list's id, it says what to set. Returns what it says of it; throws when Cloudflare
 * does not answer with a success. `CLOUDFLARE_API_URL` replaces the API's address (the tests').
 */
export async function uploadBulkRedirects(
  env: NodeJS.ProcessEnv,
  root = process.cwd(),
  wait = (ms: number) => new Promise((done) => setTimeout(done, ms)),
): Promise<string | undefined> {
  const file = join(outDir(root), CLOUDFLARE_BULK_FILE);
  if (!existsSync(file)) return undefined;
  const items = JSON.parse(readFileSync(file, 'utf8')) as BulkRedirectItem[];
  const listId = env.CLOUDFLARE_REDIRECT_LIST_ID;
  if (!listId)
    return `WARNING ${items.length} redirects are in ${CLOUDFLARE_BULK_FILE}, which _redirects has no room for on Cloudflare Pages: set CLOUDFLARE_REDIRECT_LIST_ID (a Bulk Redirect List, README "Deploying") to upload them on every deploy.`;
  const lists = `${(env.CLOUDFLARE_API_URL ?? CLOUDFLARE_API).replace(/\/+$/, '')}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/rules/lists`;
  const headers = { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' };
  const answer = async (request: Promise<Response>) => {
    const response = await request.catch((error: Error & { cause?: Error }) => {
      throw new Error(`Cloudflare's API could not be reached (${error.cause?.message ?? error.message}).`);
    });
    const body = (await response.json().catch(() => ({}))) as CloudflareAnswer;
    if (!response.ok || !body.success)
      throw new Error(`Cloudflare answered ${response.status}: ${(body.errors ?? []).map((e) => e.message).join('; ') || 'no reason given'}`);
    return body.result ?? {};
  };
  const { operation_id: operation } = await answer(fetch(`${lists}/${listId}/items`, { method: 'PUT', headers, body: JSON.stringify(items) }));
  // One bulk operation at a time per account: it is done, or failed, before the deploy ends.
  for (let attempt = 0; attempt < 90; attempt++) {
    const { status, error } = await answer(fetch(`${lists}/bulk_operations/${operation}`, { headers }));
    if (status === 'completed') return `Bulk Redirect List ${listId}: its items are now the ${items.length} redirects of ${CLOUDFLARE_BULK_FILE}.`;
    if (status === 'failed') throw new Error(`Cloudflare could not update the Bulk Redirect List ${listId}: ${error ?? 'no reason given'}`);
    await wait(2000);
  }
  throw new Error(`The Bulk Redirect List ${listId} was still being updated after 3 minutes (operation ${operation}).`);
}

/**
 * `npm run deploy` whole: publishes the site (`deploy`), then, on the live Cloudflare Pages site,
 * uploads the redirects its `_redirects` has no room for (`uploadBulkRedirects`). Returns the exit
 * code; a failed upload after a good deploy says that the site is published and those redirects are not.
 */
export async function publish(argv: string[], env = process.env, root = process.cwd(), wait?: (ms: number) => Promise<unknown>): Promise<number> {
  if (deploy(argv, env, root) !== 0) return 1;
  // The list applies to the live host: a preview leaves it as it is.
  if (env.DEPLOY_TARGET !== 'cloudflare' || argv.includes('--preview')) return 0;
  if (argv.includes('--dry-run')) {
    if (existsSync(join(outDir(root), CLOUDFLARE_BULK_FILE)))
      console.log(`Dry run: ${CLOUDFLARE_BULK_FILE} would replace the items of the Bulk Redirect List.`);
    return 0;
  }
  try {
    const said = await uploadBulkRedirects(env, root, wait);
    if (said) console.log(said);
    return 0;
  } catch (error) {
    console.error(`${(error as Error).message} The site is published; those redirects are not.`);
    return 1;
  }
}

runWhenMain(import.meta.url, async () => {
  if ((await publish(process.argv.slice(2))) !== 0) throw new StepFailed();
});
