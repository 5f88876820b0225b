/**
 * Counted reactions to a garage: likes (one row per member and garage, `likes_count` kept in
 * the same transaction), favorites and views (at most one per visitor
 * per garage per UTC day). docs/product.md, "Counts are facts".
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type FavoriteState, type LikeState, type MemberOverlay } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { favorites, garageLikes, garageViews, garages } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { invalidateGarageLists, invalidateViewerFlags } from './garages.cache.ts';
import { GARAGE_COLUMNS, isoUtc, selectGarageRows, viewerOverlay, withViewerFlags } from './garages.queries.ts';
import { decodeKeyset, encodeKeyset, pageOf } from '../../db/pagination.ts';
import type { GaragePage } from './garages.service.ts';

/** Drops cached list pages when a counter changed (after commit) and strips the flag. */
function settle(db: Db, { changed, ...state }: LikeState & { changed: boolean }): LikeState {
  if (changed) invalidateGarageLists(db);
  return state;
}

async function currentCounts(tx: Db, garageId: string) {
  const [row] = await tx
    .select({ likesCount: garages.likesCount, viewsCount: garages.viewsCount, ownerId: garages.userId })
    .from(garages)
    .where(eq(garages.id, garageId))
    .limit(1);
  if (!row) throw notFound('GARAGE_NOT_FOUND');
  return row;
}

/**
 * PUT /api/garages/:id/like — idempotent: the count rises only when a like row was inserted.
 * Owners cannot like their own garage (likes are other members' votes; the web app hides the
 * toggle from owners); unliking stays allowed.
 * @throws 404 GARAGE_NOT_FOUND, 403 OWN_GARAGE_LIKE
 */
export async function likeGarage(db: Db, userId: string, garageId: string): Promise<LikeState> {
  const state = await db.transaction(async (tx): Promise<LikeState & { changed: boolean }> => {
    const current = await currentCounts(tx, garageId);
    if (current.ownerId === userId) throw forbidden('OWN_GARAGE_LIKE');
    const inserted = await tx.insert(garageLikes).values({ userId, garageId }).onConflictDoNothing().returning({ g: garageLikes.garageId });
    if (!inserted.length) return { liked: true, likesCount: current.likesCount, changed: false };
    const [row] = await tx
      .update(garages)
      .set({ likesCount: sql`${garages.likesCount} + 1` })
      .where(eq(garages.id, garageId))
      .returning({ likesCount: garages.likesCount });
    await emitDomainEvent(tx, { type: 'garage.liked', actorId: userId, garageId, ownerId: current.ownerId });
    return { liked: true, likesCount: row!.likesCount, changed: true };
  });
  return settle(db, state);
}

/**
 * DELETE /api/garages/:id/like — idempotent: the count falls only when a like row was deleted,
 * and never below 0.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function unlikeGarage(db: Db, userId: string, garageId: string): Promise<LikeState> {
  const state = await db.transaction(async (tx): Promise<LikeState & { changed: boolean }> => {
    const current = await currentCounts(tx, garageId);
    const deleted = await tx
      .delete(garageLikes)
      .where(and(eq(garageLikes.userId, userId), eq(garageLikes.garageId, garageId)))
      .returning({ g: garageLikes.garageId });
    if (!deleted.length) return { liked: false, likesCount: current.likesCount, changed: false };
    const [row] = await tx
      .update(garages)
      .set({ likesCount: sql`greatest(${garages.likesCount} - 1, 0)` })
      .where(eq(garages.id, garageId))
      .returning({ likesCount: garages.likesCount });
    await emitDomainEvent(tx, { type: 'garage.unliked', actorId: userId, garageId, ownerId: current.ownerId });
    return { liked: false, likesCount: row!.likesCount, changed: true };
  });
  return settle(db, state);
}

/** PUT /api/garages/:id/favorite — idempotent. @throws 404 GARAGE_NOT_FOUND */
export async function favoriteGarage(db: Db, userId: string, garageId: string): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    const { ownerId } = await currentCounts(tx, garageId);
    const inserted = await tx.insert(favorites).values({ userId, garageId }).onConflictDoNothing().returning({ g: favorites.garageId });
    if (inserted.length) await emitDomainEvent(tx, { type: 'garage.favorited', actorId: userId, garageId, ownerId });
  });
  invalidateViewerFlags(db, userId);
  return { favorited: true };
}

