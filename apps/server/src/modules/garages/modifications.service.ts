/**
 * The modifications list of a garage (the Modifications tab: title, category,
 * brand/part, cost in whole TL, installation date, note, and the build log's fields: odometer,
 * who fitted it, legality category, figures before and after, dyno sheet). Only the garage's
 * owner writes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garages, modifications } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { invalidateGarageLists } from './garages.cache.ts';
import type { ModificationRow } from './garages.presenter.ts';
import { assertGarageOwner } from './garages.service.ts';
import { claimDynoSheet, modificationValues, withDynoSheets, type ModificationData } from './build-log.ts';

export type { ModificationData };

/** The written row with its dyno sheet, as the answer shows it. */
const withDynoSheet = async (db: Db, row: ModificationRow) => (await withDynoSheets(db, [row]))[0]!;

const touchGarage = (tx: Db, garageId: string) =>
  tx.update(garages).set({ updatedAt: sql`now()` }).where(eq(garages.id, garageId));

/**
 * Loads a modification and checks the viewer owns its garage.
 * @throws 404 MODIFICATION_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
async function ownedModification(tx: Db, id: string, viewer: Viewer): Promise<{ garageId: string }> {
  const [row] = await tx
    .select({ garageId: modifications.garageId, ownerId: garages.userId })
    .from(modifications)
    .innerJoin(garages, eq(garages.id, modifications.garageId))
    .where(eq(modifications.id, id))
    .limit(1);
  if (!row) throw notFound('MODIFICATION_NOT_FOUND');
  if (row.ownerId !== viewer.id) throw forbidden('GARAGE_FORBIDDEN');
  return { garageId: row.garageId };
}

/**
 * POST /api/garages/:id/modifications.
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN, 400 DOCUMENT_NOT_FOUND (field `dynoSheetId`:
 *   not a dyno sheet the viewer uploaded)
 */
export async function createModification(db: Db, viewer: Viewer, garageId: string, data: ModificationData): Promise<ModificationRow> {
  const row = await db.transaction(async (tx) => {
    await assertGarageOwner(tx, garageId, viewer);
    await claimDynoSheet(tx, viewer.id, data.dynoSheetId);
    const [inserted] = await tx.insert(modifications).values({ garageId, ...modificationValues(data) }).returning();
    await touchGarage(tx, garageId);
    await emitDomainEvent(tx, { type: 'modification.created', actorId: viewer.id, garageId, modificationId: inserted!.id });
    return inserted!;
  });
  invalidateGarageLists(db);
  return withDynoSheet(db, row);
}

/**
 * PUT /api/modifications/:id — replaces every field.
 * @throws 404 MODIFICATION_NOT_FOUND, 403 GARAGE_FORBIDDEN, 400 DOCUMENT_NOT_FOUND (field `dynoSheetId`)
 */
export async function updateModification(db: Db, viewer: Viewer, id: string, data: ModificationData): Promise<ModificationRow> {
  const row = await db.transaction(async (tx) => {
    const { garageId } = await ownedModification(tx, id, viewer);
    await claimDynoSheet(tx, viewer.id, data.dynoSheetId);
    const [updated] = await tx.update(modifications).set(modificationValues(data)).where(eq(modifications.id, id)).returning();
    await touchGarage(tx, garageId);
    await emitDomainEvent(tx, { type: 'garage.updated', actorId: viewer.id, garageId });
    return updated!;
  });
  invalidateGarageLists(db);
  return withDynoSheet(db, row);
}

/**
 * DELETE /api/modifications/:id.
 * @throws 404 MODIFICATION_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
export async function deleteModification(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { garageId } = await ownedModification(tx, id, viewer);
    await tx.delete(modifications).where(eq(modifications.id, id));
    await touchGarage(tx, garageId);
    await emitDomainEvent(tx, { type: 'modification.deleted', actorId: viewer.id, garageId });
  });
  invalidateGarageLists(db);
}
