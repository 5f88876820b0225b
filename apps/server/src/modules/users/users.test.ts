import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garages, users } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
const members: Record<string, TestUser> = {};

/** Sets a member's profile through the API. */
async function profile(user: TestUser, body: Record<string, unknown>) {
  const res = await as(t.app, user, { method: 'PUT', url: '/api/me/profile', payload: { username: user.username, ...body } });
  expect(res.statusCode).toBe(200);
}

async function addGarages(user: TestUser, likes: number[]) {
  if (likes.length === 0) return;
  await t.app.deps.db.insert(garages).values(likes.map((l, i) => ({ userId: user.id, name: `G${i}`, carBrand: 'BMW', carModel: 'M3', likesCount: l })));
}

/** Registration times one day apart, in creation order, so `joined` ordering is deterministic. */
async function setJoined(user: TestUser, day: number) {
  await t.app.deps.db.update(users).set({ createdAt: new Date(Date.UTC(2024, 0, day)) }).where(eq(users.id, user.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const specs: [string, Record<string, unknown>, number[]][] = [
    ['Işık_Usta', { fullName: 'Işık Yılmaz', location: 'İstanbul', bio: 'Drift tutkunu' }, [5, 3]],
    ['sofor_mehmet', { fullName: 'Mehmet Şoför', location: 'Ankara', bio: 'Klasik araçlar' }, [10]],
    ['ayse_k', { fullName: 'Ayşe Kaya', location: 'İzmir', bio: '50%_indirim meraklısı' }, []],
    ['bmw_can', { fullName: 'Can Demir', location: 'İstanbul', bio: 'E36 ve E46' }, [1, 1, 1]],
    ['zeynep', {}, []],
  ];
  let day = 1;
  for (const [username, body, likes] of specs) {
    const user = await createUser(t.app, { username });
    members[username] = user;
    await profile(user, body);
    await addGarages(user, likes);
    await setJoined(user, day++);
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await as(t.app, null, { method: 'GET', url: `/api/users${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { username: string; garageCount: number; totalLikes: number; [k: string]: unknown }[]; nextCursor: string | null };
}
const names = (page: { items: { username: string }[] }) => page.items.map((i) => i.username);
/** Members with equal sort values follow their ids, in the sort's direction. */
const byId = (usernames: string[], order: 'asc' | 'desc') =>
  [...usernames].sort((a, b) => (members[a]!.id < members[b]!.id ? -1 : 1) * (order === 'asc' ? 1 : -1));

describe('GET /api/users', () => {
  it('lists cards with facts from garages, by garage count descending', async () => {
    const page = await list('?sort=garages');
    expect(names(page)).toEqual(['bmw_can', 'Işık_Usta', 'sofor_mehmet', ...byId(['zeynep', 'ayse_k'], 'desc')]);
    expect(page.nextCursor).toBeNull();
    const isik = page.items.find((i) => i.username === 'Işık_Usta')!;
    expect(isik).toMatchObject({ fullName: 'Işık Yılmaz', location: 'İstanbul', bio: 'Drift tutkunu', garageCount: 2, totalLikes: 8, avatar: null });
    expect(Object.keys(isik).sort()).toEqual(['avatar', 'badges', 'bio', 'createdAt', 'followersCount', 'fullName', 'garageCount', 'id', 'isFollowing', 'location', 'totalLikes', 'username']);
    expect(JSON.stringify(page)).not.toContain('@example.com');
  });

  it('sorts by garages or registration date, ascending or descending', async () => {
    expect(names(await list('?sort=garages&order=asc'))).toEqual([...byId(['zeynep', 'ayse_k'], 'asc'), 'sofor_mehmet', 'Işık_Usta', 'bmw_can']);
    expect(names(await list('?sort=joined&order=desc'))).toEqual(['zeynep', 'bmw_can', 'ayse_k', 'sofor_mehmet', 'Işık_Usta']);
    expect(names(await list('?sort=joined&order=asc'))).toEqual(['Işık_Usta', 'sofor_mehmet', 'ayse_k', 'bmw_can', 'zeynep']);
  });

  it('searches username, full name, location and bio, Turkish-aware, every term required', async () => {
    expect(names(await list('?q=isik&sort=garages'))).toEqual(['Işık_Usta']);
    expect(names(await list('?q=IŞIK'))).toEqual(['Işık_Usta']);
    expect(names(await list('?q=şoför'))).toEqual(['sofor_mehmet']);
    expect(names(await list('?q=SOFOR'))).toEqual(['sofor_mehmet']);
    expect(names(await list(`?q=${encodeURIComponent('istanbul')}&sort=joined&order=asc`))).toEqual(['Işık_Usta', 'bmw_can']);
    expect(names(await list(`?q=${encodeURIComponent('İstanbul drift')}`))).toEqual(['Işık_Usta']);
    expect(names(await list('?q=e46'))).toEqual(['bmw_can']);
    expect(names(await list('?q=kaya'))).toEqual(['ayse_k']);
    expect(names(await list(`?q=${encodeURIComponent('istanbul klasik')}`))).toEqual([]);
  });

  it('matches LIKE wildcards literally', async () => {
    expect(names(await list(`?q=${encodeURIComponent('50%_')}`))).toEqual(['ayse_k']);
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['ayse_k']);
    expect(names(await list(`?q=${encodeURIComponent('_')}`)).sort()).toEqual(['Işık_Usta', 'ayse_k', 'bmw_can', 'sofor_mehmet'].sort());
  });

  it('pages with keyset cursors: disjoint pages in order, ties broken by id', async () => {
    const first = await list('?sort=joined&order=asc&limit=2');
    expect(names(first)).toEqual(['Işık_Usta', 'sofor_mehmet']);
    const second = await list(`?sort=joined&order=asc&limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['ayse_k', 'bmw_can']);
    const third = await list(`?sort=joined&order=asc&limit=2&cursor=${second.nextCursor}`);
    expect(names(third)).toEqual(['zeynep']);
    expect(third.nextCursor).toBeNull();
    // Equal garage counts (zeynep and ayse_k have none): one per page, never twice, never lost.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?sort=garages&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(names(await list('?sort=garages')));
  });

  it('refuses a malformed cursor, or one made for another sort, with 400 VALIDATION_FAILED', async () => {
    const first = await list('?sort=joined&order=asc&limit=1');
    for (const bad of ['abc', Buffer.from('["joined-asc", 1, "x"]').toString('base64url'), first.nextCursor!]) {
      const url = bad === first.nextCursor ? `/api/users?sort=followers&cursor=${bad}` : `/api/users?sort=joined&order=asc&cursor=${bad}`;
      const res = await as(t.app, null, { method: 'GET', url });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('defaults to 12 per page and refuses more than 50 or bad values', async () => {
    for (let i = 0; i < 8; i++) await createUser(t.app);
    const page = await list('?sort=joined');
    expect(page.items).toHaveLength(12);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const bad of ['?limit=51', '?limit=0', '?sort=likes', '?order=up', '?cursor=abc']) {
      const res = await as(t.app, null, { method: 'GET', url: `/api/users${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/users/summary', () => {
  it('counts members, members with a garage, follows and garages — not captured by /:username', async () => {
    const before = await as(t.app, null, { method: 'GET', url: '/api/users/summary' });
    expect(before.statusCode).toBe(200);
    const total = (await t.app.deps.db.select({ id: users.id }).from(users)).length;
    expect(before.json()).toEqual({ totalUsers: total, activeUsers: 3, totalFollowers: 0, totalGarages: 6 });

    await addGarages(members.zeynep!, [2]);
    const after = await as(t.app, null, { method: 'GET', url: '/api/users/summary' });
    expect(after.json()).toEqual({ totalUsers: total, activeUsers: 4, totalFollowers: 0, totalGarages: 7 });
  });
});
