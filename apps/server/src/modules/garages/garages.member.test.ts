/**
 * The signed-in path: members get the very same cached public answers as visitors (same
 * bytes) and their personal overlay (likes, favorites) separately from GET /api/me/overlay,
 * and the session check is served from better-auth's signed cookie cache, with revocation
 * taking effect within SESSION_COOKIE_CACHE_SECONDS (no real sleeping: the clock is faked).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_OVERLAY_IDS, type GarageCard, type GarageDetail, type MemberOverlay } from '@garaj/shared';
import { as, cookieFrom, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garages, sessions } from '../../db/schema/index.ts';
import { SESSION_COOKIE_CACHE_SECONDS } from '../../lib/session.ts';

let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let garageId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'sahip_uye' });
  alice = await createUser(t.app, { username: 'alice_uye' });
  bob = await createUser(t.app, { username: 'bob_uye' });
  const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Önbellek Garajı', carBrand: 'BMW', carModel: 'M3' } });
  expect(res.statusCode).toBe(201);
  garageId = res.json<GarageDetail>().id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Freezes `Date` (only) so the 1-second public cache and the cookie cache stay put. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
}
const advanceClock = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** GET /api/me/overlay for the given garage ids as `user` (null: a visitor). */
const overlay = async (user: TestUser | null, ids: string[]) => {
  const res = await as(t.app, user, { method: 'GET', url: `/api/me/overlay?garages=${ids.join(',')}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<MemberOverlay>();
};
/** A public answer with the member's overlay merged in, as the web client does. */
async function merged<T extends GarageCard>(user: TestUser | null, garage: T): Promise<T> {
  const { garages } = await overlay(user, [garage.id]);
  return { ...garage, likedByMe: garages.liked.includes(garage.id), favoritedByMe: garages.favorited.includes(garage.id) };
}
const card = async (user: TestUser | null) => {
  const res = await as(t.app, user, { method: 'GET', url: '/api/garages' });
  expect(res.statusCode).toBe(200);
  return merged(user, res.json<{ items: GarageCard[] }>().items.find((g) => g.id === garageId)!);
};
const detail = async (user: TestUser | null) => {
  const res = await as(t.app, user, { method: 'GET', url: `/api/garages/${garageId}` });
  expect(res.statusCode).toBe(200);
  return merged(user, res.json<GarageDetail>());
};
/** A change made behind the app's back (another instance): the cache is not told. */
const renameInDatabase = (name: string) => t.app.deps.db.update(garages).set({ name }).where(eq(garages.id, garageId));

describe('members share the public cache and get their own overlay', () => {
  it('answers members the very bytes a visitor gets, revalidated by ETag instead of kept', async () => {
    for (const url of ['/api/garages', `/api/garages/${garageId}`, '/api/garages/featured', '/api/users/sahip_uye/latest-garage']) {
      const visitor = await as(t.app, null, { method: 'GET', url });
      const member = await as(t.app, alice, { method: 'GET', url });
      const ownerAnswer = await as(t.app, owner, { method: 'GET', url });
      expect([visitor.statusCode, member.statusCode, ownerAnswer.statusCode], url).toEqual([200, 200, 200]);
      expect(member.body, url).toBe(visitor.body);
      expect(ownerAnswer.body, url).toBe(visitor.body);
      expect(member.headers.etag, url).toBe(visitor.headers.etag);
      expect(visitor.headers['cache-control'], url).toBe('public, max-age=5');
      expect(member.headers['cache-control'], url).toBe('private, no-cache');
      const again = await as(t.app, alice, { method: 'GET', url, headers: { 'if-none-match': String(member.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // Nothing personal is in the shared detail: the client compares owner.id with its own id.
    expect((await as(t.app, owner, { method: 'GET', url: `/api/garages/${garageId}` })).json<GarageDetail>()).toMatchObject({ isMine: false, owner: { id: owner.id } });
  });

  it("shows each member their own likes and favorites (never another member's) beside the cached list and detail", async () => {
    expect((await as(t.app, alice, { method: 'PUT', url: `/api/garages/${garageId}/like` })).statusCode).toBe(200);
    expect((await as(t.app, alice, { method: 'PUT', url: `/api/garages/${garageId}/favorite` })).statusCode).toBe(200);
    freezeClock();
    // A visitor fills the shared cache; then the row changes without the cache knowing.
    expect((await card(null)).name).toBe('Önbellek Garajı');
    expect((await detail(null)).name).toBe('Önbellek Garajı');
    await renameInDatabase('Değişti');
    try {
      const aliceCard = await card(alice);
      const bobCard = await card(bob);
      const aliceDetail = await detail(alice);
      const bobDetail = await detail(bob);
      // Served from the same cached public data as the visitor (the rename is not seen yet)…
      for (const g of [aliceCard, bobCard, aliceDetail, bobDetail]) expect(g.name).toBe('Önbellek Garajı');
      // …with each member's own flags.
      expect(aliceCard).toMatchObject({ likedByMe: true, favoritedByMe: true });
      expect(bobCard).toMatchObject({ likedByMe: false, favoritedByMe: false });
      expect(aliceDetail).toMatchObject({ likedByMe: true, favoritedByMe: true });
      expect(bobDetail).toMatchObject({ likedByMe: false, favoritedByMe: false });
      expect(await detail(owner)).toMatchObject({ name: 'Önbellek Garajı', likedByMe: false });
      expect(await detail(null)).toMatchObject({ isMine: false, likedByMe: false, favoritedByMe: false });
    } finally {
      await renameInDatabase('Önbellek Garajı');
    }
  });

  it("reflects a member's own like, unlike, favorite and unfavorite at once", async () => {
    await as(t.app, bob, { method: 'DELETE', url: `/api/garages/${garageId}/like` });
    freezeClock();
    const before = await card(bob);
    expect(before.likedByMe).toBe(false);
    expect((await detail(bob)).likedByMe).toBe(false);

    expect((await as(t.app, bob, { method: 'PUT', url: `/api/garages/${garageId}/like` })).statusCode).toBe(200);
    expect(await card(bob)).toMatchObject({ likedByMe: true, likesCount: before.likesCount + 1 });
    expect(await detail(bob)).toMatchObject({ likedByMe: true, likesCount: before.likesCount + 1 });

    // Favorites change no public count (no page is invalidated), yet show at once for their member.
    expect((await as(t.app, bob, { method: 'PUT', url: `/api/garages/${garageId}/favorite` })).statusCode).toBe(200);
    expect((await card(bob)).favoritedByMe).toBe(true);
    expect((await detail(bob)).favoritedByMe).toBe(true);
    expect((await card(alice)).favoritedByMe).toBe(true);
    expect((await as(t.app, bob, { method: 'DELETE', url: `/api/garages/${garageId}/favorite` })).statusCode).toBe(200);
    expect((await card(bob)).favoritedByMe).toBe(false);
    expect((await detail(bob)).favoritedByMe).toBe(false);
    expect((await as(t.app, bob, { method: 'DELETE', url: `/api/garages/${garageId}/like` })).statusCode).toBe(200);
    expect(await card(bob)).toMatchObject({ likedByMe: false, likesCount: before.likesCount });
    expect(await detail(bob)).toMatchObject({ likedByMe: false, likesCount: before.likesCount });
  });

  it('sees a write made through another instance at once: the write gives the browser a new flags version', async () => {
    freezeClock();
    expect((await card(bob)).favoritedByMe).toBe(false);
    // Through this instance, a favorite answers with a new flags cookie…
    const fav = await as(t.app, bob, { method: 'PUT', url: `/api/garages/${garageId}/favorite` });
    const flagsCookie = [fav.headers['set-cookie'] ?? []].flat().map(String).find((c) => c.startsWith('garaj_fv='));
    expect(flagsCookie).toMatch(/^garaj_fv=[\w-]+; Path=\/api; HttpOnly; SameSite=Lax$/);
    await as(t.app, bob, { method: 'DELETE', url: `/api/garages/${garageId}/favorite` });
    expect((await card(bob)).favoritedByMe).toBe(false);
    // …so when another instance stores one (this one is not told), the browser's next request
    // carries the new version and the member's flags are read again.
    await t.app.deps.db.execute(sql`insert into favorites (user_id, garage_id) values (${bob.id}, ${garageId}::uuid)`);
    const withVersion = { ...bob, cookie: `${bob.cookie}; ${flagsCookie!.split(';')[0]}` };
    expect((await card(withVersion)).favoritedByMe).toBe(true);
    expect((await detail(withVersion)).favoritedByMe).toBe(true);
    await as(t.app, bob, { method: 'DELETE', url: `/api/garages/${garageId}/favorite` });
  });
});

describe('GET /api/me/overlay', () => {
  it("answers a visitor with empty lists and a member with their own flags only, in the order asked", async () => {
    const second = (await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'İkinci Garaj', carBrand: 'Audi', carModel: 'A4' } })).json<GarageDetail>().id;
    const carol = await createUser(t.app, { username: 'carol_uye' });
    expect((await as(t.app, carol, { method: 'PUT', url: `/api/garages/${second}/like` })).statusCode).toBe(200);
    expect((await as(t.app, carol, { method: 'PUT', url: `/api/garages/${garageId}/favorite` })).statusCode).toBe(200);
    const unknown = randomUUID();
    expect(await overlay(null, [garageId, second])).toEqual({ garages: { liked: [], favorited: [] } });
    expect(await overlay(carol, [unknown, garageId, second])).toEqual({ garages: { liked: [second], favorited: [garageId] } });
    // Upper-case and repeated ids count once.
    expect(await overlay(carol, [second.toUpperCase(), second, garageId])).toEqual({ garages: { liked: [second], favorited: [garageId] } });
    // Another member asking about the same ids sees none of carol's flags.
    const dave = await createUser(t.app, { username: 'dave_uye' });
    expect(await overlay(dave, [garageId, second])).toEqual({ garages: { liked: [], favorited: [] } });
    expect(await overlay(carol, [])).toEqual({ garages: { liked: [], favorited: [] } });
  });

  it(`refuses more than ${MAX_OVERLAY_IDS} ids and ids that are not UUIDs (400)`, async () => {
    const many = Array.from({ length: MAX_OVERLAY_IDS + 1 }, () => randomUUID());
    const tooMany = await as(t.app, alice, { method: 'GET', url: `/api/me/overlay?garages=${many.join(',')}` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('TOO_MANY_IDS');
    expect((await as(t.app, alice, { method: 'GET', url: `/api/me/overlay?garages=${many.slice(1).join(',')}` })).statusCode).toBe(200);
    const bad = await as(t.app, alice, { method: 'GET', url: `/api/me/overlay?garages=${garageId},1%20or%201=1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALUE_INVALID');
  });
});

