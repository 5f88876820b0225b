/**
 * Shared addresses (a mobile carrier's NAT puts many members behind one address): limits count
 * a signed-in member on their account and a visitor on their address; the session check is
 * never refused; the expensive list reads have a visitor budget per address and are cached for
 * visitors.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../../test/helpers.ts';
import { VISITOR_CACHE_CONTROL } from './answer-cache.ts';
import { LIST_READS_PER_MINUTE } from './rate-limit.ts';
import { READ_LIMIT } from '../modules/notifications/notifications.routes.ts';

let t: TestApp;
let ayse: TestUser;
let mehmet: TestUser;

beforeAll(async () => {
  // The production default of AUTH_RATE_LIMIT_PER_MINUTE (10): better-auth's general limit is 300.
  t = await createTestApp({}, { authRateLimit: 10, realRateLimitKeys: true });
  ayse = await createUser(t.app);
  mehmet = await createUser(t.app);
}, 180_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const ORIGIN = { origin: 'http://localhost:3000' };
const get = (url: string, remoteAddress: string, user: TestUser | null = null) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: { ...ORIGIN, ...(user ? { cookie: user.cookie } : {}) } });

describe('the session check on a shared address', () => {
  it('answers 800 session checks of signed-in members from one address in a minute, none 429', async () => {
    const address = nextIp();
    const members = [ayse, mehmet, await createUser(t.app), await createUser(t.app)];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 800; i++) {
      const member = members[i % members.length]!;
      const res = await get('/api/auth/get-session', address, member);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 200 && res.json()?.user?.id !== member.id) throw new Error(`check ${i}: another member's session`);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 800 });
    // Visitors' checks on the same address are not refused either (no session: null).
    const visitor = await get('/api/auth/get-session', address);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toBeNull();
  }, 180_000);

  it('keeps sign-in limited per address (AUTH_RATE_LIMIT_PER_MINUTE)', async () => {
    const address = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: address, headers: ORIGIN, payload: { email: `nobody${i}@example.com`, password: 'wrong-password-1' } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).not.toContain(429);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe('limits count a member on their account', () => {
  it('gives two members on one address each their full budget', async () => {
    const address = nextIp();
    const readAll = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/notifications/read-all', remoteAddress: address, headers: { ...ORIGIN, cookie: user.cookie } });
    const max = READ_LIMIT.rateLimit.max;
    for (let i = 0; i < max; i++) expect((await readAll(ayse)).statusCode).toBe(200);
    expect((await readAll(ayse)).statusCode).toBe(429);
    // Same address, another account: a budget of its own.
    for (let i = 0; i < max; i++) expect((await readAll(mehmet)).statusCode).toBe(200);
    expect((await readAll(mehmet)).statusCode).toBe(429);
    // From another address, Ayşe's account is still spent: the count follows the member.
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', remoteAddress: nextIp(), headers: { ...ORIGIN, cookie: ayse.cookie } })).statusCode).toBe(429);
  }, 180_000);

  it('does not let a cookie that does not verify pick a member’s bucket', async () => {
    const member = await createUser(t.app);
    const address = nextIp();
    const readAll = (cookie: string, remoteAddress = address) => t.app.inject({ method: 'POST', url: '/api/notifications/read-all', remoteAddress, headers: { ...ORIGIN, cookie } });
    for (let i = 0; i < READ_LIMIT.rateLimit.max; i++) await readAll(member.cookie, nextIp());
    expect((await readAll(member.cookie)).statusCode).toBe(429);
    // The member's cache cookie with a made-up token and signature: it names the member but does
    // not verify, so it is a visitor on its address (401), not the member's spent budget (429).
    const forged = member.cookie
      .replace(/better-auth\.session_token=[^;]+/, 'better-auth.session_token=made-up-token.c2lnbmF0dXJl')
      .replace(/(better-auth\.session_data=)([^;]+)/, (_all, name: string, value: string) => `${name}${value.slice(0, -4)}AAAA`);
    expect(forged).not.toBe(member.cookie);
    expect((await readAll(forged)).statusCode).toBe(401);
  }, 180_000);
});

describe('expensive list reads on a shared address', () => {
  const LIST = '/api/users?q=a&sort=garages';

  it('refuses a visitor beyond the address budget while a member on the same address reads on', async () => {
    const address = nextIp();
    const visitorMax = LIST_READS_PER_MINUTE.visitor;
    for (let i = 0; i < visitorMax; i++) {
      const res = await get(LIST, address);
      if (res.statusCode !== 200) throw new Error(`visitor read ${i}: ${res.statusCode}`);
    }
    const refused = await get(LIST, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // A member behind the same address is counted on their account.
    expect((await get(LIST, address, ayse)).statusCode).toBe(200);
    // The other lists have budgets of their own.
    expect((await get('/api/blog/posts?search=a', address)).statusCode).toBe(200);
  }, 180_000);

  it('gives a member a budget per account: two members on one address each read their full budget', async () => {
    const address = nextIp();
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    const memberMax = LIST_READS_PER_MINUTE.member;
    for (const member of [first, second]) {
      for (let i = 0; i < memberMax; i++) {
        const res = await get(`/api/forum/topics?search=a&sort=active&page=${(i % 3) + 1}`, address, member!);
        if (res.statusCode !== 200) throw new Error(`member read ${i}: ${res.statusCode}`);
      }
      expect((await get('/api/forum/topics?search=a', address, member!)).statusCode).toBe(429);
    }
  }, 180_000);

  it.each([
    ['/api/users?q=a&sort=garages'],
    ['/api/garages?q=a&sort=popular'],
    ['/api/blog/posts?search=a'],
    ['/api/forum/topics?search=a'],
    ['/api/search?q=bmw'],
  ])('limits %s per address for visitors (it had no limit, or 120)', async (url) => {
    const address = nextIp();
    const first = await get(url, address);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe(String(LIST_READS_PER_MINUTE.visitor));
    const member = await get(url, address, mehmet);
    expect(member.headers['x-ratelimit-limit']).toBe(String(LIST_READS_PER_MINUTE.member));
  });
});

describe('visitors’ cached list answers', () => {
  it('serves visitors a shared answer keyed on the normalised query, with Cache-Control; members a fresh, private one', async () => {
    const member = await createUser(t.app, { username: `zeynep_${Date.now().toString(36)}` });
    const term = member.username.slice(0, 10).toUpperCase();
    const frozen = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(frozen);
    const before = await get(`/api/users?q=${encodeURIComponent(term)}`, nextIp());
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    expect(String(before.headers.vary)).toMatch(/cookie/i);
    expect(before.json().items.map((c: { username: string }) => c.username)).toEqual([member.username]);
    // A change made outside this process's API (another instance) — the visitors' entry stays
    // for its second, whatever the case and spacing of the query; a member sees the change.
    await t.app.deps.db.execute(sql`update profiles set search_text = 'gizli' where user_id = ${member.id}`);
    const cached = await get(`/api/users?q=${encodeURIComponent(` ${term.toLowerCase()}  `)}`, nextIp());
    expect(cached.json().items).toHaveLength(1);
    const fresh = await get(`/api/users?q=${encodeURIComponent(term)}`, nextIp(), ayse);
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
    expect(fresh.json().items).toHaveLength(0);
    // A write through this process drops the visitors' answers at once.
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', remoteAddress: nextIp(), headers: { ...ORIGIN, cookie: member.cookie } })).statusCode).toBe(200);
    expect((await get(`/api/users?q=${encodeURIComponent(term)}`, nextIp())).json().items).toHaveLength(0);
  });

  it('never puts a member’s personal answer in the visitors’ cache', async () => {
    const target = await createUser(t.app, { username: `takip_${Date.now().toString(36)}` });
    const follow = await t.app.inject({ method: 'PUT', url: `/api/users/${target.username}/follow`, remoteAddress: nextIp(), headers: { ...ORIGIN, cookie: ayse.cookie } });
    expect(follow.statusCode).toBeLessThan(300);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const url = `/api/users?q=${target.username}`;
    const mine = await get(url, nextIp(), ayse);
    expect(mine.json().items[0].isFollowing).toBe(true);
    const visitor = await get(url, nextIp());
    expect(visitor.json().items[0].isFollowing).toBe(false);
  });
});
