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
  },
});
