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
    // A time limit stands for "hung", not "slow": the tests wait on results, never on time. Vitest's
    // own 5 s (10 s for hooks) failed three tests in a run beside the browser tests, and three (one
    // of them the same) under six CPU hogs (`npm run test:stress -- --unit --hogs 6`): tests of
    // 0.9-1.8 s on a quiet 2-core machine. A test that waits on a process or a build keeps a limit
    // of its own (30 s to 5 minutes); the built-site checks' config gives 60 s too.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
