/**
 * The end job across instances and restarts (acceptance 5; decision 008): two app
 * instances on one database, both running pg-boss workers, get the same competition's end job
 * several times (the scheduled one, extra copies, direct calls) and the winners are stored
 * once, with one `competition.finalized`; a competition whose end passed while no instance ran
 * (and whose job was lost) is finalized by the next instance's catch-up at start.
 *
 * On PostgreSQL (DATABASE_URL, CI's second pass) the instances have their own connection pools,
 * as separate processes would; on PGlite they share the one embedded database of the process.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { registerDomainEventHandler } from '../../lib/domain-events.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { COMPETITION_END_JOB, finalizeCompetition, scheduleCompetitionEnd } from './competitions.finalize.ts';
import { createCompetitionAs, endInPast, enter, vote } from './competitions.fixtures.ts';
import { until } from '../../../test/until.ts';

const databaseUrl = process.env.DATABASE_URL;
const finalizedEvents = new Map<string, number>();

let a: TestApp;
let admin: TestUser;
const others: { app: FastifyInstance; database: Database | null }[] = [];

/** Another app instance on the same database (its own pool on PostgreSQL), jobs on. */
async function instance(): Promise<FastifyInstance> {
  const env = loadEnv({ NODE_ENV: 'test', JOBS: 'true', DATA_DIR: a.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(a.dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 4 }) : null;
  const app = await buildApp({ env, database: database ?? a.app.deps.database, secret: 'test-secret-test-secret-test-secret-42', logger: false });
  await app.ready();
  others.push({ app, database });
  return app;
}

const finalized = (app: FastifyInstance, id: string) => async () =>
  (await queryRows(app.deps.db, sql`select 1 from competitions where id = ${id} and finalized_at is not null`)).length === 1;

/** No due end job of this competition is waiting or running any more (the job for an end that was moved stays waiting, a no-op then). */
const jobsSettled = (app: FastifyInstance, id: string) => async () =>
  Number(
    (await queryRows<{ n: number }>(app.deps.db, sql`
      select count(*)::int as n from pgboss.job where name = ${COMPETITION_END_JOB} and data->>'competitionId' = ${id}
        and state in ('created', 'retry', 'active') and start_after <= now()`))[0]!.n,
  ) === 0;

beforeAll(async () => {
  if (databaseUrl) {
    // A clean job schema too (createTestApp resets `public` only).
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
    await database.close();
  }
  a = await createTestApp({ JOBS: 'true' });
  admin = await createUser(a.app, { role: 'admin' });
  registerDomainEventHandler('competitions-jobs-test', async (_tx, event) => {
    if (event.type === 'competition.finalized') finalizedEvents.set(event.competitionId, (finalizedEvents.get(event.competitionId) ?? 0) + 1);
  });
});

afterAll(async () => {
  for (const other of others.reverse()) {
    await other.app.close();
    await other.database?.close();
  }
  await a?.close();
});

describe(`the end job (${databaseUrl ? 'PostgreSQL, separate pools' : 'PGlite'})`, () => {
  it('two instances both running the end job store the winners once, with one competition.finalized', async () => {
    const b = await instance();
    const c = await createCompetitionAs(a.app, admin);
    const m1 = await createUser(a.app);
    const m2 = await createUser(a.app);
    const e1 = await enter(a.app, m1, c.id);
    const e2 = await enter(b, m2, c.id);
    await vote(b, await createUser(a.app), c.id, e2);
    await vote(a.app, await createUser(a.app), c.id, e2);
    await vote(b, await createUser(a.app), c.id, e1);

    // The end moves into the past through instance B's API: B schedules the job for the new end.
    const edit = await as(b, admin, {
      method: 'PUT',
      url: `/api/admin/competitions/${c.id}`,
      payload: { ...c, startsAt: new Date(Date.now() - 2 * 3600_000).toISOString(), endsAt: new Date(Date.now() - 1000).toISOString(), imageId: null },
    });
    expect(edit.statusCode).toBe(200);
    // Extra copies on both instances (no dedup key) and direct calls from both, all at once.
    await Promise.all([
      a.app.deps.jobs.send(COMPETITION_END_JOB, { competitionId: c.id }),
      b.deps.jobs.send(COMPETITION_END_JOB, { competitionId: c.id }),
      a.app.deps.jobs.send(COMPETITION_END_JOB, { competitionId: c.id }),
      b.deps.jobs.send(COMPETITION_END_JOB, { competitionId: c.id }),
      finalizeCompetition(a.app.deps.db, c.id),
      finalizeCompetition(b.deps.db, c.id),
    ]);
    await until(finalized(a.app, c.id), 'the winners');
    await until(jobsSettled(a.app, c.id), 'every copy of the job to finish');

    expect(finalizedEvents.get(c.id)).toBe(1);
    const stored = await queryRows<{ user_id: string; rank: number | null; final_votes: number }>(a.app.deps.db, sql`
      select user_id, rank, final_votes from competition_entries where competition_id = ${c.id} order by rank`);
    expect(stored.map((r) => [r.user_id, r.rank, r.final_votes])).toEqual([
      [m2.id, 1, 2],
      [m1.id, 2, 1],
    ]);
    const [failed] = await queryRows<{ n: number }>(a.app.deps.db, sql`
      select count(*)::int as n from pgboss.job where name = ${COMPETITION_END_JOB} and data->>'competitionId' = ${c.id} and state = 'failed'`);
    expect(failed!.n).toBe(0);
  });

  it('sending the end job again for the same version of a competition (any instance) adds no job', async () => {
    const c = await createCompetitionAs(a.app, admin);
    const b = others[0]!.app;
    await Promise.all([scheduleCompetitionEnd(a.app.deps.db, a.app.deps.jobs, c.id), scheduleCompetitionEnd(b.deps.db, b.deps.jobs, c.id)]);
    const [row] = await queryRows<{ n: number }>(a.app.deps.db, sql`
      select count(*)::int as n from pgboss.job where name = ${COMPETITION_END_JOB} and data->>'competitionId' = ${c.id}`);
    expect(row!.n).toBe(1);
  });

  it('a competition created with a near end is finalized by its scheduled job', async () => {
    // No entry: entering needs the competition still open, which a busy machine may not leave
    // time for before the end; the job finalizes a competition without entries all the same.
    const c = await createCompetitionAs(a.app, admin, { endsAt: new Date(Date.now() + 1500).toISOString() });
    await until(finalized(a.app, c.id), 'the scheduled end');
    expect(finalizedEvents.get(c.id)).toBe(1);
  });

  it('after a restart, a new instance catches up an end that passed while no instance ran (its job lost)', async () => {
    const c = await createCompetitionAs(a.app, admin);
    const m = await createUser(a.app);
    const entry = await enter(a.app, m, c.id);
    await vote(a.app, await createUser(a.app), c.id, entry);
    // Every instance stops its jobs ("down"); the end passes; the scheduled job is lost too.
    await a.app.deps.jobs.stop();
    for (const other of others) await other.app.deps.jobs.stop();
    await endInPast(a.app, c.id);
    await a.app.deps.db.execute(sql`delete from pgboss.job where name = ${COMPETITION_END_JOB} and data->>'competitionId' = ${c.id}`);
    expect(await finalized(a.app, c.id)()).toBe(false);

    const restarted = await instance();
    await until(finalized(restarted, c.id), 'the catch-up at start');
    await until(jobsSettled(restarted, c.id), 'the catch-up job to finish');
    expect(finalizedEvents.get(c.id)).toBe(1);
    const [winner] = await queryRows<{ user_id: string; rank: number }>(restarted.deps.db, sql`
      select user_id, rank from competition_entries where competition_id = ${c.id} and rank is not null`);
    expect(winner).toEqual({ user_id: m.id, rank: 1 });
  });
});
