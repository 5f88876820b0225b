/**
 * Reads of listings: the search (filters, five orders, keyset pages), one listing with its
 * seller and cover, and the garage facts a listing copies.
 *
 * Each order reads its page through its own partial index (db/schema/listings.ts): the
 * expressions below are the indexes' expressions exactly, `status = 'active'` (the default) or
 * `status <> 'withdrawn'` (sold ones included) their predicates, written as literals so the
 * planner can match them. The page is cut first (`limit`), then joined to the garage (name,
 * cover) and the seller — never a query per card.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, foldForSearch, type ListingSearch, type ListingSort, type PanelMap } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { afterKeyset, decodeKeyset, encodeKeyset, pageOf, type KeyKind } from '../../db/pagination.ts';
import { containsEveryWord, searchColumns } from '../../db/search-match.ts';
import { escapeLike } from '../../db/search-text.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { allOf, imageFrom, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';

/** A listing as read (internal; the presenter shapes it). */
export interface ListingRow {
  garageId: string;
  userId: string;
  name: string;
  vehicleType: 'car' | 'motorcycle';
  brand: string;
  model: string;
  year: number | null;
  status: 'active' | 'sold' | 'withdrawn';
  priceTl: number | null;
  km: number | null;
  city: string | null;
  tradeIn: boolean;
  tramerTl: number | null;
  panels: PanelMap;
  expertReportId: string | null;
  description: string | null;
  shareHistory: boolean;
  publishedAt: string;
  soldAt: string | null;
  updatedAt: string;
  coverImage: StoredImage | null;
  coverUrl: string | null;
  seller: MemberRow;
}

/** One order: its key expression over alias `l`, direction and cursor value kind. */
interface SortSpec {
  key: SQL;
  kind: KeyKind;
  descending: boolean;
}

/** The orders; `key` repeats the index expression of db/schema/listings.ts LISTING_SORT_KEYS. */
const SORTS: Record<ListingSort, SortSpec> = {
  newest: { key: sql`l.published_at`, kind: 'time', descending: true },
  price_asc: { key: sql`coalesce(l.price_tl, 2147483647)`, kind: 'int', descending: false },
  price_desc: { key: sql`coalesce(l.price_tl, -1)`, kind: 'int', descending: true },
  km_asc: { key: sql`coalesce(l.km, 2147483647)`, kind: 'int', descending: false },
  year_desc: { key: sql`coalesce(l.car_year, 0)`, kind: 'int', descending: true },
};

