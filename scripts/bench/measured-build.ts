import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium, installHint } from '../find-chromium.ts';

/**
 * What a benchmark that loads the built pages in a browser needs: the build (dist/client, or
 * SITE_DIST) and a Chromium. Exits, saying what to do, when either is missing.
 */
export function measuredBuild(): { dist: string; chromePath: string } {
  const dist = resolve(process.env.SITE_DIST ?? 'dist/client');
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(installHint);
    process.exit(1);
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`Nothing to measure: ${dist} has no index.html. Run npm run build first.`);
    process.exit(1);
  }
  return { dist, chromePath };
}
