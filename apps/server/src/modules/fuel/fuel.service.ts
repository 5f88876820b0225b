/**
 * Writes of the fuel log and cost entries (docs/api.md "Fuel log and costs"): fill-ups and cost
 * entries (create, edit, delete) and a garage's cost setting. Owner only: another member's
 * garage, fill-up or entry answers 404 (GARAGE_NOT_FOUND / FUEL_FILL_UP_NOT_FOUND /
 * COST_ENTRY_NOT_FOUND), exactly like a missing one. Each write is one transaction that first
 * locks the garage row, so the per-garage limits and the odometer order hold under concurrent
 * writes. "Today" is the calendar date in Europe/Istanbul, passed in so tests can fix it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { COST_ENTRIES_PER_GARAGE_MAX, FUEL_FILL_UPS_PER_GARAGE_MAX, kurusOf, type CostEntryValues, type FillUpValues } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { fuelFillUps, garageCostSettings, garages, vehicleCosts } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { breaksOdometerOrder, countCostEntries, countFillUps, selectCostEntry, selectFillUp, selectMyGarage, type FuelGarageRow } from './fuel.queries.ts';

/**
 * The member's garage, locked for the rest of the transaction.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function lockMyGarage(tx: Db, viewer: Viewer, garageId: string): Promise<FuelGarageRow> {
  const garage = await selectMyGarage(tx, viewer.id, garageId, true);
  if (!garage) throw notFound('GARAGE_NOT_FOUND');
  return garage;
}

/**
 * Raises the garage's odometer (the maintenance tracker's reading) to `km` when that is higher;
 * never lowers it.
 */
export async function raiseGarageOdometer(tx: Db, garageId: string, km: number): Promise<void> {
  await tx
    .update(garages)
    .set({ odometerKm: sql`greatest(coalesce(${garages.odometerKm}, 0), ${km}::int)` })
    .where(eq(garages.id, garageId));
}

/** @throws 400 VALIDATION_FAILED `{ [field]: 'DATE_IN_FUTURE' }` for a date after `today` */
function notInFuture(field: string, date: string, today: string): void {
  if (date > today) throw badRequest('VALIDATION_FAILED', { [field]: 'DATE_IN_FUTURE' });
}

/** @throws 400 FUEL_ODOMETER_ORDER `{ odometerKm }` when the reading would run the odometer backwards */
async function checkOdometerOrder(tx: Db, garageId: string, values: FillUpValues, exceptId: string | null): Promise<void> {
  if (await breaksOdometerOrder(tx, garageId, values.filledOn, values.odometerKm, exceptId)) {
    throw badRequest('FUEL_ODOMETER_ORDER', { odometerKm: 'FUEL_ODOMETER_ORDER' });
  }
}

const fillUpColumns = (values: FillUpValues) => ({
  filledOn: values.filledOn,
  odometerKm: values.odometerKm,
  quantity: values.quantity,
  totalKurus: kurusOf(values.totalTl),
  isFull: values.isFull,
  missedPrevious: values.missedPrevious,
  station: values.station,
  notes: values.notes,
});

/**
 * POST /api/fuel/garages/:id/fill-ups — stores a fill-up; returns its id. A reading above the
 * garage's odometer raises it.
 * @throws 404 GARAGE_NOT_FOUND, 409 FUEL_LOG_LIMIT, 400 VALIDATION_FAILED (filledOn DATE_IN_FUTURE), 400 FUEL_ODOMETER_ORDER
 */
export function createFillUp(db: Db, viewer: Viewer, garageId: string, values: FillUpValues, today: string): Promise<string> {
  return db.transaction(async (tx) => {
    const garage = await lockMyGarage(tx, viewer, garageId);
    notInFuture('filledOn', values.filledOn, today);
    if ((await countFillUps(tx, garage.id)) >= FUEL_FILL_UPS_PER_GARAGE_MAX) throw conflict('FUEL_LOG_LIMIT');
    await checkOdometerOrder(tx, garage.id, values, null);
    const [row] = await tx
      .insert(fuelFillUps)
      .values({ garageId: garage.id, userId: viewer.id, ...fillUpColumns(values) })
      .returning({ id: fuelFillUps.id });
    await raiseGarageOdometer(tx, garage.id, values.odometerKm);
    return row!.id;
  });
}

/**
 * PUT /api/fuel/fill-ups/:id — replaces the fill-up's fields; returns its garage id.
 * @throws 404 FUEL_FILL_UP_NOT_FOUND, 400 VALIDATION_FAILED (filledOn DATE_IN_FUTURE), 400 FUEL_ODOMETER_ORDER
 */
