/**
 * The deploy script (scripts/deploy.ts) as the deploy workflow runs it. The server path runs for
 * real, with rsync into a local folder standing in for the server; the hosts' own tools are only
 * planned here (they need the network and an account).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cloudflareFiles, deploy, deployCommands, previewName, previewUrl, publish, uploadBulkRedirects } from '../../scripts/deploy.ts';
import { type BulkRedirectItem, CLOUDFLARE_BULK_FILE, renderBulkFile, renderRedirectsFile } from '../../scripts/postbuild/host-maps.ts';
import { writeUnder } from '../write-under.ts';

const root = mkdtempSync(join(tmpdir(), 'deploy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const put = (path: string, text: string) => writeUnder(root, path, text);
put('dist/client/index.html', '<!doctype html><title>Home</title>');
put('dist/client/assets/app.123.js', 'console.log(1)');
put('dist/client/old-page.html', 'gone after the next build');
put('dist/nginx.conf', '# the snippet');
const server = join(root, 'srv', 'site', 'client');
// The server's folder for the site exists (README, "Run it for your agency"); rsync fills it.
mkdirSync(join(root, 'srv', 'site'), { recursive: true });
const env = { ...process.env, SITE_OUT_DIR: undefined, DEPLOY_TARGET: 'server', DEPLOY_PATH: server };

async function quietlyAsync<T>(f: () => Promise<T>): Promise<{ result: T; out: string }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const result = await f();
    return { result, out: [...log.mock.calls, ...error.mock.calls].map((c) => c.join(' ')).join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

function quietly<T>(f: () => T): { result: T; out: string } {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const result = f();
    return { result, out: [...log.mock.calls, ...error.mock.calls].map((c) => c.join(' ')).join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run deploy', () => {
  it('server: copies the built site with rsync and the nginx snippet beside it, then removes what the new build dropped', () => {
    expect(quietly(() => deploy([], env, root)).result).toBe(0);
    expect(readFileSync(join(server, 'index.html'), 'utf8')).toContain('<title>Home</title>');
    expect(readFileSync(join(root, 'srv', 'site', 'nginx.conf'), 'utf8')).toBe('# the snippet');
    rmSync(join(root, 'dist/client/old-page.html'));
    expect(quietly(() => deploy([], env, root)).result).toBe(0);
    expect(existsSync(join(server, 'old-page.html'))).toBe(false);
    expect(existsSync(join(server, 'assets/app.123.js'))).toBe(true);
  });

  it('names the settings that are missing, and an unknown host', () => {
    const missing = quietly(() => deploy([], { ...env, DEPLOY_TARGET: 'cloudflare' }, root));
    expect(missing.result).toBe(1);
    expect(missing.out).toContain('Cannot deploy: set CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PROJECT');
    expect(quietly(() => deploy([], { ...env, DEPLOY_TARGET: 'ftp' }, root)).out).toContain(
      'DEPLOY_TARGET (one of cloudflare, netlify, server, github-pages; got "ftp")',
    );
    // GitHub Pages is published by the workflow's own job, with GitHub's actions.
    expect(quietly(() => deploy([], { ...env, DEPLOY_TARGET: 'github-pages' }, root)).out).toContain("deploy workflow's github-pages job");
  });

  it('writes _redirects for the one host it publishes to, from the file a build for both made', () => {
    const both = renderRedirectsFile([{ from: '/top-seo-company-jaipur', to: '/seo-company-jaipur' }], true, 'any');
    put('dist/client/_redirects', both);
    const cloudflare = { ...env, DEPLOY_TARGET: 'cloudflare', CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a', CLOUDFLARE_PROJECT: 'p' };
    const run = quietly(() => deploy(['--dry-run'], cloudflare, root));
    expect(run.result).toBe(0);
    expect(run.out).toContain('_redirects written for Cloudflare Pages: 1 redirect');
    const rules = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules(readFileSync(join(root, 'dist/client/_redirects'), 'utf8'))).toEqual([
      '/top-seo-company-jaipur   /seo-company-jaipur  301',
      '/top-seo-company-jaipur/  /seo-company-jaipur  301',
    ]);
    put('dist/client/_redirects', both);
    expect(quietly(() => deploy(['--dry-run'], { ...env, DEPLOY_TARGET: 'netlify', NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 's' }, root)).result).toBe(0);
    expect(rules(readFileSync(join(root, 'dist/client/_redirects'), 'utf8'))).toEqual([
      '/top-seo-company-jaipur  /seo-company-jaipur  301!',
      '/blog/*  /blog/404.html  404',
    ]);
  });

  it('plans the hosts’ own tools, pinned, on the built folder', () => {
    const cf = deployCommands('cloudflare', { CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a', CLOUDFLARE_PROJECT: 'agency-site' }, root);
    expect(cf).toEqual({
      commands: [
        [
          'npx',
          '--yes',
          expect.stringMatching(/^wrangler@\d+\.\d+\.\d+$/),
          'pages',
          'deploy',
          join(root, 'dist/client'),
          '--project-name',
          'agency-site',
          '--branch',
          'main',
        ],
      ],
    });
    const netlify = deployCommands('netlify', { NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 'site-1' }, root);
    expect(netlify).toEqual({
      commands: [
        [
          'npx',
          '--yes',
          expect.stringMatching(/^netlify-cli@\d+\.\d+\.\d+$/),
          'deploy',
          '--prod',
          '--no-build',
          '--dir',
          join(root, 'dist/client'),
          '--site',
          'site-1',
        ],
      ],
    });
  });

  it('a preview: a Cloudflare branch deploy or a Netlify alias deploy, never the live site; the server has none', () => {
    const cf = deployCommands('cloudflare', { CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a', CLOUDFLARE_PROJECT: 'agency-site' }, root, 'pr-12');
    expect('commands' in cf && cf.commands[0]!.slice(-2)).toEqual(['--branch', 'pr-12']);
    const netlify = deployCommands('netlify', { NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 'site-1' }, root, 'pr-12');
    expect('commands' in netlify && netlify.commands[0]).not.toContain('--prod');
    expect('commands' in netlify && netlify.commands[0]!.slice(-3)).toEqual(['--alias', 'pr-12', '--json']);
    const server = quietly(() => deploy(['--preview', 'pr-12'], env, root));
    expect(server.result).toBe(1);
    expect(server.out).toContain('The server target publishes the live site only');
    expect(previewName('PR #12: New FAQ')).toBe('pr-12-new-faq');
    expect(quietly(() => deploy(['--preview'], env, root)).out).toContain('Name the preview: npm run deploy -- --preview pr-12');
  });

  it("a preview's address is read from the host's tool and handed to the workflow's next step", () => {
    // A stand-in for npx that prints what each tool prints at the end of a deploy.
    const bin = join(root, 'bin');
    put(
      'bin/npx',
      `#!/bin/sh
case "$2" in
  wrangler*) echo "Uploading... (12/12)"; echo "Deployment complete! Take a peek over at https://0a1b2c3d.agency-site.pages.dev"; echo "Deployment alias URL: https://pr-12.agency-site.pages.dev" ;;
  netlify*) echo '{"site_id":"site-1","deploy_id":"d1","deploy_url":"https://pr-12--agency-site.netlify.app","logs":"https://app.netlify.com/x"}' ;;
esac
`,
    );
    chmodSync(join(bin, 'npx'), 0o755);
    const output = join(root, 'github-output');
    const path = `${bin}:${process.env.PATH}`;
    const cloudflare = {
      ...env,
      PATH: path,
      GITHUB_OUTPUT: output,
      DEPLOY_TARGET: 'cloudflare',
      CLOUDFLARE_API_TOKEN: 't',
      CLOUDFLARE_ACCOUNT_ID: 'a',
      CLOUDFLARE_PROJECT: 'agency-site',
    };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const run = quietly(() => deploy(['--preview', 'pr-12'], cloudflare, root));
      expect(run.result, run.out).toBe(0);
      expect(run.out).toContain('Preview: https://pr-12.agency-site.pages.dev');
      const netlify = { ...env, PATH: path, GITHUB_OUTPUT: output, DEPLOY_TARGET: 'netlify', NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 'site-1' };
      expect(quietly(() => deploy(['--preview', 'pr-12'], netlify, root)).result).toBe(0);
      expect(readFileSync(output, 'utf8')).toBe('url=https://pr-12.agency-site.pages.dev\nurl=https://pr-12--agency-site.netlify.app\n');
      // On GitLab: the dotenv report the merge request's environment reads its address from.
      const dotenv = join(root, 'preview.env');
      expect(quietly(() => deploy(['--preview', 'mr-7'], { ...netlify, GITHUB_OUTPUT: undefined, PREVIEW_DOTENV: dotenv }, root)).result).toBe(0);
      expect(readFileSync(dotenv, 'utf8')).toBe('PREVIEW_URL=https://pr-12--agency-site.netlify.app\n');
    } finally {
      stdout.mockRestore();
    }
    expect(previewUrl('netlify', 'not json')).toBeUndefined();
    expect(previewUrl('cloudflare', 'no address here')).toBeUndefined();
  });

  it('Cloudflare gets the built folder without the .br and .gz copies (a dry run removes none); Netlify gets them', () => {
    const own = mkdtempSync(join(tmpdir(), 'deploy-copies-'));
    try {
      for (const [path, text] of [
        ['index.html', '<!doctype html><title>Home</title>'],
        ['index.html.br', 'brotli'],
        ['index.html.gz', 'gzip'],
        ['assets/app.123.js', 'console.log(1)'],
        ['assets/app.123.js.br', 'brotli'],
        ['assets/app.123.js.gz', 'gzip'],
        ['admin/index.html', '<!doctype html><title>Editor</title>'],
        ['admin/index.html.br', 'brotli'],
        // A download that happens to end in .gz, not a copy of a built text file.
        ['downloads/rates.csv.gz', 'gzip'],
        ['images/og/home.png', 'png'],
      ])
        writeUnder(own, `dist/client/${path}`, text!);
      // A stand-in for npx that writes down the files of the folder it is asked to publish.
      const listing = join(own, 'listing');
      writeUnder(
        own,
        'bin/npx',
        `#!/bin/sh\nfor a in "$@"; do if [ -d "$a" ]; then (cd "$a" && find . -type f | sed 's#^./##' | LC_ALL=C sort) > "${listing}"; fi; done\n`,
      );
      chmodSync(join(own, 'bin', 'npx'), 0o755);
      const path = `${join(own, 'bin')}:${process.env.PATH}`;
      const netlify = { ...env, PATH: path, DEPLOY_TARGET: 'netlify', NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 's' };
      expect(quietly(() => deploy([], netlify, own)).result).toBe(0);
      expect(readFileSync(listing, 'utf8').trim().split('\n')).toHaveLength(10);
      const cloudflare = { ...env, PATH: path, DEPLOY_TARGET: 'cloudflare', CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a', CLOUDFLARE_PROJECT: 'p' };
      const dry = quietly(() => deploy(['--dry-run'], cloudflare, own));
      expect(dry.result).toBe(0);
      expect(dry.out).toContain('Dry run: 5 .br and .gz copies would be left out for Cloudflare Pages');
      expect(existsSync(join(own, 'dist/client/index.html.br'))).toBe(true);
      const run = quietly(() => deploy([], cloudflare, own));
      expect(run.result, run.out).toBe(0);
      expect(run.out).toContain('5 .br and .gz copies left out for Cloudflare Pages');
      // What it uploads, counted against the files a deployment may have (5: not the copies).
      expect(dry.out).toContain('5 files for Cloudflare Pages (a deployment may have 20,000 on the Free plan, 100,000 on paid plans).');
      expect(cloudflareFiles(join(own, 'dist/client'), 4)).toMatch(
        /^WARNING over the Free plan's limit: wrangler refuses this deployment on that plan\. 5 files/,
      );
      expect(readFileSync(listing, 'utf8').trim().split('\n')).toEqual([
        'admin/index.html',
        'assets/app.123.js',
        'downloads/rates.csv.gz',
        'images/og/home.png',
        'index.html',
      ]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('refuses to publish when there is no build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'deploy-empty-'));
    try {
      const run = quietly(() => deploy([], env, empty));
      expect(run.result).toBe(1);
      expect(run.out).toMatch(/No built site in .*: run npm run build first\./);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/** A stand-in for Cloudflare's API on 127.0.0.1: records each request, answers from `reply`. */
