import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run in parallel, at least two at a time: vitest's default (cores − 1) is one worker
 * on CI's 2-core machine, where a file mostly waits on one core (PGlite runs in the worker's own
 * thread). On a PostgreSQL server (DATABASE_URL) each worker gets its own database
 * (test/pg-worker-database.ts), since a test file resets the schema it uses.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/pg-worker-database.ts'],
    // Limits, not timings: CI runs these beside the e2e suite's browsers on two cores, where a
    // test that takes 2 s alone can take ten times that; what a test checks never depends on it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A worker process runs file after file without a fresh module registry: the app's modules,
    // PGlite's WebAssembly and the migrated template load once per worker instead of once per
    // file (about 30 % less CPU). Test files share no state through modules: each builds its own
    // app on its own database (test/helpers.ts), and no file mocks a module.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
