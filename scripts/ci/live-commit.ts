/**
 * The commit the live site was built from: that of the last deploy that succeeded, asked of the CI
 * host's API. The deploy's build compares each page's route with it (CONTENT_SINCE), so a page
 * that moved keeps its earlier address however many pushes carried the move.
 * - GitHub Actions: the last successful run of this workflow (the token needs `actions: read`).
 * - GitLab CI: the last successful deployment to this job's environment (the job's own token, or a
 *   token with `read_api` in GITLAB_READ_TOKEN where an instance does not let the job token read deployments).
 * Prints the commit, or `--otherwise <version>` (GitLab's deploy passes the branch before the push)
 * when none can be read; says on stderr which it is and why.
 * Usage: tsx scripts/ci/live-commit.ts [--otherwise <version>]
 */
import { spawnSync } from 'node:child_process';
import { runWhenMain } from '../build/step.ts';
import { option } from '../command-line.ts';

export interface Lookup {
  /** What is asked: the address (the next one only when the host answers 400, a query it does not know) and its headers. */
  urls: [string, ...string[]];
  headers: Record<string, string>;
  /** The commit the host's answer names (validated by the caller); null when the host knows of no deploy yet. */
  commitOf: (body: unknown) => unknown;
  /** What the deploy is, in the messages ("the last successful run of deploy.yml"). */
  what: string;
  /** Said when the host knows of none ("no run of deploy.yml has succeeded yet"). */
  none: string;
}

const COMMIT = /^[0-9a-f]{40}$/;

/** What to ask, from the CI host's variables; or why nothing can be asked (not on either host, or without what it needs). */
export function lookupFor(env: NodeJS.ProcessEnv): Lookup | string {
  if (env.GITHUB_ACTIONS === 'true') {
    const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_TOKEN } = env;
    // owner/repo/.github/workflows/deploy.yml@refs/heads/main: the file of the running workflow.
    const workflow = /\/\.github\/workflows\/([^@/]+)@/.exec(GITHUB_WORKFLOW_REF ?? '')?.[1];
    if (!GITHUB_API_URL || !GITHUB_REPOSITORY || !workflow) return "GitHub's variables for the repository or the workflow are missing";
    if (!GITHUB_TOKEN) return 'GITHUB_TOKEN is not set for the step';
    // Of any branch: a run started by hand on another branch published that branch. The workflow's
    // concurrency group lets one run at a time, so the last to start is the last to end; a run started
    // again (re-run, to go back to an older version) keeps its place in the list, made by creation:
    // the newest twenty are read and the one started last taken.
    const query = new URLSearchParams({ status: 'success', per_page: '20' });
    return {
      urls: [`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/actions/workflows/${encodeURIComponent(workflow)}/runs?${query}`],
      headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${GITHUB_TOKEN}`, 'x-github-api-version': '2022-11-28' },
      commitOf: (body) => {
        const runs = (body as { workflow_runs?: unknown } | null)?.workflow_runs;
        if (!Array.isArray(runs)) return undefined;
        const started = (run: { run_started_at?: unknown }) => String(run.run_started_at ?? '');
        const [last] = [...(runs as { run_started_at?: unknown; head_sha?: unknown }[])].sort((a, b) => started(b).localeCompare(started(a)));
        return last === undefined ? null : last.head_sha;
      },
      what: `the last successful run of ${workflow}`,
      none: `no run of ${workflow} has succeeded yet`,
    };
  }
  if (env.GITLAB_CI === 'true') {
    const { CI_API_V4_URL, CI_PROJECT_ID, CI_ENVIRONMENT_NAME, CI_JOB_TOKEN, GITLAB_READ_TOKEN } = env;
    if (!CI_API_V4_URL || !CI_PROJECT_ID) return "GitLab's variables for the API or the project are missing";
    if (!CI_ENVIRONMENT_NAME) return 'the job names no environment (environment: in .gitlab-ci.yml)';
    if (!GITLAB_READ_TOKEN && !CI_JOB_TOKEN) return 'the job has no token';
    // The job's own deployment is running, not a success: the one before it is the live site. The last
    // to finish (resource_group runs one at a time, not always in the order they were made); a GitLab
    // older than 15.7 cannot sort by that, and is asked for the last made.
    const query = (order: string) => new URLSearchParams({ environment: CI_ENVIRONMENT_NAME, status: 'success', order_by: order, sort: 'desc', per_page: '1' });
    const deployments = `${CI_API_V4_URL}/projects/${encodeURIComponent(CI_PROJECT_ID)}/deployments`;
    return {
      urls: [`${deployments}?${query('finished_at')}`, `${deployments}?${query('id')}`],
      headers: GITLAB_READ_TOKEN ? { 'private-token': GITLAB_READ_TOKEN } : { 'job-token': CI_JOB_TOKEN! },
      commitOf: (body) => (!Array.isArray(body) ? undefined : body.length === 0 ? null : (body[0] as { sha?: unknown } | null)?.sha),
      what: `the last successful deployment to ${CI_ENVIRONMENT_NAME}`,
      none: `no deployment to ${CI_ENVIRONMENT_NAME} has succeeded yet`,
    };
  }
  return 'not on GitHub Actions or GitLab CI';
}

/** Whether this clone has the commit (a branch deleted since, or a force push, can take it away). */
const inThisClone = (commit: string) => spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' }).status === 0;

/**
 * The live site's commit, or why it could not be read. `known`: whether the clone has a commit (the
 * build compares with it, so one it lacks is no answer).
 */
export async function liveCommit(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 15_000, known = inThisClone }: { timeoutMs?: number; known?: (commit: string) => boolean } = {},
): Promise<{ commit: string; what: string } | { unread: string }> {
  const lookup = lookupFor(env);
  if (typeof lookup === 'string') return { unread: lookup };
  // Assigned by the first address, which there always is.
  let response!: Response;
  for (const url of lookup.urls) {
    try {
      response = await fetch(url, { headers: lookup.headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      return { unread: `the API did not answer (${cause})` };
    }
    if (response.status !== 400) break;
  }
  if (!response.ok) {
    const denied = response.status === 401 || response.status === 403 || response.status === 404;
    const hint = !denied
      ? ''
      : env.GITLAB_CI === 'true'
        ? `: give the job's token access to deployments, or set GITLAB_READ_TOKEN to a token with read_api`
        : ': the workflow needs `actions: read` in its permissions';
    return { unread: `the API answered ${response.status}${hint}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { unread: 'the API answered with something other than JSON' };
  }
  const commit = lookup.commitOf(body);
  if (commit === null) return { unread: lookup.none };
  if (typeof commit !== 'string' || !COMMIT.test(commit)) return { unread: `the API named no commit for ${lookup.what}` };
  if (!known(commit)) return { unread: `${lookup.what} was built from ${commit}, which this clone does not have (a branch deleted since, or a force push)` };
  return { commit, what: lookup.what };
}

runWhenMain(import.meta.url, async () => {
  const otherwise = option('otherwise', '');
  const found = await liveCommit(process.env);
  if ('commit' in found) {
    console.error(`The live site was built from ${found.commit} (${found.what}).`);
    console.log(found.commit);
    return;
  }
  console.error(
    `The live site's commit was not read: ${found.unread}. ${otherwise ? `The build compares with ${otherwise} instead.` : 'The build compares with the last commit.'}`,
  );
  if (otherwise) console.log(otherwise);
});
