/**
 * The modifications list of a garage (the Modifications tab: title, category,
 * brand/part, cost in whole TL, installation date, note). Only the garage's owner writes.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { modificationInput } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { garages, modifications } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { invalidateGarageLists } from './garages.cache.ts';
import type { ModificationRow } from './garages.presenter.ts';
import { assertGarageOwner } from './garages.service.ts';

export type ModificationData = z.output<typeof modificationInput>;

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
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
export async function createModification(db: Db, viewer: Viewer, garageId: string, data: ModificationData): Promise<ModificationRow> {
  const row = await db.transaction(async (tx) => {
    await assertGarageOwner(tx, garageId, viewer);
    const [inserted] = await tx.insert(modifications).values({ garageId, ...data }).returning();
    await touchGarage(tx, garageId);
    await emitDomainEvent(tx, { type: 'modification.created', actorId: viewer.id, garageId, modificationId: inserted!.id });
    return inserted!;
  });
  invalidateGarageLists(db);
  return row;
}

/**
 * PUT /api/modifications/:id — replaces every field.
 * @throws 404 MODIFICATION_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
export async function updateModification(db: Db, viewer: Viewer, id: string, data: ModificationData): Promise<ModificationRow> {
  const row = await db.transaction(async (tx) => {
    const { garageId } = await ownedModification(tx, id, viewer);
    const [updated] = await tx.update(modifications).set(data).where(eq(modifications.id, id)).returning();
    await touchGarage(tx, garageId);
    await emitDomainEvent(tx, { type: 'garage.updated', actorId: viewer.id, garageId });
    return updated!;
  });
  invalidateGarageLists(db);
  return row;
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