/** `order by` of a sort over `alias` (`desc nulls last` as the indexes are built). */
function orderOf(sort: SortSpec, key: SQL, id: SQL): SQL {
  return sort.descending ? sql`${key} desc nulls last, ${id} desc nulls last` : sql`${key} asc, ${id} asc`;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const LISTING_COLUMNS = sql.raw(`l.garage_id, l.user_id, l.status, l.price_tl, l.km, l.city, l.trade_in, l.tramer_tl, l.panels,
  l.expert_report_id, l.description, l.share_history, l.vehicle_type, l.car_brand, l.car_model, l.car_year,
  l.published_at, l.sold_at, l.updated_at`);

function listingFrom(r: Raw): ListingRow {
  const panels = typeof r.panels === 'string' ? (JSON.parse(r.panels) as PanelMap) : ((r.panels as PanelMap | null) ?? {});
  return {
    garageId: r.garage_id as string,
    userId: r.user_id as string,
    name: r.name as string,
    vehicleType: r.vehicle_type as 'car' | 'motorcycle',
    brand: r.car_brand as string,
    model: r.car_model as string,
    year: num(r.car_year),
    status: r.status as ListingRow['status'],
    priceTl: num(r.price_tl),
    km: num(r.km),
    city: (r.city as string | null) ?? null,
    tradeIn: r.trade_in === true,
    tramerTl: num(r.tramer_tl),
    panels,
    expertReportId: (r.expert_report_id as string | null) ?? null,
    description: (r.description as string | null) ?? null,
    shareHistory: r.share_history === true,
    publishedAt: r.published_iso as string,
    soldAt: (r.sold_iso as string | null) ?? null,
    updatedAt: r.updated_iso as string,
    coverImage: imageFrom(r, 'ci'),
    coverUrl: (r.cover_url as string | null) ?? null,
    seller: memberFrom(r),
  };
}

/**
 * Joins a page of listings (`page`: a sub-query over `listings l` selecting LISTING_COLUMNS and
 * `sort_value`, already filtered, ordered and limited) to its garage's name and cover and to the
 * seller; `order` re-applies the page order to the alias `pg`. One statement.
 */
async function selectRows(db: Db, page: SQL, order: SQL): Promise<(ListingRow & { sortValue: unknown })[]> {
  const raw = await queryRows<Raw>(
    db,
    sql`select pg.*, g.name, ${isoUtc(sql`pg.published_at`)} as published_iso, ${isoUtc(sql`pg.sold_at`)} as sold_iso,
          ${isoUtc(sql`pg.updated_at`)} as updated_iso, ${MEMBER_COLUMNS},
          c.external_url as cover_url, ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants
        from (${page}) pg
        join garages g on g.id = pg.garage_id
        join users u on u.id = pg.user_id
        ${MEMBER_JOINS}
        left join lateral (
          select gp.image_id, gp.external_url from garage_photos gp where gp.garage_id = pg.garage_id order by gp.position limit 1
        ) c on true
        left join images ci on ci.id = c.image_id
        order by ${order}`,
  );
  return raw.map((r) => ({ ...listingFrom(r), sortValue: r.sort_value }));
}

/** The conditions of a search's filters over alias `l` (without status and cursor). */
function filterConditions(query: ListingSearch): SQL[] {
  const conditions = [...containsEveryWord(searchColumns('l'), query.q), activeMemberRow('l', 'user_id')];
  if (query.make) conditions.push(sql`l.brand_key = ${foldForSearch(query.make)}`);
  if (query.model) conditions.push(sql`l.model_key like ${`${escapeLike(foldForSearch(query.model))}%`}`);
  if (query.yearMin !== undefined) conditions.push(sql`l.car_year >= ${query.yearMin}`);
  if (query.yearMax !== undefined) conditions.push(sql`l.car_year <= ${query.yearMax}`);
  if (query.priceMin !== undefined) conditions.push(sql`l.price_tl >= ${query.priceMin}`);
  if (query.priceMax !== undefined) conditions.push(sql`l.price_tl <= ${query.priceMax}`);
  if (query.kmMax !== undefined) conditions.push(sql`l.km <= ${query.kmMax}`);
  if (query.city) conditions.push(sql`l.city = ${query.city}`);
  if (query.tradeIn) conditions.push(sql`l.trade_in`);
  return conditions;
}

/**
 * The search page (GET /api/listings): active listings (and sold ones with `includeSold`) of
 * members who are not banned, filtered, in the asked order, `limit` (default 12) after the
 * cursor.
 * @throws InvalidCursorError (400 VALIDATION_FAILED, field `cursor`) for a malformed cursor or one of another order.
 */
export async function searchListingRows(db: Db, query: ListingSearch): Promise<{ rows: ListingRow[]; nextCursor: string | null }> {
  const sort = SORTS[query.sort];
  const cursor = decodeKeyset(query.cursor, query.sort, [sort.kind], 'uuid');
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const conditions = [query.includeSold ? sql`l.status <> 'withdrawn'` : sql`l.status = 'active'`, ...filterConditions(query)];
  if (cursor) conditions.push(afterKeyset([sort.key], sql`l.garage_id`, [sort.kind], 'uuid', cursor, !sort.descending));
  const sortValue = sort.kind === 'time' ? isoUtc(sort.key) : sort.key;
  const page = sql`select ${LISTING_COLUMNS}, ${sortValue} as sort_value from listings l
    where ${allOf(conditions)} order by ${orderOf(sort, sort.key, sql`l.garage_id`)} limit ${limit + 1}`;
  const rows = await selectRows(db, page, orderOf(sort, sql`pg.sort_value`, sql`pg.garage_id`));
  const result = pageOf(rows, limit, (r) => encodeKeyset(query.sort, [sort.kind === 'time' ? String(r.sortValue) : Number(r.sortValue)], r.garageId));
  return { rows: result.rows, nextCursor: result.nextCursor };
}

/** The search's SQL for a sort (without running it), for EXPLAIN in the tests. */
export function searchListingSql(query: ListingSearch): SQL {
  const sort = SORTS[query.sort];
  const conditions = [query.includeSold ? sql`l.status <> 'withdrawn'` : sql`l.status = 'active'`, ...filterConditions(query)];
  return sql`select l.garage_id from listings l where ${allOf(conditions)} order by ${orderOf(sort, sort.key, sql`l.garage_id`)} limit ${(query.limit ?? DEFAULT_PAGE_SIZE) + 1}`;
}

/**
 * The listing of `garageId` whatever its status, or null. `publicOnly`: null when its seller is
 * banned (what visitors and members may not see).
 */
export async function selectListing(db: Db, garageId: string, publicOnly: boolean): Promise<ListingRow | null> {
  const where = publicOnly ? sql`l.garage_id = ${garageId} and ${activeMemberRow('l', 'user_id')}` : sql`l.garage_id = ${garageId}`;
  const [row] = await selectRows(db, sql`select ${LISTING_COLUMNS}, null as sort_value from listings l where ${where}`, sql`pg.garage_id`);
  return row ?? null;
}

/** The garage facts a listing copies and shows, and its owner. */
export interface ListingGarage {
  id: string;
  userId: string;
  name: string;
  vehicleType: 'car' | 'motorcycle';
  brand: string;
  model: string;
  year: number | null;
}

/** The garage `garageId` (`forUpdate` locks its row in a transaction), or null. */
export async function selectListingGarage(db: Db, garageId: string, forUpdate = false): Promise<ListingGarage | null> {
  const [r] = await queryRows<Raw>(
    db,
    sql`select id, user_id, name, vehicle_type, car_brand, car_model, car_year from garages where id = ${garageId} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!r) return null;
  return {
    id: r.id as string,
    userId: r.user_id as string,
    name: r.name as string,
    vehicleType: r.vehicle_type as 'car' | 'motorcycle',
    brand: r.car_brand as string,
    model: r.car_model as string,
    year: num(r.car_year),
  };
}
