/**
 * The whole test suite, as CI runs it: type check, unit tests (Vitest), production build,
 * checks of the built files (Vitest, vitest.built.config.ts), browser tests (Playwright,
 * headless Chromium) against the built site on 127.0.0.1.
 * Ends with one line `N passed, N failed` totalled over both runners.
 */
import { clientDir } from './paths.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, installHint } from './find-chromium.ts';
import { freePort } from './free-port.ts';

const reports = '.cache/test-reports';
mkdirSync(reports, { recursive: true });
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
const steps: string[] = [];

function finish(): never {
  console.log('');
  if (steps.length) console.log(`Failed steps: ${steps.join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || steps.length > 0 || passed === 0 ? 1 : 0);
}

console.log('\n▶ Type check');
if (run('npx', ['tsc', '--noEmit']) !== 0) steps.push('typecheck');

console.log('\n▶ Format and lint (Biome)');
if (run('npx', ['biome', 'check', '.']) !== 0) steps.push('lint');

console.log('\n▶ Unit tests (Vitest)');
const vitestReport = `${reports}/vitest.json`;
rmSync(vitestReport, { force: true });
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    numFailedTestSuites: number;
  };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (unitStatus !== 0 && r.numFailedTests === 0) steps.push('unit tests (runner failed)');
} else steps.push('vitest (no report)');

console.log('\n▶ Build (validates content first)');
if (run('npm', ['run', 'build', '--silent']) !== 0) {
  steps.push('build');
  finish();
}

console.log('\n▶ Checks of the built site (Vitest: Nu HTML Checker, links, structured data, sitemap, redirect maps)');
// The Nu HTML Checker (vnu.jar) runs on Java; the nginx check serves the build with a throw-away nginx
// (without one it is skipped). Installed from Debian when this runs as root, else named.
const debian: string[] = [];
if (spawnSync('java', ['-version']).status !== 0) debian.push('default-jre-headless');
const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0 || existsSync('/usr/sbin/nginx');
if (!hasNginx && !process.env.NGINX) debian.push('nginx-light');
if (debian.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${debian.join(', ')} for the checks of the built site.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...debian]);
} else if (debian.length > 0) console.log(`Missing ${debian.join(', ')}: some checks will not run. Install: sudo apt-get install -y ${debian.join(' ')}`);
const builtReport = `${reports}/vitest-built.json`;
rmSync(builtReport, { force: true });
const builtStatus = run(
  'npx',
  ['vitest', 'run', '--config', 'vitest.built.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${builtReport}`],
  {
    SITE_DIST: process.env.SITE_DIST ?? clientDir(),
  },
);
if (existsSync(builtReport)) {
  const r = JSON.parse(readFileSync(builtReport, 'utf8')) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (builtStatus !== 0 && r.numFailedTests === 0) steps.push('built-site checks (runner failed)');
} else steps.push('vitest built-site checks (no report)');

console.log('\n▶ Browser tests (Playwright)');
let chromium = findChromium();
if (!chromium && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium package.");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  chromium = findChromium();
}
if (!chromium) {
  console.error(installHint);
  steps.push('browser tests (no Chromium)');
  finish();
}
const pwReport = `${reports}/playwright.json`;
rmSync(pwReport, { force: true });
// A free port, so a server left running elsewhere cannot stop the run.
const port = await freePort();
const pwStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROME_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
  E2E_PORT: String(port),
});
if (existsSync(pwReport)) {
  const r = JSON.parse(readFileSync(pwReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  if (pwStatus !== 0 && r.stats.unexpected === 0) steps.push('browser tests (runner failed)');
  if (r.stats.expected === 0) steps.push('browser tests (none ran)');
} else steps.push('playwright (no report)');

finish();
