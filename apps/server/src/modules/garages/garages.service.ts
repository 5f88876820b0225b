/**
 * Garages: lists, detail, create, update, delete (only the owner edits; a garage has several
 * photos, the first its cover). Knows nothing of HTTP:
 * it throws `AppError`s and returns rows for the presenter.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  FEATURED_GARAGE_COUNT,
  GARAGE_COUNT_CAP,
  MAX_PAGE_SIZE,
  searchTerms,
  usernameKey,
  type GarageData,
  type GarageFilter,
  type GarageSort,
} from '@garaj/shared';
import type { AppDeps } from '../../deps.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { garagePhotos, garages, images, modifications, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { imagePrefix } from '../../lib/image-view.ts';
import type { Viewer } from '../../lib/session.ts';
import type { GarageDetailParts } from './garages.presenter.ts';
import {
  GARAGE_COLUMNS,
  GARAGE_SORT_SQL,
  allOf,
  selectGarageDetail,
  selectGarageRows,
  withViewerFlags,
  type GarageRow,
} from './garages.queries.ts';
import { invalidateGarageLists, listCache } from './garages.cache.ts';
import { decodeKeyset, encodeKeyset, pageOf } from '../../db/pagination.ts';
import { garageSearchText, garageSuggestText } from '../../db/search-text.ts';
import { containsEveryWord, searchColumns } from '../../db/search-match.ts';
import { activeMember, activeMemberRow } from '../../db/visibility.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { lockMemberLimits } from '../premium/index.ts';
import { claimDynoSheet, modificationValues } from './build-log.ts';

export type GarageDeps = Pick<AppDeps, 'db' | 'storage'> & { log?: { warn(obj: object, msg: string): void } };
export interface GaragePage {
  rows: GarageRow[];
  nextCursor: string | null;
  /** How many rows match in all, up to GARAGE_COUNT_CAP (the list's first page only). */
  total?: number;
  /** True when more than GARAGE_COUNT_CAP match (`total` is then the cap). */
  totalCapped?: boolean;
}
export interface ListQuery {
  q?: string;
  sort: GarageSort;
  filter: GarageFilter;
  cursor?: string;
  limit?: number;
}

const NEWEST = GARAGE_SORT_SQL.newest;
const pageSql = (where: ReturnType<typeof allOf>, order: ReturnType<typeof sql>, limit: number) =>
  sql`select ${GARAGE_COLUMNS} from garages g where ${where} order by ${order} limit ${limit}`;

/**
 * GET /api/garages (the garages list, its sorts and filters). Every search term must
 * occur in `search_text` (Turkish fold); keyset pages ordered by the sort, then id.
 * @throws 400 VALIDATION_FAILED for a malformed cursor.
 */
export async function listGarages(db: Db, query: ListQuery, viewerId: string | null, stamp?: string): Promise<GaragePage> {
  const sort = GARAGE_SORT_SQL[query.sort];
  const cursor = decodeKeyset(query.cursor, query.sort, [sort.kind], 'uuid');
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  // Garages of banned members are not listed (db/visibility.ts).
  const conditions = [...containsEveryWord(searchColumns('g'), query.q), activeMemberRow('g', 'user_id')];
  if (query.filter === 'for_sale') conditions.push(sql`g.is_for_sale`);
  if (query.filter === 'modified') conditions.push(sql`g.modification_type is not null`);
  // The total (same search and filter, no cursor) is counted for the first page only, up to the cap.
  const countWhere = cursor ? null : allOf(conditions);
  if (cursor) conditions.push(sort.after(cursor));
  const key = JSON.stringify(['list', query.sort, query.filter, searchTerms(query.q ?? ''), query.cursor ?? '', limit]);
  const page = await listCache(db).get(key, async () => {
    const [rows, total] = await Promise.all([
      selectGarageRows(db, pageSql(allOf(conditions), sort.inner, limit + 1), sort.outer),
      countWhere ? countGarages(db, countWhere) : Promise.resolve(undefined),
    ]);
    const result: GaragePage = pageOf(rows, limit, (r) => encodeKeyset(query.sort, [sort.value(r)], r.id));
    if (total !== undefined) {
      result.total = Math.min(total, GARAGE_COUNT_CAP);
      result.totalCapped = total > GARAGE_COUNT_CAP;
    }
    return result;
  });
  const rows = await withViewerFlags(db, page.rows, viewerId, stamp);
  return page.total === undefined ? { rows, nextCursor: page.nextCursor } : { rows, nextCursor: page.nextCursor, total: page.total, totalCapped: page.totalCapped ?? false };
}

