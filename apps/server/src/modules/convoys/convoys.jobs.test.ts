/**
 * The convoy's close across instances and restarts (decisions 008 and 027): two app instances on
 * one database, both running pg-boss workers, get the same event's end job several times and
 * close the convoy once — its positions deleted, one `convoy.ended` published; an event with the
 * map whose end is near is closed by its scheduled job; one whose end passed while no instance
 * ran (its job lost) is closed by the next instance's catch-up at start.
 *
 * On PostgreSQL (DATABASE_URL) the instances have their own connection pools, as separate
 * processes would; on PGlite they share the one embedded database of the process.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { convoyEvent, convoyUrl, moveEvent } from './convoys.fixtures.ts';
import { CONVOY_END_JOB } from './convoys.jobs.ts';
import { closeConvoy } from './convoys.service.ts';
import { until } from '../../../test/until.ts';

const databaseUrl = process.env.DATABASE_URL;
const endedEvents = new Map<string, number>();

let a: TestApp;
let admin: TestUser;
let rider: TestUser;
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

const closed = (app: FastifyInstance, id: string) => async () =>
  (await queryRows(app.deps.db, sql`select 1 from community_events where id = ${id} and convoy_closed_end is not null`)).length === 1;
const positionsOf = async (app: FastifyInstance, id: string) => (await queryRows(app.deps.db, sql`select 1 from convoy_positions where event_id = ${id}`)).length;

/** No due end job of this event is waiting or running any more. */
const jobsSettled = (app: FastifyInstance, id: string) => async () =>
  Number(
    (await queryRows<{ n: number }>(app.deps.db, sql`
      select count(*)::int as n from pgboss.job where name = ${CONVOY_END_JOB} and data->>'eventId' = ${id}
        and state in ('created', 'retry', 'active') and start_after <= now()`))[0]!.n,
  ) === 0;

/** A live convoy with the rider sharing. */
async function sharingConvoy(app: FastifyInstance = a.app): Promise<string> {
  const event = await convoyEvent(app, admin, [rider]);
  await moveEvent(app, event.id, 'live');
  const res = await as(app, rider, { method: 'PUT', url: convoyUrl(event.id, true), payload: { lat: 38.6431, lng: 34.8289 } });
  expect(res.statusCode, res.body).toBe(200);
  return event.id;
}

beforeAll(async () => {
  if (databaseUrl) {
    // A clean job schema too (createTestApp resets `public` only).
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
    await database.close();
  }
  a = await createTestApp({ JOBS: 'true' });
  [admin, rider] = await Promise.all([createUser(a.app, { role: 'admin' }), createUser(a.app)]);
  a.app.deps.realtime.subscribe((message) => {
    if (message.channel !== 'convoy' || message.type !== 'ended') return;
    const id = (message.data as { eventId: string }).eventId;
    endedEvents.set(id, (endedEvents.get(id) ?? 0) + 1);
  });
});

afterAll(async () => {
  for (const other of others.reverse()) {
    await other.app.close();
    await other.database?.close();
  }
  await a?.close();
});

describe(`the convoy's end job (${databaseUrl ? 'PostgreSQL, separate pools' : 'PGlite'})`, () => {
  it('two instances closing one convoy at once close it once: positions deleted, one convoy.ended', async () => {
    const b = await instance();
    const id = await sharingConvoy();
    await moveEvent(a.app, id, 'ended');
    await Promise.all([
      a.app.deps.jobs.send(CONVOY_END_JOB, { eventId: id }),
      b.deps.jobs.send(CONVOY_END_JOB, { eventId: id }),
      a.app.deps.jobs.send(CONVOY_END_JOB, { eventId: id }),
      b.deps.jobs.send(CONVOY_END_JOB, { eventId: id }),
      closeConvoy(a.app.deps.db, id),
      closeConvoy(b.deps.db, id),
    ]);
    await until(closed(a.app, id), 'the close');
    await until(jobsSettled(a.app, id), 'every copy of the job to finish');
    await until(async () => endedEvents.has(id), 'convoy.ended');
    expect(endedEvents.get(id)).toBe(1);
    expect(await positionsOf(a.app, id)).toBe(0);
    const [failed] = await queryRows<{ n: number }>(a.app.deps.db, sql`
      select count(*)::int as n from pgboss.job where name = ${CONVOY_END_JOB} and data->>'eventId' = ${id} and state = 'failed'`);
    expect(failed!.n).toBe(0);
  });

  it('an event whose end is near is closed by the job its edit sent', async () => {
    const id = await sharingConvoy();
    const current = (await as(a.app, admin, { method: 'GET', url: `/api/community/events/${id}` })).json<{ title: string; description: string; category: string; location: string }>();
    // The admin moves it so that it ends in five seconds (15 minutes long, started 15 min − 5 s ago).
    const edit = await as(a.app, admin, {
      method: 'PUT',
      url: `/api/community/events/${id}`,
      payload: { ...current, startsAt: new Date(Date.now() - 15 * 60_000 + 5000).toISOString(), durationMinutes: 15, capacity: null, imageId: null, convoyEnabled: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await positionsOf(a.app, id)).toBe(1);
    await until(closed(a.app, id), 'the scheduled close');
    expect(await positionsOf(a.app, id)).toBe(0);
    await until(async () => endedEvents.get(id) === 1, 'convoy.ended');
  });

  it('after a restart, a new instance closes a convoy whose end passed while no instance ran (its job lost)', async () => {
    const id = await sharingConvoy();
    await a.app.deps.jobs.stop();
    for (const other of others) await other.app.deps.jobs.stop();
    await moveEvent(a.app, id, 'ended');
    await a.app.deps.db.execute(sql`delete from pgboss.job where name = ${CONVOY_END_JOB} and data->>'eventId' = ${id}`);
    expect(await closed(a.app, id)()).toBe(false);

    const restarted = await instance();
    await until(closed(restarted, id), 'the catch-up at start');
    expect(await positionsOf(restarted, id)).toBe(0);
    await until(jobsSettled(restarted, id), 'the catch-up job to finish');
  });
});
