/**
 * Convoy maps of community events (decision 027): the participants of an event whose admin
 * turned on 'Konvoy haritası' may share their position with the other participants while the
 * event runs (`starts_at ≤ now < starts_at + duration`). Every write runs in one transaction and
 * publishes its realtime event (private `convoy` channel, audience = the event's participants) in
 * that transaction, so it is delivered at COMMIT and never for a write that rolled back.
 *
 * Privacy rules kept here:
 * - only participants read or write (403 CONVOY_PARTICIPANTS_ONLY), visitors never (401);
 * - an approximate position is rounded to the 0.01° grid BEFORE it is stored (the location
 *   sharing rule, `storedPosition`): the exact one is never written anywhere;
 * - a position row exists only while its member shares: stop deletes it, leaving the event
 *   deletes it (foreign key cascade from the participation), a ban deletes it, and the convoy's
 *   close at the end deletes every row of the event — nothing is kept after the end.
 *
 * Race with the end: a write locks the event row (`FOR SHARE`) and then checks the window with
 * `clock_timestamp()`; the close takes the same row with its UPDATE. Whichever comes second
 * waits for the first, so no position is written after the close has deleted the rows.
 */
import { sql } from 'drizzle-orm';
import { LOCATION_POSITION_MIN_INTERVAL_MS, type ConvoyEvents, type ConvoyPosition, type ConvoyPositionData, type ConvoyView, type LocationMapConfig } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import type { Viewer } from '../../lib/session.ts';
import { storedPosition } from '../location-shares/index.ts';
import { presentConvoyPosition } from './convoys.presenter.ts';
import { selectConvoyEvent, selectParticipantIds, selectPositions, type ConvoyEventRow } from './convoys.queries.ts';

/** Member ids per published event (keeps each event far below the hub's MAX_EVENT_BYTES). */
export const CONVOY_AUDIENCE_CHUNK = 2000;

/**
 * Publishes a `convoy` event in `tx` to the participants of `eventId` (several publishes when
 * the list is long); nobody else's stream receives it. No participants: nothing is published.
 */
export async function publishToParticipants<T extends Extract<keyof ConvoyEvents, string>>(tx: Db, eventId: string, type: T, data: ConvoyEvents[T]): Promise<void> {
  const audience = await selectParticipantIds(tx, eventId);
  for (let i = 0; i < audience.length; i += CONVOY_AUDIENCE_CHUNK) {
    await publishInTransaction(tx, 'convoy', type, data, { audience: audience.slice(i, i + CONVOY_AUDIENCE_CHUNK) });
  }
}

/**
 * The convoy of `eventId` for `viewer`, read at `clock`.
 * @throws 404 EVENT_NOT_FOUND, 404 CONVOY_NOT_ENABLED (the admin did not turn the map on),
 * 403 CONVOY_PARTICIPANTS_ONLY (the viewer is not a participant)
 */
async function convoyFor(db: Db, viewer: Viewer, eventId: string, clock = sql`now()`): Promise<ConvoyEventRow> {
  const event = await selectConvoyEvent(db, eventId, viewer.id, clock);
  if (!event) throw notFound('EVENT_NOT_FOUND');
  if (!event.convoyEnabled) throw notFound('CONVOY_NOT_ENABLED');
  if (!event.joined) throw forbidden('CONVOY_PARTICIPANTS_ONLY');
  return event;
}

/**
 * GET /api/community/events/:id/convoy: the convoy's status and window, the positions of the
 * participants sharing now (only while it is live: rows the close has not deleted yet are never
 * served after the end) and the viewer's own. Errors as {@link convoyFor}.
 */
export async function getConvoy(db: Db, viewer: Viewer, eventId: string, map: LocationMapConfig): Promise<ConvoyView> {
  const event = await convoyFor(db, viewer, eventId);
  const positions = event.status === 'live' ? (await selectPositions(db, eventId)).map(presentConvoyPosition) : [];
  return {
    eventId,
    status: event.status,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    positions,
    mine: positions.find((p) => p.member.id === viewer.id) ?? null,
    map,
  };
}

/**
 * PUT /api/community/events/:id/convoy/position: starts sharing or moves the viewer's position
 * (rounded first when approximate), with the vehicle (one of their own garages, or none). A move
 * is taken at most once per LOCATION_POSITION_MIN_INTERVAL_MS (15 s) since the last one, checked
 * by the row itself; a change of precision or vehicle is taken at once (switching to approximate
 * must replace an exact point now). Publishes `position.updated` to the participants.
 * @throws as {@link convoyFor}; 409 CONVOY_NOT_STARTED, 409 CONVOY_ENDED (outside the window),
 * 403 CONVOY_GARAGE_NOT_OWNED, 429 LOCATION_UPDATE_TOO_SOON
 */
