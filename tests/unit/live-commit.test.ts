import { execFile, execFileSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveCommit } from '../../scripts/ci/live-commit.ts';
import { toolBin } from '../../scripts/paths.ts';

/**
 * scripts/ci/live-commit.ts against a stand-in for GitHub's and GitLab's APIs on 127.0.0.1: what
 * it asks, with which token, and what it makes of each answer.
 */
const LIVE = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const BEFORE = '0123456789abcdef0123456789abcdef01234567';

let server: Server;
let base = '';
let asked: { url: string; headers: IncomingHttpHeaders }[] = [];
/** The next answer: a status and a body (a string is sent as it is, anything else as JSON); 'hang' never answers. */
let answer: { status: number; body: unknown } | 'hang' = { status: 200, body: [] };
/** An answer for requests whose address contains the key, before `answer`. */
let answerFor: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    const given = Object.entries(answerFor).find(([key]) => req.url?.includes(key))?.[1] ?? answer;
    if (given === 'hang') return;
    res.writeHead(given.status, { 'content-type': 'application/json' });
    res.end(typeof given.body === 'string' ? given.body : JSON.stringify(given.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  asked = [];
  answer = { status: 200, body: [] };
  answerFor = {};
});

/** Asks as the command does, with every commit taken as one the clone has (the stand-in's are made up). */
const ask = (env: NodeJS.ProcessEnv, options: Parameters<typeof liveCommit>[1] = {}) => liveCommit(env, { known: () => true, ...options });

const gitlab = (more: Record<string, string> = {}) => ({
  GITLAB_CI: 'true',
  CI_API_V4_URL: `${base}/api/v4`,
  CI_PROJECT_ID: '42',
  CI_ENVIRONMENT_NAME: 'production',
  CI_JOB_TOKEN: 'job-token-123',
  ...more,
});
const github = (more: Record<string, string> = {}) => ({
  GITHUB_ACTIONS: 'true',
  GITHUB_API_URL: base,
  GITHUB_REPOSITORY: 'agency/site',
  GITHUB_WORKFLOW_REF: 'agency/site/.github/workflows/deploy.yml@refs/heads/main',
  GITHUB_TOKEN: 'gh-token-456',
  ...more,
});

