/**
 * Writes of the maintenance tracker (docs/api.md "Maintenance tracker"): items
 * (create, edit, delete), completions (a log row + the next schedule) and a garage's odometer.
 * Owner only: another member's garage or item answers 404 (GARAGE_NOT_FOUND /
 * MAINTENANCE_ITEM_NOT_FOUND), exactly like a missing one. Each write is one transaction; the
 * reminder check and jobs follow the commit (maintenance.reminders.ts `afterMaintenanceChange`).
 *
 * "Today" is the calendar date in Europe/Istanbul (`istanbulToday`), passed in so tests can fix it.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  MAINTENANCE_ITEMS_PER_GARAGE_MAX,
  nextMaintenanceSchedule,
  type MaintenanceCompletionInput,
  type MaintenanceItemValues,
  type MaintenanceOdometerInput,
} from '@garaj/shared';
import type { z } from 'zod';
import type { maintenanceCompletionInput } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { garages, maintenanceItems, maintenanceLogs } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { selectItem, selectMyGarage, countGarageItems, type GarageRow, type ItemRow, type LogRow } from './maintenance.queries.ts';

type CompletionValues = z.output<typeof maintenanceCompletionInput>;
export type { MaintenanceCompletionInput };

/** The stored schedule an input gives, or the field errors. */
interface Schedule {
  lastServiceKm: number | null;
  nextDueOn: string | null;
  nextDueKm: number | null;
}

/**
 * The schedule of an item input on `today` with the garage's odometer (see
 * `maintenanceItemInput`). `allowNone`: an edit of a completed item may keep nothing scheduled.
 * @throws 400 VALIDATION_FAILED with fields (REQUIRED, DATE_IN_FUTURE), 400 MAINTENANCE_SCHEDULE_REQUIRED
 */
export function scheduleOf(values: MaintenanceItemValues, odometerKm: number | null, today: string, allowNone: boolean): Schedule {
  const fields: Record<string, string> = {};
  if (values.lastServiceOn && values.lastServiceOn > today) fields.lastServiceOn = 'DATE_IN_FUTURE';
  if (values.intervalDays !== null && !values.lastServiceOn && !values.dueOn) fields.lastServiceOn = 'REQUIRED';
  const lastServiceKm = values.lastServiceKm ?? (values.intervalKm !== null ? odometerKm : null);
  if (values.intervalKm !== null && lastServiceKm === null && values.dueKm === null) fields.lastServiceKm = 'REQUIRED';
  if (Object.keys(fields).length) throw badRequest('VALIDATION_FAILED', fields);
  const computed = nextMaintenanceSchedule({ lastServiceOn: values.lastServiceOn, lastServiceKm, intervalDays: values.intervalDays, intervalKm: values.intervalKm });
  const nextDueOn = values.dueOn ?? computed.nextDueOn;
  const nextDueKm = values.dueKm ?? computed.nextDueKm;
  if (nextDueOn === null && nextDueKm === null && !allowNone) throw badRequest('MAINTENANCE_SCHEDULE_REQUIRED');
  return { lastServiceKm, nextDueOn, nextDueKm };
}

async function myGarageOr404(tx: Db, viewer: Viewer, garageId: string): Promise<GarageRow> {
  const garage = await selectMyGarage(tx, viewer.id, garageId, true);
  if (!garage) throw notFound('GARAGE_NOT_FOUND');
  return garage;
}

/** Raises the garage's odometer to `km` when that is higher (never lowers it). */
async function raiseOdometer(tx: Db, garageId: string, km: number | null): Promise<void> {
  if (km === null) return;
  await tx
    .update(garages)
    .set({ odometerKm: sql`greatest(coalesce(${garages.odometerKm}, 0), ${km})` })
    .where(eq(garages.id, garageId));
}

/**
 * POST /api/maintenance/items — stores an item in one of the member's garages with its next due
 * computed here; returns its id.
 * @throws 404 GARAGE_NOT_FOUND, 409 MAINTENANCE_ITEM_LIMIT, 400 (see {@link scheduleOf})
 */
export function createItem(db: Db, viewer: Viewer, values: MaintenanceItemValues, today: string): Promise<string> {
  return db.transaction(async (tx) => {
    const garage = await myGarageOr404(tx, viewer, values.garageId);
    if ((await countGarageItems(tx, garage.id)) >= MAINTENANCE_ITEMS_PER_GARAGE_MAX) throw conflict('MAINTENANCE_ITEM_LIMIT');
    const schedule = scheduleOf(values, garage.odometerKm, today, false);
    const [row] = await tx
      .insert(maintenanceItems)
      .values({
        garageId: garage.id,
        userId: viewer.id,
        ...itemFields(values),
        ...schedule,
      })
      .returning({ id: maintenanceItems.id });
    await raiseOdometer(tx, garage.id, schedule.lastServiceKm);
    return row!.id;
  });
}

/** The columns an item takes from the member's input as they are (the schedule is computed). */
function itemFields(values: MaintenanceItemValues) {
  const { title, category, notes, intervalDays, intervalKm, lastServiceOn, cost } = values;
  return { title, category, notes, intervalDays, intervalKm, lastServiceOn, cost };
}

/**
 * PUT /api/maintenance/items/:id — replaces the item's fields (it may move to another of the
 * member's garages); the schedule is computed again from the input. Returns the garage ids touched.
 * @throws 404 MAINTENANCE_ITEM_NOT_FOUND / GARAGE_NOT_FOUND, 409 MAINTENANCE_ITEM_LIMIT, 400 (see {@link scheduleOf})
 */
