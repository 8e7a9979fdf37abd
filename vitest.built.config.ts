import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Checks of the built site (HTML validity, links, structured data, sitemap, redirect maps,
 * sharing images, compressed copies). They read SITE_DIST (default dist/client), so the test
 * command runs them after the build: npx vitest run --config vitest.built.config.ts
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Two files at a time on two cores: the host checks (nginx, Cloudflare's runtime) wait on
    // servers of their own while the HTML checker and the crawler use the processor.
    maxWorkers: Math.max(2, availableParallelism()),
    // The files of a worker share one module registry (and so one reading of the built pages)
    // instead of importing it again each: 31–36 s → 24–26 s on 2 cores. They can: none mocks a
    // module, sets an environment variable or changes the working folder.
    isolate: false,
  },
});
