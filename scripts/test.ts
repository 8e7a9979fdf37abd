/**
 * The whole test suite, as CI runs it: the type check, the linter and the production build side
 * by side, then the unit tests (Vitest), checks of the built files (Vitest,
 * vitest.built.config.ts), and browser tests (Playwright, headless Chromium) against the built site
 * on 127.0.0.1.
 * Ends with one line `N passed, N failed` totalled over both runners.
 */
import { clientDir, toolBin, tscBin } from './paths.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { debianChromiumPackages, findTestChromium, headlessShellHint, installHint } from './find-chromium.ts';
import { ensureTool, tools } from './find-tools.ts';
import { allowedSkips, playwrightSkips, playwrightTimes, type Skipped, slowest, type Timed, unlistedSkips, vitestSkips, vitestTimes } from './skips.ts';
import { freePortRun } from './free-port.ts';
import { cleanTestTmp, leftIn } from './test-tmp.ts';

const reports = '.cache/test-reports';
mkdirSync(reports, { recursive: true });
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** A runner's own TMPDIR (scripts/test-tmp.ts): a failed step when the run left anything in it. */
function checkLeftovers(runner: string, dir: string): void {
  const left = leftIn(dir);
  if (left.length === 0) return;
  console.error(`\n${runner} left ${left.length} temporary file(s) or folder(s) in ${dir}: ${left.slice(0, 10).join(', ')}${left.length > 10 ? ', …' : ''}`);
  steps.push(`${runner} (left temporary files: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''})`);
}

let passed = 0;
let failed = 0;
const steps: string[] = [];
const skipped: Skipped[] = [];
const times: Timed[] = [];
const started = Date.now();
const stepTimes: string[] = [];
let stepStart = Date.now();
/** Notes how long the step that just ended took (the README's breakdown by runner). */
const endStep = (name: string) => {
  stepTimes.push(`${name} ${((Date.now() - stepStart) / 1000).toFixed(0)} s`);
  stepStart = Date.now();
};

