/**
 * A for-sale garage's listing (migration 0027): one row per garage, written by its owner only.
 * The listing is the one place sale data lives; `garages.is_for_sale` and `garages.sale_price`
 * are derived from it in the same transaction (modules/listings). The vehicle columns
 * (`vehicle_type` … `search_text`) are a copy of the garage's, kept in step by the listings
 * module's reaction to `garage.updated`, so the search filters and sorts on this table alone.
 *
 * Each search order has two partial indexes: one over the active listings (the default search)
 * and one over the listed ones (active and sold: "satılanlar dahil"). Prices, km and years that
 * are not known sort last through `coalesce` sentinels, so every order key is never null and a
 * keyset page is one index range (modules/listings/listings.queries.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PanelMap } from '@garaj/shared';
import { memberRef, createdAtColumn } from './columns.ts';
import { searchLexemesColumn } from './search-index.ts';
import { garages } from './garages.ts';
import { documents } from './documents.ts';

/** Sort-key expressions: unknown values last in each order (they match the indexes exactly). */
export const LISTING_SORT_KEYS = {
  priceAsc: sql`coalesce(price_tl, 2147483647)`,
  priceDesc: sql`coalesce(price_tl, -1)`,
  km: sql`coalesce(km, 2147483647)`,
  year: sql`coalesce(car_year, 0)`,
};

const ACTIVE = sql`status = 'active'`;
const LISTED = sql`status <> 'withdrawn'`;

export const listings = pgTable(
  'listings',
  {
    garageId: uuid('garage_id')
      .primaryKey()
      .references(() => garages.id, { onDelete: 'cascade' }),
    /** The garage's owner (who may write it). */
    userId: memberRef('user_id'),
    /** LISTING_STATUSES: `active`, `sold`, `withdrawn`. */
    status: text('status', { enum: ['active', 'sold', 'withdrawn'] }).notNull().default('active'),
    /** Asking price, whole TL; null only for a listing carried over from a price text without digits. */
    priceTl: integer('price_tl'),
    km: integer('km'),
    /** One of PROVINCES. */
    city: text('city'),
    /** Open to a trade-in ("takas"). */
    tradeIn: boolean('trade_in').notNull().default(false),
    /** Damage record amount, whole TL: 0 = none, null = not stated. */
    tramerTl: integer('tramer_tl'),
    /** LISTING_PANELS → PANEL_STATES; a panel not named was not stated. */
    panels: jsonb('panels').$type<PanelMap>().notNull().default({}),
    expertReportId: uuid('expert_report_id').references(() => documents.id, { onDelete: 'set null' }),
    description: text('description'),
    /** The owner lets the listing show the garage's maintenance logs and modifications. */
    shareHistory: boolean('share_history').notNull().default(false),
    vehicleType: text('vehicle_type', { enum: ['car', 'motorcycle'] }).notNull(),
    carBrand: text('car_brand').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year'),
    /** `foldForSearch(car_brand)`: the make filter compares it. */
    brandKey: text('brand_key').notNull(),
    /** `foldForSearch(car_model)`: the model filter matches its start. */
    modelKey: text('model_key').notNull(),
    /** `foldForSearch(name brand model)` of the garage (db/search-match.ts). */
    searchText: text('search_text').notNull().default(''),
    searchTsv: searchLexemesColumn(),
    /** When it was (last) published: the "newest" order. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_active_newest_idx').on(t.publishedAt.desc(), t.garageId.desc()).where(ACTIVE),
    index('listings_active_price_asc_idx').on(LISTING_SORT_KEYS.priceAsc, t.garageId).where(ACTIVE),
    index('listings_active_price_desc_idx').on(sql`${LISTING_SORT_KEYS.priceDesc} desc`, t.garageId.desc()).where(ACTIVE),
    index('listings_active_km_idx').on(LISTING_SORT_KEYS.km, t.garageId).where(ACTIVE),
    index('listings_active_year_idx').on(sql`${LISTING_SORT_KEYS.year} desc`, t.garageId.desc()).where(ACTIVE),
    index('listings_listed_newest_idx').on(t.publishedAt.desc(), t.garageId.desc()).where(LISTED),
    index('listings_listed_price_asc_idx').on(LISTING_SORT_KEYS.priceAsc, t.garageId).where(LISTED),
    index('listings_listed_price_desc_idx').on(sql`${LISTING_SORT_KEYS.priceDesc} desc`, t.garageId.desc()).where(LISTED),
    index('listings_listed_km_idx').on(LISTING_SORT_KEYS.km, t.garageId).where(LISTED),
    index('listings_listed_year_idx').on(sql`${LISTING_SORT_KEYS.year} desc`, t.garageId.desc()).where(LISTED),
    index('listings_search_tsv_idx').using('gin', t.searchTsv),
    index('listings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('listings_user_idx').on(t.userId),
    index('listings_expert_report_idx').on(t.expertReportId).where(sql`expert_report_id is not null`),
    check('listings_status', sql`${t.status} IN ('active', 'sold', 'withdrawn')`),
    check('listings_amounts', sql`(${t.priceTl} IS NULL OR ${t.priceTl} > 0) AND (${t.km} IS NULL OR ${t.km} >= 0) AND (${t.tramerTl} IS NULL OR ${t.tramerTl} >= 0)`),
    check('listings_sold_at', sql`${t.status} <> 'sold' OR ${t.soldAt} IS NOT NULL`),
  ],
);
