/**
 * Live location sharing API (acceptance 3; decision 011): who sees which share
 * (visitor, stranger, follower, owner), precision (approximate stored and served rounded; exact
 * kept), validation, one active share per member, the 15 s position limit, likes, expiry (never
 * served after its end; the job and the catch-up delete it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LocationShareLikeResult, LocationSharesView, PublicLocationShare } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { seedLocationShares, type SeedShareCandidate } from '../../seed/seed-location-shares.ts';
import { expireDueShares, expireShare } from './location-shares.service.ts';

let a: TestApp;
let owner: TestUser;
let follower: TestUser;
let stranger: TestUser;

const ISTANBUL = { lat: 41.008238, lng: 28.978359 };

beforeAll(async () => {
  a = await createTestApp();
  [owner, follower, stranger] = await Promise.all([createUser(a.app), createUser(a.app), createUser(a.app)]);
  const res = await as(a.app, follower, { method: 'PUT', url: `/api/users/${owner.username}/follow` });
  if (res.statusCode >= 300) throw new Error(`follow failed: ${res.statusCode} ${res.body}`);
});
afterAll(() => a.close());
beforeEach(async () => {
  await a.app.deps.db.execute(sql`delete from location_shares`);
});

const start = (user: TestUser, payload: Record<string, unknown>) => as(a.app, user, { method: 'POST', url: '/api/location-shares', payload });
const list = async (user: TestUser | null) => {
  const res = await as(a.app, user, { method: 'GET', url: '/api/location-shares' });
  expect(res.statusCode).toBe(200);
  return res.json<LocationSharesView>();
};
/** Lets the next position update through (the 15 s limit counts from `position_updated_at`). */
const age = (userId: string) => a.app.deps.db.execute(sql`update location_shares set position_updated_at = now() - interval '20 seconds' where user_id = ${userId}`);