function finish(): never {
  // A skipped test counts as failed unless the README says why it may skip (scripts/skips.ts).
  const unlisted = unlistedSkips(skipped, allowedSkips(readFileSync('README.md', 'utf8')));
  console.log(
    skipped.length ? `\nSkipped: ${skipped.length} tests, ${skipped.length - unlisted.length} of them for a reason the README lists.` : '\nSkipped: 0 tests',
  );
  for (const s of unlisted) console.error(`  skipped, and the README does not list why: ${s.name}${s.reason ? ` (${s.reason})` : ''}`);
  failed += unlisted.length;
  // A step that failed without a failing test (the type check, the linter, a runner that stopped)
  // counts as one failure, so the last line never reads "0 failed" for a red run.
  failed += steps.length;
  if (times.length) {
    console.log('\nSlowest tests:');
    for (const t of slowest(times)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  }
  console.log(`\nTime: ${((Date.now() - started) / 60_000).toFixed(1)} minutes (${stepTimes.join(', ')})`);
  console.log('');
  if (steps.length) console.log(`Failed steps: ${steps.join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || steps.length > 0 || passed === 0 ? 1 : 0);
}

/** A step run beside others: its output is held, to be printed whole under its heading once it ends. */
interface Beside {
  status: number;
  output: string;
  seconds: number;
}
function runBeside(cmd: string, args: string[]): Promise<Beside> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    const end = (status: number) => resolve({ status, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

// The type check, the linter and the build side by side: the type check (TypeScript 5.9 then) kept
// about 1.5 of two cores busy and the build about 1.6, so together they took 35 s where one after
// another took 44 s (medians of three, the editor's, the bundle's and the pages' caches empty).
// TypeScript 7's check needs 10 s of processor time where 5.9's needed 25. None of them writes
// what another reads: the linter leaves out dist/ and the caches, and the build writes the schemas,
// which the type check reads, only when they are out of date; it then says so, and the type check
// runs again on what it wrote.
console.log("\n▶ Type check, format and lint (Biome), and build, side by side: each step's output follows once it ends");
const phaseStart = Date.now();
const runTypeCheck = () => runBeside(process.execPath, [tscBin(), '--noEmit']);
const [typecheck, lint, build] = await Promise.all([
  runTypeCheck(),
  runBeside(toolBin('biome'), ['check', '.']),
  runBeside('npm', ['run', 'build', '--silent']),
]);
if (/^Wrote .*schemas\//m.test(build.output)) {
  typecheck.output += '\nThe build wrote the schemas while the type check read them: the type check again, on what it wrote.\n';
  const again = await runTypeCheck();
  Object.assign(typecheck, { status: again.status, output: typecheck.output + again.output, seconds: typecheck.seconds + again.seconds });
}
for (const [heading, step, name] of [
  ['Type check', typecheck, 'typecheck'],
  ['Format and lint (Biome)', lint, 'lint'],
  ['Build (validates content first)', build, 'build'],
] as const) {
  console.log(`\n▶ ${heading} (${step.seconds.toFixed(0)} s, beside the others)`);
  process.stdout.write(step.output);
  if (step.status !== 0) steps.push(name);
}
stepTimes.push(
  `type check ${typecheck.seconds.toFixed(0)} s, lint ${lint.seconds.toFixed(0)} s, build ${build.seconds.toFixed(0)} s (side by side: ${((Date.now() - phaseStart) / 1000).toFixed(0)} s)`,
);
stepStart = Date.now();

console.log('\n▶ Unit tests (Vitest)');
// The font fallback test measures Liberation Sans (Debian: fonts-liberation).
ensureTool(tools.fonts);
ensureTool(tools.rsync);
const vitestReport = `${reports}/vitest.json`;
rmSync(vitestReport, { force: true });
const unitTmp = cleanTestTmp('unit');
const unitStatus = run(toolBin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], { TMPDIR: unitTmp });
checkLeftovers('unit tests', unitTmp);
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    numFailedTestSuites: number;
  };
  skipped.push(...vitestSkips(r as unknown as Parameters<typeof vitestSkips>[0]));
  times.push(...vitestTimes(r as unknown as Parameters<typeof vitestTimes>[0]));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (unitStatus !== 0 && r.numFailedTests === 0) steps.push('unit tests (runner failed)');
} else steps.push('vitest (no report)');

endStep('unit tests');
// The unit tests need no build: they run when it failed too, and the run stops after them.
if (build.status !== 0) finish();

console.log('\n▶ Checks of the built site (Vitest: Nu HTML Checker, links, structured data, sitemap, redirect maps)');
// The Nu HTML Checker (vnu.jar) runs on Java.
ensureTool(tools.java);
// The nginx check serves the build with a throw-away nginx, and the .br copies with its Brotli module.
ensureTool(tools.nginx);
ensureTool(tools.brotli);
const builtReport = `${reports}/vitest-built.json`;
rmSync(builtReport, { force: true });
const builtTmp = cleanTestTmp('built');
const builtStatus = run(
  toolBin('vitest'),
  ['run', '--config', 'vitest.built.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${builtReport}`],
  {
    SITE_DIST: process.env.SITE_DIST ?? clientDir(),
    TMPDIR: builtTmp,
  },
);
checkLeftovers('built-site checks', builtTmp);
if (existsSync(builtReport)) {
  const r = JSON.parse(readFileSync(builtReport, 'utf8')) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number };
  skipped.push(...vitestSkips(r as unknown as Parameters<typeof vitestSkips>[0]));
  times.push(...vitestTimes(r as unknown as Parameters<typeof vitestTimes>[0]));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (builtStatus !== 0 && r.numFailedTests === 0) steps.push('built-site checks (runner failed)');
} else steps.push('vitest built-site checks (no report)');

endStep('built-site checks');
console.log('\n▶ Browser tests (Playwright)');
let chromium = findTestChromium();
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if ((!chromium || (!process.env.CHROME_PATH && !chromium.includes('headless'))) && canInstall) {
  // Debian's chromium, and its headless shell (the build the browser tests prefer: scripts/find-chromium.ts).
  console.log(`Installing Debian's ${debianChromiumPackages.join(' and ')} packages.`);
  run('apt-get', ['update']);
  // One package at a time: a Debian release without the headless shell still gets the browser.
  for (const pkg of debianChromiumPackages) run('apt-get', ['install', '-y', pkg]);
  chromium = findTestChromium();
}
if (chromium && !process.env.CHROME_PATH && !chromium.includes('headless')) console.log(headlessShellHint);
if (!chromium) {
  console.error(installHint);
  steps.push('browser tests (no Chromium)');
  finish();
}
const pwReport = `${reports}/playwright.json`;
rmSync(pwReport, { force: true });
// Free ports, so a server left running elsewhere cannot stop the run: the site's, and the eight of
// the analytics builds after it (tests/e2e/analytics/builds.ts).
const port = await freePortRun(9);
const pwStatus = run(toolBin('playwright'), ['test', '--reporter=list,json'], {
  CHROME_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
  E2E_PORT: String(port),
});
if (existsSync(pwReport)) {
  const r = JSON.parse(readFileSync(pwReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  skipped.push(...playwrightSkips(r as Parameters<typeof playwrightSkips>[0]));
  times.push(...playwrightTimes(r as Parameters<typeof playwrightTimes>[0]));
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  if (pwStatus !== 0 && r.stats.unexpected === 0) steps.push('browser tests (runner failed)');
  if (r.stats.expected === 0) steps.push('browser tests (none ran)');
} else steps.push('playwright (no report)');

endStep('browser tests');
finish();
