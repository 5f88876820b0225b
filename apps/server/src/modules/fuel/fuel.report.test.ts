/**
 * The yearly cost report sums all four sources — fill-ups, the maintenance history, modifications
 * by installation date and cost entries — per month and per category, with the km driven, the
 * cost per km and the consumption; and `costSummaries` (what compare reads) shows a garage's
 * figures only when its owner turned them on, in at most two queries whatever the garages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday, type CostReport } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { costSummaries } from './index.ts';

let t: TestApp;
let owner: TestUser;
let garageId: string;
let privateId: string;
const year = Number(istanbulToday().slice(0, 4)) - 1;

async function post(url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') {
  const res = await as(t.app, owner, { method, url, payload });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  const garage = await post('/api/garages', {
    name: 'Rapor Corolla',
    carBrand: 'Toyota',
    carModel: 'Corolla',
    carYear: 2020,
    fuelType: 'petrol',
    modifications: [
      { title: 'Egzoz sistemi', category: 'exhaust', cost: 12_000, installedOn: `${year}-03-01` },
      { title: 'Jant', category: 'wheels', cost: 8_000 },
    ],
  });
  garageId = garage.id;
  privateId = (await post('/api/garages', { name: 'Gizli Corolla', carBrand: 'Toyota', carModel: 'Corolla', fuelType: 'petrol' })).id;
  for (const fill of [
    { filledOn: `${year - 1}-12-10`, odometerKm: 9_500, quantity: 38, totalTl: 1_900 },
    { filledOn: `${year}-01-10`, odometerKm: 10_000, quantity: 40, totalTl: 2_000 },
    { filledOn: `${year}-02-10`, odometerKm: 10_600, quantity: 42, totalTl: 2_100 },
    { filledOn: `${year}-03-10`, odometerKm: 11_100, quantity: 35, totalTl: 1_750 },
  ]) {
    await post(`/api/fuel/garages/${garageId}/fill-ups`, fill);
    await post(`/api/fuel/garages/${privateId}/fill-ups`, fill);
  }
  const item = await post('/api/maintenance/items', { garageId, title: 'Periyodik bakım', category: 'general', dueOn: `${year}-02-01` });
  await post(`/api/maintenance/items/${item.id}/completions`, { servicedOn: `${year}-02-15`, cost: 2_500 });
  for (const entry of [
    { kind: 'traffic_insurance', spentOn: `${year}-01-20`, amountTl: 4_250 },
    { kind: 'tax', spentOn: `${year}-01-31`, amountTl: '3.100,50', note: 'MTV 1. taksit' },
    { kind: 'inspection', spentOn: `${year}-03-05`, amountTl: 1_250 },
    { kind: 'kasko', spentOn: `${year + 1}-01-01`, amountTl: 9_000 },
  ]) {
    await post(`/api/fuel/garages/${garageId}/costs`, entry);
  }
  await post(`/api/fuel/garages/${garageId}/settings`, { showCosts: true }, 'PUT');
});
afterAll(async () => {
  await t.close();
});

describe('yearly report', () => {
  it('sums fuel, maintenance, modifications and cost entries per month', async () => {
    const res = await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/report?year=${year}` });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as CostReport;
    expect(report).toMatchObject({ garageId, year, unit: 'l', consumptionUnit: 'l_per_100km' });
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toMatchObject({ month: 1, totalTl: 9_350.5, fuelQuantity: 40, consumption: 8 });
    expect(report.months[0]!.amounts).toMatchObject({ fuel: 2_000, traffic_insurance: 4_250, tax: 3_100.5, maintenance: 0, modifications: 0 });
    expect(report.months[1]!.amounts).toMatchObject({ fuel: 2_100, maintenance: 2_500 });
    expect(report.months[1]!.consumption).toBe(7);
    expect(report.months[2]!.amounts).toMatchObject({ fuel: 1_750, modifications: 12_000, inspection: 1_250 });
    expect(report.months[3]).toMatchObject({ totalTl: 0, fuelQuantity: 0, consumption: null });
    // The wheels have no installation date: in no year. Next year's kasko is not this year's.
    expect(report.amounts).toEqual({ fuel: 5_850, maintenance: 2_500, modifications: 12_000, traffic_insurance: 4_250, kasko: 0, tax: 3_100.5, inspection: 1_250, toll_parking: 0, other: 0 });
    expect(report.totalTl).toBe(28_950.5);
    expect(report.fuelQuantity).toBe(117);
    // 11,100 − 9,500 (the last reading before the year).
    expect(report.kmDriven).toBe(1_600);
    expect(report.averageConsumption).toBe(7.31);
    expect(report.costPerKmTl).toBe(18.09);
    expect(report.runningCostPerKmTl).toBe(10.59);
    expect(report.years).toEqual([year + 1, year, year - 1]);
  });

  it('a year without records is all zeros; a malformed year is 400', async () => {
    const empty = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/report?year=${year - 5}` })).json() as CostReport;
    expect(empty).toMatchObject({ totalTl: 0, kmDriven: null, costPerKmTl: null, averageConsumption: null });
    const bad = await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/report?year=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('YEAR_OUT_OF_RANGE');
  });
});

describe('costSummaries (compare)', () => {
  it('only a garage whose owner turned it on shows figures; private and unknown ones are nulls', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const summaries = await costSummaries(t.app.deps.db, [garageId, privateId, unknown]);
    // Fuel after the first fill-up (5,850) + maintenance and entries within the log's dates (2,500 + 8,600.5), over 1,600 km.
    expect(summaries.get(garageId)).toEqual({ isPublic: true, costPerKmTl: 10.59, consumption: { value: 7.31, unit: 'l_per_100km' }, trackedKm: 1_600 });
    const nothing = { isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null };
    expect(summaries.get(privateId)).toEqual(nothing);
    expect(summaries.get(unknown)).toEqual(nothing);
  });

  it('asks the database at most twice, whatever the number of garages', async () => {
    const db = t.app.deps.db;
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute') {
          return (...args: Parameters<Db['execute']>) => {
            queries++;
            return target.execute(...args);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await costSummaries(counting, [garageId, privateId, garageId]);
    expect(queries).toBe(2);
    queries = 0;
    await costSummaries(counting, [privateId]);
    expect(queries).toBe(1);
  });
});