export async function sharePosition(db: Db, viewer: Viewer, eventId: string, input: ConvoyPositionData): Promise<ConvoyPosition> {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select 1 from community_events where id = ${eventId} for share`);
    const event = await convoyFor(tx, viewer, eventId, sql`clock_timestamp()`);
    if (event.status === 'upcoming') throw conflict('CONVOY_NOT_STARTED');
    if (event.status === 'ended') throw conflict('CONVOY_ENDED');
    if (input.garageId) {
      const owned = await queryRows(tx, sql`select 1 from garages where id = ${input.garageId} and user_id = ${viewer.id}`);
      if (!owned.length) throw forbidden('CONVOY_GARAGE_NOT_OWNED');
    }
    const { lat, lng } = storedPosition(input, input.precision);
    const written = await queryRows(
      tx,
      sql`insert into convoy_positions as cp (event_id, user_id, garage_id, lat, lng, precision)
          values (${eventId}, ${viewer.id}, ${input.garageId}, ${lat}, ${lng}, ${input.precision})
          on conflict (event_id, user_id) do update
            set lat = excluded.lat, lng = excluded.lng, precision = excluded.precision, garage_id = excluded.garage_id, position_updated_at = now()
            where cp.position_updated_at <= now() - make_interval(secs => ${LOCATION_POSITION_MIN_INTERVAL_MS / 1000}::float8)
              or cp.precision <> excluded.precision
              or cp.garage_id is distinct from excluded.garage_id
          returning cp.user_id`,
    );
    if (!written.length) throw new AppError(429, 'LOCATION_UPDATE_TOO_SOON');
    const [row] = await selectPositions(tx, eventId, viewer.id);
    // A banned member has no session; a member without a username cannot reach here.
    if (!row) throw notFound('EVENT_NOT_FOUND');
    const position = presentConvoyPosition(row);
    await publishToParticipants(tx, eventId, 'position.updated', position);
    return position;
  });
}

/**
 * DELETE /api/community/events/:id/convoy/position: the viewer stops sharing; the row is deleted
 * and `member.stopped` published. Idempotent (nothing shared: 204 all the same), and allowed
 * whatever the convoy's state. @throws 404 EVENT_NOT_FOUND, 403 CONVOY_PARTICIPANTS_ONLY
 */
export async function stopPosition(db: Db, viewer: Viewer, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await selectConvoyEvent(tx, eventId, viewer.id);
    if (!event) throw notFound('EVENT_NOT_FOUND');
    if (!event.joined) throw forbidden('CONVOY_PARTICIPANTS_ONLY');
    const deleted = await queryRows(tx, sql`delete from convoy_positions where event_id = ${eventId} and user_id = ${viewer.id} returning user_id`);
    if (deleted.length) await publishToParticipants(tx, eventId, 'member.stopped', { eventId, userId: viewer.id });
  });
}

/**
 * Inside the caller's transaction `tx` (a ban): deletes every convoy position of `userId` and
 * publishes `member.stopped` to each event's participants at commit. Returns the events' ids.
 */
export async function endMemberPositions(tx: Db, userId: string): Promise<string[]> {
  const deleted = await queryRows<{ event_id: string }>(tx, sql`delete from convoy_positions where user_id = ${userId} returning event_id`);
  for (const { event_id: eventId } of deleted) await publishToParticipants(tx, eventId, 'member.stopped', { eventId, userId });
  return deleted.map((r) => r.event_id);
}

/** The event's new convoy settings an admin's edit is about to store. */
export interface ConvoySettings {
  convoyEnabled: boolean;
  startsAt: Date;
  durationMinutes: number;
}

/**
 * Inside an admin's edit of event `eventId` (its row locked), BEFORE the new values are stored:
 * when the convoy will not be live with `next` (turned off, or the window moved away from now),
 * its positions are deleted, and if it was live `ended` is published to the participants.
 */
export async function settleConvoyBeforeEdit(tx: Db, eventId: string, next: ConvoySettings): Promise<void> {
  const nextStart = sql`${next.startsAt.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ was_live: boolean; will_be_live: boolean }>(
    tx,
    sql`select (e.convoy_enabled and e.starts_at <= now() and now() < e.starts_at + make_interval(mins => e.duration_minutes)) as was_live,
          (${next.convoyEnabled}::boolean and ${nextStart} <= now() and now() < ${nextStart} + make_interval(mins => ${next.durationMinutes}::int)) as will_be_live
        from community_events e where e.id = ${eventId}`,
  );
  if (!row || row.will_be_live) return;
  const deleted = await queryRows(tx, sql`delete from convoy_positions where event_id = ${eventId} returning user_id`);
  if (row.was_live || deleted.length) await publishToParticipants(tx, eventId, 'ended', { eventId });
}

/**
 * The close of a convoy at its event's end (the end job's work): ONCE per event end — the claim
 * is a conditional UPDATE of `convoy_closed_end` to that end, so a second job copy, a retry or
 * the catch-up on another instance finds it done. Deletes every position of the event and
 * publishes `ended` to the participants. Does nothing before the end, for an event without the
 * map, or an unknown id. Returns whether this call closed it.
 */
export async function closeConvoy(db: Db, eventId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows(
      tx,
      sql`update community_events e set convoy_closed_end = e.starts_at + make_interval(mins => e.duration_minutes)
          where e.id = ${eventId} and e.convoy_enabled
            and e.starts_at + make_interval(mins => e.duration_minutes) <= now()
            and e.convoy_closed_end is distinct from e.starts_at + make_interval(mins => e.duration_minutes)
          returning e.id`,
    );
    if (!claimed.length) return false;
    await tx.execute(sql`delete from convoy_positions where event_id = ${eventId}`);
    await publishToParticipants(tx, eventId, 'ended', { eventId });
    return true;
  });
}
