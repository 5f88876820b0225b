/**
 * Listings: only a garage's owner writes its listing; publishing sets the garage for sale (the
 * listing is the one place sale data is written), sold keeps it readable with its status,
 * withdrawn hides it from everyone but its owner; the expert report must be the owner's; the
 * garage's history comes along only when shared, with both dates and the late mark.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, ListingInput } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { filePart, multipart } from '../../../test/images.ts';
import { garages, maintenanceLogs, modifications, users } from '../../db/schema/index.ts';
import { recordedLate } from './listings.presenter.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'satici' });
  await makePremium(t.app, owner.id);
  other = await createUser(t.app, { username: 'alici' });
  moderator = await createUser(t.app, { role: 'moderator' });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function newGarage(user: TestUser, body: Record<string, unknown> = {}): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name: 'Kırmızı E30', carBrand: 'BMW', carModel: 'E30', carYear: 1989, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const listing = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  priceTl: 1_250_000,
  km: 186_000,
  city: 'Bursa',
  tradeIn: true,
  tramerTl: 12_500,
  panels: { hood: 'painted', front_left_door: 'local_painted', trunk: 'replaced', roof: 'original' },
  description: 'Üç yıllık restorasyon.',
  shareHistory: false,
  ...overrides,
});

const save = (user: TestUser | null, garageId: string, body: unknown) => as(t.app, user, { method: 'PUT', url: `/api/listings/${garageId}`, payload: body as object });
const setStatus = (user: TestUser | null, garageId: string, status: string) =>
  as(t.app, user, { method: 'PUT', url: `/api/listings/${garageId}/status`, payload: { status } });
const read = (user: TestUser | null, garageId: string) => as(t.app, user, { method: 'GET', url: `/api/listings/${garageId}` });
const garageRow = async (id: string) => (await t.app.deps.db.select().from(garages).where(eq(garages.id, id)))[0]!;

async function uploadReport(user: TestUser, purpose = 'expert_report'): Promise<string> {
  const body = multipart([filePart(PDF, 'ekspertiz.pdf', 'application/pdf')]);
  const res = await as(t.app, user, { method: 'POST', url: `/api/documents?purpose=${purpose}`, headers: body.headers, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('publishing', () => {
  it('creates the listing active and makes the garage for sale with the price as text', async () => {
    const id = await newGarage(owner);
    const res = await save(owner, id, listing());
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ListingDetail;
    expect(detail).toMatchObject({
      garageId: id,
      name: 'Kırmızı E30',
      brand: 'BMW',
      model: 'E30',
      year: 1989,
      status: 'active',
      priceTl: 1_250_000,
      km: 186_000,
      city: 'Bursa',
      tradeIn: true,
      tramerTl: 12_500,
      panels: { hood: 'painted', front_left_door: 'local_painted', trunk: 'replaced', roof: 'original' },
      isMine: true,
      history: null,
      soldAt: null,
      seller: { username: 'satici' },
    });
    expect(await garageRow(id)).toMatchObject({ isForSale: true, salePrice: '1.250.000 TL' });
    const garage = (await as(t.app, other, { method: 'GET', url: `/api/garages/${id}` })).json();
    expect(garage).toMatchObject({ isForSale: true, salePrice: '1.250.000 TL' });
    expect((await read(other, id)).json().isMine).toBe(false);
  });

  it('keeps the status on an edit and updates the garage price', async () => {
    const id = await newGarage(owner);
    await save(owner, id, listing());
    expect((await setStatus(owner, id, 'sold')).statusCode).toBe(200);
    const edited = await save(owner, id, listing({ priceTl: 990_000, description: null }));
    expect(edited.json()).toMatchObject({ status: 'sold', priceTl: 990_000, description: null });
    expect(await garageRow(id)).toMatchObject({ isForSale: false, salePrice: null });
    await setStatus(owner, id, 'active');
    expect(await garageRow(id)).toMatchObject({ isForSale: true, salePrice: '990.000 TL' });
  });

  it('no longer takes the sale flag from the garage form', async () => {
    const id = await newGarage(owner, { isForSale: true, salePrice: '500.000 TL' });
    expect(await garageRow(id)).toMatchObject({ isForSale: false, salePrice: null });
    await save(owner, id, listing({ priceTl: 700_000 }));
    const put = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${id}`, payload: { name: 'Yeni Ad', carBrand: 'BMW', carModel: 'E30', isForSale: false } });
    expect(put.statusCode).toBe(200);
    expect(await garageRow(id)).toMatchObject({ isForSale: true, salePrice: '700.000 TL' });
  });

  it('keeps no panel map for a motorcycle', async () => {
    const id = await newGarage(owner, { name: 'Mavi R6', vehicleType: 'motorcycle', carBrand: 'Yamaha', carModel: 'R6' });
    const res = await save(owner, id, listing());
    expect(res.json().panels).toEqual({});
  });
});

describe('who may write', () => {
  let id: string;
  beforeAll(async () => {
    id = await newGarage(owner);
    await save(owner, id, listing());
  });

  it("refuses another member's writes with 403 and a visitor's with 401", async () => {
    for (const res of [await save(other, id, listing()), await setStatus(other, id, 'sold'), await as(t.app, other, { method: 'GET', url: `/api/listings/${id}/edit` })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LISTING_FORBIDDEN');
    }
    expect((await save(null, id, listing())).statusCode).toBe(401);
    expect((await setStatus(null, id, 'sold')).statusCode).toBe(401);
    // Not even a moderator writes another member's listing.
    expect((await save(moderator, id, listing())).statusCode).toBe(403);
    expect((await read(owner, id)).json()).toMatchObject({ status: 'active', priceTl: 1_250_000 });
  });

  it('needs a verified e-mail address to publish', async () => {
    const unverified = await createUser(t.app, { verified: false });
    await t.app.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.id));
    const garageId = await newGarage(unverified);
    await t.app.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const res = await save(unverified, garageId, listing());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers 404 for a garage that does not exist', async () => {
    const res = await save(owner, '00000000-0000-4000-8000-000000000000', listing());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('GARAGE_NOT_FOUND');
  });
});

describe('validation', () => {
  let id: string;
  beforeAll(async () => {
    id = await newGarage(owner);
  });

  it('requires price, km and a province', async () => {
    const res = await save(owner, id, { priceTl: '', city: 'Narnia' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ priceTl: 'REQUIRED', km: 'REQUIRED', city: 'VALUE_INVALID' });
  });

  it('refuses out-of-range amounts and unknown panel states', async () => {
    const res = await save(owner, id, listing({ priceTl: 0, km: -1, tramerTl: -5, panels: { hood: 'yamuk' } as unknown as ListingInput['panels'] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['priceTl', 'km', 'tramerTl']));
    const panel = await save(owner, id, listing({ panels: { sunroof: 'painted' } as unknown as ListingInput['panels'] }));
    expect(panel.statusCode).toBe(400);
    expect((await read(owner, id)).statusCode).toBe(404);
  });

  it('takes numbers typed with thousands dots', async () => {
    const res = await save(owner, id, { ...listing(), priceTl: '1.450.000', km: '98.000', tramerTl: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceTl: 1_450_000, km: 98_000, tramerTl: null });
  });
});

describe('status', () => {
  it('sold stays readable with its time, out of the default search, in the search with sold ones', async () => {
    const id = await newGarage(owner, { name: 'Satılan Şahin', carBrand: 'Tofaş', carModel: 'Şahin' });
    await save(owner, id, listing());
    const sold = await setStatus(owner, id, 'sold');
    expect(sold.json()).toMatchObject({ status: 'sold' });
    expect(sold.json().soldAt).toEqual(expect.any(String));
    expect(await garageRow(id)).toMatchObject({ isForSale: false, salePrice: null });
    expect((await read(null, id)).json()).toMatchObject({ status: 'sold', priceTl: 1_250_000 });
    const search = async (query: string) => (await as(t.app, null, { method: 'GET', url: `/api/listings?q=satilan&${query}` })).json().items.map((c: { garageId: string }) => c.garageId);
    expect(await search('')).toEqual([]);
    expect(await search('includeSold=true')).toEqual([id]);
  });

  it('withdrawn is its owner\'s only; publishing again gives it a new time', async () => {
    const id = await newGarage(owner);
    const first = (await save(owner, id, listing())).json() as ListingDetail;
    expect((await setStatus(owner, id, 'withdrawn')).statusCode).toBe(200);
    expect(await garageRow(id)).toMatchObject({ isForSale: false });
    expect((await read(other, id)).statusCode).toBe(404);
    expect((await read(null, id)).json().error.code).toBe('LISTING_NOT_FOUND');
    expect((await read(owner, id)).json().status).toBe('withdrawn');
    const again = (await setStatus(owner, id, 'active')).json() as ListingDetail;
    expect(again.status).toBe('active');
    expect(again.publishedAt > first.publishedAt).toBe(true);
    expect(await garageRow(id)).toMatchObject({ isForSale: true });
  });

  it('a status change needs a listing; publishing needs a price', async () => {
    const id = await newGarage(owner);
    expect((await setStatus(owner, id, 'sold')).json().error.code).toBe('LISTING_NOT_FOUND');
    await save(owner, id, listing());
    await setStatus(owner, id, 'withdrawn');
    // A listing carried over from a price text without digits has no price.
    await t.app.deps.db.execute(sql`update listings set price_tl = null where garage_id = ${id}`);
    const res = await setStatus(owner, id, 'active');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LISTING_PRICE_REQUIRED');
  });

  it("hides a banned seller's listing from everyone but moderators", async () => {
    const seller = await createUser(t.app);
    const id = await newGarage(seller);
    await save(seller, id, listing());
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, seller.id));
    expect((await read(other, id)).statusCode).toBe(404);
    expect((await read(moderator, id)).statusCode).toBe(200);
    await t.app.deps.db.update(users).set({ banned: false }).where(eq(users.id, seller.id));
  });

  it('goes with its garage', async () => {
    const id = await newGarage(owner);
    await save(owner, id, listing());
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/garages/${id}` })).statusCode).toBe(204);
    expect((await read(owner, id)).statusCode).toBe(404);
  });
});

describe('expert report', () => {
  it("takes the owner's expert report and shows it", async () => {
    const id = await newGarage(owner);
    const reportId = await uploadReport(owner);
    const res = await save(owner, id, listing({ expertReportId: reportId }));
    expect(res.statusCode).toBe(200);
    expect(res.json().expertReport).toMatchObject({ id: reportId, kind: 'pdf', name: 'ekspertiz.pdf' });
    expect((await read(null, id)).json().expertReport.url).toMatch(/^\/media\/documents\//);
  });

  it("refuses another member's document and one uploaded for another purpose (400)", async () => {
    const id = await newGarage(owner);
    for (const reportId of [await uploadReport(other), await uploadReport(owner, 'dyno_sheet')]) {
      const res = await save(owner, id, listing({ expertReportId: reportId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', fields: { expertReportId: 'DOCUMENT_NOT_FOUND' } });
    }
    expect((await read(owner, id)).statusCode).toBe(404);
  });
});

describe('history', () => {
  let id: string;
  beforeAll(async () => {
    id = await newGarage(owner, { name: 'Geçmişli Golf', carBrand: 'Volkswagen', carModel: 'Golf GTI' });
    const db = t.app.deps.db;
    await db.insert(maintenanceLogs).values([
      { garageId: id, userId: owner.id, title: 'Motor yağı ve filtre', category: 'oil', servicedOn: '2025-03-10', odometerKm: 80_000, cost: 2_800, createdAt: new Date('2025-03-10T15:00:00Z') },
      { garageId: id, userId: owner.id, title: 'Triger seti', category: 'general', servicedOn: '2024-01-05', odometerKm: 60_000, cost: 9_500, createdAt: new Date('2025-03-12T09:00:00Z') },
    ]);
    await db.insert(modifications).values([
      { garageId: id, title: 'Stage 1 yazılım', category: 'engine', installedOn: '2025-02-01', cost: 15_000, createdAt: new Date('2025-02-03T10:00:00Z') },
      { garageId: id, title: 'Coilover', category: 'suspension', installedOn: null, createdAt: new Date('2025-02-04T10:00:00Z') },
    ]);
  });

  it('is left out until the owner shares it', async () => {
    await save(owner, id, listing({ shareHistory: false }));
    expect((await read(other, id)).json().history).toBeNull();
  });

  it('shows maintenance and modifications with both dates, marking entries recorded long after', async () => {
    await save(owner, id, listing({ shareHistory: true }));
    const { history } = (await read(other, id)).json() as ListingDetail;
    expect(history!.maintenance).toEqual([
      expect.objectContaining({ title: 'Motor yağı ve filtre', date: '2025-03-10', recordedAt: '2025-03-10T15:00:00.000Z', recordedLate: false, km: 80_000, costTl: 2_800 }),
      expect.objectContaining({ title: 'Triger seti', date: '2024-01-05', recordedAt: '2025-03-12T09:00:00.000Z', recordedLate: true }),
    ]);
    expect(history!.modifications).toEqual([
      expect.objectContaining({ title: 'Stage 1 yazılım', date: '2025-02-01', recordedAt: '2025-02-03T10:00:00.000Z', recordedLate: false, costTl: 15_000 }),
      expect.objectContaining({ title: 'Coilover', date: null, recordedLate: false }),
    ]);
    expect(history).toMatchObject({ moreMaintenance: false, moreModifications: false });
  });

  it('counts the late mark from the end of the given day in Turkey', () => {
    expect(recordedLate('2025-01-01', '2025-01-31T20:00:00.000Z')).toBe(false);
    expect(recordedLate('2025-01-01', '2025-02-01T00:00:00.000Z')).toBe(true);
    expect(recordedLate(null, '2030-01-01T00:00:00.000Z')).toBe(false);
  });
});

describe('the garage\'s facts', () => {
  it('follow a garage edit into the search', async () => {
    const id = await newGarage(owner, { name: 'Değişken', carBrand: 'Opel', carModel: 'Calibra', carYear: 1995 });
    await save(owner, id, listing());
    const put = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${id}`, payload: { name: 'Değişken', carBrand: 'Opel', carModel: 'Vectra', carYear: 1997 } });
    expect(put.statusCode).toBe(200);
    const found = (await as(t.app, null, { method: 'GET', url: '/api/listings?make=opel&model=vectra' })).json().items;
    expect(found).toEqual([expect.objectContaining({ garageId: id, model: 'Vectra', year: 1997 })]);
  });
});
