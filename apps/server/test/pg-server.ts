/**
 * Names of the databases a test run uses on a PostgreSQL server (`DATABASE_URL`): the base
 * database the run was given, each worker's own (test/pg-worker-database.ts) and the shared
 * demo seed's template (test/seeded-app.ts).
 */

/** Where pg-worker-database.ts keeps the URL the run was given once it rewrites DATABASE_URL. */
export const BASE_URL_KEY = 'GARAJ_TEST_BASE_DATABASE_URL';

/** The database URL the run was given (before a worker's own database replaced it). */
export function baseDatabaseUrl(): string {
  const url = process.env[BASE_URL_KEY] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('baseDatabaseUrl: DATABASE_URL is not set');
  return url;
}

/** Name of database `suffix` beside the base one (`<base>_<suffix>`), checked to be a plain name. */
export function siblingDatabaseName(suffix: string): string {
  const baseName = decodeURIComponent(new URL(baseDatabaseUrl()).pathname.slice(1)) || 'postgres';
  const name = `${baseName}_${suffix}`;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected test database name ${name}`);
  return name;
}

/** The database holding the run's demo seed, copied into each file's worker database. */
export const seedDatabaseName = (): string => siblingDatabaseName('seed');