/** DELETE /api/garages/:id/favorite — idempotent. @throws 404 GARAGE_NOT_FOUND */
export async function unfavoriteGarage(db: Db, userId: string, garageId: string): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    await currentCounts(tx, garageId);
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.garageId, garageId)));
  });
  invalidateViewerFlags(db, userId);
  return { favorited: false };
}

/**
 * GET /api/me/favorites — the member's favorited garages, most recently favorited first,
 * keyset paged on (favorite time, favorite id). Cards carry the real owner.
 * @throws 400 VALIDATION_FAILED for a malformed cursor.
 */
export async function favoritePage(db: Db, userId: string, page: { cursor?: string; limit?: number }): Promise<GaragePage> {
  const cursor = decodeKeyset(page.cursor, 'favorites', ['time'], 'uuid');
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const after = cursor ? sql`and (f.created_at, f.id) < (${cursor.values[0]}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const inner = sql`
    select ${GARAGE_COLUMNS}, f.created_at as fav_at, f.id as fav_id, ${isoUtc(sql`f.created_at`)} as fav_iso
    from favorites f join garages g on g.id = f.garage_id
    where f.user_id = ${userId} ${after}
    order by f.created_at desc nulls last, f.id desc nulls last
    limit ${limit + 1}`;
  const rows = await selectGarageRows(db, inner, sql`pg.fav_at desc nulls last, pg.fav_id desc nulls last`);
  const result = pageOf(rows, limit, (r) => encodeKeyset('favorites', [r.favoriteKey!.at], r.favoriteKey!.id));
  return { rows: await withViewerFlags(db, result.rows, userId), nextCursor: result.nextCursor };
}

/**
 * GET /api/me/overlay — which of `garageIds` (at most MAX_OVERLAY_IDS, validated by the route)
 * member `userId` likes and favorites, in the order asked: one indexed query, or the member's
 * flags kept in memory under the request's flags version `stamp` (garages.cache.ts). Ids of
 * garages that do not exist are simply not in the lists.
 */
export async function memberOverlay(db: Db, userId: string, garageIds: string[], stamp?: string): Promise<MemberOverlay> {
  if (garageIds.length === 0) return emptyOverlay();
  const { liked, favorited } = await viewerOverlay(db, userId, garageIds, stamp);
  return { garages: { liked: garageIds.filter((id) => liked.has(id)), favorited: garageIds.filter((id) => favorited.has(id)) } };
}

/** The overlay of a visitor: no flags. */
export const emptyOverlay = (): MemberOverlay => ({ garages: { liked: [], favorited: [] } });

/** Today's date in UTC, `YYYY-MM-DD` (the view de-duplication day). */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * POST /api/garages/:id/views — counts a view at most once per visitor per garage per UTC day
 * (docs/product.md, Views). A visitor is known by one or more keys (lib/visitor.ts: `u:<member
 * id>`, or an anonymous visitor's address and cookie keys); the view counts only when none of
 * them was counted for this garage that day, and all of them are recorded either way.
 * Deliberately no cache invalidation: views are the most frequent write, so cached pages
 * (garages.cache.ts) may show a views count up to one TTL old; this answer has the fresh one.
 * @throws 404 GARAGE_NOT_FOUND
 */
export function countView(db: Db, garageId: string, visitorKeys: string | readonly string[], day = utcDay()): Promise<{ viewsCount: number; counted: boolean }> {
  const keys = [...new Set(typeof visitorKeys === 'string' ? [visitorKeys] : visitorKeys)];
  return db.transaction(async (tx) => {
    const current = await currentCounts(tx, garageId);
    const inserted = await tx
      .insert(garageViews)
      .values(keys.map((visitorKey) => ({ garageId, visitorKey, day })))
      .onConflictDoNothing()
      .returning({ g: garageViews.garageId });
    if (inserted.length < keys.length) return { viewsCount: current.viewsCount, counted: false };
    const [row] = await tx
      .update(garages)
      .set({ viewsCount: sql`${garages.viewsCount} + 1` })
      .where(eq(garages.id, garageId))
      .returning({ viewsCount: garages.viewsCount });
    await emitDomainEvent(tx, { type: 'garage.viewed', garageId, ownerId: current.ownerId, viewsCount: row!.viewsCount });
    return { viewsCount: row!.viewsCount, counted: true };
  });
}
