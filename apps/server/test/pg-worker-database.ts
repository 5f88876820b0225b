/**
 * Vitest setup file (vitest.config.ts `setupFiles`): on a PostgreSQL server (`DATABASE_URL`,
 * CI's second pass) every test worker gets its own database, so test files run in parallel
 * like they do on PGlite. Test files reset the `public` schema of the database they use
 * (test/helpers.ts createTestApp); two files sharing one database at once would wipe each
 * other's tables.
 *
 * Worker N (`VITEST_POOL_ID`, 1-based, stable for the worker's life) uses `<database>_w<N>` on the
 * same server, created on first use (needs CREATEDB, which CI's trust-auth `postgres` has), and
 * `process.env.DATABASE_URL` is rewritten before any test module reads it — so tests that open a
 * second instance on "the same database" (mail drains, jobs, realtime) still share one.
 * Without DATABASE_URL this file does nothing.
 */
import pg from 'pg';
import { BASE_URL_KEY, baseDatabaseUrl, databaseUrl, siblingDatabaseName } from './pg-server.ts';

async function useWorkerDatabase(): Promise<void> {
  const current = process.env.DATABASE_URL;
  if (!current) return;
  // The first file of this worker process keeps the URL it was given; later files find it here.
  const base = baseDatabaseUrl();
  process.env[BASE_URL_KEY] = base;
  const workerName = siblingDatabaseName(`w${process.env.VITEST_POOL_ID ?? '1'}`);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [workerName]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database "${workerName}"`);
      } catch (error) {
        // 42P04 duplicate_database: another process created it between the check and here.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = databaseUrl(workerName);
}

await useWorkerDatabase();
