/**
 * An open `/api/events` stream follows its session (live.routes.ts): a ban, an admin "revoke
 * sessions", a sign-out and a password change end it within a second, and it never receives a
 * followers-only location share afterwards; an unfollow stops followers-only shares at once
 * (the follow graph is read when the event is delivered). With DATABASE_URL also across two
 * instances on one PostgreSQL database (the revocation arrives by LISTEN/NOTIFY).
 */
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicLocationShare } from '@garaj/shared';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream, type SseStream } from '../../../test/sse.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'admin' })]);
  base = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from location_shares`);
});

/** A member who follows the owner. */
async function follower(): Promise<TestUser> {
  const user = await createUser(t.app);
  expect((await as(t.app, user, { method: 'PUT', url: `/api/users/${owner.username}/follow` })).statusCode).toBeLessThan(300);
  return user;
}

async function stream(user: TestUser | null, url = base): Promise<SseStream> {
  const s = await openStream(`${url}/api/events?channels=location,notifications`, user ? { cookie: user.cookie } : {});
  streams.push(s);
  expect(s.status).toBe(200);
  await s.waitFor((e) => e.event === 'ready');
  return s;
}

/** The owner starts a followers-only share (ending any running one first). */
async function shareForFollowers(app: FastifyInstance = t.app): Promise<PublicLocationShare> {
  await as(app, owner, { method: 'DELETE', url: '/api/location-shares/mine' });
  const res = await as(app, owner, { method: 'POST', url: '/api/location-shares', payload: { lat: 41.0082, lng: 28.9784, vehicleText: 'Civic', isPublic: false } });
  expect(res.statusCode).toBe(201);
  return res.json<PublicLocationShare>();
}
const upsertedOf = (id: string) => (e: { event: string; data: unknown }) => e.event === 'location.share.upserted' && (e.data as { id: string }).id === id;

/**
 * Publishes a public marker event and waits for it on `s`: a stream delivers in order, so any
 * earlier event for `s` has arrived by then.
 */
async function drained(s: SseStream): Promise<void> {
  const id = `marker-${crypto.randomUUID()}`;
  await t.app.deps.realtime.publish('location', 'share.ended', { id });
  await s.waitFor((e) => e.event === 'location.share.ended' && (e.data as { id: string }).id === id);
}

/** Resolves when `s` ends; fails when it is still open after `ms`. */
function endsWithin(s: SseStream, ms: number): Promise<void> {
  return Promise.race([s.ended, new Promise<void>((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms))]);
}

describe('an open stream follows its session', () => {
  it.each([
    ['an admin ban', (m: TestUser) => as(t.app, admin, { method: 'POST', url: `/api/admin/users/${m.id}/ban`, payload: { reason: 'Kurallara aykırı davranış', until: null } })],
    ['an admin "revoke sessions"', (m: TestUser) => as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${m.id}/sessions` })],
    ['a sign-out', (m: TestUser) => as(t.app, m, { method: 'POST', url: '/api/auth/sign-out', payload: {} })],
    ['a password change', (m: TestUser) => as(t.app, m, { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: m.password, newPassword: 'yepyeni-bir-parola-41' } })],
  ])('%s ends the stream within a second; the followers-only share started at once never reaches it', async (_name, act) => {
    const member = await follower();
    const before = await shareForFollowers();
    const s = await stream(member);
    const watcher = await stream(owner);
    // Sanity: the stream did receive followers-only shares while signed in.
    await as(t.app, owner, { method: 'DELETE', url: '/api/location-shares/mine' });
    const sanity = await shareForFollowers();
    await s.waitFor(upsertedOf(sanity.id));
    expect(before.id).not.toBe(sanity.id);

    const res = await act(member);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // Shared at once, before the stream could have noticed anything.
    const after = await shareForFollowers();
    await watcher.waitFor(upsertedOf(after.id));
    await endsWithin(s, 1000);
    expect(s.events.some(upsertedOf(after.id))).toBe(false);
  });

  it('a stream of another member is not ended by someone else’s revocation', async () => {
    const member = await follower();
    const other = await follower();
    const s = await stream(other);
    await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${member.id}/sessions` });
    const share = await shareForFollowers();
    await s.waitFor(upsertedOf(share.id));
  });

  it('a revocation that leaves the stream’s own session alive keeps the stream (another device signed out)', async () => {
    const member = await follower();
    const s = await stream(member);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email: member.email, password: member.password } });
    const raw = signIn.headers['set-cookie'];
    const otherDevice = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'http://localhost:3000', cookie: otherDevice }, payload: {} })).statusCode).toBe(200);
    const share = await shareForFollowers();
    await s.waitFor(upsertedOf(share.id));
  });
});

describe('followers-only shares follow the follow graph at delivery', () => {
  it('after an unfollow, the next followers-only share is not delivered (the other follower gets it)', async () => {
    const leaving = await follower();
    const staying = await follower();
    const [ofLeaving, ofStaying] = await Promise.all([stream(leaving), stream(staying)]);
    expect((await as(t.app, leaving, { method: 'DELETE', url: `/api/users/${owner.username}/follow` })).statusCode).toBeLessThan(300);
    const share = await shareForFollowers();
    await ofStaying.waitFor(upsertedOf(share.id));
    await drained(ofLeaving);
    expect(ofLeaving.events.some(upsertedOf(share.id))).toBe(false);
  });

  it('an event whose audience was computed before the unfollow is not delivered to the former follower', async () => {
    const leaving = await follower();
    const staying = await follower();
    const share = await shareForFollowers();
    const [ofLeaving, ofStaying] = await Promise.all([stream(leaving), stream(staying)]);
    expect((await as(t.app, leaving, { method: 'DELETE', url: `/api/users/${owner.username}/follow` })).statusCode).toBeLessThan(300);
    // As a share write whose transaction read the followers just before the unfollow committed.
    // Its latitude is off the share's own (41.0082 is stored as 41.01 on the approximate grid),
    // so the share's creation event, which a stream on PostgreSQL may receive late, never matches.
    const moved = { ...share, id: share.id, lat: 41.05, positionUpdatedAt: new Date().toISOString() };
    await t.app.deps.realtime.publish('location', 'share.upserted', moved, { audience: [owner.id, leaving.id, staying.id] });
    await ofStaying.waitFor((e) => upsertedOf(share.id)(e) && (e.data as PublicLocationShare).lat === 41.05);
    await drained(ofLeaving);
    expect(ofLeaving.events.some((e) => upsertedOf(share.id)(e) && (e.data as PublicLocationShare).lat === 41.05)).toBe(false);
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL database', () => {
  it('a ban through instance A ends the stream on instance B within a second', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(t.dataDir, 'no-web'), DATABASE_URL: databaseUrl! });
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const b = await buildApp({ env, database, secret: 'test-secret-test-secret-test-secret-42', logger: false });
    try {
      await b.ready();
      expect(b.deps.realtime.kind).toBe('postgres');
      await b.deps.realtime.ready;
      const member = await follower();
      const s = await stream(member, await listenOnce(b));
      const first = await shareForFollowers();
      await s.waitFor(upsertedOf(first.id));
      const ban = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Kurallara aykırı davranış', until: null } });
      expect(ban.statusCode).toBe(200);
      const after = await shareForFollowers();
      await endsWithin(s, 1000);
      expect(s.events.some(upsertedOf(after.id))).toBe(false);
    } finally {
      await b.close();
      await database.close();
    }
  });
});