export function updateItem(db: Db, viewer: Viewer, id: string, values: MaintenanceItemValues, today: string): Promise<{ garageId: string; previousGarageId: string }> {
  return db.transaction(async (tx) => {
    const item = await selectItem(tx, viewer.id, id, true);
    if (!item) throw notFound('MAINTENANCE_ITEM_NOT_FOUND');
    const garage = await myGarageOr404(tx, viewer, values.garageId);
    if (garage.id !== item.garageId && (await countGarageItems(tx, garage.id)) >= MAINTENANCE_ITEMS_PER_GARAGE_MAX) throw conflict('MAINTENANCE_ITEM_LIMIT');
    const completed = item.nextDueOn === null && item.nextDueKm === null;
    const schedule = scheduleOf(values, garage.odometerKm, today, completed);
    await tx
      .update(maintenanceItems)
      .set({
        garageId: garage.id,
        ...itemFields(values),
        ...schedule,
        updatedAt: new Date(),
      })
      .where(eq(maintenanceItems.id, id));
    await raiseOdometer(tx, garage.id, schedule.lastServiceKm);
    return { garageId: garage.id, previousGarageId: item.garageId };
  });
}

/**
 * DELETE /api/maintenance/items/:id — the item and its reminders go; its history rows stay
 * (title and category were copied into them).
 * @throws 404 MAINTENANCE_ITEM_NOT_FOUND
 */
export async function deleteItem(db: Db, viewer: Viewer, id: string): Promise<void> {
  const rows = await db
    .delete(maintenanceItems)
    .where(and(eq(maintenanceItems.id, id), eq(maintenanceItems.userId, viewer.id)))
    .returning({ id: maintenanceItems.id });
  if (!rows.length) throw notFound('MAINTENANCE_ITEM_NOT_FOUND');
}

/**
 * POST /api/maintenance/items/:id/completions — in one transaction: a `maintenance_logs` row
 * (cost: the given one, else the item's expected cost), the item's last service set to this one
 * and its schedule moved by the interval (a one-off item: nothing scheduled → 'completed'), and the
 * garage's odometer raised to `odometerKm` when higher. The km base is `odometerKm`, else the
 * garage's odometer.
 * @throws 404 MAINTENANCE_ITEM_NOT_FOUND, 400 VALIDATION_FAILED (servicedOn DATE_IN_FUTURE; odometerKm
 * REQUIRED for a km interval when no odometer is known)
 */
export function completeItem(db: Db, viewer: Viewer, id: string, values: CompletionValues, today: string): Promise<{ item: ItemRow; log: LogRow }> {
  return db.transaction(async (tx) => {
    const item = await selectItem(tx, viewer.id, id, true);
    if (!item) throw notFound('MAINTENANCE_ITEM_NOT_FOUND');
    if (values.servicedOn > today) throw badRequest('VALIDATION_FAILED', { servicedOn: 'DATE_IN_FUTURE' });
    const baseKm = values.odometerKm ?? item.odometerKm;
    if (item.intervalKm !== null && baseKm === null) throw badRequest('VALIDATION_FAILED', { odometerKm: 'REQUIRED' });
    const next = nextMaintenanceSchedule({ lastServiceOn: values.servicedOn, lastServiceKm: baseKm, intervalDays: item.intervalDays, intervalKm: item.intervalKm });
    const [log] = await tx
      .insert(maintenanceLogs)
      .values({
        garageId: item.garageId,
        userId: viewer.id,
        itemId: item.id,
        title: item.title,
        category: item.category,
        servicedOn: values.servicedOn,
        odometerKm: values.odometerKm,
        cost: values.cost ?? item.cost,
        notes: values.notes,
      })
      .returning();
    await tx
      .update(maintenanceItems)
      .set({ lastServiceOn: values.servicedOn, lastServiceKm: baseKm, nextDueOn: next.nextDueOn, nextDueKm: next.nextDueKm, updatedAt: new Date() })
      .where(eq(maintenanceItems.id, item.id));
    await raiseOdometer(tx, item.garageId, values.odometerKm);
    const updated = await selectItem(tx, viewer.id, id);
    return { item: updated!, log: log! };
  });
}

/**
 * PUT /api/maintenance/garages/:id/odometer — sets the garage's current odometer. A lower reading
 * than the stored one is refused unless `allowDecrease` (a typo being corrected): the odometer is
 * never lowered silently.
 * @throws 404 GARAGE_NOT_FOUND, 409 MAINTENANCE_ODOMETER_LOWER
 */
export function updateOdometer(db: Db, viewer: Viewer, garageId: string, input: MaintenanceOdometerInput): Promise<GarageRow> {
  return db.transaction(async (tx) => {
    const garage = await myGarageOr404(tx, viewer, garageId);
    if (garage.odometerKm !== null && input.odometerKm < garage.odometerKm && !input.allowDecrease) {
      throw new AppError(409, 'MAINTENANCE_ODOMETER_LOWER', { odometerKm: 'MAINTENANCE_ODOMETER_LOWER' });
    }
    await tx.update(garages).set({ odometerKm: input.odometerKm }).where(eq(garages.id, garageId));
    return { ...garage, odometerKm: input.odometerKm };
  });
}
