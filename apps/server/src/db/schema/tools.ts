/**
 * The member's tools: live location shares, the maintenance tracker (items, service
 * log, reminders sent) and the assistant's saved answers.
 *
 * - A location share exists only while it is active: stopping or expiring DELETES the row (and,
 *   by cascade, its likes) — nothing about a share is kept after it ends (decision 011). One
 *   active share per member is the primary key on `user_id`. Coordinates are stored already
 *   rounded when `precision = 'approximate'` (packages/shared tools.ts), so no query can return
 *   more than was stored.
 * - A maintenance item's status is computed (upcoming / due / overdue / completed) from its
 *   schedule (`next_due_on`, `next_due_km`) and the garage's `odometer_km`; only the schedule is
 *   stored. Completing records a `maintenance_logs` row and moves the schedule by the interval.
 *   A reminder is sent once per (item, state, cycle): the primary key of `maintenance_reminders`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { users } from './auth.ts';
import { garages } from './garages.ts';

/** An active live location share (Location share). Deleted when it ends. */
export const locationShares = pgTable(
  'location_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One active share per member. */
    userId: text('user_id')
      .notNull()
      .unique('location_shares_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the member's garages, or null when the vehicle was typed (`vehicle_text`). */
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'cascade' }),
    /** Typed vehicle info ("Honda CBR500R 2021"), when no garage was chosen. */
    vehicleText: text('vehicle_text'),
    message: text('message').notNull(),
    /** Degrees, WGS 84, as stored: already rounded for an approximate share. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    precision: text('precision', { enum: ['approximate', 'exact'] }).notNull().default('approximate'),
    /** true: everyone (visitors too); false: only the member's followers (and the member). */
    isPublic: boolean('is_public').notNull().default(true),
    /** 15, 30, 60 or 120 (LOCATION_SHARE_DURATIONS_MINUTES). */
    durationMinutes: integer('duration_minutes').notNull(),
    createdAt: createdAtColumn(),
    /** Last position update (rate limit: LOCATION_POSITION_MIN_INTERVAL_MS). */
    positionUpdatedAt: timestamp('position_updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('location_shares_expires_idx').on(t.expiresAt),
    check('location_shares_vehicle', sql`${t.garageId} IS NOT NULL OR ${t.vehicleText} IS NOT NULL`),
    check('location_shares_lat', sql`${t.lat} BETWEEN -90 AND 90`),
    check('location_shares_lng', sql`${t.lng} BETWEEN -180 AND 180`),
  ],
);

/** One like per (member, share); deleted with the share. */
export const locationShareLikes = pgTable(
  'location_share_likes',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => locationShares.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.userId] })],
);

/**
 * A recurring (or one-off) service of one garage (Maintenance item). The
 * schedule: `next_due_on` = last service + `interval_days`, `next_due_km` = last service km +
 * `interval_km`; both null = nothing scheduled any more (status 'completed').
 */
export const maintenanceItems = pgTable(
  'maintenance_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    /** The garage's owner (garages never change hands); every query filters on it. */
    userId: memberRef('user_id'),
    title: text('title').notNull(),
    /** MAINTENANCE_CATEGORIES: oil, tire, filter, brake, general, other. */
    category: text('category').notNull(),
    notes: text('notes'),
    intervalDays: integer('interval_days'),
    intervalKm: integer('interval_km'),
    lastServiceOn: date('last_service_on', { mode: 'string' }),
    lastServiceKm: integer('last_service_km'),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    nextDueKm: integer('next_due_km'),
    /** Expected cost of one service, whole TL. */
    cost: integer('cost'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_items_user_idx').on(t.userId, t.nextDueOn),
    index('maintenance_items_garage_idx').on(t.garageId),
    index('maintenance_items_next_due_idx').on(t.nextDueOn),
    check('maintenance_items_intervals_positive', sql`(${t.intervalDays} IS NULL OR ${t.intervalDays} > 0) AND (${t.intervalKm} IS NULL OR ${t.intervalKm} > 0)`),
    check('maintenance_items_cost_non_negative', sql`${t.cost} IS NULL OR ${t.cost} >= 0`),
  ],
);

/** The service history of a garage: one row per completed service (CSV export). */
export const maintenanceLogs = pgTable(
  'maintenance_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    /** The item it completed; kept as history (title and category copied) when the item is deleted. */
    itemId: uuid('item_id').references(() => maintenanceItems.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    servicedOn: date('serviced_on', { mode: 'string' }).notNull(),
    odometerKm: integer('odometer_km'),
    /** Whole TL. */
    cost: integer('cost'),
    notes: text('notes'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('maintenance_logs_garage_idx').on(t.garageId, t.servicedOn.desc()),
    index('maintenance_logs_item_idx').on(t.itemId),
    check('maintenance_logs_cost_non_negative', sql`${t.cost} IS NULL OR ${t.cost} >= 0`),
  ],
);

/**
 * Reminders already sent: one per (item, state, cycle), `cycle` being the schedule it was about
 * (`<next_due_on>|<next_due_km>`), so a completed-and-rescheduled item is reminded again.
 */
export const maintenanceReminders = pgTable(
  'maintenance_reminders',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => maintenanceItems.id, { onDelete: 'cascade' }),
    /** 'due' or 'overdue'. */
    state: text('state').notNull(),
    cycle: text('cycle').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.state, t.cycle] })],
);

/**
 * Answers a member chose to keep (questions are not stored unless saved). `sources`
 * is the cited site content: `[{ kind: 'post' | 'answer', title, url }]`.
 */
export const assistantSavedAnswers = pgTable(
  'assistant_saved_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sources: jsonb('sources').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
  },
  (t) => [index('assistant_saved_answers_user_idx').on(t.userId, t.createdAt.desc())],
);
