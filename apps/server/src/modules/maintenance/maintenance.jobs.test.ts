/**
 * The reminder jobs through pg-boss (decision 008; lib/jobs.ts `cron`): the hourly sweep is stored
 * as a pg-boss schedule; a cron job runs through the queue; an item that fell due while no
 * instance ran is reminded by the start's catch-up sweep — once, with two instances starting
 * on the same database (on PostgreSQL each with its own pool).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays, istanbulToday } from '@garaj/shared';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { maintenanceItems } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { createJobs } from '../../lib/jobs.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { MAINTENANCE_SWEEP_CRON, MAINTENANCE_SWEEP_JOB } from './maintenance.reminders.ts';
import { until } from '../../../test/until.ts';

const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
let member: TestUser;
let garageId: string;
const others: { app: FastifyInstance; database: Database | null }[] = [];

/** Another app instance on the same database, jobs on. */
async function instance(): Promise<FastifyInstance> {
  const env = loadEnv({ NODE_ENV: 'test', JOBS: 'true', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(t.dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 4 }) : null;
  const app = await buildApp({ env, database: database ?? t.app.deps.database, secret: 'test-secret-test-secret-test-secret-42', logger: false });
  others.push({ app, database });
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
  const garage = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'İş Garajı', carBrand: 'Fiat', carModel: 'Egea', carYear: 2020 } });
  garageId = garage.json().id as string;
});
afterAll(async () => {
  for (const { app, database } of others) {
    await app.close();
    await database?.close();
  }
  await t.close();
});

describe('maintenance jobs', () => {
  it('an item that fell due while no instance ran is reminded once by the catch-up of two starting instances; the sweep is an hourly schedule', async () => {
    const today = istanbulToday();
    const [item] = await t.app.deps.db
      .insert(maintenanceItems)
      .values({ garageId, userId: member.id, title: 'Antifriz', category: 'general', nextDueOn: addDays(today, -1) })
      .returning({ id: maintenanceItems.id });
    // Started one after the other (as competitions.jobs.test.ts): on PGlite both share the one embedded database.
    const a = await instance();
    await a.ready();
    const b = await instance();
    await b.ready();
    const reminders = async () =>
      Number((await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from maintenance_reminders where item_id = ${item!.id}`))[0]!.n);
    await until(async () => (await reminders()) === 1, 'the catch-up sweep');
    await until(
      async () =>
        Number(
          (await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from pgboss.job where name = ${MAINTENANCE_SWEEP_JOB} and state in ('created', 'retry', 'active')`))[0]!
            .n,
        ) === 0,
      'the sweeps to finish',
    );
    expect(await reminders()).toBe(1);
    const notes = await queryRows(t.app.deps.db, sql`select id from notifications where maintenance_item_id = ${item!.id}`);
    expect(notes).toHaveLength(1);
    const schedules = await queryRows<{ cron: string; timezone: string }>(t.app.deps.db, sql`select cron, timezone from pgboss.schedule where name = ${MAINTENANCE_SWEEP_JOB}`);
    expect(schedules).toEqual([{ cron: MAINTENANCE_SWEEP_CRON, timezone: 'Europe/Istanbul' }]);
  });
});

describe('lib/jobs.ts cron', () => {
  it('a job with `cron` is sent by pg-boss’s scheduler and runs through its queue', async () => {
    const database = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 2 }) : t.app.deps.database;
    const jobs = createJobs({ database, enabled: true, log: t.app.log, pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
    let runs = 0;
    // Every minute: the minute that just began is within pg-boss's 60 s window, so it is sent at start.
    jobs.define({ name: 'cron-probe', cron: '* * * * *', handler: async () => void runs++ });
    await jobs.start();
    try {
      await until(async () => runs > 0, 'the cron job');
      expect(runs).toBe(1);
    } finally {
      await jobs.stop();
      if (databaseUrl) await database.close();
    }
  });
});
