/**
 * Vitest global setup (vitest.config.ts `globalSetup`), run once per `vitest run` in the main
 * process before any test file.
 *
 * On PGlite (no `DATABASE_URL`) it provides every test file with one migrated database to copy:
 * a `PGlite.dumpDataDir` tarball of a cluster on which every migration has run. Creating a PGlite
 * cluster (initdb inside WebAssembly) costs more than everything else a test file does at start;
 * loading a dump skips it, and `createTestApp` (test/helpers.ts) then finds every migration
 * already applied. The tarball is cached in the system temp directory under a hash of what
 * decides its content — the migration files, `src/db/client.ts` (extensions, migrator) and the
 * PGlite version — so a change to any of them makes a new one, and later runs (one file while
 * developing) reuse it.
 *
 * It also makes a scratch directory for this run (`testRunDir`), where the seeded demo copy is
 * built once and shared (test/seeded-app.ts); it is removed when the run ends.
 *
 * On a PostgreSQL server it does the same with a database: `<base>_migrated`, created and migrated
 * once per run, which `createTestApp` copies into the worker's database (`create database …
 * template`) instead of running every migration per file; it and the shared demo seed's database
 * are dropped when the run ends.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createEmptyDatabase, databaseUrl, migratedDatabaseName, onServer, seedDatabaseName } from './pg-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump (uncompressed tar); empty on a PostgreSQL server. */
    pgliteTemplate: string;
    /** This run's scratch directory (removed when the run ends). */
    testRunDir: string;
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Hash of every input that shapes the migrated database. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const drizzleDir = path.join(serverRoot, 'drizzle');
  const files = (await readdir(drizzleDir, { recursive: true })).map(String).sort();
  for (const file of files) {
    const full = path.join(drizzleDir, file);
    if (!(await stat(full)).isFile()) continue;
    hash.update(file).update('\0').update(await readFile(full)).update('\0');
  }
  hash.update(await readFile(path.join(serverRoot, 'src/db/client.ts')));
  // The package exports no package.json: read it next to its entry (dist/index.cjs).
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Builds (or finds) the migrated PGlite dump and returns its path. */
export async function migratedTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `garaj-test-db-${await templateKey()}.tar`);
  if (await stat(file).catch(() => null)) return file;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    // Written under a unique name, then renamed: a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Creates the run's migrated empty database on the PostgreSQL server (`migratedDatabaseName`). */
async function createMigratedDatabase(): Promise<void> {
  const name = migratedDatabaseName();
  await createEmptyDatabase(name);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** Drops the run's own databases on a PostgreSQL server: the migrated template and the demo seed (test/seeded-app.ts). */
async function dropRunDatabases(): Promise<void> {
  await onServer([`drop database if exists "${seedDatabaseName()}" with (force)`, `drop database if exists "${migratedDatabaseName()}" with (force)`]);
}

export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(tmpdir(), 'garaj-test-run-'));
  project.provide('testRunDir', runDir);
  project.provide('pgliteTemplate', process.env.DATABASE_URL ? '' : await migratedTemplate());
  if (process.env.DATABASE_URL) await createMigratedDatabase();
  return async () => {
    await rm(runDir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropRunDatabases();
  };
}