describe('the commit the live site was built from', () => {
  it("on GitLab: the last successful deployment to the job's environment, asked with the job's token", async () => {
    answer = { status: 200, body: [{ id: 7, status: 'success', sha: LIVE, ref: 'main' }] };
    expect(await ask(gitlab())).toEqual({ commit: LIVE, what: 'the last successful deployment to production' });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/api/v4/projects/42/deployments?environment=production&status=success&order_by=finished_at&sort=desc&per_page=1');
    expect(asked[0]!.headers['job-token']).toBe('job-token-123');
    expect(asked[0]!.headers['private-token']).toBeUndefined();
  });

  it('on GitLab with GITLAB_READ_TOKEN: that token, not the job token; a project given by its path is encoded', async () => {
    answer = { status: 200, body: [{ sha: LIVE }] };
    await ask(gitlab({ GITLAB_READ_TOKEN: 'read-789', CI_PROJECT_ID: 'agency/site' }));
    expect(asked[0]!.url).toMatch(/^\/api\/v4\/projects\/agency%2Fsite\/deployments\?/);
    expect(asked[0]!.headers['private-token']).toBe('read-789');
    expect(asked[0]!.headers['job-token']).toBeUndefined();
  });

  it('on a GitLab that cannot sort deployments by when they finished (before 15.7): the last made, asked next', async () => {
    answerFor = { 'order_by=finished_at': { status: 400, body: { message: '400 Bad request - order_by does not have a valid value' } } };
    answer = { status: 200, body: [{ sha: LIVE }] };
    expect(await ask(gitlab())).toEqual({ commit: LIVE, what: 'the last successful deployment to production' });
    expect(asked.map((a) => a.url)).toEqual([
      '/api/v4/projects/42/deployments?environment=production&status=success&order_by=finished_at&sort=desc&per_page=1',
      '/api/v4/projects/42/deployments?environment=production&status=success&order_by=id&sort=desc&per_page=1',
    ]);
    // Refused both ways: the status, once asked twice.
    answer = { status: 400, body: {} };
    expect(await ask(gitlab())).toEqual({ unread: 'the API answered 400' });
  });

  it('on GitHub: the last successful run of the running workflow, on any branch, asked with the workflow token', async () => {
    answer = { status: 200, body: { total_count: 12, workflow_runs: [{ id: 99, head_sha: LIVE, conclusion: 'success' }] } };
    expect(await ask(github())).toEqual({ commit: LIVE, what: 'the last successful run of deploy.yml' });
    expect(asked[0]!.url).toBe('/repos/agency/site/actions/workflows/deploy.yml/runs?status=success&per_page=20');
    expect(asked[0]!.headers.authorization).toBe('Bearer gh-token-456');
    expect(asked[0]!.headers['x-github-api-version']).toBe('2022-11-28');
  });

  it('on GitHub, a run started again (to go back to an older version) is live: the run started last, not the one made last', async () => {
    const older = '1111111111111111111111111111111111111111';
    answer = {
      status: 200,
      body: {
        workflow_runs: [
          { head_sha: LIVE, run_started_at: '2026-11-29T10:00:00Z', created_at: '2026-11-29T10:00:00Z' },
          { head_sha: older, run_started_at: '2026-11-29T12:30:00Z', created_at: '2026-11-28T09:00:00Z' },
        ],
      },
    };
    expect(await ask(github())).toEqual({ commit: older, what: 'the last successful run of deploy.yml' });
  });

  it('an answer of another shape than the host gives is not taken for "none yet"', async () => {
    answer = { status: 200, body: { message: 'unexpected' } };
    expect(await ask(gitlab())).toEqual({ unread: 'the API named no commit for the last successful deployment to production' });
    expect(await ask(github())).toEqual({ unread: 'the API named no commit for the last successful run of deploy.yml' });
    answer = { status: 200, body: [{ id: 7 }] };
    expect(await ask(gitlab())).toEqual({ unread: 'the API named no commit for the last successful deployment to production' });
  });

  it('a commit this clone does not have (a branch deleted since, a force push) is no answer: the build could not compare with it', async () => {
    answer = { status: 200, body: [{ sha: LIVE }] };
    expect(await liveCommit(gitlab())).toEqual({
      unread: `the last successful deployment to production was built from ${LIVE}, which this clone does not have (a branch deleted since, or a force push)`,
    });
  });

  it('none yet: said, with nothing to compare with', async () => {
    answer = { status: 200, body: [] };
    expect(await ask(gitlab())).toEqual({ unread: 'no deployment to production has succeeded yet' });
    answer = { status: 200, body: { total_count: 0, workflow_runs: [] } };
    expect(await ask(github())).toEqual({ unread: 'no run of deploy.yml has succeeded yet' });
  });

  it('refused by the host: the status, and what gives the token access', async () => {
    answer = { status: 403, body: { message: '403 Forbidden' } };
    expect(await ask(gitlab())).toEqual({
      unread: "the API answered 403: give the job's token access to deployments, or set GITLAB_READ_TOKEN to a token with read_api",
    });
    answer = { status: 404, body: { message: 'Not Found' } };
    expect(await ask(github())).toEqual({ unread: 'the API answered 404: the workflow needs `actions: read` in its permissions' });
    answer = { status: 502, body: 'Bad gateway' };
    expect(await ask(gitlab())).toEqual({ unread: 'the API answered 502' });
  });

  it('an answer that is not JSON, or names no commit, is not taken for one', async () => {
    answer = { status: 200, body: '<html>Sign in</html>' };
    expect(await ask(gitlab())).toEqual({ unread: 'the API answered with something other than JSON' });
    answer = { status: 200, body: [{ sha: 'main' }] };
    expect(await ask(gitlab())).toEqual({ unread: 'the API named no commit for the last successful deployment to production' });
  });

  it('a host that does not answer: refused at once, or given up after the time allowed', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await ask(gitlab({ CI_API_V4_URL: `http://127.0.0.1:${port}/api/v4` }))).toEqual({ unread: 'the API did not answer (ECONNREFUSED)' });
    answer = 'hang';
    expect(await ask(gitlab(), { timeoutMs: 300 })).toEqual({ unread: 'the API did not answer (TimeoutError)' });
    server.closeAllConnections();
  });

  it('outside CI, or without what the host needs, nothing is asked', async () => {
    expect(await ask({})).toEqual({ unread: 'not on GitHub Actions or GitLab CI' });
    expect(await ask(gitlab({ CI_ENVIRONMENT_NAME: '' }))).toEqual({ unread: 'the job names no environment (environment: in .gitlab-ci.yml)' });
    expect(await ask(github({ GITHUB_TOKEN: '' }))).toEqual({ unread: 'GITHUB_TOKEN is not set for the step' });
    expect(asked).toEqual([]);
  });

  it('the command prints the commit alone, or the version given with --otherwise, and says which on stderr', async () => {
    const run = (env: Record<string, string>, args: string[] = []) =>
      promisify(execFile)(toolBin('tsx'), ['scripts/ci/live-commit.ts', ...args], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      });
    // A commit this clone has: the command checks.
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    answer = { status: 200, body: [{ sha: head }] };
    const found = await run(gitlab(), ['--otherwise', BEFORE]);
    expect(found.stdout).toBe(`${head}\n`);
    expect(found.stderr).toBe(`The live site was built from ${head} (the last successful deployment to production).\n`);
    answer = { status: 403, body: {} };
    const refused = await run(gitlab(), ['--otherwise', BEFORE]);
    expect(refused.stdout).toBe(`${BEFORE}\n`);
    expect(refused.stderr).toContain(`The live site's commit was not read: the API answered 403: `);
    expect(refused.stderr).toContain(`The build compares with ${BEFORE} instead.`);
    answer = { status: 200, body: { workflow_runs: [] } };
    const none = await run(github());
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe("The live site's commit was not read: no run of deploy.yml has succeeded yet. The build compares with the last commit.\n");
  }, 30_000);
});
