import { defineConfig } from 'vitest/config';

// On a shared PostgreSQL server (DATABASE_URL) test files reset one schema, so they run one at a time.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: !process.env.DATABASE_URL,
    pool: 'forks',
  },
});
