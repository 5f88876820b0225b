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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
