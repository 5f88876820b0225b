/**
 * Live location shares (decision 011):
 * start, move, stop, like, and the end at expiry. Every write runs in one transaction and
 * publishes its realtime event (`location` channel) in that transaction, so it is delivered at
 * COMMIT and never for a write that rolled back.
 *
 * Privacy rules kept here:
 * - an approximate share is rounded ({@link roundApproximateCoordinate}, 0.01°) BEFORE it is
 *   stored, at the start and at every move: the exact position is never written anywhere;
 * - an event about a followers-only share carries an audience (the member and their followers,
 *   in pieces of {@link AUDIENCE_CHUNK} ids), so the SSE route delivers it to nobody else;
 * - a share ends by DELETE (likes cascade): nothing about it is kept (no history).
 */
import { sql } from 'drizzle-orm';
import {
  LOCATION_POSITION_MIN_INTERVAL_MS,
  roundApproximateCoordinate,
  type LocationEvents,
  type LocationPositionInput,
  type LocationShareData,
  type LocationShareLikeResult,
  type PublicLocationShare,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import type { Viewer } from '../../lib/session.ts';
import { presentShare } from './location-shares.presenter.ts';
import { selectFollowerIds, selectShareForEvent, selectVisibleShare } from './location-shares.queries.ts';

/** Queue name of the expiry job (lib/jobs.ts). */
export const LOCATION_SHARE_EXPIRE_JOB = 'location-share-expire';
/** Member ids per published event of a followers-only share (keeps each event far below MAX_EVENT_BYTES). */
export const AUDIENCE_CHUNK = 2000;

export interface LocationShareDeps {
  db: Db;
  jobs: Jobs;
}

/** The stored coordinates: rounded to the 0.01° grid when approximate, as given when exact. */
export function storedPosition(position: LocationPositionInput, precision: 'approximate' | 'exact'): LocationPositionInput {
  if (precision === 'exact') return { lat: position.lat, lng: position.lng };
  return { lat: roundApproximateCoordinate(position.lat), lng: roundApproximateCoordinate(position.lng) };
}

/**
 * Publishes a `location` event in `tx`: to everyone for a public share; for a followers-only
 * share to its member and their followers only (several publishes when the list is long).
 */
export async function publishShareEvent<T extends Extract<keyof LocationEvents, string>>(
  tx: Db,
  share: { userId: string; isPublic: boolean },
  type: T,
  data: LocationEvents[T],
): Promise<void> {
  if (share.isPublic) {
    await publishInTransaction(tx, 'location', type, data);
    return;
  }
  const audience = [share.userId, ...(await selectFollowerIds(tx, share.userId))];
  for (let i = 0; i < audience.length; i += AUDIENCE_CHUNK) {
    await publishInTransaction(tx, 'location', type, data, { audience: audience.slice(i, i + AUDIENCE_CHUNK) });
  }
}

/** Sends the expiry job of a share for its end (a no-op when jobs are off; catch-up repairs gaps). */
export async function scheduleShareExpiry(jobs: Jobs, shareId: string, expiresAt: string): Promise<void> {
  await jobs.send(LOCATION_SHARE_EXPIRE_JOB, { shareId }, { startAfter: new Date(expiresAt), key: shareId });
}

interface EndedRow {
  id: string;
  user_id: string;
  is_public: boolean;
}

async function publishEnded(tx: Db, rows: EndedRow[]): Promise<void> {
  for (const row of rows) await publishShareEvent(tx, { userId: row.user_id, isPublic: Boolean(row.is_public) }, 'share.ended', { id: row.id });
}

/**
 * POST /api/location-shares: starts the member's one share. The vehicle is one of their garages
 * (`garageId`, ownership checked) or the typed text; an own share that has expired but was not
 * yet removed is removed first (and its end published).
 * @throws 403 LOCATION_GARAGE_NOT_OWNED, 409 LOCATION_SHARE_ACTIVE
 */
export async function startShare(deps: LocationShareDeps, viewer: Viewer, input: LocationShareData): Promise<PublicLocationShare> {
  const share = await deps.db.transaction(async (tx) => {
    if (input.garageId) {
      const owned = await queryRows(tx, sql`select 1 from garages where id = ${input.garageId} and user_id = ${viewer.id}`);
      if (!owned.length) throw forbidden('LOCATION_GARAGE_NOT_OWNED');
    }
    const stale = await queryRows<EndedRow>(tx, sql`delete from location_shares where user_id = ${viewer.id} and expires_at <= now() returning id, user_id, is_public`);
    await publishEnded(tx, stale);
    const { lat, lng } = storedPosition(input, input.precision);
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into location_shares (user_id, garage_id, vehicle_text, message, lat, lng, precision, is_public, duration_minutes, expires_at)
          values (${viewer.id}, ${input.garageId}, ${input.garageId ? null : input.vehicleText}, ${input.message}, ${lat}, ${lng},
            ${input.precision}, ${input.isPublic}, ${input.durationMinutes}, now() + make_interval(mins => ${input.durationMinutes}::int))
          on conflict (user_id) do nothing
          returning id`,
    );
    if (!inserted.length) throw conflict('LOCATION_SHARE_ACTIVE');
    const row = (await selectShareForEvent(tx, inserted[0]!.id))!;
    const presented = presentShare(row);
    await publishShareEvent(tx, row, 'share.upserted', presented);
    return presented;
  });
  await scheduleShareExpiry(deps.jobs, share.id, share.expiresAt);
  return share;
}

/**
 * PATCH /api/location-shares/mine: the member's new position (rounded again when approximate).
 * At most one update per LOCATION_POSITION_MIN_INTERVAL_MS (15 s) since the last one (or the
 * start), checked by the database row itself, whatever the client or the route limit do.
 * @throws 404 LOCATION_SHARE_NOT_FOUND (no active share), 429 LOCATION_UPDATE_TOO_SOON
 */
export async function moveShare(db: Db, viewer: Viewer, position: LocationPositionInput): Promise<PublicLocationShare> {
  const approximate = storedPosition(position, 'approximate');
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: string }>(
      tx,
      sql`update location_shares
          set lat = case when precision = 'approximate' then ${approximate.lat}::float8 else ${position.lat}::float8 end,
              lng = case when precision = 'approximate' then ${approximate.lng}::float8 else ${position.lng}::float8 end,
              position_updated_at = now()
          where user_id = ${viewer.id} and expires_at > now()
            and position_updated_at <= now() - make_interval(secs => ${LOCATION_POSITION_MIN_INTERVAL_MS / 1000}::float8)
          returning id`,
    );
    if (!moved.length) {
      const active = await queryRows(tx, sql`select 1 from location_shares where user_id = ${viewer.id} and expires_at > now()`);
      if (!active.length) throw notFound('LOCATION_SHARE_NOT_FOUND');
      throw new AppError(429, 'LOCATION_UPDATE_TOO_SOON');
    }
    const row = (await selectShareForEvent(tx, moved[0]!.id))!;
    const presented = presentShare(row);
    await publishShareEvent(tx, row, 'share.upserted', presented);
    return presented;
  });
}

/**
 * DELETE /api/location-shares/mine: ends the member's share at once (the row and its likes are
 * deleted) and publishes `share.ended`.
 * @throws 404 LOCATION_SHARE_NOT_FOUND when the member shares nothing
 */
export async function stopShare(db: Db, viewer: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await queryRows<EndedRow>(tx, sql`delete from location_shares where user_id = ${viewer.id} returning id, user_id, is_public`);
    if (!ended.length) throw notFound('LOCATION_SHARE_NOT_FOUND');
    await publishEnded(tx, ended);
  });
}

/**
 * Ends live shares inside the caller's transaction `tx` — a moderator's action on a report
 * (`{ shareId }`) or a ban (`{ userId }`): deletes the rows (their likes cascade)
 * and publishes `share.ended` at commit. Writes no audit row (the caller does). Returns the ids
 * of the shares ended (none when nothing was shared).
 */
export async function endSharesInTransaction(tx: Db, which: { shareId: string } | { userId: string }): Promise<string[]> {
  const where = 'shareId' in which ? sql`id = ${which.shareId}` : sql`user_id = ${which.userId}`;
  const ended = await queryRows<EndedRow>(tx, sql`delete from location_shares where ${where} returning id, user_id, is_public`);
  await publishEnded(tx, ended);
  return ended.map((r) => r.id);
}

/**
 * PUT (`liked` true) or DELETE (false) /api/location-shares/:id/like: one like per member and
 * share. A share the viewer may not see is answered like a missing one.
 * @throws 404 LOCATION_SHARE_NOT_FOUND, 403 LOCATION_OWN_SHARE_LIKE
 */
export async function setShareLike(db: Db, viewer: Viewer, id: string, liked: boolean): Promise<LocationShareLikeResult> {
  return db.transaction(async (tx) => {
    // Locks the share against a concurrent end until this transaction commits.
    const locked = await queryRows(tx, sql`select 1 from location_shares where id = ${id} for share`);
    const share = locked.length ? await selectVisibleShare(tx, id, viewer.id) : null;
    if (!share) throw notFound('LOCATION_SHARE_NOT_FOUND');
    if (liked && share.userId === viewer.id) throw forbidden('LOCATION_OWN_SHARE_LIKE');
    const changed = liked
      ? await queryRows(tx, sql`insert into location_share_likes (share_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning share_id`)
      : await queryRows(tx, sql`delete from location_share_likes where share_id = ${id} and user_id = ${viewer.id} returning share_id`);
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from location_share_likes where share_id = ${id}`);
    const likesCount = Number(count?.n ?? 0);
    if (changed.length) await publishShareEvent(tx, share, 'share.liked', { id, likesCount });
    return { id, liked, likesCount };
  });
}

/**
 * The expiry job's work: deletes share `id` if its end has passed and publishes `share.ended`.
 * Idempotent (a second run, a stopped share, an unknown id: nothing). Returns whether it ended it.
 */
export async function expireShare(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await queryRows<EndedRow>(tx, sql`delete from location_shares where id = ${id} and expires_at <= now() returning id, user_id, is_public`);
    await publishEnded(tx, ended);
    return ended.length > 0;
  });
}

