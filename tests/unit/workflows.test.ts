import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tools } from '../../scripts/find-tools.ts';
import { toolBin } from '../../scripts/paths.ts';

/**
 * The CI files, checked offline: what they run exists, third-party actions are pinned to a
 * commit, permissions are the least needed, and content problems are reported where the host shows them.
 */
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

/** Every `npm run <script>` of a command line names a script of package.json. */
function npmScripts(command: string): string[] {
  return [...command.matchAll(/npm run (?:--silent |-s )?([\w:-]+)/g)].map((m) => m[1]!);
}

/**
 * `npm run test:built` passes with the nginx check skipped, so a job that runs it must install what
 * .ci/run installs for it and ask scripts/find-tools.ts for nginx and the module first, which fails
 * the job instead. `lines`: the job's shell lines in order.
 */
function expectNginxCheckCannotSkip(lines: string[]) {
  const install = lines.find((line) => /apt-get install/.test(line)) ?? '';
  for (const pkg of [tools.nginx.pkg, tools.brotli.pkg]) expect(install, pkg).toContain(pkg);
  const find = lines.findIndex((line) => line.trim() === 'npx tsx scripts/find-tools.ts nginx brotli');
  expect(find, 'find-tools asked for nginx and its Brotli module').toBeGreaterThan(lines.indexOf(install));
  expect(find, 'before the checks of the built files').toBeLessThan(lines.findIndex((line) => line.includes('npm run test:built')));
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; 'timeout-minutes'?: number }>;
}

