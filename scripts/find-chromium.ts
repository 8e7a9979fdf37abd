/**
 * Finds a Chromium for the browser tests: $CHROME_PATH, Debian's /usr/bin/chromium,
 * then Playwright's own download. Prints the path, or what to install, and exits 1.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(playwrightCache)) {
    for (const dir of readdirSync(playwrightCache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(join(playwrightCache, dir, 'chrome-linux', 'chrome'), join(playwrightCache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return candidates.find((c): c is string => !!c && existsSync(c));
}

export const installHint =
  "No Chromium found. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium (or set CHROME_PATH to a Chromium or Chrome binary).";

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (found) console.log(found);
  else {
    console.error(installHint);
    process.exit(1);
  }
}
