/**
 * Garages and everything hanging off them (favorites, likes, views, comments, gallery,
 * modifications, performance figures). Counters on `garages` are facts
 * maintained by the server in the same transaction as the rows they count.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn, dailyViewColumns } from './columns.ts';
import { searchLexemesColumn } from './search-index.ts';
import { images } from './images.ts';
import { blogPosts } from './blog.ts';
import { moderationColumns } from './moderation.ts';
import { documents } from './documents.ts';

export const garages = pgTable(
  'garages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    vehicleType: text('vehicle_type', { enum: ['car', 'motorcycle'] }).notNull().default('car'),
    carBrand: text('car_brand').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year'),
    horsepower: integer('horsepower'),
    torque: integer('torque'),
    modificationType: text('modification_type'),
    priceRange: text('price_range'),
    location: text('location'),
    isForSale: boolean('is_for_sale').notNull().default(false),
    salePrice: text('sale_price'),
    engine: text('engine'),
    /** 0–100 km/h in seconds. */
    acceleration: real('acceleration'),
    /** km/h. */
    topSpeed: integer('top_speed'),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    drivetrain: text('drivetrain'),
    /** kg. */
    weight: integer('weight'),
    /** Current odometer, km, as the owner last entered it (maintenance tracker). */
    odometerKm: integer('odometer_km'),
    /** Stock figures the owner entered for the build log (HP, Nm, 0–100 s, kg, dB); null = not entered. */
    stockHp: integer('stock_hp'),
    stockNm: integer('stock_nm'),
    stockZeroTo100: real('stock_zero_to_100'),
    stockKg: integer('stock_kg'),
    stockDb: real('stock_db'),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** `foldForSearch(name brand model description)`, for Turkish-aware partial matching. */
    searchText: text('search_text').notNull().default(''),
    /** Words and inner suffixes of `search_text` (GIN-indexed full-text column; db/search-match.ts). */
    searchTsv: searchLexemesColumn(),
    /** `foldForSearch(name brand model)`: what the typeahead matches (lexicon `garage_suggest_words`, migration 0029). */
    suggestText: text('suggest_text').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('garages_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('garages_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('garages_likes_idx').on(t.likesCount.desc(), t.id.desc()),
    index('garages_views_idx').on(t.viewsCount.desc(), t.id.desc()),
    index('garages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('garages_search_tsv_idx').using('gin', t.searchTsv),
    check('garages_counts_non_negative', sql`${t.likesCount} >= 0 AND ${t.viewsCount} >= 0 AND ${t.commentsCount} >= 0`),
  ],
);

/** Photos of a garage: an uploaded image or an external http(s) URL; position 0 is the cover. */
export const garagePhotos = pgTable(
  'garage_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'cascade' }),
    externalUrl: text('external_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('garage_photos_garage_idx').on(t.garageId, t.position),
    index('garage_photos_image_idx').on(t.imageId),
    check('garage_photos_one_source', sql`(${t.imageId} IS NULL) <> (${t.externalUrl} IS NULL)`),
  ],
);

export const modifications = pgTable(
  'modifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    brand: text('brand'),
    /** TL, whole lira. */
    cost: integer('cost'),
    installedOn: date('installed_on', { mode: 'string' }),
    note: text('note'),
    createdAt: createdAtColumn(),
    // The build log (decision 023), every field optional.
    /** Odometer at installation, km. */
    odometerKm: integer('odometer_km'),
    doneBy: text('done_by', { enum: ['self', 'shop'] }),
    /** Only with `done_by = 'shop'`. */
    shopName: text('shop_name'),
    /** One of LEGALITY_CATEGORY_IDS. */
    legalCategory: text('legal_category'),
    /** Where power and torque were measured. */
    measuredAt: text('measured_at', { enum: ['wheel', 'crank'] }),
    hpBefore: integer('hp_before'),
    hpAfter: integer('hp_after'),
    nmBefore: integer('nm_before'),
    nmAfter: integer('nm_after'),
    /** 0–100 km/h, seconds. */
    zeroTo100Before: real('zero_to_100_before'),
    zeroTo100After: real('zero_to_100_after'),
    kgBefore: integer('kg_before'),
    kgAfter: integer('kg_after'),
    dbBefore: real('db_before'),
    dbAfter: real('db_after'),
    dynoSheetId: uuid('dyno_sheet_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('modifications_garage_idx').on(t.garageId, t.createdAt.desc()),
    index('modifications_dyno_sheet_idx').on(t.dynoSheetId).where(sql`${t.dynoSheetId} IS NOT NULL`),
    check('modifications_done_by', sql`${t.doneBy} IS NULL OR ${t.doneBy} IN ('self', 'shop')`),
    check('modifications_measured_at', sql`${t.measuredAt} IS NULL OR ${t.measuredAt} IN ('wheel', 'crank')`),
  ],
);

/** One like per (member, garage). */
export const garageLikes = pgTable(
  'garage_likes',
  {
    userId: memberRef('user_id'),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.garageId] }), index('garage_likes_garage_idx').on(t.garageId)],
);

/**
 * A favorite, of a garage or of a blog post (`post_id`): one row per
 * (member, garage) or (member, blog post); exactly one of the two is set.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references((): AnyPgColumn => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('favorites_user_garage_unique').on(t.userId, t.garageId),
    unique('favorites_user_post_unique').on(t.userId, t.postId),
    index('favorites_user_idx').on(t.userId, t.createdAt.desc()),
    index('favorites_garage_idx').on(t.garageId),
    index('favorites_post_idx').on(t.postId),
    check('favorites_one_target', sql`(${t.garageId} IS NULL) <> (${t.postId} IS NULL)`),
  ],
);

export const garageComments = pgTable(
  'garage_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    /** The plain text of `bodyHtml` (search, reports, excerpts, mentions, e-mails). */
    body: text('body').notNull(),
    /** The comment as shown: rich text as the server's allow-list leaves it (lib/rich-text.ts). */
    bodyHtml: text('body_html').notNull().default(''),
    ...moderationColumns(),
    /** The author's last edit ("düzenlendi"); earlier versions are rows of `comment_revisions`. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('garage_comments_garage_idx').on(t.garageId, t.createdAt.desc(), t.id.desc()),
    index('garage_comments_user_idx').on(t.userId),
  ],
);

/** A view counted at most once per visitor per garage per day (docs/product.md, Views). */
export const garageViews = pgTable(
  'garage_views',
  {
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    ...dailyViewColumns(),
  },
  (t) => [primaryKey({ columns: [t.garageId, t.visitorKey, t.day] }), index('garage_views_day_idx').on(t.day)],
);
