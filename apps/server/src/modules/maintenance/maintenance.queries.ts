/**
 * Reads of the maintenance tracker. Every query is filtered on the owner
 * (`user_id`), so another member's garage, item or log is simply not found.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceGarage } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { decodeKeyset, encodeKeyset, pageOf, type Keyset } from '../../db/pagination.ts';
import { garages, maintenanceItems, maintenanceLogs } from '../../db/schema/index.ts';

/** A garage of the member, with its odometer. */
export type GarageRow = MaintenanceGarage;

/** An item with its garage's name and odometer. */
export type ItemRow = typeof maintenanceItems.$inferSelect & { garageName: string; odometerKm: number | null };
export type LogRow = typeof maintenanceLogs.$inferSelect;

const garageColumns = {
  id: garages.id,
  name: garages.name,
  carBrand: garages.carBrand,
  carModel: garages.carModel,
  carYear: garages.carYear,
  vehicleType: garages.vehicleType,
  odometerKm: garages.odometerKm,
};

/** The member's garages, oldest first (the picker's order). */
export function selectMyGarages(db: Db, userId: string): Promise<GarageRow[]> {
  return db.select(garageColumns).from(garages).where(eq(garages.userId, userId)).orderBy(asc(garages.createdAt), asc(garages.id));
}

/** One of the member's garages (`forUpdate`: locks the row in a transaction), or undefined. */
export async function selectMyGarage(db: Db, userId: string, garageId: string, forUpdate = false): Promise<GarageRow | undefined> {
  const query = db.select(garageColumns).from(garages).where(and(eq(garages.id, garageId), eq(garages.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The member's items (of one garage when given), with garage name and odometer. */
export function selectItems(db: Db, userId: string, where?: SQL): Promise<ItemRow[]> {
  return db
    .select({ ...tableColumns(), garageName: garages.name, odometerKm: garages.odometerKm })
    .from(maintenanceItems)
    .innerJoin(garages, eq(garages.id, maintenanceItems.garageId))
    .where(and(eq(maintenanceItems.userId, userId), where))
    .orderBy(asc(maintenanceItems.createdAt), asc(maintenanceItems.id));
}

/** One of the member's items, or undefined (`forUpdate` locks it). */
export async function selectItem(db: Db, userId: string, itemId: string, forUpdate = false): Promise<ItemRow | undefined> {
  const query = db
    .select({ ...tableColumns(), garageName: garages.name, odometerKm: garages.odometerKm })
    .from(maintenanceItems)
    .innerJoin(garages, eq(garages.id, maintenanceItems.garageId))
    .where(and(eq(maintenanceItems.id, itemId), eq(maintenanceItems.userId, userId)));
  const [row] = forUpdate ? await query.for('update', { of: maintenanceItems }) : await query;
  return row;
}

function tableColumns() {
  const { id, garageId, userId, title, category, notes, intervalDays, intervalKm, lastServiceOn, lastServiceKm, nextDueOn, nextDueKm, cost, createdAt, updatedAt } =
    maintenanceItems;
  return { id, garageId, userId, title, category, notes, intervalDays, intervalKm, lastServiceOn, lastServiceKm, nextDueOn, nextDueKm, cost, createdAt, updatedAt };
}

/** How many items a garage holds. */
export async function countGarageItems(db: Db, garageId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(maintenanceItems).where(eq(maintenanceItems.garageId, garageId));
  return Number(row?.n ?? 0);
}

/**
 * A garage's service history (the garage must already be checked as the member's), newest
 * service first, up to `limit` rows after the keyset position `after` (serviced_on, id).
 */
export function selectLogs(db: Db, garageId: string, limit: number, after: Keyset | null): Promise<LogRow[]> {
  const position = after ? sql`(${maintenanceLogs.servicedOn}, ${maintenanceLogs.id}) < (${after.values[0]}::date, ${after.id}::uuid)` : undefined;
  return db
    .select()
    .from(maintenanceLogs)
    .where(and(eq(maintenanceLogs.garageId, garageId), position))
    .orderBy(desc(maintenanceLogs.servicedOn), desc(maintenanceLogs.id))
    .limit(limit);
}

/**
 * One page of a garage's service history after the page cursor `rawCursor` (`[servicedOn, id]`).
 * @throws 400 VALIDATION_FAILED (field `cursor`) when the cursor is malformed
 */
export async function selectLogPage(db: Db, garageId: string, limit: number, rawCursor: string | undefined): Promise<{ rows: LogRow[]; nextCursor: string | null }> {
  const rows = await selectLogs(db, garageId, limit + 1, decodeKeyset(rawCursor, null, ['date'], 'uuid'));
  return pageOf(rows, limit, (last) => encodeKeyset(null, [last.servicedOn], last.id));
}
