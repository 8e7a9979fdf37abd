/**
 * `npm run deploy`: publishes the built site (`npm run build` first) to the host named by
 * DEPLOY_TARGET, as .github/workflows/deploy.yml runs it:
 *
 *   cloudflare  wrangler pages deploy dist/client (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID,
 *               CLOUDFLARE_PROJECT); `_redirects` is first written for Cloudflare only
 *   netlify     netlify deploy --prod --dir dist/client (NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID);
 *               `_redirects` is first written for Netlify only
 *   server      rsync of dist/client to DEPLOY_PATH (user@host:/srv/site/client over SSH, or a
 *               local folder), then the nginx snippet beside it; nginx itself is reloaded by the
 *               server's own rule (see README, "Run it for your agency")
 *
 * Prints each command before it runs it; with --dry-run prints them only. Exits 1 on a missing
 * setting (naming it) or a failed command.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, outDir } from './paths.ts';
import { runWhenMain, StepFailed } from './build/step.ts';
import { leftOutWarning, parseRedirectsFile, renderRedirectsFile } from './postbuild/host-maps.ts';

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

export const TARGETS = ['cloudflare', 'netlify', 'server'] as const;

/** The tools, pinned: the same versions on every run. */
const WRANGLER = 'wrangler@4.164.0';
const NETLIFY = 'netlify-cli@27.10.2';

/** The commands that publish `client` (the built site) to `target`, or the settings that are missing. */
export function deployCommands(target: string, env: NodeJS.ProcessEnv, root = process.cwd()): { commands: string[][] } | { missing: string[] } {
  const client = clientDir(root);
  const need = (...names: string[]) => names.filter((n) => !env[n]);
  switch (target) {
    case 'cloudflare': {
      const missing = need('CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PROJECT');
      if (missing.length > 0) return { missing };
      return {
        commands: [['npx', '--yes', WRANGLER, 'pages', 'deploy', client, '--project-name', env.CLOUDFLARE_PROJECT!, '--branch', env.DEPLOY_BRANCH ?? 'main']],
      };
    }
    case 'netlify': {
      const missing = need('NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID');
      if (missing.length > 0) return { missing };
      return { commands: [['npx', '--yes', NETLIFY, 'deploy', '--prod', '--no-build', '--dir', client, '--site', env.NETLIFY_SITE_ID!]] };
    }
    case 'server': {
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
  const plan = deployCommands(target, env, root);
  if ('missing' in plan) {
    console.error(`Cannot deploy: set ${plan.missing.join(', ')} (repository secrets and variables; see README, "Run it for your agency").`);
    return 1;
  }
  if (target === 'cloudflare' || target === 'netlify') console.log(redirectsForHost(clientDir(root), target) ?? 'No _redirects in the built site.');
  for (const command of plan.commands) {
    console.log(`$ ${command.join(' ')}`);
    if (argv.includes('--dry-run')) continue;
    const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`${command[0]} failed (exit ${result.status ?? result.signal}): the site was not fully published.`);
      return 1;
    }
  }
  return 0;
}

runWhenMain(import.meta.url, () => {
  if (deploy(process.argv.slice(2)) !== 0) throw new StepFailed();
});