async function standInApi(reply: (method: string, path: string, calls: number) => { status: number; body: unknown }) {
  const seen: { method: string; path: string; authorization?: string; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization, body });
      const answer = reply(request.method!, request.url!, seen.length);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  return { url, seen, close: () => new Promise((done) => server.close(done)) };
}

describe('npm run deploy to Cloudflare: the Bulk Redirect List', () => {
  const items: BulkRedirectItem[] = [
    { redirect: { source_url: 'www.example.com/old-seo', target_url: 'https://www.example.com/seo-company-jaipur', status_code: 301 } },
    { redirect: { source_url: 'www.example.com/old-seo/', target_url: 'https://www.example.com/seo-company-jaipur', status_code: 301 } },
  ];
  const cloudflare = { CLOUDFLARE_API_TOKEN: 'token-1', CLOUDFLARE_ACCOUNT_ID: 'acc1', CLOUDFLARE_REDIRECT_LIST_ID: 'list9' };
  const noWait = async () => {};

  it("replaces the list's items with the build's file, then waits for Cloudflare's operation to complete", async () => {
    put(`dist/${CLOUDFLARE_BULK_FILE}`, renderBulkFile(items));
    const api = await standInApi((method, _path, calls) =>
      method === 'PUT'
        ? { status: 200, body: { success: true, errors: [], result: { operation_id: 'op7' } } }
        : { status: 200, body: { success: true, errors: [], result: { id: 'op7', status: calls < 3 ? 'running' : 'completed' } } },
    );
    try {
      const said = await uploadBulkRedirects({ ...cloudflare, CLOUDFLARE_API_URL: api.url }, root, noWait);
      expect(said).toBe(`Bulk Redirect List list9: its items are now the 2 redirects of ${CLOUDFLARE_BULK_FILE}.`);
      expect(api.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
        'PUT /client/v4/accounts/acc1/rules/lists/list9/items',
        'GET /client/v4/accounts/acc1/rules/lists/bulk_operations/op7',
        'GET /client/v4/accounts/acc1/rules/lists/bulk_operations/op7',
      ]);
      expect(api.seen.every((r) => r.authorization === 'Bearer token-1')).toBe(true);
      expect(JSON.parse(api.seen[0]!.body)).toEqual(items);
    } finally {
      await api.close();
      rmSync(join(root, 'dist', CLOUDFLARE_BULK_FILE));
    }
  });

  it("says what Cloudflare refused, and a failed operation; without the list's id, says what to set; without the file, does nothing", async () => {
    put(`dist/${CLOUDFLARE_BULK_FILE}`, renderBulkFile(items));
    const refused = await standInApi(() => ({ status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } }));
    const failed = await standInApi((method) =>
      method === 'PUT'
        ? { status: 200, body: { success: true, result: { operation_id: 'op8' } } }
        : { status: 200, body: { success: true, result: { status: 'failed', error: 'too many items for this plan' } } },
    );
    try {
      await expect(uploadBulkRedirects({ ...cloudflare, CLOUDFLARE_API_URL: refused.url }, root, noWait)).rejects.toThrow(
        'Cloudflare answered 403: Authentication error',
      );
      await expect(uploadBulkRedirects({ ...cloudflare, CLOUDFLARE_API_URL: failed.url }, root, noWait)).rejects.toThrow(
        'Cloudflare could not update the Bulk Redirect List list9: too many items for this plan',
      );
      expect(await uploadBulkRedirects({ CLOUDFLARE_API_URL: refused.url }, root, noWait)).toMatch(
        /^WARNING 2 redirects are in cloudflare-bulk-redirects\.json, .*set CLOUDFLARE_REDIRECT_LIST_ID/,
      );
      expect(refused.seen).toHaveLength(1);
      const gone = await standInApi(() => ({ status: 200, body: {} }));
      await gone.close();
      await expect(uploadBulkRedirects({ ...cloudflare, CLOUDFLARE_API_URL: gone.url }, root, noWait)).rejects.toThrow(
        /^Cloudflare's API could not be reached \(.*ECONNREFUSED.*\)\.$/,
      );
    } finally {
      await Promise.all([refused.close(), failed.close()]);
      rmSync(join(root, 'dist', CLOUDFLARE_BULK_FILE));
    }
    expect(await uploadBulkRedirects(cloudflare, root, noWait)).toBeUndefined();
  });

  it('npm run deploy whole: the live Cloudflare site gets the list after wrangler; a preview, a dry run or a failed deploy leave it', async () => {
    const own = mkdtempSync(join(tmpdir(), 'deploy-publish-'));
    writeUnder(own, 'dist/client/index.html', '<!doctype html><title>Home</title>');
    writeUnder(own, `dist/${CLOUDFLARE_BULK_FILE}`, renderBulkFile(items));
    // A stand-in for npx that writes down what it was asked and prints a preview's address, then
    // succeeds (or fails when told to).
    const calls = join(own, 'calls');
    writeUnder(own, 'bin/npx', `#!/bin/sh\necho "$*" >> "${calls}"\necho https://pr-3.p.pages.dev\n[ -z "$FAIL_NPX" ]\n`);
    chmodSync(join(own, 'bin', 'npx'), 0o755);
    const api = await standInApi((method) =>
      method === 'PUT'
        ? { status: 200, body: { success: true, result: { operation_id: 'op9' } } }
        : { status: 200, body: { success: true, result: { status: 'completed' } } },
    );
    const live = {
      ...env,
      ...cloudflare,
      PATH: `${join(own, 'bin')}:${process.env.PATH}`,
      DEPLOY_TARGET: 'cloudflare',
      CLOUDFLARE_PROJECT: 'p',
      CLOUDFLARE_API_URL: api.url,
    };
    const deploys = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []);
    try {
      const run = await quietlyAsync(() => publish([], live, own, noWait));
      expect(run.result, run.out).toBe(0);
      expect(deploys()).toEqual([expect.stringMatching(/^--yes wrangler@[\d.]+ pages deploy .*dist\/client --project-name p --branch main$/)]);
      expect(api.seen.map((r) => r.method)).toEqual(['PUT', 'GET']);
      expect(run.out).toContain(`Bulk Redirect List list9: its items are now the 2 redirects of ${CLOUDFLARE_BULK_FILE}.`);

      const preview = await quietlyAsync(() => publish(['--preview', 'pr-3'], live, own, noWait));
      const dry = await quietlyAsync(() => publish(['--dry-run'], live, own, noWait));
      const failed = await quietlyAsync(() => publish([], { ...live, FAIL_NPX: '1' }, own, noWait));
      expect([preview.result, dry.result, failed.result], preview.out).toEqual([0, 0, 1]);
      expect(preview.out).toContain('Preview: https://pr-3.p.pages.dev');
      expect(dry.out).toContain(`Dry run: ${CLOUDFLARE_BULK_FILE} would replace the items of the Bulk Redirect List.`);
      expect(failed.out).toContain('the site was not fully published');
      expect(deploys()).toHaveLength(3);
      expect(api.seen).toHaveLength(2);

      await api.close();
      const unreachable = await quietlyAsync(() => publish([], live, own, noWait));
      expect(unreachable.result).toBe(1);
      expect(unreachable.out).toMatch(/^Cloudflare's API could not be reached \(.*\)\. The site is published; those redirects are not\.$/m);
    } finally {
      await api.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});
