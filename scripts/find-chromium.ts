/**
 * Finds a Chromium for the browser tests: $CHROME_PATH, Debian's /usr/bin/chromium-headless-shell
 * or /usr/bin/chromium, then Playwright's own download. Prints the path, or what to install, and exits 1.
 *
 * The browser tests prefer the headless shell (Debian: chromium-headless-shell), the build of
 * Chromium without the browser's own interface that Playwright itself uses for headless runs:
 * measured on a 2-core machine, the header and footer tests took 33 s with it and 82 s with the
 * full browser, whose headless mode also starts the browser's interface renderers.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Playwright's downloads, newest first, as [headless shells, full browsers]. */
function playwrightDownloads(): [string[], string[]] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [[], []];
  const dirs = readdirSync(cache).sort().reverse();
  const shells = dirs
    .filter((d) => d.startsWith('chromium_headless_shell'))
    .flatMap((d) => [join(cache, d, 'chrome-linux', 'headless_shell'), join(cache, d, 'chrome-headless-shell-linux64', 'chrome-headless-shell')]);
  const browsers = dirs
    .filter((d) => /^chromium-\d/.test(d))
    .flatMap((d) => [join(cache, d, 'chrome-linux', 'chrome'), join(cache, d, 'chrome-linux64', 'chrome')]);
  return [shells, browsers];
}

const first = (candidates: (string | undefined)[]) => candidates.find((c): c is string => !!c && existsSync(c));

/** A full Chromium (Lighthouse and the benchmarks measure what a visitor's browser does). */
export function findChromium(): string | undefined {
  const [shells, browsers] = playwrightDownloads();
  return first([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', ...browsers, ...shells]);
}

/** The browser tests' Chromium: the headless shell where there is one, else a full Chromium. */
export function findTestChromium(): string | undefined {
  const [shells, browsers] = playwrightDownloads();
  return first([
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    ...shells,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    ...browsers,
  ]);
}

/** The flags the browser tests and the benchmarks that drive a page start Chromium with. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser tests' flags: the same, and a resolver that knows no host but 127.0.0.1, so that
 * nothing a page asks of another host leaves the machine (tests/e2e/fixtures.ts records such
 * requests; a test answers a provider itself with page.route(), which the browser asks first).
 * V8 runs single-threaded: axe-core, half a megabyte of script run once in each document, had V8's
 * background threads compiling it for about as much CPU as the run itself took on the page's own
 * thread; without them the run takes the same time and 25–30 % less CPU, and the every-page checks,
 * which share two cores, 17 % less time (README, *Tests*). Not for the benchmarks (chromiumArgs),
 * which measure the browser a visitor has.
 */
export const testChromiumArgs = [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--js-flags=--single-threaded'];

/** Debian's packages for the browser tests and the benchmarks. */
export const debianChromiumPackages = ['chromium', 'chromium-headless-shell'];

export const installHint = `No Chromium found. Install Debian's: sudo apt-get update && sudo apt-get install -y ${debianChromiumPackages.join(' ')} (or set CHROME_PATH to a Chromium or Chrome binary).`;

/** The headless shell is optional (the tests run on the full browser too, about 2.5 times slower). */
export const headlessShellHint =
  "The browser tests run on the full Chromium: Debian's chromium-headless-shell runs them about 2.5 times faster (sudo apt-get install -y chromium-headless-shell).";

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = process.argv.includes('--tests') ? findTestChromium() : findChromium();
  if (found) console.log(found);
  else {
    console.error(installHint);
    process.exit(1);
  }
}
