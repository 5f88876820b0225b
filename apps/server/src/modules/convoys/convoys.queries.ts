/**
 * Reading convoy maps (decision 027): an event's convoy state for one member, the positions of
 * the participants sharing now, and the audience of its realtime events (the participants).
 * The window is `starts_at ≤ clock < starts_at + duration_minutes`, decided by the database
 * clock; timestamps leave the database as ISO strings (`isoUtc`), coordinates exactly as stored
 * (already rounded when approximate).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ConvoyStatus, LocationPrecision } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow } from '../../lib/member-rows.ts';

/** Positions served on one map at most (the most recently moved first). */
export const MAX_CONVOY_POSITIONS = 500;

/** The end of an event's window (`e` is the event). */
export const EVENT_END = sql`(e.starts_at + make_interval(mins => e.duration_minutes))`;

/** An event as the convoy sees it, for one member. */
export interface ConvoyEventRow {
  id: string;
  convoyEnabled: boolean;
  status: ConvoyStatus;
  startsAt: string;
  endsAt: string;
  /** The member is a participant. */
  joined: boolean;
}

/**
 * The event `eventId` with its convoy status at `clock` (`now()`: the transaction's start; the
 * writes pass `clock_timestamp()`, read after their lock) and whether `viewerId` joined it; null
 * when there is no such event.
 */
export async function selectConvoyEvent(db: Db, eventId: string, viewerId: string, clock: SQL = sql`now()`): Promise<ConvoyEventRow | null> {
  const [row] = await queryRows<{ id: string; convoy_enabled: boolean; status: ConvoyStatus; starts_iso: string; ends_iso: string; joined: boolean }>(
    db,
    sql`select e.id, e.convoy_enabled, ${isoUtc(sql`e.starts_at`)} as starts_iso, ${isoUtc(EVENT_END)} as ends_iso,
          case when ${clock} < e.starts_at then 'upcoming' when ${clock} < ${EVENT_END} then 'live' else 'ended' end as status,
          exists (select 1 from community_event_participants p where p.event_id = e.id and p.user_id = ${viewerId}) as joined
        from community_events e where e.id = ${eventId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    convoyEnabled: Boolean(row.convoy_enabled),
    status: row.status,
    startsAt: new Date(row.starts_iso).toISOString(),
    endsAt: new Date(row.ends_iso).toISOString(),
    joined: Boolean(row.joined),
  };
}

/** A sharing participant as read (internal; the presenter shapes it). */
export interface ConvoyPositionRow {
  eventId: string;
  member: MemberRow;
  garageId: string | null;
  vehicleLabel: string | null;
  lat: number;
  lng: number;
  precision: LocationPrecision;
  sharingSince: string;
  positionUpdatedAt: string;
}

/**
 * Positions of event `eventId` (of `userId` only, when given), the most recently moved first:
 * members banned now or without a username are left out. The vehicle is the chosen garage's
 * make, model and year ("Honda Civic (2019)").
 */
export async function selectPositions(db: Db, eventId: string, userId?: string): Promise<ConvoyPositionRow[]> {
  const rows = await queryRows(
    db,
    sql`select cp.event_id, cp.lat, cp.lng, cp.precision,
          ${isoUtc(sql`cp.created_at`)} as since_iso, ${isoUtc(sql`cp.position_updated_at`)} as moved_iso,
          g.id as g_id, trim(concat_ws(' ', g.car_brand, g.car_model)) || coalesce(' (' || g.car_year || ')', '') as g_label,
          ${MEMBER_COLUMNS}
        from convoy_positions cp
        join users u on u.id = cp.user_id and ${activeMemberRow('u', 'id')} and u.display_username is not null
        ${MEMBER_JOINS}
        left join garages g on g.id = cp.garage_id
        where cp.event_id = ${eventId} ${userId ? sql`and cp.user_id = ${userId}` : sql``}
        order by cp.position_updated_at desc, cp.user_id
        limit ${MAX_CONVOY_POSITIONS}`,
  );
  return rows.map((r) => ({
    eventId: r.event_id as string,
    member: memberFrom(r),
    garageId: (r.g_id as string | null) ?? null,
    vehicleLabel: r.g_id ? (r.g_label as string) : null,
    lat: Number(r.lat),
    lng: Number(r.lng),
    precision: r.precision as LocationPrecision,
    sharingSince: r.since_iso as string,
    positionUpdatedAt: r.moved_iso as string,
  }));
}

/** The participants of an event (ids): the audience of its convoy events. */
export async function selectParticipantIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`select user_id from community_event_participants where event_id = ${eventId}`);
  return rows.map((r) => r.user_id);
}
