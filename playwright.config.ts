import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findTestChromium, testChromiumArgs } from './scripts/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.SITE_DIST ?? 'dist/client';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers even on a 2-core machine: most of a browser test is waiting on the page.
  workers: Math.min(4, Math.max(2, cpus().length)),
  retries: 0,
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: findTestChromium(),
      args: testChromiumArgs,
    },
  },
  projects: [
    // One build per analytics provider (its own site config and out dir, served on E2E_PORT+1…+4, and
    // +5…+8 for the size budget), then its tests. First in the list, so that one worker builds while the
    // other runs the desktop tests: listed after the phone project, the builds ran last, one worker
    // building and the other idle (about 35 s of a 10-minute run).
    { name: 'analytics builds', testMatch: 'analytics/build.setup.ts' },
    // Each test runs at both widths unless tagged: @once (it reads what any page shows, or opens its own
    // screens) and @desktop run in the desktop project only, @phone in the phone project only. So no
    // test is skipped for the width it was given.
    { name: 'desktop', testIgnore: 'analytics/**', grepInvert: /@phone/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: 'analytics/**',
      grepInvert: /@once|@desktop/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'analytics',
      testMatch: 'analytics/*.spec.ts',
      dependencies: ['analytics builds'],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 800 } },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port} --dir ${dist}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