describe('starting a share', () => {
  it('stores an approximate share rounded to 0.01° with the defaults (message, 30 min, public) and serves it to visitors', async () => {
    const res = await start(owner, { ...ISTANBUL, vehicleText: 'Honda CBR500R 2021' });
    expect(res.statusCode).toBe(201);
    const share = res.json<PublicLocationShare>();
    expect(share).toMatchObject({ lat: 41.01, lng: 28.98, precision: 'approximate', isPublic: true, durationMinutes: 30, message: 'Konumumu paylaşıyorum! 📍', likesCount: 0 });
    expect(share.vehicle).toMatchObject({ garageId: null, label: 'Honda CBR500R 2021' });
    expect(share.member).toMatchObject({ id: owner.id, username: owner.username });
    expect(new Date(share.expiresAt).getTime() - new Date(share.createdAt).getTime()).toBe(30 * 60_000);
    // What the database holds is already rounded: nothing can serve more.
    const [stored] = await queryRows<{ lat: number; lng: number }>(a.app.deps.db, sql`select lat, lng from location_shares where id = ${share.id}`);
    expect([Number(stored!.lat), Number(stored!.lng)]).toEqual([41.01, 28.98]);
    const visitor = await list(null);
    expect(visitor.items.map((s) => s.id)).toEqual([share.id]);
    expect(visitor.mine).toBeNull();
    expect(visitor.map.tileUrl).toContain('{z}');
    for (const s of visitor.items) {
      expect(String(s.lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      expect(String(s.lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
    }
    const mine = await list(owner);
    expect(mine.mine?.id).toBe(share.id);
  });

  it('keeps an exact position only when the member chooses it', async () => {
    const res = await start(owner, { ...ISTANBUL, vehicleText: 'Golf', precision: 'exact', durationMinutes: 120, message: 'Kadıköy sahil' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lat: ISTANBUL.lat, lng: ISTANBUL.lng, precision: 'exact', durationMinutes: 120, message: 'Kadıköy sahil' });
  });

  it('takes one of the member\'s own garages as the vehicle, never someone else\'s', async () => {
    const garage = await as(a.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Mavi Civic', carBrand: 'Honda', carModel: 'Civic', carYear: 2019 } });
    expect(garage.statusCode).toBe(201);
    const garageId = garage.json().id as string;
    const theirs = await start(stranger, { ...ISTANBUL, garageId });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('LOCATION_GARAGE_NOT_OWNED');
    const res = await start(owner, { ...ISTANBUL, garageId });
    expect(res.statusCode).toBe(201);
    expect(res.json<PublicLocationShare>().vehicle).toMatchObject({ garageId, label: 'Honda Civic (2019)', brand: 'Honda', model: 'Civic', year: 2019 });
    // A deleted garage takes its share with it (cascade): never served again.
    expect((await as(a.app, owner, { method: 'DELETE', url: `/api/garages/${garageId}` })).statusCode).toBe(204);
    expect((await list(null)).items).toEqual([]);
  });

  it('refuses without vehicle info (Araç Bilgisi Gerekli), bad coordinates, strings, bad durations and bad bytes with 400 and a code', async () => {
    const none = await start(owner, { ...ISTANBUL, vehicleText: '   ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('LOCATION_VEHICLE_REQUIRED');
    for (const bad of [{ lat: 91, lng: 28 }, { lat: -90.5, lng: 28 }, { lat: 41, lng: 180.01 }, { lat: '41', lng: 28 }, { lat: null, lng: 28 }, { lng: 28 }]) {
      const res = await start(owner, { ...bad, vehicleText: 'Golf' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(['LOCATION_COORDINATE_INVALID', 'VALIDATION_FAILED']).toContain(res.json().error.code);
    }
    const duration = await start(owner, { ...ISTANBUL, vehicleText: 'Golf', durationMinutes: 45 });
    expect(duration.json().error.code).toBe('LOCATION_DURATION_INVALID');
    const precision = await start(owner, { ...ISTANBUL, vehicleText: 'Golf', precision: 'street' });
    expect(precision.statusCode).toBe(400);
    const garbage = await as(a.app, owner, { method: 'POST', url: '/api/location-shares', headers: { 'content-type': 'application/json' }, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x00]) });
    expect(garbage.statusCode).toBe(400);
    const nul = await start(owner, { ...ISTANBUL, vehicleText: 'Golf\u0000' });
    expect(nul.statusCode).toBe(400);
    expect((await list(null)).items).toEqual([]);
  });

  it('needs a session and a verified e-mail', async () => {
    expect((await as(a.app, null, { method: 'POST', url: '/api/location-shares', payload: { ...ISTANBUL, vehicleText: 'Golf' } })).statusCode).toBe(401);
    const unverified = await createUser(a.app, { verified: false });
    const res = await start(unverified, { ...ISTANBUL, vehicleText: 'Golf' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('allows one active share per member (409 LOCATION_SHARE_ACTIVE), and a new one after the old expired', async () => {
    expect((await start(owner, { ...ISTANBUL, vehicleText: 'Golf' })).statusCode).toBe(201);
    const second = await start(owner, { ...ISTANBUL, vehicleText: 'Polo' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('LOCATION_SHARE_ACTIVE');
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '1 second' where user_id = ${owner.id}`);
    expect((await start(owner, { ...ISTANBUL, vehicleText: 'Polo' })).statusCode).toBe(201);
  });
});

describe('followers-only shares', () => {
  it('are seen by the member and their followers, never by a visitor or a stranger', async () => {
    const share = (await start(owner, { ...ISTANBUL, vehicleText: 'Golf', isPublic: false })).json<PublicLocationShare>();
    expect(share.isPublic).toBe(false);
    expect((await list(null)).items).toEqual([]);
    expect((await list(stranger)).items).toEqual([]);
    expect((await list(follower)).items.map((s) => s.id)).toEqual([share.id]);
    expect((await list(owner)).items.map((s) => s.id)).toEqual([share.id]);
    // Liking a share one cannot see is answered as if it did not exist.
    const like = await as(a.app, stranger, { method: 'PUT', url: `/api/location-shares/${share.id}/like` });
    expect(like.statusCode).toBe(404);
    expect(like.json().error.code).toBe('LOCATION_SHARE_NOT_FOUND');
    expect((await as(a.app, follower, { method: 'PUT', url: `/api/location-shares/${share.id}/like` })).statusCode).toBe(200);
  });

  it('hide a banned member\'s share from everyone', async () => {
    const banned = await createUser(a.app);
    expect((await start(banned, { ...ISTANBUL, vehicleText: 'Golf' })).statusCode).toBe(201);
    await a.app.deps.db.execute(sql`update users set banned = true where id = ${banned.id}`);
    expect((await list(null)).items).toEqual([]);
  });
});

describe('moving and stopping', () => {
  it('moves only the member\'s own share, rounded again, at most every 15 s (429 LOCATION_UPDATE_TOO_SOON)', async () => {
    const share = (await start(owner, { ...ISTANBUL, vehicleText: 'Golf' })).json<PublicLocationShare>();
    const tooSoon = await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 39.92077, lng: 32.85411 } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('LOCATION_UPDATE_TOO_SOON');
    await age(owner.id);
    const moved = await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 39.92077, lng: 32.85411 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: share.id, lat: 39.92, lng: 32.85 });
    // Someone without a share has nothing to move; invalid positions are refused.
    expect((await as(a.app, stranger, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 40, lng: 30 } })).statusCode).toBe(404);
    await age(owner.id);
    expect((await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 100, lng: 30 } })).statusCode).toBe(400);
    expect((await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 'NaN', lng: 30 } })).statusCode).toBe(400);
    expect((await as(a.app, null, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 40, lng: 30 } })).statusCode).toBe(401);
  });

  it('keeps an exact share exact when it moves', async () => {
    await start(owner, { ...ISTANBUL, vehicleText: 'Golf', precision: 'exact' });
    await age(owner.id);
    const moved = await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 39.92077, lng: 32.85411 } });
    expect(moved.json()).toMatchObject({ lat: 39.92077, lng: 32.85411, precision: 'exact' });
  });

  it('stops at once: the row and its likes are deleted (nothing kept), a second stop is 404', async () => {
    const share = (await start(owner, { ...ISTANBUL, vehicleText: 'Golf' })).json<PublicLocationShare>();
    await as(a.app, follower, { method: 'PUT', url: `/api/location-shares/${share.id}/like` });
    expect((await as(a.app, stranger, { method: 'DELETE', url: '/api/location-shares/mine' })).statusCode).toBe(404);
    expect((await list(null)).items).toHaveLength(1);
    expect((await as(a.app, owner, { method: 'DELETE', url: '/api/location-shares/mine' })).statusCode).toBe(204);
    expect((await list(null)).items).toEqual([]);
    const left = await queryRows<{ n: number }>(a.app.deps.db, sql`select (select count(*) from location_shares)::int + (select count(*) from location_share_likes)::int as n`);
    expect(Number(left[0]!.n)).toBe(0);
    expect((await as(a.app, owner, { method: 'DELETE', url: '/api/location-shares/mine' })).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('one per member: PUT twice counts once, DELETE removes it, own share refused, the viewer\'s likes listed', async () => {
    const share = (await start(owner, { ...ISTANBUL, vehicleText: 'Golf' })).json<PublicLocationShare>();
    const like = () => as(a.app, stranger, { method: 'PUT', url: `/api/location-shares/${share.id}/like` });
    expect((await like()).json<LocationShareLikeResult>()).toEqual({ id: share.id, liked: true, likesCount: 1 });
    expect((await like()).json<LocationShareLikeResult>()).toEqual({ id: share.id, liked: true, likesCount: 1 });
    const view = await list(stranger);
    expect(view.likedIds).toEqual([share.id]);
    expect(view.items[0]!.likesCount).toBe(1);
    expect((await list(follower)).likedIds).toEqual([]);
    const own = await as(a.app, owner, { method: 'PUT', url: `/api/location-shares/${share.id}/like` });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('LOCATION_OWN_SHARE_LIKE');
    const unlike = await as(a.app, stranger, { method: 'DELETE', url: `/api/location-shares/${share.id}/like` });
    expect(unlike.json<LocationShareLikeResult>()).toEqual({ id: share.id, liked: false, likesCount: 0 });
    expect((await as(a.app, null, { method: 'PUT', url: `/api/location-shares/${share.id}/like` })).statusCode).toBe(401);
    expect((await as(a.app, stranger, { method: 'PUT', url: '/api/location-shares/not-a-uuid/like' })).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('a share past its end is never served, even before the job ran; the job deletes it (idempotent)', async () => {
    const share = (await start(owner, { ...ISTANBUL, vehicleText: 'Golf' })).json<PublicLocationShare>();
    expect(await expireShare(a.app.deps.db, share.id)).toBe(false); // not due yet: kept
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '1 second' where id = ${share.id}`);
    expect((await list(null)).items).toEqual([]);
    expect((await list(owner)).mine).toBeNull();
    expect((await as(a.app, stranger, { method: 'PUT', url: `/api/location-shares/${share.id}/like` })).statusCode).toBe(404);
    await age(owner.id);
    expect((await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 40, lng: 30 } })).statusCode).toBe(404);
    expect(await expireShare(a.app.deps.db, share.id)).toBe(true);
    expect(await expireShare(a.app.deps.db, share.id)).toBe(false);
    expect(await queryRows(a.app.deps.db, sql`select 1 from location_shares where id = ${share.id}`)).toEqual([]);
  });

  it('the start-up catch-up deletes every share that ended while no instance ran, and only those', async () => {
    await start(owner, { ...ISTANBUL, vehicleText: 'Golf' });
    await start(stranger, { ...ISTANBUL, vehicleText: 'Polo' });
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '5 minutes' where user_id = ${owner.id}`);
    expect(await expireDueShares(a.app.deps.db)).toBe(1);
    expect((await list(null)).items.map((s) => s.member.id)).toEqual([stranger.id]);
  });
});

describe('demo seed', () => {
  it('writes three approximate, public 120-minute shares of distinct members with likes; they expire like any share', async () => {
    const members = [owner, follower, stranger];
    const candidates: SeedShareCandidate[] = [];
    for (const member of [...members, owner]) {
      const res = await as(a.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'Demo', carBrand: 'Fiat', carModel: 'Egea', carYear: 2021 } });
      candidates.push({ ownerId: member.id, garageId: res.json().id as string });
    }
    const extra = await createUser(a.app);
    const written = await a.app.deps.db.transaction((tx) => seedLocationShares(tx, candidates, [...members.map((m) => m.id), extra.id]));
    expect(written).toBe(3);
    const { items } = await list(null);
    expect(items.map((s) => s.member.id).sort()).toEqual(members.map((m) => m.id).sort());
    for (const s of items) {
      expect(s).toMatchObject({ precision: 'approximate', isPublic: true, durationMinutes: 120 });
      expect(Math.round(s.lat * 100) / 100).toBe(s.lat);
      expect(new Date(s.expiresAt).getTime() - Date.now()).toBeGreaterThan(118 * 60_000);
    }
    expect(items.reduce((sum, s) => sum + s.likesCount, 0)).toBeGreaterThan(0);
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '1 second'`);
    expect(await expireDueShares(a.app.deps.db)).toBe(3);
  });
});
