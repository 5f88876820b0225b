/**
 * Names of the databases a test run uses on a PostgreSQL server (`DATABASE_URL`): the base
 * database the run was given, each worker's own (test/pg-worker-database.ts), the migrated empty
 * template (test/global-setup.ts) and the shared demo seed's template (test/seeded-app.ts) —
 * and the copy between them.
 */
import pg from 'pg';

/** Where pg-worker-database.ts keeps the URL the run was given once it rewrites DATABASE_URL. */
export const BASE_URL_KEY = 'GARAJ_TEST_BASE_DATABASE_URL';

/** The database URL the run was given (before a worker's own database replaced it). */
export function baseDatabaseUrl(): string {
  const url = process.env[BASE_URL_KEY] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('baseDatabaseUrl: DATABASE_URL is not set');
  return url;
}

/** The database a connection URL names (`postgres://…/<name>`), decoded; empty when it names none. */
export const databaseNameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** The URL of database `name` on the run's server (the base URL with its database replaced). */
export function databaseUrl(name: string): string {
  const url = new URL(baseDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Name of database `suffix` beside the base one (`<base>_<suffix>`), checked to be a plain name. */
export function siblingDatabaseName(suffix: string): string {
  const baseName = databaseNameOf(baseDatabaseUrl()) || 'postgres';
  const name = `${baseName}_${suffix}`;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected test database name ${name}`);
  return name;
}

/** The database holding the run's demo seed, copied into each file's worker database. */
export const seedDatabaseName = (): string => siblingDatabaseName('seed');

/** The run's migrated empty database (test/global-setup.ts), copied into a worker's database for each new test app. */
export const migratedDatabaseName = (): string => siblingDatabaseName('migrated');

/**
 * Runs `statements` one after another on the run's base database (never a worker's), e.g. to
 * drop and copy a worker database — which needs a connection outside the database itself.
 */
export async function onServer(statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: baseDatabaseUrl() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Replaces database `name` with an empty one (sessions on it are ended). */
export const createEmptyDatabase = (name: string): Promise<void> =>
  onServer([`drop database if exists "${name}" with (force)`, `create database "${name}"`]);

/**
 * Replaces database `target` with a copy of `template` (`create database … template`, a file
 * copy: much cheaper than running every migration). Sessions on `target` are ended; `template`
 * must have none.
 */
export const copyDatabase = (template: string, target: string): Promise<void> =>
  onServer([`drop database if exists "${target}" with (force)`, `create database "${target}" template "${template}"`]);
