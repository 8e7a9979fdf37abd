/**
 * A skipped test fails the run unless the README says why it may skip. scripts/test.ts reads the
 * Vitest and Playwright JSON reports, lists every skipped test, and counts one failure for each
 * skip whose reason (Playwright's skip annotation) or full name (Vitest) is not one of the
 * `backquoted` items under the README heading "Tests that may skip".
 */

export interface Skipped {
  runner: 'vitest' | 'playwright';
  /** File and full test name (Playwright: with its project). */
  name: string;
  reason?: string;
}

export const SKIPS_HEADING = 'Tests that may skip';

/** The backquoted texts that start the list items under the README heading "Tests that may skip". */
export function allowedSkips(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => /^#{2,4} /.test(l) && l.replace(/^#+ /, '').trim() === SKIPS_HEADING);
  if (start < 0) return [];
  const allowed: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,4} /.test(line)) break;
    const m = /^\s*[-*] `([^`]+)`/.exec(line);
    if (m) allowed.push(m[1]!);
  }
  return allowed;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; duration?: number | null }[] }[];
}

export function vitestSkips(report: VitestReport, root = process.cwd()): Skipped[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo' || t.status === 'disabled')
      .map((t) => ({ runner: 'vitest' as const, name: `${file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name} › ${t.fullName}` })),
  );
}

interface PwAnnotation {
  type: string;
  description?: string;
}
interface PwSuite {
  title: string;
  file?: string;
  suites?: PwSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; annotations?: PwAnnotation[]; results?: { annotations?: PwAnnotation[]; duration?: number }[] }[];
  }[];
}

export function playwrightSkips(report: { suites?: PwSuite[] }): Skipped[] {
  const found: Skipped[] = [];
  const walk = (suite: PwSuite, path: string[]) => {
    const titles = suite.file && suite.title === suite.file ? path : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'skipped') {
          const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
          const reason = annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
          found.push({ runner: 'playwright', name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, reason });
        }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The skips the README does not allow: matched on the skip's reason, or else on its name. */
export function unlistedSkips(skipped: Skipped[], allowed: string[]): Skipped[] {
  const ok = new Set(allowed);
  return skipped.filter((s) => !(s.reason && ok.has(s.reason)) && !allowed.some((a) => s.name.endsWith(a)));
}

/** A test and how long it took (ms), for the list of the slowest tests that npm test prints. */
export interface Timed {
  name: string;
  ms: number;
}

export function vitestTimes(report: VitestReport, root = process.cwd()): Timed[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({
      name: `${file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name} › ${t.fullName}`,
      ms: Math.round(t.duration ?? 0),
    })),
  );
}

export function playwrightTimes(report: { suites?: PwSuite[] }): Timed[] {
  const found: Timed[] = [];
  const walk = (suite: PwSuite, path: string[]) => {
    const titles = suite.file && suite.title === suite.file ? path : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        found.push({
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          ms: (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0),
        });
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The n slowest, slowest first. */
export const slowest = (times: Timed[], n = 10) => [...times].sort((a, b) => b.ms - a.ms).slice(0, n);