/** Signs a member in once more (another device) and returns that device's cookies. */
async function signInAgain(user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: nextIp(),
    headers: { origin: 'http://localhost:3000' },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res.headers);
}
const mine = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/garages/mine', remoteAddress: nextIp(), headers: { origin: 'http://localhost:3000', cookie } });
const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

describe('session check from the signed cookie cache', () => {
  it('is answered from the signed cookie without the database, and revocation applies once it expires', async () => {
    const cookie = await signInAgain(owner);
    expect(cookie).toContain('session_data');
    freezeClock();
    // The session row is deleted behind the cache's back: within the cache period the signed
    // cookie alone vouches for the session (proof that the database is not asked)…
    const [row] = await t.app.deps.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, owner.id)).orderBy(sql`created_at desc`).limit(1);
    await t.app.deps.db.delete(sessions).where(eq(sessions.token, row!.token));
    expect((await mine(cookie)).statusCode).toBe(200);
    // …and once it has expired the row is looked up, found missing, and the cookies cleared.
    advanceClock(SESSION_COOKIE_CACHE_SECONDS + 1);
    const after = await mine(cookie);
    expect(after.statusCode).toBe(401);
    const cleared = setCookies(after.headers);
    expect(cleared.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it('stops a session revoked on another device within the cache period (revoke-sessions)', async () => {
    const phone = await signInAgain(alice);
    const laptop = await signInAgain(alice);
    freezeClock();
    expect((await mine(phone)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000', cookie: laptop },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    advanceClock(SESSION_COOKIE_CACHE_SECONDS + 1);
    expect((await mine(phone)).statusCode).toBe(401);
    expect((await mine(laptop)).statusCode).toBe(200);
  });

  it('stops other sessions after a password change within the cache period', async () => {
    const user = await createUser(t.app);
    const other = await signInAgain(user);
    freezeClock();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'yepyeni-bir-sifre-987', revokeOtherSessions: true },
    });
    expect(change.statusCode).toBe(200);
    advanceClock(SESSION_COOKIE_CACHE_SECONDS + 1);
    expect((await mine(other)).statusCode).toBe(401);
  });

  it('clears both session cookies at once on sign-out', async () => {
    const cookie = await signInAgain(bob);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000', cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out.headers);
    for (const name of ['session_token', 'session_data']) {
      expect(cleared.some((c) => c.includes(`${name}=;`) && /Max-Age=0/i.test(c)), name).toBe(true);
    }
    freezeClock();
    advanceClock(SESSION_COOKIE_CACHE_SECONDS + 1);
    // Even the old cookies replayed (a copy taken before sign-out) stop working.
    expect((await mine(cookie)).statusCode).toBe(401);
  });

  it("shows a member's new username at once: the profile update sends a fresh cookie cache", async () => {
    const user = await createUser(t.app, { username: 'eski_ad' });
    const put = await as(t.app, user, { method: 'PUT', url: '/api/me/profile', payload: { username: 'yeni_ad' } });
    expect(put.statusCode).toBe(200);
    const fresh = cookieFrom(put.headers);
    expect(fresh).toContain('session_data');
    const cookie = `${user.cookie.split('; ').filter((c) => !c.includes('session_data')).join('; ')}; ${fresh}`;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.displayUsername).toBe('yeni_ad');
  });

  it('renews the cookie cache and "last seen" through any API answer once the cache expired', async () => {
    // A member of its own: the earlier tests ended bob's sessions (revocations are re-checked
    // for a while), which would renew the cookie on the first request already.
    const dora = await createUser(t.app, { username: 'dora_uye' });
    const cookie = await signInAgain(dora);
    freezeClock();
    const [before] = await t.app.deps.db.select({ updatedAt: sessions.updatedAt }).from(sessions).where(eq(sessions.userId, dora.id)).orderBy(sql`created_at desc`).limit(1);
    const fresh = await mine(cookie);
    expect(fresh.statusCode).toBe(200);
    expect(setCookies(fresh.headers)).toEqual([]);
    // updateAge (60 s) has passed and the cache (15 s) expired: the next answer carries a new
    // signed cookie and the session row is touched (sessions.updated_at = "last seen").
    advanceClock(61);
    const renewed = await mine(cookie);
    expect(renewed.statusCode).toBe(200);
    expect(setCookies(renewed.headers).some((c) => c.includes('session_data=') && !/Max-Age=0/i.test(c))).toBe(true);
    const [after] = await t.app.deps.db.select({ updatedAt: sessions.updatedAt }).from(sessions).where(eq(sessions.userId, dora.id)).orderBy(sql`created_at desc`).limit(1);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });
});
