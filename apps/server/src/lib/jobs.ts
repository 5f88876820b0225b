/**
 * Scheduled jobs (docs/decisions/008-scheduled-jobs.md): a thin layer over pg-boss
 * 10.4, whose jobs are rows in the application's own database (schema `pgboss`), so they
 * survive restarts and are shared by every instance on that database.
 *
 * - On a PostgreSQL server pg-boss opens its own small pool (`connectionString`).
 * - On the embedded PGlite it uses the bring-your-own-database option `{ db: { executeSql } }`:
 *   parameterless SQL (its schema install is several statements at once) goes to
 *   `pglite.exec`, the rest to `pglite.query`. PGlite runs one statement or transaction at a
 *   time, so a job's queries never land inside a request's transaction.
 *
 * A module declares its jobs with {@link Jobs.define} while its routes are registered (a
 * periodic one with `cron`); the app
 * starts the runner once it is ready (app.ts `onReady`) and stops it on close. Exactly once is
 * NOT pg-boss's promise (a job can run again after a crash or an expired lease): every handler
 * must be idempotent in the database (a conditional UPDATE, a unique key). `catchUp` runs at
 * each start, after the workers are up, to re-send what was due while no instance ran.
 *
 * Disabled (`JOBS=false`, or `auto` under NODE_ENV=test): nothing starts, `send` is a no-op and
 * returns null; the API tests call the modules' work functions directly or opt in with
 * `JOBS=true`.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** One kind of job: a pg-boss queue and its worker. */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  /** Queue name, `[a-z0-9-]` (for example `competition-end`). */
  name: string;
  /**
   * Does the work of one job. Must be idempotent: it may run twice (a retry after a crash) or
   * on two instances for two copies of the same job. Throwing fails the job (retried up to
   * `retryLimit` times, 60 s apart).
   */
  handler: (data: T) => Promise<void>;
  /** Runs at every start once the workers are up: send jobs for work that fell due while no instance ran. */
  catchUp?: () => Promise<void>;
  /** Retries after a failure (default 5). */
  retryLimit?: number;
  /**
   * A periodic job: a cron expression (5 fields, minute first; e.g. `'0 * * * *'` = every hour
   * on the hour) in {@link JobDefinition.cronTimeZone}. pg-boss's scheduler stores it in its
   * `schedule` table and, on whichever instance wins its once-per-30-s turn, sends ONE job per
   * matching minute (deduplicated for 60 s across instances); the job then runs like any other
   * (`handler` gets `{}`). Survives restarts (a minute missed while no instance ran is not
   * replayed: use `catchUp` for that). Defining any cron job switches pg-boss's scheduler on.
   */
  cron?: string;
  /** IANA time zone of {@link JobDefinition.cron} (default 'UTC'). */
  cronTimeZone?: string;
}

/** Options of {@link Jobs.send}. */
export interface SendOptions {
  /** Not before this time (a past time means "now"). */
  startAfter?: Date;
  /**
   * Deduplication key: at most one job per (queue, key) exists until it is archived — a second
   * send with the same key is dropped and answers null. Without it every send adds a job.
   */
  key?: string;
}

/** The job runner of one app instance. */
export interface Jobs {
  /** False when jobs are switched off (tests, `JOBS=false`). */
  readonly enabled: boolean;
  /** Declares a job; call before {@link Jobs.start} (when the routes are registered). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /**
   * Adds a job. Returns its id, or null when it was dropped (same `key`, jobs disabled, or the
   * runner not started yet — `catchUp` then finds the work at the next start). Never throws for
   * a database failure: it logs it and answers null, since the caller's write is already
   * committed and the next start's `catchUp` repairs the gap.
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Starts pg-boss (installs or migrates its schema), the workers, then each `catchUp`. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for the running ones. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  enabled: boolean;
  log: FastifyBaseLogger;
  /** How often an idle worker asks for jobs (seconds, ≥ 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /**
   * How often the cron scheduler looks for due schedules and sends their jobs (seconds, 1–45;
   * default pg-boss's: looks every 30, sends every 5). A schedule's job may start that much
   * after its minute begins.
   */
  cronIntervalSeconds?: number;
}

/** A UUID made from (queue, key): pg-boss refuses a second job with the same id (ON CONFLICT DO NOTHING). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-5-style UUID (version and variant bits set) so it passes as a uuid.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss's database adapter over the embedded PGlite (decision 008). */
function pgliteAdapter(database: Database): PgBoss.Db {
  const pglite = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/** Makes the job runner of one app instance (not started). */
export function createJobs(options: JobsOptions): Jobs {
  const { database, enabled, log } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | null = null;
  let started: Promise<void> | null = null;
  let running = false;

  async function startRunner(): Promise<void> {
    const cronJobs = [...definitions.values()].filter((definition) => definition.cron);
    boss = new PgBoss({
      ...(database.kind === 'pglite' ? { db: pgliteAdapter(database) } : { connectionString: database.url, max: 2 }),
      // pg-boss's cron scheduler (and its clock-skew monitor) only when a job has a `cron`.
      schedule: cronJobs.length > 0,
      ...(options.cronIntervalSeconds
        ? { cronMonitorIntervalSeconds: options.cronIntervalSeconds, cronWorkerIntervalSeconds: options.cronIntervalSeconds }
        : {}),
    });
    boss.on('error', (err) => log.error({ err }, 'job runner error'));
    await boss.start();
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.name, { name: definition.name, retryLimit: definition.retryLimit ?? 5, retryDelay: 60 });
      await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await definition.handler(job.data);
            } catch (err) {
              log.error({ err, job: definition.name, id: job.id }, 'job failed');
              throw err;
            }
          }
        },
      );
    }
    for (const definition of cronJobs) {
      // An upsert keyed by the queue name: every instance writes the same row.
      await boss.schedule(definition.name, definition.cron!, {}, { tz: definition.cronTimeZone ?? 'UTC' });
    }
    running = true;
    for (const definition of definitions.values()) {
      if (!definition.catchUp) continue;
      try {
        await definition.catchUp();
      } catch (err) {
        log.error({ err, job: definition.name }, 'job catch-up failed');
      }
    }
  }

  return {
    enabled,
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the runner started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async send(name, data, sendOptions = {}) {
      if (!enabled || !boss || !running) return null;
      try {
        return await boss.send(name, data, {
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
          ...(sendOptions.key ? { id: jobIdFor(name, sendOptions.key) } : {}),
        });
      } catch (err) {
        log.error({ err, job: name }, 'sending a job failed');
        return null;
      }
    },
    start() {
      if (!enabled) return Promise.resolve();
      started ??= startRunner();
      return started;
    },
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      running = false;
      await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
      boss = null;
    },
  };
}
