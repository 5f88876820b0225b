/**
 * GET /api/listings: each filter alone and combined, the Turkish fold of the text query,
 * keyset pages for every order (sold ones included or not) with no duplicate and no gap, and
 * the plan of every order at a few thousand listings: its own partial index, no sort.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SORTS, listingSearchQuery, type ListingCard, type ListingInput, type ListingSort } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { searchListingSql } from './listings.queries.ts';

let t: TestApp;
let seller: TestUser;
const ids: Record<string, string> = {};

interface Fixture {
  garage: { name: string; carBrand: string; carModel: string; carYear: number };
  listing: Partial<ListingInput>;
  status?: 'sold' | 'withdrawn';
}

const fixtures: Fixture[] = [
  { garage: { name: 'Beyaz Scirocco', carBrand: 'Volkswagen', carModel: 'Scirocco', carYear: 2012 }, listing: { priceTl: 650_000, km: 120_000, city: 'İstanbul', tradeIn: true } },
  { garage: { name: 'Işıklı Şahin', carBrand: 'Tofaş', carModel: 'Şahin', carYear: 1994 }, listing: { priceTl: 180_000, km: 250_000, city: 'Konya' } },
  { garage: { name: 'Gece Mavisi', carBrand: 'BMW', carModel: '320i', carYear: 2003 }, listing: { priceTl: 900_000, km: 210_000, city: 'İzmir', tradeIn: true } },
  { garage: { name: 'Pist Canavarı', carBrand: 'BMW', carModel: 'M3', carYear: 2015 }, listing: { priceTl: 4_750_000, km: 60_000, city: 'İstanbul' } },
  { garage: { name: 'Satılmış Civic', carBrand: 'Honda', carModel: 'Civic', carYear: 2019 }, listing: { priceTl: 1_500_000, km: 40_000, city: 'Ankara' }, status: 'sold' },
  { garage: { name: 'Çekilmiş Clio', carBrand: 'Renault', carModel: 'Clio', carYear: 2014 }, listing: { priceTl: 500_000, km: 90_000, city: 'İstanbul' }, status: 'withdrawn' },
];

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { username: 'galerici' });
  await makePremium(t.app, seller.id);
  for (const f of fixtures) {
    const garage = await as(t.app, seller, { method: 'POST', url: '/api/garages', payload: f.garage });
    expect(garage.statusCode).toBe(201);
    const id = garage.json().id as string;
    ids[f.garage.name] = id;
    const saved = await as(t.app, seller, { method: 'PUT', url: `/api/listings/${id}`, payload: { km: 0, city: 'Ankara', ...f.listing } });
    expect(saved.statusCode).toBe(200);
    if (f.status) expect((await as(t.app, seller, { method: 'PUT', url: `/api/listings/${id}/status`, payload: { status: f.status } })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return as(t.app, null, { method: 'GET', url: `/api/listings?${qs}` });
}
const names = async (query: Record<string, string | number>) =>
  ((await search({ limit: 50, ...query })).json().items as ListingCard[]).map((c) => c.name).sort((a, b) => a.localeCompare(b, 'tr'));

describe('filters', () => {
  it('lists the active listings by default, the sold ones on request, never a withdrawn one', async () => {
    expect(await names({})).toEqual(['Beyaz Scirocco', 'Gece Mavisi', 'Işıklı Şahin', 'Pist Canavarı']);
    expect(await names({ includeSold: 'true' })).toEqual(['Beyaz Scirocco', 'Gece Mavisi', 'Işıklı Şahin', 'Pist Canavarı', 'Satılmış Civic']);
    const sold = (await search({ includeSold: 'on', make: 'honda' })).json().items[0] as ListingCard;
    expect(sold).toMatchObject({ status: 'sold', name: 'Satılmış Civic' });
    expect(sold.soldAt).toEqual(expect.any(String));
  });

  it('each filter narrows the list', async () => {
    expect(await names({ make: 'bmw' })).toEqual(['Gece Mavisi', 'Pist Canavarı']);
    expect(await names({ make: 'TOFAS' })).toEqual(['Işıklı Şahin']);
    expect(await names({ model: 'm3' })).toEqual(['Pist Canavarı']);
    expect(await names({ model: '3' })).toEqual(['Gece Mavisi']);
    expect(await names({ yearMin: 2010 })).toEqual(['Beyaz Scirocco', 'Pist Canavarı']);
    expect(await names({ yearMax: 2000 })).toEqual(['Işıklı Şahin']);
    expect(await names({ priceMin: 700_000 })).toEqual(['Gece Mavisi', 'Pist Canavarı']);
    expect(await names({ priceMax: '650.000' })).toEqual(['Beyaz Scirocco', 'Işıklı Şahin']);
    expect(await names({ kmMax: 100_000 })).toEqual(['Pist Canavarı']);
    expect(await names({ city: 'İstanbul' })).toEqual(['Beyaz Scirocco', 'Pist Canavarı']);
    expect(await names({ tradeIn: 'true' })).toEqual(['Beyaz Scirocco', 'Gece Mavisi']);
  });

  it('combines filters', async () => {
    expect(await names({ make: 'BMW', city: 'İstanbul', priceMax: 5_000_000 })).toEqual(['Pist Canavarı']);
    expect(await names({ make: 'BMW', city: 'Konya' })).toEqual([]);
    expect(await names({ yearMin: 1990, yearMax: 2012, tradeIn: 'true', kmMax: 150_000 })).toEqual(['Beyaz Scirocco']);
    expect(await names({ make: 'honda', includeSold: 'true', priceMin: 1_000_000, city: 'Ankara' })).toEqual(['Satılmış Civic']);
  });

  it('takes the empty fields of a submitted form as "any"', async () => {
    const res = await search({ q: '', make: '', model: '', yearMin: '', yearMax: '', priceMin: '', priceMax: '', kmMax: '', city: '', sort: 'newest' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(4);
  });

  it('refuses an unknown sort and a malformed number', async () => {
    expect((await search({ sort: 'cheapest' })).statusCode).toBe(400);
    expect((await search({ kmMax: 'çok' })).json().error.fields).toMatchObject({ kmMax: 'NUMBER_INVALID' });
  });
});

describe('text query (Turkish fold)', () => {
  it.each(['ışıklı', 'isikli', 'IŞIKLI', 'ISIKLI şahin', 'sahin', 'TOFAŞ'])('%s finds "Işıklı Şahin"', async (q) => {
    expect(await names({ q })).toEqual(['Işıklı Şahin']);
  });

  it('matches make, model and name, dotted and dotless i alike', async () => {
    expect(await names({ q: 'SCİROCCO' })).toEqual(['Beyaz Scirocco']);
    expect(await names({ q: 'scirocco' })).toEqual(['Beyaz Scirocco']);
    expect(await names({ q: 'bmw canavar' })).toEqual(['Pist Canavarı']);
    expect(await names({ q: 'gece 320' })).toEqual(['Gece Mavisi']);
  });
});

/** Listings made straight in the database: `count` garages of make `make`, with ties and unknowns. */
async function insertBulk(make: string, count: number): Promise<void> {
  await t.app.deps.db.execute(sql`
    with g as (
      insert into garages (user_id, name, car_brand, car_model, car_year, search_text)
      select ${seller.id}, ${make} || ' ' || n, ${make}, 'Model ' || (n % 7), case when n % 11 = 0 then null else 1990 + n % 30 end, lower(${make}) || ' ' || n
      from generate_series(1, ${count}) n
      returning id, name, car_brand, car_model, car_year
    )
    insert into listings (garage_id, user_id, status, sold_at, price_tl, km, city, vehicle_type, car_brand, car_model, car_year, brand_key, model_key, search_text, published_at)
    select g.id, ${seller.id},
      case when right(g.name, 1) in ('3', '7') then 'sold' when right(g.name, 1) = '5' then 'withdrawn' else 'active' end,
      case when right(g.name, 1) in ('3', '7') then now() end,
      case when right(g.name, 2) = '13' then null else 100000 * (1 + (split_part(g.name, ' ', 2)::int % 9)) end,
      case when right(g.name, 2) = '17' then null else 10000 * (split_part(g.name, ' ', 2)::int % 5) end,
      'Ankara', 'car', g.car_brand, g.car_model, g.car_year, lower(g.car_brand), lower(g.car_model), lower(g.name),
      timestamptz '2025-01-01 00:00:00+00' + (split_part(g.name, ' ', 2)::int % 6) * interval '1 day'
    from g`);
  await t.app.deps.db.execute(sql`update listings set sold_at = now() where status = 'sold' and sold_at is null`);
}

