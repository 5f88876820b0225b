/**
 * Fuel log API: owner-only access (a visitor 401, another member 404 for every read and write,
 * never the data), fill-ups with the consumption computed on the server across keyset pages,
 * validation (money in kuruş, Turkish decimals, the odometer order, no future dates), cost
 * entries, the summary cards and the public-summary switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulToday, type CostEntry, type FillUp, type FillUpPage, type FuelOverview } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let garageId: string;
let electricId: string;
const today = istanbulToday();
const day = (n: number) => addDays(today, -n);

async function createGarage(user: TestUser, name: string, fuelType = 'petrol'): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Fiat', carModel: 'Egea', carYear: 2021, fuelType } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function addFillUp(id: string, body: Record<string, unknown>, user = owner): Promise<FillUp> {
  const res = await as(t.app, user, { method: 'POST', url: `/api/fuel/garages/${id}/fill-ups`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FillUp;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([createUser(t.app), createUser(t.app)]);
  garageId = await createGarage(owner, 'Yakıt Egea');
  electricId = await createGarage(owner, 'Elektrikli', 'electric');
});
afterAll(async () => {
  await t.close();
});

describe('fill-ups', () => {
  it('stores money as kuruş from a Turkish decimal and answers the consumption of the segment a full tank closes', async () => {
    const first = await addFillUp(garageId, { filledOn: day(30), odometerKm: 20_000, quantity: '40', totalTl: '1.980,50', station: 'Shell Kadıköy' });
    expect(first).toMatchObject({ quantity: 40, totalTl: 1980.5, unitPriceTl: 49.51, isFull: true, missedPrevious: false, distanceKm: null, consumption: null, station: 'Shell Kadıköy' });
    const partial = await addFillUp(garageId, { filledOn: day(25), odometerKm: 20_300, quantity: 15.5, totalTl: 790, isFull: false });
    expect(partial).toMatchObject({ distanceKm: 300, consumption: null });
    const full = await addFillUp(garageId, { filledOn: day(20), odometerKm: 20_700, quantity: '33,5', totalTl: 1700 });
    // (15.5 + 33.5) L over 700 km.
    expect(full).toMatchObject({ quantity: 33.5, distanceKm: 400, consumption: 7 });
  });

  it('a missed fill-up breaks the chain; the next full tank measures from it', async () => {
    const missed = await addFillUp(garageId, { filledOn: day(10), odometerKm: 21_500, quantity: 42, totalTl: 2100, missedPrevious: true });
    expect(missed.consumption).toBeNull();
    const next = await addFillUp(garageId, { filledOn: day(5), odometerKm: 22_100, quantity: 39, totalTl: 1950 });
    expect(next.consumption).toBe(6.5);
  });

  it('the list is newest first in keyset pages, each row with its own consumption', async () => {
    const page1 = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?limit=2` })).json() as FillUpPage;
    expect(page1.items.map((f) => f.odometerKm)).toEqual([22_100, 21_500]);
    expect(page1.items.map((f) => f.consumption)).toEqual([6.5, null]);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?limit=2&cursor=${page1.nextCursor}` })).json() as FillUpPage;
    // The partial before the full tank is on the next page: the full tank's figure is still right.
    expect(page2.items.map((f) => [f.odometerKm, f.consumption])).toEqual([[20_700, 7], [20_300, null]]);
    const page3 = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?limit=2&cursor=${page2.nextCursor}` })).json() as FillUpPage;
    expect(page3.items.map((f) => f.odometerKm)).toEqual([20_000]);
    expect(page3.nextCursor).toBeNull();
    const bad = await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups?cursor=nonsense` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cursor: 'VALUE_INVALID' });
  });

  it('refuses a reading that runs the odometer backwards, a future date and bad numbers', async () => {
    const backwards = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups`, payload: { filledOn: day(1), odometerKm: 21_000, quantity: 30, totalTl: 1500 } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'FUEL_ODOMETER_ORDER', fields: { odometerKm: 'FUEL_ODOMETER_ORDER' } });
    const future = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups`, payload: { filledOn: addDays(today, 2), odometerKm: 23_000, quantity: 30, totalTl: 1500 } });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ filledOn: 'DATE_IN_FUTURE' });
    const numbers = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups`, payload: { filledOn: day(1), odometerKm: 23_000, quantity: 0, totalTl: 'çok' } });
    expect(numbers.statusCode).toBe(400);
    expect(numbers.json().error.fields).toMatchObject({ quantity: 'NUMBER_INVALID', totalTl: 'NUMBER_INVALID' });
  });

  it('an edit recomputes the figures; a delete removes the row; the garage odometer only rises', async () => {
    const list = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups` })).json() as FillUpPage;
    const last = list.items[0]!;
    const edited = await as(t.app, owner, { method: 'PUT', url: `/api/fuel/fill-ups/${last.id}`, payload: { filledOn: last.filledOn, odometerKm: 22_100, quantity: 45.5, totalTl: 2275, notes: 'Otoyol' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: 45.5, consumption: 7.58, notes: 'Otoyol' });
    const maintenance = (await as(t.app, owner, { method: 'GET', url: `/api/maintenance?garageId=${garageId}` })).json();
    expect(maintenance.garages.find((g: { id: string }) => g.id === garageId).odometerKm).toBe(22_100);
    const extra = await addFillUp(garageId, { filledOn: today, odometerKm: 22_500, quantity: 30, totalTl: 1500 });
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/fuel/fill-ups/${extra.id}` })).statusCode).toBe(204);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/fuel/fill-ups/${extra.id}` })).statusCode).toBe(404);
  });

  it('an electric garage counts kWh', async () => {
    await addFillUp(electricId, { filledOn: day(9), odometerKm: 5_000, quantity: 50, totalTl: 500 });
    const second = await addFillUp(electricId, { filledOn: day(2), odometerKm: 5_300, quantity: 48.6, totalTl: 486 });
    expect(second.consumption).toBe(16.2);
    const overview = (await as(t.app, owner, { method: 'GET', url: `/api/fuel?garageId=${electricId}` })).json() as FuelOverview;
    expect(overview.garage).toMatchObject({ id: electricId, unit: 'kwh' });
    expect(overview.summary).toMatchObject({ unit: 'kwh', consumptionUnit: 'kwh_per_100km', averageConsumption: 16.2 });
  });
});

describe('cost entries and the summary', () => {
  it('adds, edits and deletes cost entries; lists them newest first', async () => {
    const created = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/costs`, payload: { kind: 'traffic_insurance', spentOn: day(15), amountTl: '4.250,00', note: 'Trafik sigortası' } });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as CostEntry;
    expect(entry).toMatchObject({ kind: 'traffic_insurance', amountTl: 4250, note: 'Trafik sigortası' });
    const edited = await as(t.app, owner, { method: 'PUT', url: `/api/fuel/costs/${entry.id}`, payload: { kind: 'traffic_insurance', spentOn: day(15), amountTl: 4300.75, note: null } });
    expect(edited.json()).toMatchObject({ amountTl: 4300.75, note: null });
    const toll = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/costs`, payload: { kind: 'toll_parking', spentOn: day(3), amountTl: 135 } });
    expect(toll.statusCode).toBe(201);
    const zero = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/costs`, payload: { kind: 'tax', spentOn: day(3), amountTl: 0 } });
    expect(zero.json().error.fields).toEqual({ amountTl: 'NUMBER_INVALID' });
    const list = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/costs` })).json();
    expect(list.items.map((c: CostEntry) => c.kind)).toEqual(['toll_parking', 'traffic_insurance']);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/fuel/costs/${toll.json().id}` })).statusCode).toBe(204);
  });

  it('summary: distance-weighted consumption, cost per km over the logged span, this year\'s total', async () => {
    const overview = (await as(t.app, owner, { method: 'GET', url: `/api/fuel?garageId=${garageId}` })).json() as FuelOverview;
    expect(overview.garages.map((g) => g.name)).toEqual(['Yakıt Egea', 'Elektrikli']);
    // Segments: 49 L / 700 km and 45.5 L / 600 km (the missed one is not measured).
    expect(overview.summary).toMatchObject({ unit: 'l', consumptionUnit: 'l_per_100km', averageConsumption: 7.27, trackedKm: 2_100, fillUps: 5 });
    // Fuel after the first fill-up (790 + 1700 + 2100 + 2275) + the insurance within the span (4300.75), over 2100 km.
    expect(overview.summary!.costPerKmTl).toBe(5.32);
    expect(overview.summary!.last).toEqual({ filledOn: day(5), odometerKm: 22_100 });
    const thisYear = [[day(30), 1980.5], [day(25), 790], [day(20), 1700], [day(15), 4300.75], [day(10), 2100], [day(5), 2275]]
      .filter(([date]) => String(date).slice(0, 4) === today.slice(0, 4))
      .reduce((sum, [, tl]) => sum + Number(tl), 0);
    expect(overview.summary!.thisYearTotalTl).toBeCloseTo(thisYear, 2);
  });

  it('the public-summary switch is off by default and the owner turns it on', async () => {
    const overview = (await as(t.app, owner, { method: 'GET', url: '/api/fuel' })).json() as FuelOverview;
    expect(overview.garage!.showCosts).toBe(false);
    const on = await as(t.app, owner, { method: 'PUT', url: `/api/fuel/garages/${garageId}/settings`, payload: { showCosts: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: garageId, showCosts: true });
  });
});

describe('owner only', () => {
  it('a visitor gets 401 everywhere', async () => {
    for (const [method, url] of [['GET', '/api/fuel'], ['GET', `/api/fuel/garages/${garageId}/fill-ups`], ['GET', `/api/fuel/garages/${garageId}/report`], ['GET', `/api/fuel/garages/${garageId}/fill-ups.csv`]] as const) {
      expect((await as(t.app, null, { method, url })).statusCode, url).toBe(401);
    }
  });

  it("another member gets 404 for the owner's garage, fill-ups and entries, never their data", async () => {
    const fillUp = ((await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/fill-ups` })).json() as FillUpPage).items[0]!;
    const entry = (await as(t.app, owner, { method: 'GET', url: `/api/fuel/garages/${garageId}/costs` })).json().items[0] as CostEntry;
    const body = { filledOn: day(1), odometerKm: 30_000, quantity: 30, totalTl: 1500 };
    const cost = { kind: 'tax', spentOn: day(1), amountTl: 100 };
    const calls = [
      ['GET', `/api/fuel?garageId=${garageId}`, undefined, 'GARAGE_NOT_FOUND'],
      ['GET', `/api/fuel/garages/${garageId}/fill-ups`, undefined, 'GARAGE_NOT_FOUND'],
      ['POST', `/api/fuel/garages/${garageId}/fill-ups`, body, 'GARAGE_NOT_FOUND'],
      ['PUT', `/api/fuel/fill-ups/${fillUp.id}`, body, 'FUEL_FILL_UP_NOT_FOUND'],
      ['DELETE', `/api/fuel/fill-ups/${fillUp.id}`, undefined, 'FUEL_FILL_UP_NOT_FOUND'],
      ['GET', `/api/fuel/garages/${garageId}/fill-ups.csv`, undefined, 'GARAGE_NOT_FOUND'],
      ['GET', `/api/fuel/garages/${garageId}/costs`, undefined, 'GARAGE_NOT_FOUND'],
      ['POST', `/api/fuel/garages/${garageId}/costs`, cost, 'GARAGE_NOT_FOUND'],
      ['PUT', `/api/fuel/costs/${entry.id}`, cost, 'COST_ENTRY_NOT_FOUND'],
      ['DELETE', `/api/fuel/costs/${entry.id}`, undefined, 'COST_ENTRY_NOT_FOUND'],
      ['GET', `/api/fuel/garages/${garageId}/report`, undefined, 'GARAGE_NOT_FOUND'],
      ['PUT', `/api/fuel/garages/${garageId}/settings`, { showCosts: false }, 'GARAGE_NOT_FOUND'],
    ] as const;
    for (const [method, url, payload, code] of calls) {
      const res = await as(t.app, stranger, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code, `${method} ${url}`).toBe(code);
    }
    // Nothing changed: the owner's rows are all there, the switch still on.
    const after = (await as(t.app, owner, { method: 'GET', url: `/api/fuel?garageId=${garageId}` })).json() as FuelOverview;
    expect(after.summary!.fillUps).toBe(5);
    expect(after.garage!.showCosts).toBe(true);
    const own = (await as(t.app, stranger, { method: 'GET', url: '/api/fuel' })).json() as FuelOverview;
    expect(own).toMatchObject({ garages: [], garage: null, summary: null });
  });
});
