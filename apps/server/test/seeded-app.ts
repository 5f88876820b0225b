/**
 * The demo seed, run once per test run and shared: `createSeededTestApp()` answers an app whose
 * database and data directory hold the full demo seed, as `seedIfEmpty` leaves them when two
 * starters call it at the same time (one seeds, the other finds members and returns null).
 *
 * The first test file to ask seeds and publishes a copy in the run's scratch directory
 * (test/global-setup.ts `testRunDir`): the data directory (uploaded photos, outbox) as files, the
 * two `seedIfEmpty` answers, and the database — on PGlite a `dumpDataDir` tarball (the builder
 * keeps its own app), on a PostgreSQL server a database of its own, `<base>_seed`, which every
 * file (the builder too) copies into its worker's database with `create database … template`.
 * Files asking later — or meanwhile, they wait for it — get their own app loaded from that copy,
 * so what one file writes never reaches another.
 */
import { cp, mkdir, mkdtemp, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { seedIfEmpty, type SeedSummary } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { copyDatabase, createEmptyDatabase, databaseNameOf, databaseUrl, seedDatabaseName } from './pg-server.ts';

export interface SeededTestApp extends TestApp {
  /** What each of the two concurrent `seedIfEmpty` calls answered: one summary, one null. */
  seedResults: (SeedSummary | null)[];
  /** The summary of the seed that ran. */
  summary: SeedSummary;
}

/** Longest wait for another file's seed (it takes well under a minute on an idle CI machine). */
const WAIT_LIMIT_MS = 10 * 60_000;

async function seedHere(t: TestApp): Promise<SeededTestApp> {
  const seedResults = await Promise.all([seedIfEmpty(t.app), seedIfEmpty(t.app)]);
  const summary = seedResults.find((r) => r !== null);
  if (!summary) throw new Error('seedIfEmpty: neither call seeded');
  return { ...t, seedResults, summary };
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null)) !== null;
}

/**
 * Seeds and writes the copy into `staging` (see the module comment); answers the builder's own
 * app on PGlite, null on a PostgreSQL server (the builder loads a copy like every other file).
 */
async function publishSeed(staging: string): Promise<SeededTestApp | null> {
  const server = Boolean(process.env.DATABASE_URL);
  const seedDb = server ? seedDatabaseName() : '';
  if (server) await createEmptyDatabase(seedDb);
  const seeded = await seedHere(await createTestApp(server ? { DATABASE_URL: databaseUrl(seedDb) } : {}));
  try {
    if (!server) {
      const dump = await seeded.app.deps.database.pglite!.dumpDataDir('none');
      await writeFile(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    }
    await cp(seeded.dataDir, path.join(staging, 'data'), { recursive: true });
    await writeFile(path.join(staging, 'results.json'), JSON.stringify(seeded.seedResults));
  } catch (error) {
    await seeded.close();
    throw error;
  }
  if (!server) return seeded;
  // `create database … template` needs the template without sessions.
  await seeded.close();
  return null;
}

/** This file's own app on a copy of the published seed in `published`. */
async function loadSeed(published: string): Promise<SeededTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-test-'));
  await cp(path.join(published, 'data'), dataDir, { recursive: true });
  let t: TestApp;
  if (process.env.DATABASE_URL) {
    await copyDatabase(seedDatabaseName(), databaseNameOf(process.env.DATABASE_URL));
    t = await createTestApp({}, { dataDir, keepDatabase: true });
  } else {
    const pgliteDump = new Blob([await readFile(path.join(published, 'db.tar'))]);
    t = await createTestApp({}, { pgliteDump, dataDir });
  }
  const seedResults = JSON.parse(
    await readFile(path.join(published, 'results.json'), 'utf8'),
  ) as (SeedSummary | null)[];
  return { ...t, seedResults, summary: seedResults.find((r) => r !== null)! };
}

/** A new app on its own copy of the demo seed (see the module comment). */
export async function createSeededTestApp(): Promise<SeededTestApp> {
  const runDir = inject('testRunDir');
  if (!runDir) return seedHere(await createTestApp());

  const published = path.join(runDir, 'seeded');
  const failed = path.join(runDir, 'seeded.failed');
  let builder = false;
  try {
    await mkdir(path.join(runDir, 'seeded.lock'));
    builder = true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }

  if (builder) {
    try {
      const staging = path.join(runDir, 'seeded.staging');
      await mkdir(staging);
      const own = await publishSeed(staging);
      await rename(staging, published);
      if (own) return own;
    } catch (error) {
      await writeFile(failed, String((error as Error)?.stack ?? error)).catch(() => {});
      throw error;
    }
  }

  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await exists(published))) {
    if (await exists(failed))
      throw new Error(
        `the shared demo seed failed in another test file:\n${await readFile(failed, 'utf8')}`,
      );
    if (Date.now() > deadline)
      throw new Error(`the shared demo seed was not ready after ${WAIT_LIMIT_MS / 1000} s`);
    await sleep(250);
  }
  return loadSeed(published);
}

/**
 * A test file's seeded app: created before the file's tests (`createSeededTestApp`), handed to
 * `ready`, and closed after them.
 */
export function useSeededTestApp(ready: (t: SeededTestApp) => void): void {
  let seeded: SeededTestApp | undefined;
  beforeAll(async () => {
    seeded = await createSeededTestApp();
    ready(seeded);
  }, 600_000);
  afterAll(() => seeded?.close());
}

/** How many rows `table` holds in `t`'s database. */
export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row!.n);
}
