/**
 * Counts are facts: views once per visitor per garage per day, likes one per
 * member (atomic, never below 0), favorites with the real owner, stored comments.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GarageCard, GarageComment } from '@garaj/shared';
import { as, cookieFrom, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garageLikes, garageViews, garages, users } from '../../db/schema/index.ts';
import { countView } from './likes.service.ts';

let t: TestApp;
let owner: TestUser;
let fan: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'Garaj_Sahibi' });
  fan = await createUser(t.app);
  // The owner makes more garages than a free member may (limits: premium.test.ts).
  await makePremium(t.app, owner.id);
});
afterAll(() => t.close());

async function newGarage(name = 'Sayaç Garajı') {
  const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Opel', carModel: 'Astra' } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const stored = async (id: string) => (await t.app.deps.db.select().from(garages).where(eq(garages.id, id)))[0]!;

describe('views', () => {
  it('counts a member once per day, another member separately', async () => {
    const id = await newGarage();
    const view = (user: TestUser) => as(t.app, user, { method: 'POST', url: `/api/garages/${id}/views` });
    expect((await view(fan)).json()).toEqual({ viewsCount: 1, counted: true });
    expect((await view(fan)).json()).toEqual({ viewsCount: 1, counted: false });
    expect((await view(owner)).json()).toEqual({ viewsCount: 2, counted: true });
    expect((await stored(id)).viewsCount).toBe(2);
  });

  it('counts 5 user agents from one address without cookies as 1 view', async () => {
    const id = await newGarage();
    const view = (remoteAddress: string, agent: string) =>
      t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress, headers: { 'user-agent': agent } });
    const counted: boolean[] = [];
    for (const agent of ['Firefox', 'Chrome', 'Safari', 'curl/8.5', 'Googlebot']) counted.push((await view('10.50.0.1', agent)).json().counted);
    expect(counted).toEqual([true, false, false, false, false]);
    expect((await view('10.50.0.2', 'Firefox')).json().counted).toBe(true);
    expect((await stored(id)).viewsCount).toBe(2);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const id = await newGarage();
    const view = (remoteAddress: string) => t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress });
    expect((await view('2001:db8:1:2::1')).json().counted).toBe(true);
    expect((await view('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).json().counted).toBe(false);
    expect((await view('2001:db8:1:3::1')).json().counted).toBe(true);
  });

  it('gives an anonymous visitor a first-party cookie that ties their views together across addresses', async () => {
    const id = await newGarage();
    const first = await t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress: '10.60.0.1' });
    expect(first.json().counted).toBe(true);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^garaj_visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/api\/garages; HttpOnly; SameSite=Lax$/);
    const cookie = cookieFrom(first.headers);
    // The same browser on another network the same day: one view, no new cookie.
    const moved = await t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress: '10.60.0.2', headers: { cookie } });
    expect(moved.json().counted).toBe(false);
    expect(moved.headers['set-cookie']).toBeUndefined();
    // Another browser (its own cookie) behind the first address: the address already counted.
    const other = await t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress: '10.60.0.1', headers: { cookie: 'garaj_visitor=00000000-0000-4000-8000-000000000001' } });
    expect(other.json().counted).toBe(false);
    // A forged or malformed cookie is replaced and counts like no cookie.
    const forged = await t.app.inject({ method: 'POST', url: `/api/garages/${id}/views`, remoteAddress: '10.60.0.3', headers: { cookie: 'garaj_visitor=<x>' } });
    expect(forged.json().counted).toBe(true);
    expect(String(forged.headers['set-cookie'])).toMatch(/^garaj_visitor=[0-9a-f-]{36};/);
    expect((await stored(id)).viewsCount).toBe(2);
    // Neither addresses nor cookie values are stored.
    const keys = (await t.app.deps.db.select().from(garageViews).where(eq(garageViews.garageId, id))).map((r) => r.visitorKey).join(' ');
    expect(keys).not.toMatch(/10\.60|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('counts the same visitor again on another day', async () => {
    const id = await newGarage();
    expect((await countView(t.app.deps.db, id, 'u:someone', '2025-01-01')).counted).toBe(true);
    expect((await countView(t.app.deps.db, id, 'u:someone', '2025-01-01')).counted).toBe(false);
    expect(await countView(t.app.deps.db, id, 'u:someone', '2025-01-02')).toEqual({ viewsCount: 2, counted: true });
  });
});

describe('likes', () => {
  it('counts a double like once and never goes below 0', async () => {
    const id = await newGarage();
    const like = (method: 'PUT' | 'DELETE') => as(t.app, fan, { method, url: `/api/garages/${id}/like` });
    expect((await like('PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like('PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like('DELETE')).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await like('DELETE')).json()).toEqual({ liked: false, likesCount: 0 });
    // A drifted counter (0 while a like row exists) still never goes negative.
    await like('PUT');
    await t.app.deps.db.update(garages).set({ likesCount: 0 }).where(eq(garages.id, id));
    expect((await like('DELETE')).json()).toEqual({ liked: false, likesCount: 0 });
  });

  it('ends with likes_count = 10 = rows after 10 concurrent likes', async () => {
    const id = await newGarage();
    const members = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const answers = await Promise.all(members.map((m) => as(t.app, m, { method: 'PUT', url: `/api/garages/${id}/like` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [rows] = await t.app.deps.db.select({ n: count() }).from(garageLikes).where(eq(garageLikes.garageId, id));
    expect(rows!.n).toBe(10);
    expect((await stored(id)).likesCount).toBe(10);
    // Concurrent double-likes by the same members change nothing.
    await Promise.all(members.map((m) => as(t.app, m, { method: 'PUT', url: `/api/garages/${id}/like` })));
    expect((await stored(id)).likesCount).toBe(10);
    await Promise.all(members.slice(0, 4).map((m) => as(t.app, m, { method: 'DELETE', url: `/api/garages/${id}/like` })));
    expect((await stored(id)).likesCount).toBe(6);
    const [left] = await t.app.deps.db.select({ n: count() }).from(garageLikes).where(and(eq(garageLikes.garageId, id)));
    expect(left!.n).toBe(6);
  });
});

describe('favorites', () => {
  it('lists favorites newest first with the real owner, paged', async () => {
    const a = await newGarage('Favori A');
    const b = await newGarage('Favori B');
    const c = await newGarage('Favori C');
    const member = await createUser(t.app);
    for (const id of [b, a, c]) {
      const res = await as(t.app, member, { method: 'PUT', url: `/api/garages/${id}/favorite` });
      expect(res.json()).toEqual({ favorited: true });
    }
    expect((await as(t.app, member, { method: 'PUT', url: `/api/garages/${a}/favorite` })).json()).toEqual({ favorited: true });
    const first = (await as(t.app, member, { method: 'GET', url: '/api/me/favorites?limit=2' })).json();
    const second = (await as(t.app, member, { method: 'GET', url: `/api/me/favorites?limit=2&cursor=${first.nextCursor}` })).json();
    const items = [...first.items, ...second.items] as GarageCard[];
    expect(items.map((g) => g.id)).toEqual([c, a, b]);
    expect(second.nextCursor).toBeNull();
    expect(items.every((g) => g.favoritedByMe && g.owner.username === 'Garaj_Sahibi')).toBe(true);

    expect((await as(t.app, member, { method: 'DELETE', url: `/api/garages/${a}/favorite` })).json()).toEqual({ favorited: false });
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/garages/${a}/favorite` })).json()).toEqual({ favorited: false });
    const after = (await as(t.app, member, { method: 'GET', url: '/api/me/favorites' })).json();
    expect(after.items.map((g: GarageCard) => g.id)).toEqual([c, b]);
    expect((await as(t.app, null, { method: 'GET', url: '/api/me/favorites' })).statusCode).toBe(401);
  });
});

describe('comments', () => {
  it('stores comments newest first with canDelete per viewer, and counts them on cards', async () => {
    const id = await newGarage('Yorumlu Garaj');
    const admin = await createUser(t.app, { role: 'admin' });
    const post = (body: string) => as(t.app, fan, { method: 'POST', url: `/api/garages/${id}/comments`, payload: { body } });
    const first = await post('  İlk yorum  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ garageId: id, body: 'İlk yorum', canDelete: true, author: { id: fan.id, username: fan.username } });
    await post('İkinci');
    await post('Üçüncü');

    const read = async (user: TestUser | null, query = '') =>
      (await as(t.app, user, { method: 'GET', url: `/api/garages/${id}/comments${query}` })).json() as { items: GarageComment[]; nextCursor: string | null };
    expect((await read(null)).items.map((c) => c.body)).toEqual(['Üçüncü', 'İkinci', 'İlk yorum']);
    expect((await read(null)).items.every((c) => !c.canDelete)).toBe(true);
    expect((await read(owner)).items.every((c) => !c.canDelete)).toBe(true);
    expect((await read(fan)).items.every((c) => c.canDelete)).toBe(true);
    expect((await read(admin)).items.every((c) => c.canDelete)).toBe(true);
    const page1 = await read(null, '?limit=2');
    const page2 = await read(null, `?limit=2&cursor=${page1.nextCursor}`);
    expect([...page1.items, ...page2.items].map((c) => c.body)).toEqual(['Üçüncü', 'İkinci', 'İlk yorum']);
    expect(page2.nextCursor).toBeNull();

    const card = async () => ((await as(t.app, null, { method: 'GET', url: '/api/garages?q=yorumlu' })).json().items[0] as GarageCard).commentsCount;
    expect(await card()).toBe(3);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/comments/${first.json().id}` })).statusCode).toBe(204);
    expect(await card()).toBe(2);
    expect((await stored(id)).commentsCount).toBe(2);
  });

  it('refuses an empty comment with COMMENT_EMPTY', async () => {
    const id = await newGarage();
    const res = await as(t.app, fan, { method: 'POST', url: `/api/garages/${id}/comments`, payload: { body: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'COMMENT_EMPTY', fields: { body: 'COMMENT_EMPTY' } });
    expect((await stored(id)).commentsCount).toBe(0);
  });
});

// Last in the file: a second app on the PostgreSQL server (CI's second pass) resets the shared
// schema, which would wipe the rows of the tests that follow it.
describe('views over https', () => {
  it('marks the visitor cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://garaj.example' });
    try {
      const { db } = secure.app.deps;
      await db.insert(users).values({ id: 'secure-owner', name: 'Sahip', email: 'sahip@example.com', emailVerified: true });
      const [garage] = await db.insert(garages).values({ userId: 'secure-owner', name: 'Güvenli', carBrand: 'Opel', carModel: 'Astra', searchText: 'guvenli' }).returning({ id: garages.id });
      const res = await secure.app.inject({ method: 'POST', url: `/api/garages/${garage!.id}/views`, remoteAddress: '10.61.0.1' });
      expect(res.json().counted).toBe(true);
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
