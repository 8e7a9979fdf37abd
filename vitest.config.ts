import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'sections/**/*.test.{ts,tsx}', 'catalogue/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
