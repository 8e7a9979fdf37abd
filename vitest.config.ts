import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirst from './tests/sequencer.ts';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'sections/**/*.test.{ts,tsx}', 'catalogue/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most of the
    // slow files wait on child processes (builds, the city scaffolder), so two workers overlap them.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirst },
    // The files of a worker share one module registry instead of importing the project again each
    // (168 s → 122 s for the unit tests on a cold cache, 2 cores). They can: no file mocks a module,
    // and every spy and environment variable a test sets is restored in the same test.
    isolate: false,
  },
});
