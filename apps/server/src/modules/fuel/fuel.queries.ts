/**
 * Reads of the fuel log and cost entries. Every query of a member's rows filters on the owner
 * (`user_id`) or on a garage already checked as the member's, so another member's garage,
 * fill-up or entry is simply not found. Lists are keyset pages on the (garage, date, …, id)
 * indexes; the whole chain of one garage is read only where the arithmetic needs it (bounded by
 * FUEL_FILL_UPS_PER_GARAGE_MAX).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { decodeKeyset, encodeKeyset, pageOf } from '../../db/pagination.ts';
import { fuelFillUps, garageCostSettings, garages, vehicleCosts } from '../../db/schema/index.ts';

/** A garage of the member with its fuel type and cost setting. */
export interface FuelGarageRow {
  id: string;
  name: string;
  carBrand: string;
  carModel: string;
  carYear: number | null;
  vehicleType: 'car' | 'motorcycle';
  fuelType: string | null;
  showCosts: boolean;
}
export type FillUpRow = typeof fuelFillUps.$inferSelect;
export type CostRow = typeof vehicleCosts.$inferSelect;

const garageColumns = {
  id: garages.id,
  name: garages.name,
  carBrand: garages.carBrand,
  carModel: garages.carModel,
  carYear: garages.carYear,
  vehicleType: garages.vehicleType,
  fuelType: garages.fuelType,
  showCosts: sql<boolean>`coalesce(${garageCostSettings.showCosts}, false)`,
};

/** The member's garages, oldest first (the picker's order). */
export function selectMyGarages(db: Db, userId: string): Promise<FuelGarageRow[]> {
  return db
    .select(garageColumns)
    .from(garages)
    .leftJoin(garageCostSettings, eq(garageCostSettings.garageId, garages.id))
    .where(eq(garages.userId, userId))
    .orderBy(asc(garages.createdAt), asc(garages.id));
}

/**
 * One of the member's garages, or undefined. `forUpdate` locks the garage row, so the writes of
 * one garage's log (limits, the odometer order) run one after another.
 */
export async function selectMyGarage(db: Db, userId: string, garageId: string, forUpdate = false): Promise<FuelGarageRow | undefined> {
  const query = db
    .select(garageColumns)
    .from(garages)
    .leftJoin(garageCostSettings, eq(garageCostSettings.garageId, garages.id))
    .where(and(eq(garages.id, garageId), eq(garages.userId, userId)));
  const [row] = forUpdate ? await query.for('update', { of: garages }) : await query;
  return row;
}

/** One of the member's fill-ups, or undefined. */
export async function selectFillUp(db: Db, userId: string, id: string): Promise<FillUpRow | undefined> {
  const [row] = await db.select().from(fuelFillUps).where(and(eq(fuelFillUps.id, id), eq(fuelFillUps.userId, userId)));
  return row;
}

/** One of the member's cost entries, or undefined. */
export async function selectCostEntry(db: Db, userId: string, id: string): Promise<CostRow | undefined> {
  const [row] = await db.select().from(vehicleCosts).where(and(eq(vehicleCosts.id, id), eq(vehicleCosts.userId, userId)));
  return row;
}

/** How many fill-ups a garage holds. */
export async function countFillUps(db: Db, garageId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(fuelFillUps).where(eq(fuelFillUps.garageId, garageId));
  return Number(row?.n ?? 0);
}

/** How many cost entries a garage holds. */
export async function countCostEntries(db: Db, garageId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vehicleCosts).where(eq(vehicleCosts.garageId, garageId));
  return Number(row?.n ?? 0);
}

/**
 * Whether a reading of `odometerKm` on `filledOn` would run the garage's odometer backwards: an
 * older fill-up (other than `exceptId`) with a higher reading, or a newer one with a lower one.
 */
