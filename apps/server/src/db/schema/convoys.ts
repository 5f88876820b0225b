/**
 * Live convoy maps of community events (decision 027, migration 0028). The switch itself is
 * `community_events.convoy_enabled`; this table holds the positions of the participants who
 * share right now, one row per (event, member), deleted when they stop, when their
 * participation goes and when the convoy closes at the event's end: no history is kept.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { communityEventParticipants } from './community.ts';
import { garages } from './garages.ts';

/** A participant's current position on the convoy map of an event. */
export const convoyPositions = pgTable(
  'convoy_positions',
  {
    eventId: uuid('event_id').notNull(),
    userId: text('user_id').notNull(),
    /** The vehicle shown next to the member: one of their garages, or none. */
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'set null' }),
    /** Degrees, WGS 84, as stored: already rounded to the 0.01° grid when approximate. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    precision: text('precision', { enum: ['approximate', 'exact'] }).notNull(),
    createdAt: createdAtColumn(),
    /** Last position update (rate limit: LOCATION_POSITION_MIN_INTERVAL_MS). */
    positionUpdatedAt: timestamp('position_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // Only a participant has a row, and it goes with the participation.
    foreignKey({
      name: 'convoy_positions_participant_fk',
      columns: [t.eventId, t.userId],
      foreignColumns: [communityEventParticipants.eventId, communityEventParticipants.userId],
    }).onDelete('cascade'),
    index('convoy_positions_user_idx').on(t.userId),
    check('convoy_positions_precision', sql`${t.precision} IN ('approximate', 'exact')`),
    check('convoy_positions_lat', sql`${t.lat} BETWEEN -90 AND 90`),
    check('convoy_positions_lng', sql`${t.lng} BETWEEN -180 AND 180`),
  ],
);
