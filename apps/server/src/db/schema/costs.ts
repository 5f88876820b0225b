/**
 * The costs of keeping a vehicle (decision 025): the fuel log, the other cost entries and the
 * per-garage switch that lets others see the cost summary.
 *
 * - Money is stored as whole kuruş (`integer`): sums are exact and 21 million TL fits one row.
 * - A fill-up's quantity is litres, or kWh for an electric garage (`numeric(9,3)`).
 * - Fill-ups are read in the order (filled_on, odometer_km, id) — the chain order of the
 *   full-to-full consumption and the keyset of the list; the odometer never runs backwards in it
 *   (checked by the service).
 * - `user_id` is the garage's owner (garages never change hands); every query filters on it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { garages } from './garages.ts';

/** One fill-up (or charge) of a garage's vehicle. */
export const fuelFillUps = pgTable(
  'fuel_fill_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    filledOn: date('filled_on', { mode: 'string' }).notNull(),
    odometerKm: integer('odometer_km').notNull(),
    /** Litres, or kWh for an electric vehicle. */
    quantity: numeric('quantity', { precision: 9, scale: 3, mode: 'number' }).notNull(),
    /** Price paid, whole kuruş. */
    totalKurus: integer('total_kurus').notNull(),
    /** Filled to the brim: closes a full-to-full segment. */
    isFull: boolean('is_full').notNull().default(true),
    /** A fill-up before this one was not recorded: the segment ending here is not measured. */
    missedPrevious: boolean('missed_previous').notNull().default(false),
    station: text('station'),
    notes: text('notes'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fuel_fill_ups_garage_order_idx').on(t.garageId, t.filledOn, t.odometerKm, t.id),
    index('fuel_fill_ups_user_idx').on(t.userId),
    check('fuel_fill_ups_quantity_positive', sql`${t.quantity} > 0`),
    check('fuel_fill_ups_total_non_negative', sql`${t.totalKurus} >= 0`),
    check('fuel_fill_ups_odometer_non_negative', sql`${t.odometerKm} >= 0`),
  ],
);

/** A cost that is neither fuel nor a maintenance service: insurance, MTV, inspection, tolls… */
export const vehicleCosts = pgTable(
  'vehicle_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    /** COST_KINDS: traffic_insurance, kasko, tax, inspection, toll_parking, other. */
    kind: text('kind').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    /** Whole kuruş. */
    amountKurus: integer('amount_kurus').notNull(),
    note: text('note'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_costs_garage_order_idx').on(t.garageId, t.spentOn, t.id),
    index('vehicle_costs_user_idx').on(t.userId),
    check('vehicle_costs_amount_positive', sql`${t.amountKurus} > 0`),
    check('vehicle_costs_kind', sql`${t.kind} IN ('traffic_insurance', 'kasko', 'tax', 'inspection', 'toll_parking', 'other')`),
  ],
);

/** A garage's cost settings; no row = the defaults (summary private). */
export const garageCostSettings = pgTable('garage_cost_settings', {
  garageId: uuid('garage_id')
    .primaryKey()
    .references(() => garages.id, { onDelete: 'cascade' }),
  /** "Show my running costs": compare may show the garage's cost summary. */
  showCosts: boolean('show_costs').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
