/**
 * Database connection: embedded PGlite (data directory on disk, or in memory for tests)
 * by default, a PostgreSQL server through a `pg` pool when `DATABASE_URL` is set.
 * Both speak the same SQL and share the Drizzle schema (ADR 001).
 *
 * One PGlite data directory belongs to one process: opening it takes the directory's lock
 * (lib/data-lock.ts) first, and a second process gets DataDirLockedError before touching it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (and the extensions they need). Idempotent; serialised across instances. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the cluster-wide lock `key` (PostgreSQL: a session advisory lock on a
   * dedicated pool connection, so instances sharing a server take turns). Calls within this
   * process take turns too: PGlite is a single session, where advisory locks are re-entrant and
   * exclude nothing, and its data directory is already one process's (lib/data-lock.ts).
   */
  withLock<T>(key: AdvisoryLockKey, fn: () => Promise<T>): Promise<T>;
  /** Closes the connection(s); the embedded database also releases its directory lock. */
  close(): Promise<void>;
  /**
   * The embedded engine itself (pglite only): its in-process LISTEN (the realtime hub, which on a
   * server uses a dedicated connection instead) and pg-boss's bring-your-own-database adapter.
   */
  pglite?: PGlite;
  /** The server's connection string (postgres only). */
  url?: string;
}

/** Advisory lock keys (bigint-sized constants; one per kind of start-up work). */
export const ADVISORY_LOCKS = {
  migrate: 4_711_001,
  seed: 4_711_002,
  admin: 4_711_003,
} as const;
export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

/** Per-process turn-taking by key (a promise chain per key). */
function createLocalLocks() {
  const tails = new Map<number, Promise<unknown>>();
  return async function withLocalLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(fn);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const EXTENSIONS_SQL = 'CREATE EXTENSION IF NOT EXISTS pg_trgm';

/**
 * Opens the database.
 * @param options.url PostgreSQL connection string; when absent PGlite is used.
 * @param options.dataDir PGlite data directory; absent = in-memory (tests).
 * @param options.loadDataDir PGlite only: a data directory dump (`PGlite.dumpDataDir`, uncompressed
 *   tar) to start from instead of an empty cluster — tests start from one migrated copy
 *   (test/global-setup.ts) rather than running initdb and every migration per test file.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  const withLocalLock = createLocalLocks();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const withLock = <T>(key: AdvisoryLockKey, fn: () => Promise<T>) =>
      withLocalLock(key, async () => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          connection.release();
        }
      });
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: () =>
        withLock(ADVISORY_LOCKS.migrate, async () => {
          await pool.query(EXTENSIONS_SQL);
          await migratePg(drizzlePg(pool), { migrationsFolder });
        }),
      withLock,
      close: () => pool.end(),
    };
  }
  // One process per data directory: lock before PGlite reads a byte of it.
  const lock = options.dataDir ? await acquireDataDirLock(options.dataDir) : undefined;
  let client: PGlite;
  try {
    // Extensions must be loaded every time the data directory is opened (ARCHITECTURE.md).
    client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await client.exec(EXTENSIONS_SQL);
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    withLock: withLocalLock,
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** Runs raw SQL (built with Drizzle's `sql` tag, so parameterised) and returns its rows. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * {@link queryRows} for a hot statement run with varying values: on a PostgreSQL server it runs as
 * a named prepared statement (node-postgres parses it once per pool connection, and after five
 * runs the server may keep one generic plan instead of planning every call), named by a hash of
 * its text — so each distinct text is one statement per connection, and the text must not grow
 * with the values (they are parameters). The embedded PGlite has no named statements in its
 * query API: there it is {@link queryRows}.
 */
export async function queryRowsPrepared<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
  const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