describe('keyset pages', () => {
  const MAKE = 'Sayfa';
  beforeAll(async () => {
    await insertBulk(MAKE, 60);
  });

  /** Every page of a search, following `nextCursor`. */
  async function allPages(sort: ListingSort, includeSold: boolean): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 30; page++) {
      const res = await search({ make: MAKE, sort, limit: 7, ...(includeSold ? { includeSold: 'true' } : {}), ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: ListingCard[]; nextCursor: string | null };
      seen.push(...body.items.map((c) => c.garageId));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    return seen;
  }

  /** The expected order, computed here from the rows: the sort key (unknown values last), then the id. */
  async function expectedOrder(sort: ListingSort, includeSold: boolean): Promise<string[]> {
    const rows = await queryRows<{ id: string; price: number | null; km: number | null; year: number | null; at: string }>(
      t.app.deps.db,
      sql`select garage_id as id, price_tl as price, km, car_year as year, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
          from listings where car_brand = ${MAKE} and ${includeSold ? sql`status <> 'withdrawn'` : sql`status = 'active'`}`,
    );
    const MAX = 2147483647;
    const key: Record<ListingSort, (r: (typeof rows)[number]) => number | string> = {
      newest: (r) => r.at,
      price_asc: (r) => r.price ?? MAX,
      price_desc: (r) => r.price ?? -1,
      km_asc: (r) => r.km ?? MAX,
      year_desc: (r) => r.year ?? 0,
    };
    const descending = sort === 'newest' || sort === 'price_desc' || sort === 'year_desc';
    const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
    return rows
      .sort((a, b) => (descending ? -1 : 1) * (compare(key[sort](a), key[sort](b)) || compare(a.id, b.id)))
      .map((r) => r.id);
  }

  it.each(LISTING_SORTS.flatMap((sort) => [[sort, false] as const, [sort, true] as const]))('%s (sold included: %s) pages through every listing once, in order', async (sort, includeSold) => {
    const paged = await allPages(sort, includeSold);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(await expectedOrder(sort, includeSold));
    expect(paged.length).toBeGreaterThan(40);
  });

  it('orders by the sort key, unknown values last', async () => {
    const cards = (await search({ make: MAKE, sort: 'price_asc', limit: 50 })).json().items as ListingCard[];
    const prices = cards.map((c) => c.priceTl ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await search({ make: MAKE, sort: 'price_desc', limit: 50 })).json().items as ListingCard[];
    expect(desc.at(-1)!.priceTl === null || desc.every((c) => c.priceTl !== null)).toBe(true);
    const years = ((await search({ make: MAKE, sort: 'year_desc', limit: 50 })).json().items as ListingCard[]).map((c) => c.year ?? -1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('refuses a cursor made for another order', async () => {
    const first = (await search({ make: MAKE, sort: 'km_asc', limit: 5 })).json();
    const res = await search({ make: MAKE, sort: 'newest', limit: 5, cursor: first.nextCursor });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ cursor: 'VALUE_INVALID' });
  });
});

/** Index names and node types anywhere in an EXPLAIN (FORMAT JSON) plan. */
function planNodes(node: Record<string, unknown>, out: { types: string[]; indexes: string[] } = { types: [], indexes: [] }) {
  out.types.push(String(node['Node Type']));
  if (node['Index Name']) out.indexes.push(String(node['Index Name']));
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) planNodes(child, out);
  return out;
}

describe('query plans at a few thousand listings', () => {
  beforeAll(async () => {
    await insertBulk('Plan', 3000);
    await t.app.deps.db.execute(sql`analyze listings`);
  });

  const INDEX: Record<ListingSort, string> = { newest: 'newest', price_asc: 'price_asc', price_desc: 'price_desc', km_asc: 'km', year_desc: 'year' };

  it.each(LISTING_SORTS.flatMap((sort) => [[sort, false] as const, [sort, true] as const]))('%s (sold included: %s) reads its own index without sorting', async (sort, includeSold) => {
    const query = listingSearchQuery.parse({ sort, ...(includeSold ? { includeSold: 'true' } : {}) });
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(t.app.deps.db, sql`explain (format json) ${searchListingSql(query)}`);
    const raw = row!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
    const { types, indexes } = planNodes(plan[0]!.Plan);
    // The visibility rule's anti-join may read `users_banned_idx`; of the listings' indexes only the order's own.
    expect(indexes.filter((name) => name.startsWith('listings_'))).toEqual([`listings_${includeSold ? 'listed' : 'active'}_${INDEX[sort]}_idx`]);
    expect(types).not.toContain('Sort');
  });
});
