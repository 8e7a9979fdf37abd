/**
 * The browser suite (or the unit tests) on a saturated machine: one CPU hog per core (stress-ng --cpu N when it is
 * installed, otherwise one spinning Node process per core) runs for as long as Playwright does,
 * so a test that waits for time instead of a state shows up here first. Not part of `npm test`.
 *
 *   npm run test:stress                         (the whole browser suite, as npm test runs it)
 *   npm run test:stress -- --grep "image wall"  (arguments after -- go to playwright test)
 *   npm run test:stress -- --hog node           (the Node hog even where stress-ng exists)
 *   npm run test:stress -- --hogs 6             (six hogs in all, three per core on two cores: a
 *                                                machine as busy as a load average of 8 or more)
 *   npm run test:stress -- --unit               (the unit tests instead, as npm test runs them;
 *                                                arguments after it go to vitest run)
 *
 * Builds the site first when there is no build (SITE_DIST, default dist/client). Ends with
 * `N passed, N failed` and the minutes taken.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { findTestChromium, installHint } from './find-chromium.ts';
import { freePortRun } from './free-port.ts';
import { takeOption } from './command-line.ts';
import { toolBin } from './paths.ts';

interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

/** Vitest's JSON report in Playwright's terms: passed, failed, skipped. */
function vitestStats(file: string): PlaywrightStats {
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { expected: r.numPassedTests, unexpected: r.numFailedTests, flaky: 0, skipped: r.numPendingTests + r.numTodoTests };
}

// What is left after this script's own options goes to playwright test.
const args = process.argv.slice(2);
const hogChoice = takeOption('hog', args);
const cores = availableParallelism();
const hogsGiven = takeOption('hogs', args);
// A flag alone: what follows it goes to vitest.
const unit = args.includes('--unit');
if (unit) args.splice(args.indexOf('--unit'), 1);
const hogCount = hogsGiven === undefined ? cores : Number(hogsGiven);
if (!Number.isInteger(hogCount) || hogCount < 1) {
  console.error('--hogs takes a whole number of CPU hogs, 1 or more (the default is one per core).');
  process.exit(1);
}

const chromium = unit ? undefined : findTestChromium();
if (!unit && !chromium) {
  console.error(installHint);
  process.exit(1);
}
const dist = process.env.SITE_DIST ?? 'dist/client';
if (!unit && !existsSync(join(dist, 'index.html'))) {
  console.log(`No build at ${dist}: building first.`);
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const hasStressNg = spawnSync('sh', ['-c', 'command -v stress-ng'], { encoding: 'utf8' }).stdout?.trim();
const useStressNg = hogChoice ? hogChoice === 'stress-ng' : !!hasStressNg;
const hogs: ChildProcess[] = [];
if (useStressNg) {
  if (!hasStressNg) {
    console.error('stress-ng not found (Debian: sudo apt-get install -y stress-ng); use --hog node.');
    process.exit(1);
  }
  hogs.push(spawn('stress-ng', ['--cpu', String(hogCount), '--quiet'], { stdio: 'ignore' }));
  console.log(`CPU hog: stress-ng --cpu ${hogCount}`);
} else {
  for (let i = 0; i < hogCount; i++) hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  console.log(`CPU hog: ${hogCount} spinning Node processes`);
}
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.pid) hog.kill('SIGTERM');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });

const reports = '.cache/test-reports';
mkdirSync(reports, { recursive: true });
const report = `${reports}/${unit ? 'vitest' : 'playwright'}-stress.json`;
rmSync(report, { force: true });
const port = process.env.E2E_PORT ?? String(await freePortRun(9));
const started = Date.now();
const loadAtStart = loadavg()[0]!.toFixed(1);
const status = await new Promise<number>((resolve) => {
  const child = unit
    ? spawn(toolBin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], { stdio: 'inherit' })
    : spawn('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
        stdio: 'inherit',
        env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: port },
      });
  child.on('exit', (code) => resolve(code ?? 1));
});
const loadAtEnd = loadavg()[0]!.toFixed(1);
stopHogs();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

if (!existsSync(report)) {
  console.log(`\nNo report (${unit ? 'vitest' : 'playwright'} exited with ${status}).\n0 passed, 1 failed in ${minutes} minutes`);
  process.exit(1);
}
const stats = unit ? vitestStats(report) : (JSON.parse(readFileSync(report, 'utf8')) as { stats: PlaywrightStats }).stats;
console.log(
  `\nUnder ${hogCount} CPU hog${hogCount === 1 ? '' : 's'} on ${cores} cores (${useStressNg ? 'stress-ng' : 'Node'}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end): ${stats.skipped} skipped.`,
);
console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed in ${minutes} minutes`);
process.exit(status === 0 && stats.unexpected === 0 ? 0 : 1);
