/**
 * GET /api/garages: Turkish-aware search over name, brand, model and description (every term
 * must match), the four sorts, the filters and keyset pagination.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARAGE_COUNT_CAP, GARAGE_SORTS, type GarageCard, type GarageInput } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garages } from '../../db/schema/index.ts';
import { invalidateGarageLists } from './garages.cache.ts';

let t: TestApp;
let member: TestUser;
const ids: Record<string, string> = {};

const fixtures: (GarageInput & { likes: number; views: number })[] = [
  { name: 'IŞIK Turbo', carBrand: 'Toyota', carModel: 'Supra', likes: 5, views: 10 },
  { name: 'Gece Kuşu', carBrand: 'BMW', carModel: 'E30', description: 'Şoför koltuğu yenilendi', likes: 5, views: 3 },
  { name: 'Sarı Arı', carBrand: 'Fiat', carModel: 'Egea', likes: 1, views: 3 },
  { name: 'Drift Canavarı', carBrand: 'Nissan', carModel: '350Z', modificationType: 'Drift', likes: 9, views: 0 },
  { name: '100% Orijinal', carBrand: 'Tofaş', carModel: 'Şahin', likes: 0, views: 7 },
  { name: 'Yol Arkadaşı', carBrand: 'Honda', carModel: 'CBR 600', vehicleType: 'motorcycle', likes: 0, views: 0 },
  { name: 'Kış Lastiği', carBrand: 'Volkswagen', carModel: 'Golf', likes: 1, views: 0 },
];

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app, { username: 'arayan' });
  // More garages than a free member may have (limits: premium.test.ts).
  await makePremium(t.app, member.id);
  for (const { likes, views, ...body } of fixtures) {
    const res = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: body });
    expect(res.statusCode).toBe(201);
    ids[body.name] = res.json().id;
    // For sale through its listing (the listing is the one place sale data is written).
    if (body.name === 'Sarı Arı') {
      const listing = await as(t.app, member, { method: 'PUT', url: `/api/listings/${res.json().id}`, payload: { priceTl: 450_000, km: 60_000, city: 'Ankara' } });
      expect(listing.statusCode).toBe(200);
    }
    await t.app.deps.db.update(garages).set({ likesCount: likes, viewsCount: views }).where(eq(garages.id, res.json().id));
  }
  // Three garages share one creation time so the id tie-break is exercised.
  const tie = ['Sarı Arı', 'Drift Canavarı', '100% Orijinal'].map((n) => ids[n]!);
  await t.app.deps.db.update(garages).set({ createdAt: new Date('2025-03-01T12:00:00.123456Z') }).where(inArray(garages.id, tie));
});
afterAll(() => t.close());

async function list(query: Record<string, string | number | undefined>, user: TestUser | null = null) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return as(t.app, user, { method: 'GET', url: `/api/garages?${qs}` });
}
const names = async (query: Record<string, string | number>) => (await list({ limit: 50, ...query })).json().items.map((g: GarageCard) => g.name) as string[];

describe('search', () => {
  it.each(['ışık', 'isik', 'IŞIK', 'Işık', 'ISIK', 'turbo ışık'])('%s finds "IŞIK Turbo"', async (q) => {
    expect(await names({ q })).toEqual(['IŞIK Turbo']);
  });

  it('searches brand, model and description, accents folded', async () => {
    expect(await names({ q: 'bmw' })).toEqual(['Gece Kuşu']);
    expect(await names({ q: 'SUPRA' })).toEqual(['IŞIK Turbo']);
    expect(await names({ q: 'sofor' })).toEqual(['Gece Kuşu']);
    expect(await names({ q: 'tofas sahin' })).toEqual(['100% Orijinal']);
    expect((await names({ q: 'kis' })).sort()).toEqual(['Kış Lastiği']);
  });

  it('requires every term', async () => {
    expect(await names({ q: 'toyota supra' })).toEqual(['IŞIK Turbo']);
    expect(await names({ q: 'toyota e30' })).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(await names({ q: '100%' })).toEqual(['100% Orijinal']);
    expect(await names({ q: '%' })).toEqual(['100% Orijinal']);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it('returns everything for an empty or blank query', async () => {
    expect(await names({ q: '   ' })).toHaveLength(fixtures.length);
  });
});

describe('sorts and filters', () => {
  const byIdDesc = (a: string, b: string) => (ids[a]! < ids[b]! ? 1 : -1);

  it('sorts by popularity and views, ties broken by id', async () => {
    const expected = (key: 'likes' | 'views') =>
      [...fixtures].sort((a, b) => b[key] - a[key] || byIdDesc(a.name, b.name)).map((f) => f.name);
    expect(await names({ sort: 'popular' })).toEqual(expected('likes'));
    expect(await names({ sort: 'views' })).toEqual(expected('views'));
  });

  it('sorts newest and oldest, exact timestamps ties broken by id', async () => {
    const newest = await names({ sort: 'newest' });
    expect(await names({})).toEqual(newest);
    expect(await names({ sort: 'oldest' })).toEqual([...newest].reverse());
    expect(newest.slice(0, 4)).toEqual(['Kış Lastiği', 'Yol Arkadaşı', 'Gece Kuşu', 'IŞIK Turbo']);
    expect(newest.slice(4)).toEqual(['Sarı Arı', 'Drift Canavarı', '100% Orijinal'].sort(byIdDesc));
  });

  it('filters for sale and modified garages', async () => {
    expect(await names({ filter: 'for_sale' })).toEqual(['Sarı Arı']);
    expect(await names({ filter: 'modified' })).toEqual(['Drift Canavarı']);
    expect(await names({ filter: 'modified', q: 'ışık' })).toEqual([]);
  });

  it('refuses unknown sorts, filters and limits above 50', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ sort: 'random' }, 'VALUE_INVALID'],
      [{ filter: 'cheap' }, 'VALUE_INVALID'],
      [{ limit: 51 }, 'LIMIT_OUT_OF_RANGE'],
      [{ limit: 0 }, 'LIMIT_OUT_OF_RANGE'],
      [{ cursor: 'bozuk' }, 'VALIDATION_FAILED'],
    ];
    for (const [query, code] of cases) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code, JSON.stringify(query)).toBe(code);
    }
  });
});

describe('keyset pagination', () => {
  it.each(GARAGE_SORTS)('walks every garage once with limit 2 (sort %s)', async (sort) => {
    const all = await names({ sort });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res = await list({ sort, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: GarageCard[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((g) => g.name));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(fixtures.length);
  });

  it('walks a filtered search too, and refuses a cursor of another sort', async () => {
    const first = (await list({ q: 'a', limit: 2, sort: 'popular' })).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await list({ q: 'a', limit: 2, sort: 'popular', cursor: first.nextCursor });
    expect(next.statusCode).toBe(200);
    expect(next.json().items.map((g: GarageCard) => g.id)).not.toContain(first.items[0].id);
    const wrong = await list({ sort: 'newest', cursor: first.nextCursor });
    expect(wrong.statusCode).toBe(400);
  });

  it('defaults to 12 per page', async () => {
    expect((await list({})).json().items.length).toBe(fixtures.length);
    expect((await list({})).json().nextCursor).toBeNull();
  });
});

describe('total', () => {
  it('counts every match of the search and filter on the first page, not only the page', async () => {
    const matchesA = (await names({ q: 'a' })).length;
    expect(matchesA).toBeGreaterThan(2);
    const first = (await list({ q: 'a', limit: 2 })).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(matchesA);
    expect(first.totalCapped).toBe(false);
    expect((await list({ filter: 'for_sale', limit: 1 })).json().total).toBe(1);
    expect((await list({ q: 'bmw' }, member)).json().total).toBe(1);
    expect((await list({ q: 'toyota e30' })).json().total).toBe(0);
    expect((await list({ limit: 2 })).json().total).toBe(fixtures.length);
  });

  it('is left out of the later pages', async () => {
    const first = (await list({ q: 'a', limit: 2 })).json();
    const next = (await list({ q: 'a', limit: 2, cursor: first.nextCursor })).json();
    expect(next.items.length).toBeGreaterThan(0);
    expect(next).not.toHaveProperty('total');
  });
});

describe('cards', () => {
  it('carries the owner and counts; viewer flags come from the overlay', async () => {
    const id = ids['IŞIK Turbo']!;
    // Owners cannot like their own garage: another member likes and favorites it.
    const fan = await createUser(t.app, { username: 'begenen' });
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/garages/${id}/like` })).statusCode).toBe(200);
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/garages/${id}/favorite` })).statusCode).toBe(200);
    // The card is the same for everyone; the fan's own flags come from the overlay.
    const seen = (await list({ q: 'isik' }, fan)).json().items[0] as GarageCard;
    expect(seen).toMatchObject({ likedByMe: false, favoritedByMe: false, likesCount: 6, owner: { id: member.id, username: 'arayan', fullName: null, avatar: null }, cover: null });
    const flags = await as(t.app, fan, { method: 'GET', url: `/api/me/overlay?garages=${id}` });
    expect(flags.json()).toEqual({ garages: { liked: [id], favorited: [id] } });
    const anon = (await list({ q: 'isik' })).json().items[0] as GarageCard;
    expect(anon).toEqual(seen);
    const featured = await as(t.app, null, { method: 'GET', url: '/api/garages/featured' });
    expect(featured.json().map((g: GarageCard) => g.name)).toEqual(['Drift Canavarı', 'IŞIK Turbo', 'Gece Kuşu', ...(ids['Kış Lastiği']! > ids['Sarı Arı']! ? ['Kış Lastiği', 'Sarı Arı'] : ['Sarı Arı', 'Kış Lastiği']), expect.any(String)]);
  });
});

describe('total beyond the cap', () => {
  it(`counts up to ${GARAGE_COUNT_CAP} matches and says when there are more (totalCapped)`, async () => {
    const insert = (from: number, to: number) =>
      t.app.deps.db.execute(sql`
        insert into garages (user_id, name, vehicle_type, car_brand, car_model, search_text)
        select ${member.id}, 'Sayaç ' || s, 'car', 'BMW', 'M3', 'sayac ' || s || ' bmw m3'
        from generate_series(${from}::int, ${to}::int) s`);
    try {
      await insert(1, GARAGE_COUNT_CAP);
      invalidateGarageLists(t.app.deps.db);
      expect((await list({ q: 'sayac', limit: 2 })).json()).toMatchObject({ total: GARAGE_COUNT_CAP, totalCapped: false });
      await insert(GARAGE_COUNT_CAP + 1, GARAGE_COUNT_CAP + 1);
      invalidateGarageLists(t.app.deps.db);
      expect((await list({ q: 'sayac', limit: 2 })).json()).toMatchObject({ total: GARAGE_COUNT_CAP, totalCapped: true });
    } finally {
      await t.app.deps.db.execute(sql`delete from garages where search_text like 'sayac %'`);
      invalidateGarageLists(t.app.deps.db);
    }
  });
});