export async function breaksOdometerOrder(db: Db, garageId: string, filledOn: string, odometerKm: number, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: fuelFillUps.id })
    .from(fuelFillUps)
    .where(
      and(
        eq(fuelFillUps.garageId, garageId),
        exceptId ? sql`${fuelFillUps.id} <> ${exceptId}::uuid` : undefined,
        sql`((${fuelFillUps.filledOn} < ${filledOn}::date and ${fuelFillUps.odometerKm} > ${odometerKm}) or (${fuelFillUps.filledOn} > ${filledOn}::date and ${fuelFillUps.odometerKm} < ${odometerKm}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A position in chain order. */
export interface ChainPosition {
  filledOn: string;
  odometerKm: number;
  id: string;
}

const chainOrder = sql`(${fuelFillUps.filledOn}, ${fuelFillUps.odometerKm}, ${fuelFillUps.id})`;
const positionOf = (p: ChainPosition) => sql`(${p.filledOn}::date, ${p.odometerKm}::int, ${p.id}::uuid)`;

/**
 * One page of a garage's fill-ups, newest first (chain order reversed), after the page cursor
 * `rawCursor` (`[filledOn, odometerKm, id]`).
 * @throws 400 VALIDATION_FAILED (field `cursor`) when the cursor is malformed
 */
export async function selectFillUpPage(db: Db, garageId: string, limit: number, rawCursor: string | undefined): Promise<{ rows: FillUpRow[]; nextCursor: string | null }> {
  const after = decodeKeyset(rawCursor, null, ['date', 'int'], 'uuid');
  const rows = await db
    .select()
    .from(fuelFillUps)
    .where(
      and(
        eq(fuelFillUps.garageId, garageId),
        after ? sql`${chainOrder} < ${positionOf({ filledOn: after.values[0] as string, odometerKm: after.values[1] as number, id: after.id })}` : undefined,
      ),
    )
    .orderBy(desc(fuelFillUps.filledOn), desc(fuelFillUps.odometerKm), desc(fuelFillUps.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (last) => encodeKeyset(null, [last.filledOn, last.odometerKm], last.id));
}

/**
 * The fill-ups before `position` that the chain needs to know what happens at it, oldest first:
 * from the last full fill-up before it (a full tank fixes the chain's state on its own) — or,
 * without one, every earlier fill-up.
 */
export function selectChainContext(db: Db, garageId: string, position: ChainPosition): Promise<FillUpRow[]> {
  const before = sql`${chainOrder} < ${positionOf(position)}`;
  const anchor = sql`(select ${fuelFillUps.filledOn}, ${fuelFillUps.odometerKm}, ${fuelFillUps.id} from ${fuelFillUps}
    where ${fuelFillUps.garageId} = ${garageId}::uuid and ${fuelFillUps.isFull} and ${before}
    order by ${fuelFillUps.filledOn} desc, ${fuelFillUps.odometerKm} desc, ${fuelFillUps.id} desc limit 1)`;
  return db
    .select()
    .from(fuelFillUps)
    .where(and(eq(fuelFillUps.garageId, garageId), before, sql`(not exists ${anchor} or ${chainOrder} >= ${anchor})`))
    .orderBy(asc(fuelFillUps.filledOn), asc(fuelFillUps.odometerKm), asc(fuelFillUps.id));
}

/** Every fill-up of a garage in chain order (dated before `until`, `YYYY-MM-DD`, when given). */
export function selectChain(db: Db, garageId: string, until?: string): Promise<FillUpRow[]> {
  return db
    .select()
    .from(fuelFillUps)
    .where(and(eq(fuelFillUps.garageId, garageId), until ? sql`${fuelFillUps.filledOn} < ${until}::date` : undefined))
    .orderBy(asc(fuelFillUps.filledOn), asc(fuelFillUps.odometerKm), asc(fuelFillUps.id));
}

/**
 * One page of a garage's cost entries, newest first, after the page cursor `rawCursor`
 * (`[spentOn, id]`).
 * @throws 400 VALIDATION_FAILED (field `cursor`) when the cursor is malformed
 */
export async function selectCostPage(db: Db, garageId: string, limit: number, rawCursor: string | undefined): Promise<{ rows: CostRow[]; nextCursor: string | null }> {
  const after = decodeKeyset(rawCursor, null, ['date'], 'uuid');
  const rows = await db
    .select()
    .from(vehicleCosts)
    .where(and(eq(vehicleCosts.garageId, garageId), after ? sql`(${vehicleCosts.spentOn}, ${vehicleCosts.id}) < (${after.values[0]}::date, ${after.id}::uuid)` : undefined))
    .orderBy(desc(vehicleCosts.spentOn), desc(vehicleCosts.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (last) => encodeKeyset(null, [last.spentOn], last.id));
}