/**
 * How many garages (alias `g`) satisfy `where`, counting at most GARAGE_COUNT_CAP + 1 of them
 * (a result above the cap means "more than the cap"): the work stays bounded however many
 * garages there are.
 */
async function countGarages(db: Db, where: ReturnType<typeof allOf>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from (select 1 from garages g where ${where} limit ${GARAGE_COUNT_CAP + 1}) c`);
  return Number(row?.n ?? 0);
}

/** Featured garages lead (admins feature them), then the most liked. Inner: alias `g`; outer: the page `pg`. */
const FEATURED_INNER = sql`g.is_featured desc, g.likes_count desc nulls last, g.id desc nulls last`;
const FEATURED_OUTER = sql`(select f.is_featured from garages f where f.id = pg.id) desc, pg.likes_count desc nulls last, pg.id desc nulls last`;

/**
 * Home page: {@link FEATURED_GARAGE_COUNT} garages — those an admin featured first, then the
 * most liked. `stamp`: see withViewerFlags.
 */
export async function featuredGarages(db: Db, viewerId: string | null, stamp?: string): Promise<GarageRow[]> {
  const rows = await listCache(db).get('featured', () => selectGarageRows(db, pageSql(activeMemberRow('g', 'user_id'), FEATURED_INNER, FEATURED_GARAGE_COUNT), FEATURED_OUTER));
  return withViewerFlags(db, rows, viewerId, stamp);
}

/** A member's garages, newest first, keyset paged (GET /api/garages/mine). */
export async function ownerGaragePage(db: Db, ownerId: string, page: { cursor?: string; limit?: number }, viewerId: string | null): Promise<GaragePage> {
  const cursor = decodeKeyset(page.cursor, 'newest', ['time'], 'uuid');
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const where = allOf([sql`g.user_id = ${ownerId}`, ...(cursor ? [NEWEST.after(cursor)] : [])]);
  const rows = await selectGarageRows(db, pageSql(where, NEWEST.inner, limit + 1), NEWEST.outer);
  const result = pageOf(rows, limit, (r) => encodeKeyset('newest', [r.createdAt], r.id));
  return { rows: await withViewerFlags(db, result.rows, viewerId), nextCursor: result.nextCursor };
}

/** Looks a member up by username, ignoring Turkish case; a banned member is not found. @throws 404 USER_NOT_FOUND */
export async function findUserId(db: Db, username: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, usernameKey(username)), activeMember(users.id)))
    .limit(1);
  if (!user) throw notFound('USER_NOT_FOUND');
  return user.id;
}

/** GET /api/users/:username/garages: up to {@link MAX_PAGE_SIZE} garages, newest first. @throws 404 USER_NOT_FOUND */
export async function userGarages(db: Db, username: string, viewerId: string | null): Promise<GarageRow[]> {
  const ownerId = await findUserId(db, username);
  return (await ownerGaragePage(db, ownerId, { limit: MAX_PAGE_SIZE }, viewerId)).rows;
}

/** The viewer-independent part of a detail page (the row's flags false), or null. */
type PublicDetail = Omit<GarageDetailParts, 'viewerId'>;

/**
 * Adds the viewer's overlay to the public part of a detail page: `likedByMe` /
 * `favoritedByMe` (one indexed query, never cached) and `viewerId`, from which the presenter
 * derives `isMine`. The cached object is never changed.
 */
async function withViewer(db: Db, found: PublicDetail, viewerId: string | null, stamp?: string): Promise<GarageDetailParts> {
  const [row] = (await withViewerFlags(db, [found.row], viewerId, stamp)) as [GarageRow];
  return { ...found, row, viewerId };
}

const selectDetail = (db: Db, where: ReturnType<typeof sql>) => selectGarageDetail(db, pageSql(where, NEWEST.inner, 1), NEWEST.outer);

/**
 * GET /api/garages/:id (the garage detail page). The public part comes from the short
 * public-read cache (garages.cache.ts; the same entry for visitors and every member), the
 * viewer's flags are read fresh for each request.
 * @throws 404 GARAGE_NOT_FOUND (also a banned member's, to non-moderators)
 */
export async function getGarageDetail(db: Db, id: string, viewerId: string | null, stamp?: string, moderator = false): Promise<GarageDetailParts> {
  // A banned member's garage: moderators only (read past the public cache), 404 for others.
  const found = moderator
    ? await selectDetail(db, sql`g.id = ${id}`)
    : await listCache(db).get(`detail:${id}`, () => selectDetail(db, sql`g.id = ${id} and ${activeMemberRow('g', 'user_id')}`));
  if (!found) throw notFound('GARAGE_NOT_FOUND');
  return withViewer(db, found, viewerId, stamp);
}

/**
 * GET /api/garages/:id/edit — owner only. Read from the database, not the
 * cache: the edit form starts from the stored garage even when another instance just wrote.
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN for anyone but the owner.
 */
export async function getGarageForEdit(db: Db, id: string, viewer: Viewer): Promise<GarageDetailParts> {
  const found = await selectDetail(db, sql`g.id = ${id}`);
  if (!found) throw notFound('GARAGE_NOT_FOUND');
  if (found.row.userId !== viewer.id) throw forbidden('GARAGE_FORBIDDEN');
  return withViewer(db, found, viewer.id);
}

/** /garaj/{username}: the member's newest garage. @throws 404 USER_NOT_FOUND, 404 GARAGE_NOT_FOUND */
export async function latestGarageOf(db: Db, username: string, viewerId: string | null, stamp?: string): Promise<GarageDetailParts> {
  const ownerId = await findUserId(db, username);
  const found = await listCache(db).get(`latest:${ownerId}`, () => selectDetail(db, sql`g.user_id = ${ownerId}`));
  if (!found) throw notFound('GARAGE_NOT_FOUND');
  return withViewer(db, found, viewerId, stamp);
}

// ---------------------------------------------------------------------------------------
// Writes

/**
 * Loads (and locks) a garage inside a transaction and checks the viewer owns it; returns its
 * make and model.
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
export async function assertGarageOwner(db: Db, garageId: string, viewer: Viewer): Promise<{ carBrand: string; carModel: string }> {
  const [garage] = await db
    .select({ userId: garages.userId, carBrand: garages.carBrand, carModel: garages.carModel })
    .from(garages)
    .where(eq(garages.id, garageId))
    .limit(1)
    .for('update');
  if (!garage) throw notFound('GARAGE_NOT_FOUND');
  if (garage.userId !== viewer.id) throw forbidden('GARAGE_FORBIDDEN');
  return { carBrand: garage.carBrand, carModel: garage.carModel };
}

function garageValues(data: GarageData) {
  return {
    name: data.name,
    description: data.description,
    vehicleType: data.vehicleType,
    carBrand: data.carBrand,
    carModel: data.carModel,
    carYear: data.carYear,
    horsepower: data.horsepower,
    torque: data.torque,
    modificationType: data.modificationType,
    priceRange: data.priceRange,
    location: data.location,
    // Sale data (is_for_sale, sale_price) is written by the garage's listing only (modules/listings).
    engine: data.engine,
    acceleration: data.acceleration,
    topSpeed: data.topSpeed,
    fuelType: data.fuelType,
    transmission: data.transmission,
    drivetrain: data.drivetrain,
    weight: data.weight,
    stockHp: data.stockHp,
    stockNm: data.stockNm,
    stockZeroTo100: data.stockZeroTo100,
    stockKg: data.stockKg,
    stockDb: data.stockDb,
    searchText: garageSearchText(data),
    suggestText: garageSuggestText(data),
  };
}

/**
 * Writes the photo list of a garage (position = index; the first is the cover). Uploaded
 * images must be the viewer's, made for garages, and not used by another garage; `{ url }`
 * items only keep an external address the garage already had (no new external images).
 * Returns the uploaded image ids now on the garage.
 * @throws 400 IMAGE_NOT_FOUND with `fields['photos.<i>.imageId']`, 400 EXTERNAL_IMAGE_UNSUPPORTED
 *   with `fields['photos.<i>.url']`
 */
async function writePhotos(tx: Db, garageId: string, viewer: Viewer, photos: GarageData['photos']): Promise<Set<string>> {
  // The same upload listed twice is kept once, at its first position.
  const seen = new Set<string>();
  const list = photos.filter((p) => {
    if (!('imageId' in p)) return true;
    if (seen.has(p.imageId)) return false;
    seen.add(p.imageId);
    return true;
  });
  // Premium limits: more photos than the member's limit are refused, unless the
  // garage already had at least as many (a member whose premium ended may keep, reorder or
  // remove photos, not add).
  const { photosPerGarage } = await lockMemberLimits(tx, viewer.id);
  if (list.length > photosPerGarage) {
    const [had] = await tx.select({ n: count() }).from(garagePhotos).where(eq(garagePhotos.garageId, garageId));
    if (list.length > (had?.n ?? 0)) throw conflict('PHOTO_LIMIT_REACHED', { photos: 'PHOTO_LIMIT_REACHED' });
  }
  const ids = [...seen];
  const usable = new Set<string>();
  if (ids.length) {
    const rows = await tx
      .select({ id: images.id })
      .from(images)
      .where(
        and(
          inArray(images.id, ids),
          eq(images.ownerId, viewer.id),
          eq(images.purpose, 'garage'),
          sql`not exists (select 1 from garage_photos p where p.image_id = ${images.id} and p.garage_id <> ${garageId})`,
        ),
      );
    for (const r of rows) usable.add(r.id);
  }
  const fields: Record<string, string> = {};
  photos.forEach((p, i) => {
    if ('imageId' in p && !usable.has(p.imageId)) fields[`photos.${i}.imageId`] = 'IMAGE_NOT_FOUND';
  });
  if (Object.keys(fields).length) throw badRequest('IMAGE_NOT_FOUND', fields);
  // External image addresses are no longer taken (an unchecked URL may point anywhere);
  // a garage keeps the ones it already has, so editing it does not lose them.
  const external = photos.flatMap((p, i) => ('url' in p ? [{ url: p.url, i }] : []));
  if (external.length) {
    const stored = new Set(
      (await tx.select({ url: garagePhotos.externalUrl }).from(garagePhotos).where(eq(garagePhotos.garageId, garageId))).map((r) => r.url),
    );
    for (const { url, i } of external) if (!stored.has(url)) fields[`photos.${i}.url`] = 'EXTERNAL_IMAGE_UNSUPPORTED';
    if (Object.keys(fields).length) throw badRequest('EXTERNAL_IMAGE_UNSUPPORTED', fields);
  }
  await tx.delete(garagePhotos).where(eq(garagePhotos.garageId, garageId));
  if (list.length) {
    await tx.insert(garagePhotos).values(
      list.map((p, position) => ('imageId' in p ? { garageId, imageId: p.imageId, position } : { garageId, externalUrl: p.url, position })),
    );
  }
  return usable;
}

/**
 * Writes the modifications that came with the garage form (one save for the garage and
 * its modifications). `undefined` leaves the stored list alone; otherwise items with the id of
 * one of this garage's modifications update it, items without an id are added, and stored ones
 * not in the list are deleted.
 * Returns the ids of the modifications it added and how many it deleted (for the domain events).
 * @throws 400 MODIFICATION_NOT_FOUND with `fields['modifications.<i>.id']` for a foreign id,
 *   400 DOCUMENT_NOT_FOUND with `fields['modifications.<i>.dynoSheetId']` for a dyno sheet not the owner's.
 */
async function writeModifications(tx: Db, garageId: string, ownerId: string, list: GarageData['modifications']): Promise<{ added: string[]; deleted: number }> {
  const added: string[] = [];
  if (list === undefined) return { added, deleted: 0 };
  const stored = new Set(
    (await tx.select({ id: modifications.id }).from(modifications).where(eq(modifications.garageId, garageId))).map((r) => r.id),
  );
  const fields: Record<string, string> = {};
  list.forEach((m, i) => {
    if (m.id && !stored.has(m.id)) fields[`modifications.${i}.id`] = 'MODIFICATION_NOT_FOUND';
  });
  if (Object.keys(fields).length) throw badRequest('MODIFICATION_NOT_FOUND', fields);
  for (const [i, m] of list.entries()) await claimDynoSheet(tx, ownerId, m.dynoSheetId, `modifications.${i}.dynoSheetId`);
  const kept = new Set(list.flatMap((m) => (m.id ? [m.id] : [])));
  const dropped = [...stored].filter((id) => !kept.has(id));
  if (dropped.length) await tx.delete(modifications).where(inArray(modifications.id, dropped));
  for (const { id, ...data } of list) {
    const values = modificationValues(data);
    if (id) await tx.update(modifications).set(values).where(eq(modifications.id, id));
    else {
      const [row] = await tx.insert(modifications).values({ garageId, ...values }).returning({ id: modifications.id });
      added.push(row!.id);
    }
  }
  return { added, deleted: dropped.length };
}

/**
 * Tells the community modules (lib/domain-events.ts) about the modifications a garage save
 * added or deleted, inside its transaction.
 */
async function emitModificationEvents(tx: Db, actorId: string, garageId: string, written: { added: string[]; deleted: number }): Promise<void> {
  for (const modificationId of written.added) await emitDomainEvent(tx, { type: 'modification.created', actorId, garageId, modificationId });
  if (written.deleted) await emitDomainEvent(tx, { type: 'modification.deleted', actorId, garageId });
}

/** The garage's photo list as one comparable string (image id or address, in order). */
async function photoKeys(tx: Db, garageId: string): Promise<string> {
  const rows = await tx
    .select({ imageId: garagePhotos.imageId, url: garagePhotos.externalUrl })
    .from(garagePhotos)
    .where(eq(garagePhotos.garageId, garageId))
    .orderBy(garagePhotos.position);
  return JSON.stringify(rows.map((r) => r.imageId ?? r.url));
}

async function uploadedImageIds(db: Db, garageId: string): Promise<string[]> {
  const rows = await db
    .select({ id: garagePhotos.imageId })
    .from(garagePhotos)
    .where(and(eq(garagePhotos.garageId, garageId), sql`${garagePhotos.imageId} is not null`));
  return rows.map((r) => r.id!);
}

/**
 * Deletes uploaded images (files, then rows). Runs after the transaction committed; a failure
 * is logged and left to the sweeper, which removes unreferenced images after a day.
 */
export async function deleteImages(deps: GarageDeps, ids: string[]): Promise<void> {
  const done: string[] = [];
  for (const id of ids) {
    try {
      await deps.storage.deletePrefix(imagePrefix(id));
      done.push(id);
    } catch (err) {
      deps.log?.warn({ err, imageId: id }, 'image files not deleted; the sweeper will retry');
    }
  }
  if (done.length) await deps.db.delete(images).where(inArray(images.id, done));
}

/**
 * POST /api/garages (create garage): the garage, its photos and its modifications
 * in one transaction. Returns the new id. @throws 400 IMAGE_NOT_FOUND, 400 MODIFICATION_NOT_FOUND,
 *   409 GARAGE_LIMIT_REACHED / PHOTO_LIMIT_REACHED (premium limits: GARAGE_LIMITS)
 */
export async function createGarage(deps: GarageDeps, viewer: Viewer, data: GarageData): Promise<string> {
  const id = await deps.db.transaction(async (tx) => {
    // Premium limits; the profile row lock serialises one member's concurrent creates.
    const limits = await lockMemberLimits(tx, viewer.id);
    const [owned] = await tx.select({ n: count() }).from(garages).where(eq(garages.userId, viewer.id));
    if ((owned?.n ?? 0) >= limits.garages) throw conflict('GARAGE_LIMIT_REACHED');
    const [garage] = await tx.insert(garages).values({ userId: viewer.id, ...garageValues(data) }).returning({ id: garages.id });
    const garageId = garage!.id;
    await writePhotos(tx, garageId, viewer, data.photos);
    const written = await writeModifications(tx, garageId, viewer.id, data.modifications);
    await emitDomainEvent(tx, { type: 'garage.created', actorId: viewer.id, garageId });
    if (data.photos.length) await emitDomainEvent(tx, { type: 'garage.photos_changed', actorId: viewer.id, garageId });
    await emitModificationEvents(tx, viewer.id, garageId, written);
    return garageId;
  });
  invalidateGarageLists(deps.db);
  return id;
}

/**
 * PUT /api/garages/:id (edit garage): replaces fields, the photo list and (when
 * sent) the modifications list in one transaction; images dropped from the garage are deleted
 * after commit.
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN, 400 IMAGE_NOT_FOUND, 400 MODIFICATION_NOT_FOUND,
 *   409 PHOTO_LIMIT_REACHED (more photos than the member's limit and than the garage had)
 */
export async function updateGarage(deps: GarageDeps, viewer: Viewer, id: string, data: GarageData): Promise<void> {
  const dropped = await deps.db.transaction(async (tx) => {
    const vehicle = await assertGarageOwner(tx, id, viewer);
    const before = await uploadedImageIds(tx, id);
    const photosBefore = await photoKeys(tx, id);
    await tx.update(garages).set({ ...garageValues(data), updatedAt: sql`now()` }).where(eq(garages.id, id));
    const kept = await writePhotos(tx, id, viewer, data.photos);
    const written = await writeModifications(tx, id, viewer.id, data.modifications);
    const vehicleChanged = vehicle.carBrand !== data.carBrand || vehicle.carModel !== data.carModel;
    await emitDomainEvent(tx, { type: 'garage.updated', actorId: viewer.id, garageId: id, ...(vehicleChanged ? { previous: vehicle } : {}) });
    if ((await photoKeys(tx, id)) !== photosBefore) await emitDomainEvent(tx, { type: 'garage.photos_changed', actorId: viewer.id, garageId: id });
    await emitModificationEvents(tx, viewer.id, id, written);
    return before.filter((imageId) => !kept.has(imageId));
  });
  invalidateGarageLists(deps.db);
  if (dropped.length) await deleteImages(deps, dropped);
}

/**
 * DELETE /api/garages/:id: the garage and (by cascade) its likes, favorites, comments, photos,
 * modifications and views; then its uploaded image files and rows.
 * @throws 404 GARAGE_NOT_FOUND, 403 GARAGE_FORBIDDEN
 */
export async function deleteGarage(deps: GarageDeps, viewer: Viewer, id: string): Promise<void> {
  // One delete for owners, moderators and admins (moderatorDeleteGarage), after the owner check.
  const deleted = await deps.db.transaction(async (tx) => {
    await assertGarageOwner(tx, id, viewer);
    return moderatorDeleteGarage(tx, viewer, id);
  });
  await finishModeratorGarageDelete(deps, deleted);
}

/**
 * A moderator's or admin's delete of any member's garage, inside the caller's transaction `tx`
 * (report action 'delete', or the admin panel's Garages tab): the row (and by cascade its likes,
 * favorites, comments, photos, modifications, views) and the `garage.deleted` event. Writes no
 * audit row (the caller does). After the commit, call {@link finishModeratorGarageDelete} with
 * the answer to remove the uploaded files and refresh the cached lists.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function moderatorDeleteGarage(tx: Db, actor: Viewer, id: string): Promise<{ name: string; ownerId: string; imageIds: string[] }> {
  const [garage] = await tx
    .select({ userId: garages.userId, name: garages.name, carBrand: garages.carBrand, carModel: garages.carModel })
    .from(garages)
    .where(eq(garages.id, id))
    .limit(1)
    .for('update');
  if (!garage) throw notFound('GARAGE_NOT_FOUND');
  const imageIds = await uploadedImageIds(tx, id);
  await tx.delete(garages).where(eq(garages.id, id));
  await emitDomainEvent(tx, { type: 'garage.deleted', actorId: actor.id, ownerId: garage.userId, carBrand: garage.carBrand, carModel: garage.carModel });
  return { name: garage.name, ownerId: garage.userId, imageIds };
}

/** After {@link moderatorDeleteGarage} committed: drops the cached garage lists and deletes the image files and rows. */
export async function finishModeratorGarageDelete(deps: GarageDeps, deleted: { imageIds: string[] }): Promise<void> {
  invalidateGarageLists(deps.db);
  if (deleted.imageIds.length) await deleteImages(deps, deleted.imageIds);
}
