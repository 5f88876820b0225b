/**
 * Badges through the real API: the handler reacting to the garage, like, view and
 * modification endpoints' events; GET /api/badges for visitors and members; GET
 * /api/users/:username/badges. Both endpoints are public reads; there is no write endpoint.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGES, type BadgeCatalog, type MemberBadges } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garages, userBadges } from '../../db/schema/index.ts';

let t: TestApp;
let owner: TestUser;
let fan: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'Rozet_Sahibi' });
  fan = await createUser(t.app);
});
afterAll(() => t.close());

async function newGarage(user: TestUser, payload: Record<string, unknown> = {}) {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name: 'Rozet Garajı', carBrand: 'Opel', carModel: 'Astra', ...payload } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const catalog = async (user: TestUser | null) => {
  const res = await as(t.app, user, { method: 'GET', url: '/api/badges' });
  expect(res.statusCode).toBe(200);
  return res.json<BadgeCatalog>();
};
const badgesOf = async (username: string) => {
  const res = await as(t.app, null, { method: 'GET', url: `/api/users/${encodeURIComponent(username)}/badges` });
  expect(res.statusCode).toBe(200);
  return res.json<MemberBadges>();
};
const stateOf = async (username: string, id: string) => (await badgesOf(username)).badges.find((b) => b.id === id)!;

describe('GET /api/badges', () => {
  it('gives visitors every definition with holders and no viewer state', async () => {
    const body = await catalog(null);
    expect(body.badges.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    expect(body.unlockedCount).toBeNull();
    for (const badge of body.badges) {
      expect(badge.viewer).toBeNull();
      expect(badge.maxProgress).toBe(BADGES.find((b) => b.id === badge.id)!.threshold);
    }
    expect(body.badges.find((b) => b.id === 'premium')).toMatchObject({ category: 'special', kind: 'account' });
    expect(body.badges.find((b) => b.id === 'rarest-vehicle')).toMatchObject({ kind: 'site' });
    expect(body.badges.find((b) => b.id === 'first-garage')).toMatchObject({ kind: 'kept', rarity: 'common', category: 'achievement' });
  });

  it('a first garage earns first-garage: the member sees it unlocked with its date, the holders count moves', async () => {
    const before = (await catalog(null)).badges.find((b) => b.id === 'first-garage')!.holders;
    const signedOut = await catalog(owner);
    expect(signedOut.badges.find((b) => b.id === 'first-garage')!.viewer).toEqual({ unlocked: false, unlockedAt: null, progress: 0 });
    await newGarage(owner, { topSpeed: 199 });
    const body = await catalog(owner);
    const first = body.badges.find((b) => b.id === 'first-garage')!;
    expect(first.viewer).toMatchObject({ unlocked: true, progress: 1 });
    expect(Date.parse(first.viewer!.unlockedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.holders).toBe(before + 1);
    expect(body.badges.find((b) => b.id === 'garage-master')!.viewer).toEqual({ unlocked: false, unlockedAt: null, progress: 1 });
    expect(body.badges.find((b) => b.id === 'speed-enthusiast')!.viewer).toEqual({ unlocked: false, unlockedAt: null, progress: 199 });
    expect(body.unlockedCount).toBe(body.badges.filter((b) => b.viewer?.unlocked).length);
    const res = await as(t.app, owner, { method: 'GET', url: '/api/badges' });
    expect(res.headers['cache-control']).toContain('private');
  });
});

describe('GET /api/users/:username/badges', () => {
  it('answers for any letter case, earned first, and 404 USER_NOT_FOUND for an unknown member', async () => {
    const body = await badgesOf('ROZET_SAHIBI');
    expect(body.username).toBe('Rozet_Sahibi');
    expect(body.badges).toHaveLength(BADGES.length);
    expect(body.badges[0]!.unlocked).toBe(true);
    expect(body.unlockedCount).toBe(body.badges.filter((b) => b.unlocked).length);
    const missing = await as(t.app, null, { method: 'GET', url: '/api/users/kimse_yok_123/badges' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('USER_NOT_FOUND');
  });

  it('has no write endpoint', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await as(t.app, owner, { method, url: '/api/badges' })).statusCode).toBe(404);
    }
  });
});

describe('the handler, driven by the real endpoints', () => {
  it('garage update to 200 km/h earns speed-enthusiast', async () => {
    const id = await newGarage(fan, { topSpeed: 150 });
    expect((await stateOf(fan.username, 'speed-enthusiast')).unlocked).toBe(false);
    const res = await as(t.app, fan, { method: 'PUT', url: `/api/garages/${id}`, payload: { name: 'Hızlı', carBrand: 'Opel', carModel: 'Astra', topSpeed: 200 } });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(fan.username, 'speed-enthusiast')).toMatchObject({ unlocked: true, progress: 200 });
  });

  it('rarest-vehicle: created alone, lost when another member adds the same make + model in other letters', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await newGarage(a, { carBrand: 'Anadol', carModel: 'Böcek' });
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(true);
    await newGarage(b, { carBrand: 'ANADOL', carModel: 'böcek ' });
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(false);
    expect((await stateOf(b.username, 'rarest-vehicle')).unlocked).toBe(false);
  });

  it('rarest-vehicle comes back to the remaining owner when the other garage changes its model or is deleted', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await newGarage(a, { carBrand: 'Tofaş', carModel: 'Kartal' });
    const other = await newGarage(b, { carBrand: 'TOFAŞ', carModel: 'kartal' });
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(false);
    // b's garage becomes a Şahin: a is the only Kartal again, b the only Şahin
    const put = await as(t.app, b, { method: 'PUT', url: `/api/garages/${other}`, payload: { name: 'Rozet Garajı', carBrand: 'Tofaş', carModel: `Şahin-${b.username}` } });
    expect(put.statusCode).toBe(200);
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(true);
    expect((await stateOf(b.username, 'rarest-vehicle')).unlocked).toBe(true);
    // back to Kartal: both lose it; then b deletes it: a gets it back
    await as(t.app, b, { method: 'PUT', url: `/api/garages/${other}`, payload: { name: 'Rozet Garajı', carBrand: 'Tofaş', carModel: 'Kartal' } });
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(false);
    expect((await stateOf(b.username, 'rarest-vehicle')).unlocked).toBe(false);
    expect((await as(t.app, b, { method: 'DELETE', url: `/api/garages/${other}` })).statusCode).toBe(204);
    expect((await stateOf(a.username, 'rarest-vehicle')).unlocked).toBe(true);
  });

  it('a like moves community-leader progress; a modification moves modification-master', async () => {
    const id = await newGarage(owner, { carBrand: 'Fiat', carModel: 'Doğan' });
    const likesBefore = (await stateOf(owner.username, 'community-leader')).progress;
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/garages/${id}/like` })).statusCode).toBe(200);
    expect((await stateOf(owner.username, 'community-leader')).progress).toBe(likesBefore + 1);
    const mod = await as(t.app, owner, { method: 'POST', url: `/api/garages/${id}/modifications`, payload: { title: 'Turbo', category: 'engine' } });
    expect(mod.statusCode).toBe(201);
    expect((await stateOf(owner.username, 'modification-master')).progress).toBe(1);
  });

  it('the 1000th view of a garage earns viral for its owner', async () => {
    const viewer = await createUser(t.app);
    const id = await newGarage(viewer, { carBrand: 'Murat', carModel: '131' });
    await t.app.deps.db.update(garages).set({ viewsCount: 999 }).where(eq(garages.id, id));
    expect((await stateOf(viewer.username, 'viral')).unlocked).toBe(false);
    const res = await as(t.app, fan, { method: 'POST', url: `/api/garages/${id}/views` });
    expect(res.json()).toMatchObject({ viewsCount: 1000, counted: true });
    expect(await stateOf(viewer.username, 'viral')).toMatchObject({ unlocked: true, progress: 1000 });
    const rows = await t.app.deps.db.execute(sql`select count(*)::int as n from ${userBadges} where badge_id = 'viral' and user_id = ${viewer.id}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });
});
