/**
 * The demo maintenance data (seed/seed-maintenance.ts): every computed state on a car
 * and a motorcycle garage, an odometer, a history — and nothing left to remind (no mail to the
 * demo members' addresses at the first start).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceOverview } from '@garaj/shared';
import { seedMaintenance } from '../../seed/seed-maintenance.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { checkMaintenanceReminders } from './maintenance.reminders.ts';

let t: TestApp;
let owner: TestUser;
const garageIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  for (const [vehicleType, carBrand, carModel] of [['car', 'Toyota', 'Corolla'], ['motorcycle', 'Honda', 'CBR500R']] as const) {
    const res = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: carModel, vehicleType, carBrand, carModel, carYear: 2021 } });
    expect(res.statusCode, res.body).toBe(201);
    garageIds.push(res.json().id as string);
  }
  const written = await t.app.deps.db.transaction((tx) =>
    seedMaintenance(tx, garageIds.map((garageId, i) => ({ ownerId: owner.id, garageId, vehicleType: i === 0 ? 'car' : 'motorcycle' }))),
  );
  expect(written.items).toBe(12);
});
afterAll(async () => {
  await t.close();
});

describe('seedMaintenance', () => {
  it.each([0, 1])('garage %i has items in every state, an odometer and a history', async (index) => {
    const overview = (await as(t.app, owner, { method: 'GET', url: `/api/maintenance?garageId=${garageIds[index]}` })).json() as MaintenanceOverview;
    expect(overview.summary.overdue).toBeGreaterThan(0);
    expect(overview.summary.due).toBeGreaterThan(0);
    expect(overview.summary.upcoming).toBeGreaterThan(0);
    expect(overview.summary.completed).toBe(1);
    expect(overview.garages.find((g) => g.id === garageIds[index])!.odometerKm).toBeGreaterThan(0);
    // Due by km too.
    expect(overview.items.some((i) => i.status === 'due' && i.remainingDays === null && i.remainingKm !== null)).toBe(true);
    const logs = (await as(t.app, owner, { method: 'GET', url: `/api/maintenance/garages/${garageIds[index]}/logs?limit=50` })).json();
    expect(logs.items.length).toBeGreaterThanOrEqual(6);
  });

  it('leaves nothing to remind', async () => {
    expect(await checkMaintenanceReminders(t.app.deps.db)).toEqual([]);
  });
});