export function updateFillUp(db: Db, viewer: Viewer, id: string, values: FillUpValues, today: string): Promise<string> {
  return db.transaction(async (tx) => {
    const existing = await selectFillUp(tx, viewer.id, id);
    if (!existing) throw notFound('FUEL_FILL_UP_NOT_FOUND');
    await lockMyGarage(tx, viewer, existing.garageId);
    notInFuture('filledOn', values.filledOn, today);
    await checkOdometerOrder(tx, existing.garageId, values, id);
    const updated = await tx
      .update(fuelFillUps)
      .set({ ...fillUpColumns(values), updatedAt: new Date() })
      .where(and(eq(fuelFillUps.id, id), eq(fuelFillUps.userId, viewer.id)))
      .returning({ id: fuelFillUps.id });
    if (!updated.length) throw notFound('FUEL_FILL_UP_NOT_FOUND');
    await raiseGarageOdometer(tx, existing.garageId, values.odometerKm);
    return existing.garageId;
  });
}

/**
 * DELETE /api/fuel/fill-ups/:id
 * @throws 404 FUEL_FILL_UP_NOT_FOUND
 */
export async function deleteFillUp(db: Db, viewer: Viewer, id: string): Promise<void> {
  const rows = await db
    .delete(fuelFillUps)
    .where(and(eq(fuelFillUps.id, id), eq(fuelFillUps.userId, viewer.id)))
    .returning({ id: fuelFillUps.id });
  if (!rows.length) throw notFound('FUEL_FILL_UP_NOT_FOUND');
}

const costColumns = (values: CostEntryValues) => ({
  kind: values.kind,
  spentOn: values.spentOn,
  amountKurus: kurusOf(values.amountTl),
  note: values.note,
});

/**
 * POST /api/fuel/garages/:id/costs — stores a cost entry; returns its id.
 * @throws 404 GARAGE_NOT_FOUND, 409 COST_ENTRY_LIMIT, 400 VALIDATION_FAILED (spentOn DATE_IN_FUTURE)
 */
export function createCostEntry(db: Db, viewer: Viewer, garageId: string, values: CostEntryValues, today: string): Promise<string> {
  return db.transaction(async (tx) => {
    const garage = await lockMyGarage(tx, viewer, garageId);
    notInFuture('spentOn', values.spentOn, today);
    if ((await countCostEntries(tx, garage.id)) >= COST_ENTRIES_PER_GARAGE_MAX) throw conflict('COST_ENTRY_LIMIT');
    const [row] = await tx
      .insert(vehicleCosts)
      .values({ garageId: garage.id, userId: viewer.id, ...costColumns(values) })
      .returning({ id: vehicleCosts.id });
    return row!.id;
  });
}

/**
 * PUT /api/fuel/costs/:id — replaces the entry's fields.
 * @throws 404 COST_ENTRY_NOT_FOUND, 400 VALIDATION_FAILED (spentOn DATE_IN_FUTURE)
 */
export async function updateCostEntry(db: Db, viewer: Viewer, id: string, values: CostEntryValues, today: string): Promise<void> {
  if (!(await selectCostEntry(db, viewer.id, id))) throw notFound('COST_ENTRY_NOT_FOUND');
  notInFuture('spentOn', values.spentOn, today);
  const rows = await db
    .update(vehicleCosts)
    .set({ ...costColumns(values), updatedAt: new Date() })
    .where(and(eq(vehicleCosts.id, id), eq(vehicleCosts.userId, viewer.id)))
    .returning({ id: vehicleCosts.id });
  if (!rows.length) throw notFound('COST_ENTRY_NOT_FOUND');
}

/**
 * DELETE /api/fuel/costs/:id
 * @throws 404 COST_ENTRY_NOT_FOUND
 */
export async function deleteCostEntry(db: Db, viewer: Viewer, id: string): Promise<void> {
  const rows = await db
    .delete(vehicleCosts)
    .where(and(eq(vehicleCosts.id, id), eq(vehicleCosts.userId, viewer.id)))
    .returning({ id: vehicleCosts.id });
  if (!rows.length) throw notFound('COST_ENTRY_NOT_FOUND');
}

/**
 * PUT /api/fuel/garages/:id/settings — turns the public cost summary on or off.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function updateCostSettings(db: Db, viewer: Viewer, garageId: string, showCosts: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMyGarage(tx, viewer, garageId);
    await tx
      .insert(garageCostSettings)
      .values({ garageId, showCosts })
      .onConflictDoUpdate({ target: garageCostSettings.garageId, set: { showCosts, updatedAt: new Date() } });
  });
}