/** Deletes every share whose end has passed (at start: ended while no instance ran) and publishes their ends. Returns how many. */
export async function expireDueShares(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await queryRows<EndedRow>(tx, sql`delete from location_shares where expires_at <= now() returning id, user_id, is_public`);
    await publishEnded(tx, ended);
    return ended.length;
  });
}

/**
 * Declares the expiry job (once per app, with the routes): the worker ends one share; at every
 * start the catch-up ends the shares that expired while no instance ran and (re)sends the job of
 * every active one — the seed's shares and any whose send was lost (same key: no duplicate).
 */
export function defineLocationShareJobs(db: Db, jobs: Jobs): void {
  jobs.define<{ shareId: string }>({
    name: LOCATION_SHARE_EXPIRE_JOB,
    handler: async ({ shareId }) => {
      if (typeof shareId === 'string') await expireShare(db, shareId);
    },
    catchUp: async () => {
      await expireDueShares(db);
      const active = await queryRows<{ id: string; expires_ms: number }>(
        db,
        sql`select id, (extract(epoch from expires_at) * 1000)::float8 as expires_ms from location_shares order by expires_at`,
      );
      for (const row of active) await scheduleShareExpiry(jobs, row.id, new Date(Number(row.expires_ms)).toISOString());
    },
  });
}
