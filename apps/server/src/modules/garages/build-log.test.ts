/**
 * The build log ("Stok vs Şimdi", decision 023): modifications with odometer, who fitted them,
 * legality category, figures before and after and a dyno sheet; the garage's stock figures; the
 * summary on the detail answer and from `buildSummaries` (what compare reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEGALITY_CATEGORY_IDS, type GarageDetail, type Modification } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { filePart, multipart } from '../../../test/images.ts';
import { users } from '../../db/schema/index.ts';
import { buildSummaries } from './index.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  other = await createUser(t.app);
  await makePremium(t.app, owner.id);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CATEGORY = LEGALITY_CATEGORY_IDS[0]!;

async function uploadDynoSheet(user: TestUser, purpose = 'dyno_sheet'): Promise<string> {
  const body = multipart([filePart(PDF, 'dyno-stage1.pdf', 'application/pdf')]);
  const res = await as(t.app, user, { method: 'POST', url: `/api/documents?purpose=${purpose}`, headers: body.headers, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function createGarage(user: TestUser, extra: object = {}): Promise<GarageDetail> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name: 'Beyaz Şimşek', carBrand: 'Volkswagen', carModel: 'Golf GTI', carYear: 2017, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GarageDetail;
}

const addModification = (user: TestUser, garageId: string, payload: object) =>
  as(t.app, user, { method: 'POST', url: `/api/garages/${garageId}/modifications`, payload });
const readGarage = async (id: string) => (await as(t.app, owner, { method: 'GET', url: `/api/garages/${id}/edit` })).json() as GarageDetail;

const stage1 = {
  title: 'Stage 1 yazılım',
  category: 'electronics',
  cost: 24_000,
  installedOn: '2024-03-02',
  odometerKm: 38_200,
  doneBy: 'shop',
  shopName: 'Öztürk Performans',
  legalCategory: CATEGORY,
  measuredAt: 'crank',
  hpBefore: 245,
  hpAfter: 280,
  nmBefore: 370,
  nmAfter: 405,
  zeroTo100Before: '6,2',
  zeroTo100After: 5.8,
};

describe('modifications with build-log fields', () => {
  it('stores and shows the figures, the shop and the dyno sheet; the detail carries the summary', async () => {
    const garage = await createGarage(owner);
    const dynoSheetId = await uploadDynoSheet(owner);
    const res = await addModification(owner, garage.id, { ...stage1, dynoSheetId });
    expect(res.statusCode, res.body).toBe(201);
    const mod = res.json() as Modification;
    expect(mod).toMatchObject({
      odometerKm: 38_200,
      doneBy: 'shop',
      shopName: 'Öztürk Performans',
      legalCategory: CATEGORY,
      measuredAt: 'crank',
      hpBefore: 245,
      hpAfter: 280,
      zeroTo100Before: 6.2,
      zeroTo100After: 5.8,
      kgBefore: null,
      dynoSheet: { id: dynoSheetId, kind: 'pdf', name: 'dyno-stage1.pdf' },
    });

    const detail = (await as(t.app, null, { method: 'GET', url: `/api/garages/${garage.id}` })).json() as GarageDetail;
    expect(detail.modifications[0]).toMatchObject({ hpAfter: 280, dynoSheet: { id: dynoSheetId } });
    expect(detail.build).toMatchObject({ stock: { hp: 245, nm: 370, zeroTo100: 6.2 }, current: { hp: 280, nm: 405, zeroTo100: 5.8 }, buildCostTl: 24_000 });
  });

  it('updates the figures, drops the shop name when the owner fitted it and can remove the dyno sheet', async () => {
    const garage = await createGarage(owner);
    const created = (await addModification(owner, garage.id, { ...stage1, dynoSheetId: await uploadDynoSheet(owner) })).json() as Modification;
    const res = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/modifications/${created.id}`,
      payload: { ...stage1, doneBy: 'self', shopName: 'Unutulan Usta', hpAfter: 290, dynoSheetId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ doneBy: 'self', shopName: null, hpAfter: 290, dynoSheet: null });
    expect((await readGarage(garage.id)).build.current.hp).toBe(290);
  });

  it('refuses figures out of bounds, unknown choices and a shop without a name, with their fields', async () => {
    const garage = await createGarage(owner);
    const cases: [object, string][] = [
      [{ hpAfter: 5001 }, 'hpAfter'],
      [{ nmBefore: 0 }, 'nmBefore'],
      [{ zeroTo100After: 4.25 }, 'zeroTo100After'],
      [{ kgAfter: 20 }, 'kgAfter'],
      [{ dbAfter: 250 }, 'dbAfter'],
      [{ odometerKm: -1 }, 'odometerKm'],
      [{ doneBy: 'komşu' }, 'doneBy'],
      [{ measuredAt: 'hub' }, 'measuredAt'],
      [{ legalCategory: 'uydurma' }, 'legalCategory'],
      [{ doneBy: 'shop', shopName: '' }, 'shopName'],
      [{ dynoSheetId: 'abc' }, 'dynoSheetId'],
    ];
    for (const [extra, field] of cases) {
      const res = await addModification(owner, garage.id, { title: 'Deneme', category: 'other', ...extra });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), field).toContain(field);
    }
    expect((await readGarage(garage.id)).modifications).toHaveLength(0);
  });

  it("refuses someone else's dyno sheet and a document of another purpose (400 DOCUMENT_NOT_FOUND)", async () => {
    const garage = await createGarage(owner);
    for (const dynoSheetId of [await uploadDynoSheet(other), await uploadDynoSheet(owner, 'expert_report')]) {
      const res = await addModification(owner, garage.id, { ...stage1, dynoSheetId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', fields: { dynoSheetId: 'DOCUMENT_NOT_FOUND' } });
    }
    // The garage form's list is checked the same way, and nothing of the save is written.
    const foreign = await uploadDynoSheet(other);
    const res = await as(t.app, owner, {
      method: 'PUT',
      url: `/api/garages/${garage.id}`,
      payload: { name: 'Başka ad', carBrand: 'Volkswagen', carModel: 'Golf GTI', modifications: [{ title: 'Jant', category: 'wheels' }, { ...stage1, dynoSheetId: foreign }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', fields: { 'modifications.1.dynoSheetId': 'DOCUMENT_NOT_FOUND' } });
    const after = await readGarage(garage.id);
    expect(after.name).toBe('Beyaz Şimşek');
    expect(after.modifications).toHaveLength(0);
  });

  it('lets no other member write the build log (403 GARAGE_FORBIDDEN)', async () => {
    const garage = await createGarage(owner);
    const created = (await addModification(owner, garage.id, stage1)).json() as Modification;
    const add = await addModification(other, garage.id, stage1);
    expect(add.statusCode).toBe(403);
    expect(add.json().error.code).toBe('GARAGE_FORBIDDEN');
    const edit = await as(t.app, other, { method: 'PUT', url: `/api/modifications/${created.id}`, payload: { ...stage1, hpAfter: 999 } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe('GARAGE_FORBIDDEN');
    expect((await readGarage(garage.id)).build.current.hp).toBe(280);
  });
});

describe('stock figures and the summary', () => {
  it('saves the stock figures with the garage form and validates them', async () => {
    const garage = await createGarage(owner, { stockHp: 245, stockNm: 370, stockZeroTo100: '6,4', stockKg: 1364, stockDb: 84.5 });
    expect(garage).toMatchObject({ stockHp: 245, stockNm: 370, stockZeroTo100: 6.4, stockKg: 1364, stockDb: 84.5 });
    expect(garage.build.stock).toEqual({ hp: 245, nm: 370, zeroTo100: 6.4, kg: 1364, db: 84.5 });
    const bad = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'X', carBrand: 'Fiat', carModel: 'Egea', stockHp: 0, stockZeroTo100: 6.45 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['stockHp', 'stockZeroTo100']));
  });

  it('takes stock from the first "before", current from the latest "after"; cost, HP per 1,000 TL, categories', async () => {
    const garage = await createGarage(owner, { stockKg: 1364 });
    // Entered out of order: the build order is the installation date.
    expect((await addModification(owner, garage.id, { title: 'Downpipe', category: 'exhaust', cost: 36_000, installedOn: '2024-05-10', odometerKm: 41_900, hpBefore: 280, hpAfter: 305, dbBefore: 86, dbAfter: 92 })).statusCode).toBe(201);
    expect((await addModification(owner, garage.id, stage1)).statusCode).toBe(201);
    expect((await addModification(owner, garage.id, { title: 'Jant', category: 'wheels', installedOn: '2024-07-01', kgBefore: 1364, kgAfter: 1352 })).statusCode).toBe(201);

    const summary = (await readGarage(garage.id)).build;
    expect(summary).toEqual({
      stock: { hp: 245, nm: 370, zeroTo100: 6.2, kg: 1364, db: 86 },
      current: { hp: 305, nm: 405, zeroTo100: 5.8, kg: 1352, db: 92 },
      buildCostTl: 60_000,
      pricedCount: 2,
      modificationsCount: 3,
      hpPer1000Tl: 1,
      legalCategories: [CATEGORY],
    });

    const map = await buildSummaries(t.app.deps.db, [garage.id, garage.id.toUpperCase(), 'not-an-id', '00000000-0000-4000-8000-000000000000']);
    expect([...map.keys()]).toEqual([garage.id]);
    expect(map.get(garage.id)).toEqual(summary);
  });

  it('summarises several garages in one call, an empty build too, and leaves out a banned member\'s garage', async () => {
    const shown = await createGarage(owner, { stockHp: 150 });
    const banned = await createUser(t.app);
    const hidden = await createGarage(banned);
    await addModification(banned, hidden.id, stage1);
    expect([...(await buildSummaries(t.app.deps.db, [shown.id, hidden.id])).keys()].sort()).toEqual([shown.id, hidden.id].sort());

    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    const map = await buildSummaries(t.app.deps.db, [shown.id, hidden.id]);
    expect([...map.keys()]).toEqual([shown.id]);
    expect(map.get(shown.id)).toMatchObject({ stock: { hp: 150 }, current: { hp: 150 }, buildCostTl: 0, modificationsCount: 0, hpPer1000Tl: null });
    expect(await buildSummaries(t.app.deps.db, [])).toEqual(new Map());
  });
});
