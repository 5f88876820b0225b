/**
 * Compare's build, cost and inspection rows: stock and current figures from the build log (the
 * garage's own specs where it has none), build cost and priced count, HP per 1,000 TL, running
 * costs only when their owner shows them, the legality categories counted by status — and the
 * same number of statements for two garages as for four. Runs on PGlite and, with DATABASE_URL,
 * on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompareGarage, CompareResult, GarageInput } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';
import { powerToWeight } from './compare.presenter.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

async function createGarage(user: TestUser, body: GarageInput): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  ids[body.name] = res.json().id as string;
  return ids[body.name]!;
}

/** Full-to-full fill-ups (litres, TL) over 1,000 km. */
async function logFuel(user: TestUser, garageId: string) {
  const fillUps = [
    { filledOn: '2025-03-01', odometerKm: 10_000, quantity: 40, totalTl: 2000 },
    { filledOn: '2025-03-10', odometerKm: 10_500, quantity: 35, totalTl: 1750 },
    { filledOn: '2025-03-20', odometerKm: 11_000, quantity: 40, totalTl: 2000 },
  ];
  for (const payload of fillUps) {
    const res = await as(t.app, user, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups`, payload: { ...payload, isFull: true } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

async function showCosts(user: TestUser, garageId: string, showCosts: boolean) {
  const res = await as(t.app, user, { method: 'PUT', url: `/api/fuel/garages/${garageId}/settings`, payload: { showCosts } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'kiyas_ustasi' });
  other = await createUser(t.app, { username: 'sessiz_surucu' });
  await makePremium(t.app, owner.id, other.id);
  // A build with stock figures, two measured steps and a part without figures or price.
  await createGarage(owner, {
    name: 'Stage 2 Golf',
    carBrand: 'Volkswagen',
    carModel: 'Golf GTI',
    carYear: 2017,
    fuelType: 'petrol',
    horsepower: 230,
    stockHp: 245,
    stockNm: 370,
    stockZeroTo100: 6.2,
    stockKg: 1350,
    modifications: [
      { title: 'Stage 1 yazılım', category: 'engine', cost: 15000, installedOn: '2024-05-01', legalCategory: 'ecu_tuning', hpBefore: 245, hpAfter: 290, nmBefore: 370, nmAfter: 420 },
      { title: 'Downpipe ve egzoz', category: 'exhaust', cost: 30000, installedOn: '2024-09-01', legalCategory: 'exhaust_silencer', hpBefore: 290, hpAfter: 310, zeroTo100After: 5.4 },
      { title: 'Katalizör iptali', category: 'exhaust', installedOn: '2024-09-02', legalCategory: 'catalyst_removal' },
    ],
  });
  // Only the garage's own specs: no build log at all.
  await createGarage(owner, { name: 'Sade Civic', carBrand: 'Honda', carModel: 'Civic', horsepower: 125, torque: 152, acceleration: 10.1, weight: 1250 });
  // Allowed categories only.
  await createGarage(owner, {
    name: 'Temiz Clio',
    carBrand: 'Renault',
    carModel: 'Clio',
    modifications: [{ title: 'Arka cam filmi', category: 'exterior', cost: 2500, legalCategory: 'window_tint_rear' }],
  });
  await createGarage(other, { name: 'Gizli Astra', carBrand: 'Opel', carModel: 'Astra', fuelType: 'diesel' });
  await logFuel(owner, ids['Stage 2 Golf']!);
  await showCosts(owner, ids['Stage 2 Golf']!, true);
  await logFuel(other, ids['Gizli Astra']!);
  await showCosts(other, ids['Gizli Astra']!, false);
});
afterAll(() => t.close());

async function compareAll(...names: string[]): Promise<CompareGarage[]> {
  const res = await as(t.app, null, { method: 'GET', url: '/api/compare', query: { cars: names.map((name) => ids[name]).join(',') } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CompareResult).slots.map((slot) => slot.garage as CompareGarage);
}

describe('the build rows', () => {
  it('read stock and current figures, cost, priced count and HP per 1,000 TL from the build log', async () => {
    const [golf] = await compareAll('Stage 2 Golf');
    expect(golf).toMatchObject({
      stock: { hp: 245, nm: 370, zeroTo100: 6.2, kg: 1350 },
      // The latest "after" of each figure; the weight was never measured: the stock one.
      current: { hp: 310, nm: 420, zeroTo100: 5.4, kg: 1350 },
      powerToWeight: powerToWeight(310, 1350),
      modificationsCount: 3,
      pricedModificationsCount: 2,
      buildCost: 45000,
      // 65 HP gained for 45,000 TL.
      hpPer1000Tl: 1.44,
    });
  });

  it('fall back to the garage’s own specs for the current figures when there is no build log', async () => {
    const [civic] = await compareAll('Sade Civic');
    expect(civic).toMatchObject({
      stock: { hp: null, nm: null, zeroTo100: null, kg: null, db: null },
      current: { hp: 125, nm: 152, zeroTo100: 10.1, kg: 1250, db: null },
      powerToWeight: 100,
      modificationsCount: 0,
      pricedModificationsCount: 0,
      buildCost: null,
      hpPer1000Tl: null,
      inspection: null,
    });
  });

  it('derive power-to-weight only from known power and weight (HP per tonne, one decimal)', () => {
    expect(powerToWeight(431, 1560)).toBe(276.3);
    expect(powerToWeight(290, 1350)).toBe(214.8);
    expect(powerToWeight(null, 1350)).toBeNull();
    expect(powerToWeight(200, null)).toBeNull();
    expect(powerToWeight(200, 0)).toBeNull();
  });
});

describe('the inspection row', () => {
  it('counts the tagged categories by status', async () => {
    const [golf, clio, civic] = await compareAll('Stage 2 Golf', 'Temiz Clio', 'Sade Civic');
    expect(golf?.inspection).toEqual({ needsProject: 1, forbidden: 1, allowed: 1 });
    expect(clio?.inspection).toEqual({ needsProject: 0, forbidden: 0, allowed: 1 });
    expect(civic?.inspection).toBeNull();
  });
});

describe('the running cost rows', () => {
  it('show the cost per km and the consumption of a garage whose owner shows them', async () => {
    const [golf] = await compareAll('Stage 2 Golf');
    expect(golf?.costs).toMatchObject({ isPublic: true, consumption: { unit: 'l_per_100km' } });
    expect(golf?.costs?.consumption?.value).toBeGreaterThan(0);
    expect(golf?.costs?.costPerKmTl).toBeGreaterThan(0);
  });

  it('say only "private" of a garage whose owner keeps them private', async () => {
    const [astra] = await compareAll('Gizli Astra');
    expect(astra?.costs).toEqual({ isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null });
  });

  it('are null figures when nothing is logged', async () => {
    const [civic] = await compareAll('Sade Civic');
    expect(civic?.costs).toMatchObject({ costPerKmTl: null, consumption: null, trackedKm: null });
  });
});

describe('work per request', () => {
  it('reads four garages with as many statements as two', async () => {
    const db = t.app.deps.db;
    const execute = vi.spyOn(db, 'execute');
    const select = vi.spyOn(db, 'select');
    const count = async (...names: string[]) => {
      execute.mockClear();
      select.mockClear();
      await compareAll(...names);
      return execute.mock.calls.length + select.mock.calls.length;
    };
    try {
      const two = await count('Stage 2 Golf', 'Sade Civic');
      const four = await count('Stage 2 Golf', 'Sade Civic', 'Temiz Clio', 'Gizli Astra');
      expect(two).toBeGreaterThan(0);
      expect(four).toBe(two);
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('reads nothing about a banned member’s garage beyond finding it hidden', async () => {
    const banned = await createUser(t.app, { username: 'cezali_uye' });
    await makePremium(t.app, banned.id);
    const id = await createGarage(banned, {
      name: 'Yasaklı Proje',
      carBrand: 'BMW',
      carModel: 'M3',
      stockHp: 431,
      modifications: [{ title: 'Yazılım', category: 'engine', cost: 20000, legalCategory: 'ecu_tuning', hpBefore: 431, hpAfter: 500 }],
    });
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    const res = await as(t.app, null, { method: 'GET', url: '/api/compare', query: { cars: `${id},${ids['Sade Civic']}` } });
    const result = res.json() as CompareResult;
    expect(result.slots[0]).toEqual({ id, garage: null, error: 'GARAGE_NOT_FOUND' });
    expect(JSON.stringify(result)).not.toMatch(/Yasaklı|"hp":500|ecu_tuning/);
  });
});
