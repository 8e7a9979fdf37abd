import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The CI files, checked offline: what they run exists, third-party actions are pinned to a
 * commit, permissions are the least needed, and content problems are reported where the host shows them.
 */
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

/** Every `npm run <script>` of a command line names a script of package.json. */
function npmScripts(command: string): string[] {
  return [...command.matchAll(/npm run (?:--silent |-s )?([\w:-]+)/g)].map((m) => m[1]!);
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
    expect(runs).toContain('npm run validate -- --format github');
    expect(runs.indexOf('npm run validate -- --format github')).toBeLessThan(runs.indexOf('npm run build'));
    for (const script of runs.flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
    expect(workflow.env?.SITE_CACHE_DIR).toBe('.site-cache');
    expect(steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with?.path).toBe('.site-cache');
  });
});

describe('GitLab CI: .gitlab-ci.yml', () => {
  const pipeline = parse(readFileSync('.gitlab-ci.yml', 'utf8')) as Record<string, { script?: string[]; artifacts?: { reports?: Record<string, string> } }>;

  it('writes the Code Quality report that the merge request shows, and runs only scripts that exist', () => {
    const job = pipeline.checks!;
    expect(job.script?.some((line) => line.startsWith('npm run --silent validate -- --format gitlab > gl-code-quality-report.json'))).toBe(true);
    expect(job.artifacts?.reports?.codequality).toBe('gl-code-quality-report.json');
    for (const script of (job.script ?? []).flatMap(npmScripts)) expect(scripts, `npm run ${script}`).toContain(script);
  });
});