describe('GitHub Actions: .github/workflows/checks.yml', () => {
  const workflow = parse(readFileSync('.github/workflows/checks.yml', 'utf8')) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it('runs on pull requests and on pushes to main, one run per branch at a time', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.concurrency).toBeDefined();
  });

  it('asks only to read the repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('pins every third-party action to a full commit', () => {
    const uses = steps.flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(2);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it('reports content problems as annotations, then builds and checks the built files, with the build cache kept outside node_modules', () => {
    const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
    const check = 'npm run validate -- --format github';
    expect(runs).toContain(check);
    expect(runs.indexOf(check)).toBeLessThan(runs.indexOf('npm run build'));
    for (const script of runs.flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
    expect(workflow.env?.SITE_CACHE_DIR).toBe('.site-cache');
    expect(steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with?.path).toBe('.site-cache');
  });

  it('compares the routes with the version the change starts from, which the checkout fetches', () => {
    const check = steps.find((s) => s.run?.startsWith('npm run validate'));
    expect((check as Step & { env?: Record<string, string> }).env).toEqual({
      CONTENT_SINCE: '${{ github.event.pull_request.base.sha || github.event.before }}',
    });
    expect(workflow.jobs.content!.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toEqual({ 'fetch-depth': 0 });
  });

  it('installs nginx and its Brotli module (and Java where the runner lacks it) and fails if the nginx check would skip', () => {
    const lines = steps.flatMap((s) => (s.run ? s.run.split('\n') : []));
    expectNginxCheckCannotSkip(lines);
    expect(lines.find((line) => /apt-get install/.test(line))).toContain('default-jre-headless');
  });
});

/**
 * gitlab-ci-local (pinned to 4.70.1: later releases need Node 22) reads a pipeline as GitLab does and
 * checks it against GitLab's own JSON Schema of `.gitlab-ci.yml`, offline. It runs in a folder of its
 * own, where it leaves its working files.
 */
function gitlabLint(pipeline: string): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'gitlab-ci-'));
  try {
    writeFileSync(join(dir, '.gitlab-ci.yml'), pipeline);
    const run = spawnSync(toolBin('gitlab-ci-local'), ['--list-all'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GitLab CI: .gitlab-ci.yml', () => {
  const text = readFileSync('.gitlab-ci.yml', 'utf8');

  it("passes GitLab's JSON Schema of .gitlab-ci.yml, and its three jobs are read as GitLab reads them", () => {
    const { status, output } = gitlabLint(text);
    expect(output).toContain('json schema validated');
    expect(status, output).toBe(0);
    const jobs = output
      .split('\n')
      .map((line) => line.split(/\s+/))
      .filter(([name, stage]) => ['checks', 'deploy', 'preview'].includes(name!) && ['test', 'deploy'].includes(stage!));
    expect(jobs.map(([name, stage]) => `${name} ${stage}`)).toEqual(['checks test', 'deploy deploy', 'preview deploy']);
  }, 60_000);

  it('the schema check refuses a job with a value GitLab does not know, naming the job, the key and the rule', () => {
    const broken = text.replace('checks:\n  stage: test\n', 'checks:\n  stage: test\n  when: sometimes\n  interruptible: maybe\n');
    expect(broken).not.toBe(text);
    const { status, output } = gitlabLint(broken);
    expect(status).toBe(1);
    expect(output).toContain('Invalid .gitlab-ci.yml configuration!');
    expect(output).toContain('at checks.when [#/definitions/when/enum]');
    expect(output).toContain('at checks.interruptible [#/definitions/interruptible/type]');
  }, 60_000);

  const pipeline = parse(text) as Record<
    string,
    {
      stage?: string;
      before_script?: string[];
      script?: string[];
      rules?: { if: string }[];
      resource_group?: string;
      image?: string;
      environment?: string | { name: string; url: string };
      variables?: Record<string, string>;
      interruptible?: boolean;
      artifacts?: { reports?: Record<string, string> };
    }
  >;

  it('a preview of each merge request from the project on a host with previews, its address the merge request environment', () => {
    const preview = pipeline.preview!;
    expect(preview.rules![0]!.if).toContain('$CI_PIPELINE_SOURCE == "merge_request_event"');
    expect(preview.rules![0]!.if).toContain('$CI_MERGE_REQUEST_SOURCE_PROJECT_ID == $CI_PROJECT_ID');
    expect(preview.rules![0]!.if).toContain('$DEPLOY_TARGET =~ /^(cloudflare|netlify)$/');
    expect(preview.script!.at(-1)).toBe('npm run deploy -- --preview "mr-$CI_MERGE_REQUEST_IID"');
    // The deploy script writes PREVIEW_URL to the file PREVIEW_DOTENV names; GitLab reads it as the environment's address.
    expect(preview.variables?.PREVIEW_DOTENV).toBe('preview.env');
    expect(preview.artifacts?.reports?.dotenv).toBe('preview.env');
    expect(preview.environment).toEqual({ name: 'review/$CI_MERGE_REQUEST_IID', url: '$PREVIEW_URL' });
    expect(preview.interruptible).toBe(true);
    for (const script of (preview.script ?? []).flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
  });

  it('deploys from the default branch only, after the checks, one at a time, with the host of DEPLOY_TARGET', () => {
    const deploy = pipeline.deploy!;
    expect(deploy.stage).toBe('deploy');
    expect(pipeline.checks!.stage).toBe('test');
    expect(deploy.rules).toEqual([{ if: '$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH && $DEPLOY_TARGET' }]);
    expect(deploy.resource_group).toBe('production');
    expect(deploy.image).toBe('node:22');
    // The build keeps a moved page's earlier address, compared with the commit of the last deployment
    // that succeeded (GitLab's API, scripts/ci/live-commit.ts), or the branch before the push; with the history.
    expect(deploy.script).toEqual([
      'npm ci',
      'export CONTENT_SINCE="$(npx tsx scripts/ci/live-commit.ts --otherwise "$CI_COMMIT_BEFORE_SHA" || echo "$CI_COMMIT_BEFORE_SHA")"',
      'npm run build',
      'npm run deploy',
    ]);
    expect(deploy.variables).toEqual({ GIT_DEPTH: '0' });
    expect(deploy.environment).toBe('production');
    for (const script of (deploy.script ?? []).flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
  });

  it('writes the Code Quality report that the merge request shows, and runs only scripts that exist', () => {
    const job = pipeline.checks!;
    expect(job.script).toContain(
      'CONTENT_SINCE="${CI_MERGE_REQUEST_DIFF_BASE_SHA:-$CI_COMMIT_BEFORE_SHA}" npm run --silent validate -- --format gitlab > gl-code-quality-report.json || (cat gl-code-quality-report.json; exit 1)',
    );
    // The whole history, for the version the routes are compared with.
    expect(job.variables).toEqual({ GIT_DEPTH: '0' });
    expect(job.artifacts?.reports?.codequality).toBe('gl-code-quality-report.json');
    for (const script of (job.script ?? []).flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
  });

  it('the checks install nginx, its Brotli module and Java (node:20 has none of them) and fail if the nginx check would skip', () => {
    const job = pipeline.checks!;
    expect(job.image).toBe('node:20');
    const lines = [...(job.before_script ?? []), ...(job.script ?? [])];
    expectNginxCheckCannotSkip(lines);
    expect(job.before_script?.join('\n')).toContain('default-jre-headless');
  });
});

const dir = '.github/workflows';
const workflows = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));

type AnyWorkflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, { if?: string; steps: { id?: string; uses?: string; run?: string; env?: Record<string, string> }[] }>;
};

describe('every GitHub workflow, against the workflow schema and the house rules', () => {
  it('are the checks, the deploy, the preview and the add-city workflow', () => {
    expect(workflows.map((w) => w.file).sort()).toEqual(['add-city.yml', 'checks.yml', 'deploy.yml', 'preview.yml']);
  });

  for (const { file, text } of workflows) {
    it(`${file} is a valid workflow, with least-privilege permissions and every action pinned to a commit`, () => {
      expect(validateWorkflow(text).errors).toEqual([]);
      const workflow = parse(text) as AnyWorkflow;
      expect(workflow.permissions, 'permissions: set at the top').toBeDefined();
      expect(Object.values(workflow.permissions!).every((p) => p === 'read' || p === 'write')).toBe(true);
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps) if (step.uses) expect(step.uses, `${file}: ${step.uses}`).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps) for (const script of npmScripts(step.run ?? '')) expect(scripts, `${file}: npm run ${script}`).toContain(script);
      // A workflow input or event value is never pasted into a shell script (only passed as env).
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps) expect(step.run ?? '', file).not.toMatch(/\$\{\{\s*(inputs|github\.event)\./);
    });
  }

  it('the schema check fails on a mistake (a misspelt job key, an unknown step key)', () => {
    const broken = workflows.find((w) => w.file === 'deploy.yml')!.text.replace('runs-on:', 'runs_on:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
    const unknownStepKey = workflows
      .find((w) => w.file === 'checks.yml')!
      .text.replace('      - run: npm ci\n', '      - run: npm ci\n        shell_name: bash\n');
    expect(unknownStepKey).toContain('shell_name');
    expect(JSON.stringify(validateWorkflow(unknownStepKey).errors)).toContain("Additional property 'shell_name' is not allowed");
  });

  it('deploy: on push to main, by hand and daily at 00:05 India time, one at a time, never cancelled half done', () => {
    const deploy = parse(workflows.find((w) => w.file === 'deploy.yml')!.text) as AnyWorkflow;
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(deploy.on.schedule).toEqual([{ cron: '35 18 * * *' }]);
    // 18:35 UTC + 5:30 = 00:05 the next day in India.
    expect(new Date(Date.UTC(2026, 10, 25, 18, 35)).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' })).toBe('00:05:00');
    expect(deploy.concurrency).toEqual({ group: 'deploy', 'cancel-in-progress': false });
    expect(deploy.permissions).toEqual({ contents: 'read', actions: 'read' });
    const publish = deploy.jobs.deploy!.steps.find((s) => s.run === 'npm run deploy')!;
    expect(publish.env?.DEPLOY_TARGET).toBe('${{ vars.DEPLOY_TARGET }}');
    // The live site's Bulk Redirect List on Cloudflare (scripts/deploy.ts uploads what _redirects has no room for).
    expect(publish.env?.CLOUDFLARE_REDIRECT_LIST_ID).toBe('${{ vars.CLOUDFLARE_REDIRECT_LIST_ID }}');
  });

  it("deploy: each job's build keeps a moved page's earlier address, compared with the commit the live site was built from, whose history the checkout fetches", () => {
    const deploy = parse(workflows.find((w) => w.file === 'deploy.yml')!.text) as AnyWorkflow;
    for (const job of ['deploy', 'github-pages']) {
      const steps = deploy.jobs[job]!.steps as { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }[];
      expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with, job).toEqual({ 'fetch-depth': 0 });
      expect(steps.find((s) => s.run === 'npm run build')?.env?.CONTENT_SINCE, job).toBe('${{ steps.live.outputs.sha }}');
      // The live site's commit: that of the last deploy that succeeded, asked of GitHub's API, before the build.
      const live = steps.findIndex((s) => (s as { id?: string }).id === 'live');
      expect(live, job).toBeLessThan(steps.findIndex((s) => s.run === 'npm run build'));
      expect(steps[live]!.env, job).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
      expect(steps[live]!.run, job).toBe('echo "sha=$(npx tsx scripts/ci/live-commit.ts)" >> "$GITHUB_OUTPUT"');
    }
  });

  it('deploy: GitHub Pages is its own job, the only one with the Pages permissions, and the other job stands aside for it', () => {
    const deploy = parse(workflows.find((w) => w.file === 'deploy.yml')!.text) as AnyWorkflow & {
      jobs: Record<string, { permissions?: Record<string, string> }>;
    };
    expect(deploy.jobs.deploy!.if).toBe("vars.DEPLOY_TARGET != 'github-pages'");
    expect(deploy.jobs.deploy!.permissions).toBeUndefined();
    const pages = deploy.jobs['github-pages']!;
    expect(pages.if).toBe("vars.DEPLOY_TARGET == 'github-pages'");
    expect(pages.permissions).toEqual({ contents: 'read', actions: 'read', pages: 'write', 'id-token': 'write' });
    const uses = pages.steps.flatMap((s) => (s.uses ? [s.uses.replace(/@.*/, '')] : []));
    expect(uses.slice(-2)).toEqual(['actions/upload-pages-artifact', 'actions/deploy-pages']);
    expect(pages.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))).toMatchObject({ with: { path: 'dist/client' } });
    expect(pages.steps.some((s) => s.run === 'npm run build')).toBe(true);
  });

  it('preview: each pull request of the repository (not a fork) published under pr-<number> on a host with previews, its address posted as a commit status', () => {
    const preview = parse(workflows.find((w) => w.file === 'preview.yml')!.text) as AnyWorkflow;
    expect(Object.keys(preview.on)).toEqual(['pull_request']);
    expect(preview.permissions).toEqual({ contents: 'read', statuses: 'write' });
    expect(preview.concurrency).toEqual({ group: 'preview-${{ github.event.pull_request.number }}', 'cancel-in-progress': true });
    const job = preview.jobs.preview!;
    expect(job.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(job.if).not.toContain("'server'");
    const publish = job.steps.find((s) => s.id === 'publish')!;
    expect(publish.run).toBe('npm run deploy -- --preview "pr-$PR_NUMBER"');
    expect(publish.env?.PR_NUMBER).toBe('${{ github.event.pull_request.number }}');
    // Built as the live site is (deploy.yml): the contact form's key from the same secret.
    const build = job.steps.find((s) => s.run === 'npm run build')!;
    expect(build.env?.FORM_ACCESS_KEY).toBe('${{ secrets.FORM_ACCESS_KEY }}');
    const status = job.steps.at(-1)!;
    expect(status.env?.URL).toBe('${{ steps.publish.outputs.url }}');
    expect(status.env?.SHA).toBe('${{ github.event.pull_request.head.sha }}');
    expect(status.run).toMatch(/gh api --method POST "repos\/\$GITHUB_REPOSITORY\/statuses\/\$SHA"[\s\S]*context=deploy\/preview[\s\S]*target_url="\$URL"/);
  });

  it("add a city: the branch is pushed and the pull request opened with ADD_CITY_TOKEN when set, so the checks run on it (the workflow's own token starts no workflow)", () => {
    const addCity = parse(workflows.find((w) => w.file === 'add-city.yml')!.text) as AnyWorkflow;
    const steps = addCity.jobs['add-city']!.steps;
    const token = '${{ secrets.ADD_CITY_TOKEN || github.token }}';
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))).toMatchObject({ with: { token } });
    const open = steps.find((s) => s.run?.includes('gh pr create'))!;
    expect(open.env?.GH_TOKEN).toBe(token);
    expect(open.run).toContain('git push origin');
  });
});

describe('the CI files', () => {
  it('run with tsx only scripts of the project that exist', () => {
    const texts = [readFileSync('.gitlab-ci.yml', 'utf8'), ...workflows.map((w) => w.text)];
    const run = texts.flatMap((text) => [...text.matchAll(/npx tsx (\S+\.ts)/g)].map((m) => m[1]!));
    expect(run).toContain('scripts/ci/live-commit.ts');
    for (const file of run) expect(existsSync(file), file).toBe(true);
  });
});
