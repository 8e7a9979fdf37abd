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
  },
});
