/**
 * The public running-cost summary of a garage (`GET /api/fuel/garages/:id/summary`): figures only
 * when the owner shows them, `isPublic: false` otherwise, 404 for an unknown garage or one of a
 * banned member.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulToday, type GarageCostSummary } from '@garaj/shared';
import { users } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let owner: TestUser;
let garageId: string;
const day = (n: number) => addDays(istanbulToday(), -n);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Özet Egea', carBrand: 'Fiat', carModel: 'Egea', carYear: 2021, fuelType: 'petrol' } });
  garageId = res.json().id as string;
  for (const [n, km, litres, tl] of [[40, 10_000, 40, 2000], [20, 10_500, 35, 1750], [5, 11_000, 36, 1800]] as const) {
    const fill = await as(t.app, owner, { method: 'POST', url: `/api/fuel/garages/${garageId}/fill-ups`, payload: { filledOn: day(n), odometerKm: km, quantity: litres, totalTl: tl } });
    expect(fill.statusCode, fill.body).toBe(201);
  }
});
afterAll(() => t.close());

const summary = (id = garageId) => as(t.app, null, { method: 'GET', url: `/api/fuel/garages/${id}/summary` });

describe('GET /api/fuel/garages/:id/summary', () => {
  it('says only that the summary is private until the owner shows it, then gives the figures to anyone', async () => {
    const hidden = await summary();
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null });

    await as(t.app, owner, { method: 'PUT', url: `/api/fuel/garages/${garageId}/settings`, payload: { showCosts: true } });
    const shown = (await summary()).json() as GarageCostSummary;
    // (35 + 36) L over 1,000 km; (1,750 + 1,800) TL over the same 1,000 km.
    expect(shown).toMatchObject({ isPublic: true, trackedKm: 1000, consumption: { value: 7.1, unit: 'l_per_100km' } });
    expect(shown.costPerKmTl).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown garage and for a banned member’s garage', async () => {
    expect((await summary('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, owner.id));
    expect((await summary()).statusCode).toBe(404);
    await t.app.deps.db.update(users).set({ banned: false }).where(eq(users.id, owner.id));
  });
});
