/**
 * The demo fuel log (seed/seed-fuel.ts) on the garage the maintenance seed fills: a year of
 * weekly-ish fill-ups with plausible prices and consumption, the odometer in date order and
 * below the garage's, cost entries of every main kind, a yearly report with all four sources,
 * and a public cost summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_KINDS, istanbulToday, type CostReport, type FillUp, type FillUpPage, type FuelOverview } from '@garaj/shared';
import { seedFuel } from '../../seed/seed-fuel.ts';
import { seedMaintenance } from '../../seed/seed-maintenance.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { costSummaries } from './index.ts';

let t: TestApp;
let owner: TestUser;
let garageId: string;
const year = Number(istanbulToday().slice(0, 4));

async function allFillUps(): Promise<FillUp[]> {
  const rows: FillUp[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?limit=50${query}` })).json() as FillUpPage;
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  const res = await as(t.app, owner, {
    method: 'POST',
    url: '/api/garages',
    payload: { name: 'Beyaz Şimşek', carBrand: 'Volkswagen', carModel: 'Golf GTI', carYear: 2017, fuelType: 'petrol', modifications: [{ title: 'Stage 1 yazılım', category: 'electronics', cost: 24_000, installedOn: `${year}-01-15` }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  garageId = res.json().id as string;
  const garage = { ownerId: owner.id, garageId, vehicleType: 'car' as const };
  const written = await t.app.deps.db.transaction(async (tx) => {
    await seedMaintenance(tx, [garage]);
    return seedFuel(tx, [{ ...garage, fuelType: 'petrol' }]);
  });
  expect(written.fillUps).toBeGreaterThanOrEqual(45);
  expect(written.costs).toBeGreaterThanOrEqual(10);
});
afterAll(async () => {
  await t.close();
});

describe('seedFuel', () => {
  it('a year of fill-ups in date order, at Turkish 2026 petrol prices and a plausible consumption', async () => {
    const rows = (await allFillUps()).reverse();
    expect(rows.length).toBeGreaterThanOrEqual(45);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.filledOn >= rows[i - 1]!.filledOn).toBe(true);
      expect(rows[i]!.odometerKm).toBeGreaterThan(rows[i - 1]!.odometerKm);
    }
    for (const row of rows) {
      expect(row.unitPriceTl!).toBeGreaterThanOrEqual(46);
      expect(row.unitPriceTl!).toBeLessThanOrEqual(57);
      expect(row.quantity).toBeLessThanOrEqual(50);
      if (row.consumption !== null) {
        expect(row.consumption).toBeGreaterThan(5.5);
        expect(row.consumption).toBeLessThan(10);
      }
    }
    expect(rows.some((r) => !r.isFull)).toBe(true);
    expect(rows.filter((r) => r.missedPrevious)).toHaveLength(1);
    const overview = (await as(t.app, owner, { method: 'GET', url: `/api/fuel?garageId=${garageId}` })).json() as FuelOverview;
    expect(overview.summary!.averageConsumption!).toBeGreaterThan(7);
    expect(overview.summary!.averageConsumption!).toBeLessThan(9);
    expect(overview.summary!.last!.odometerKm).toBeLessThanOrEqual(38_000);
    expect(overview.garage!.showCosts).toBe(true);
  });

  it("this year's report holds fuel, maintenance, modifications and cost entries", async () => {
    const report = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/report?year=${year}` })).json() as CostReport;
    expect(report.amounts.fuel).toBeGreaterThan(0);
    expect(report.amounts.maintenance).toBeGreaterThan(0);
    expect(report.amounts.modifications).toBe(24_000);
    expect(COST_KINDS.some((kind) => report.amounts[kind] > 0)).toBe(true);
    expect(report.kmDriven).toBeGreaterThan(5_000);
    expect(report.costPerKmTl).toBeGreaterThan(0);
  });

  it('compare sees the public summary', async () => {
    const summary = (await costSummaries(t.app.deps.db, [garageId])).get(garageId)!;
    expect(summary.isPublic).toBe(true);
    expect(summary.consumption?.unit).toBe('l_per_100km');
    expect(summary.trackedKm).toBeGreaterThan(10_000);
  });
});
