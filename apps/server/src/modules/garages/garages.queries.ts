/**
 * SQL shared by the garage services: one statement that reads a page of garages together
 * with each owner (users + profiles + avatar image) and the cover photo (position 0), and one
 * more for the viewer's like/favorite flags of the whole page — never a query per card.
 * Keyset cursors (db/pagination.ts) are `[sort, value, id]`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE, type GarageDetail, type GarageSort } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { Keyset } from '../../db/pagination.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { imageFrom, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import type { GarageDetailParts, ModificationRow } from './garages.presenter.ts';
import { viewerFlags } from './garages.cache.ts';
import { MODIFICATION_BUILD_JSON, withDynoSheets } from './build-log.ts';

export { allOf, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow } from '../../lib/member-rows.ts';

/** An image row as read by these queries; null when no uploaded image. */
export type ImageRow = StoredImage;

/** A garage with its owner, cover and the viewer's flags (internal; presenters shape it). */
export interface GarageRow extends Omit<GarageDetail, 'cover' | 'owner' | 'photos' | 'modifications' | 'isMine' | 'ownerGarages' | 'build'> {
  userId: string;
  /** ISO 8601 UTC with microseconds (exact, usable in a cursor). */
  createdAt: string;
  owner: MemberRow;
  coverImage: ImageRow | null;
  coverUrl: string | null;
  likedByMe: boolean;
  favoritedByMe: boolean;
  /** Only in the favorites list: when the viewer favorited it and the favorite's id (cursor). */
  favoriteKey: { at: string; id: string } | null;
}

/** Garage columns selected by every page sub-query (alias `g`). */
export const GARAGE_COLUMNS = sql.raw(
  `g.id, g.user_id, g.name, g.description, g.vehicle_type, g.car_brand, g.car_model, g.car_year,
   g.horsepower, g.torque, g.modification_type, g.price_range, g.location, g.is_for_sale, g.sale_price,
   g.engine, g.acceleration, g.top_speed, g.fuel_type, g.transmission, g.drivetrain, g.weight,
   g.likes_count, g.views_count, g.comments_count, g.created_at, g.updated_at,
   g.stock_hp, g.stock_nm, g.stock_zero_to_100, g.stock_kg, g.stock_db`,
);



const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function garageFrom(row: Raw): GarageRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    name: row.name as string,
    description: row.description as string | null,
    vehicleType: row.vehicle_type as 'car' | 'motorcycle',
    carBrand: row.car_brand as string,
    carModel: row.car_model as string,
    carYear: num(row.car_year),
    horsepower: num(row.horsepower),
    torque: num(row.torque),
    modificationType: row.modification_type as string | null,
    priceRange: row.price_range as string | null,
    location: row.location as string | null,
    isForSale: Boolean(row.is_for_sale),
    salePrice: row.sale_price as string | null,
    engine: row.engine as string | null,
    acceleration: num(row.acceleration),
    topSpeed: num(row.top_speed),
    fuelType: row.fuel_type as string | null,
    transmission: row.transmission as string | null,
    drivetrain: row.drivetrain as string | null,
    weight: num(row.weight),
    stockHp: num(row.stock_hp),
    stockNm: num(row.stock_nm),
    stockZeroTo100: num(row.stock_zero_to_100),
    stockKg: num(row.stock_kg),
    stockDb: num(row.stock_db),
    likesCount: Number(row.likes_count),
    viewsCount: Number(row.views_count),
    commentsCount: Number(row.comments_count),
    createdAt: row.created_iso as string,
    updatedAt: row.updated_iso as string,
    owner: memberFrom(row),
    coverImage: imageFrom(row, 'ci'),
    coverUrl: (row.cover_url as string | null) ?? null,
    likedByMe: false,
    favoritedByMe: false,
    favoriteKey: typeof row.fav_iso === 'string' ? { at: row.fav_iso, id: row.fav_id as string } : null,
  };
}

async function selectRaw(db: Db, page: SQL, order: SQL, extra: SQL = sql``): Promise<Raw[]> {
  return queryRows(db, sql`
    select pg.*, ${isoUtc(sql`pg.created_at`)} as created_iso, ${isoUtc(sql`pg.updated_at`)} as updated_iso,
      ${MEMBER_COLUMNS},
      c.external_url as cover_url, ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants
      ${extra}
    from (${page}) pg
    join users u on u.id = pg.user_id
    ${MEMBER_JOINS}
    left join lateral (
      select gp.image_id, gp.external_url from garage_photos gp where gp.garage_id = pg.id order by gp.position limit 1
    ) c on true
    left join images ci on ci.id = c.image_id
    order by ${order}`);
}

/**
 * Runs `page` (a sub-query over `garages g` selecting {@link GARAGE_COLUMNS} plus any sort
 * columns, already filtered, ordered and limited) and joins owner and cover photo; `order`
 * re-applies the page order to the alias `pg`. One statement. Viewer flags are false here;
 * {@link withViewerFlags} fills them.
 */
export async function selectGarageRows(db: Db, page: SQL, order: SQL): Promise<GarageRow[]> {
  return (await selectRaw(db, page, order)).map(garageFrom);
}

/** Detail extras as JSON built by the database (photos, modifications, the owner's other garages). */
const DETAIL_COLUMNS = sql.raw(`,
  (select coalesce(json_agg(json_build_object('url', gp.external_url, 'id', i.id, 'width', i.width, 'height', i.height,
      'variants', i.variants) order by gp.position, gp.id), '[]'::json)
    from garage_photos gp left join images i on i.id = gp.image_id where gp.garage_id = pg.id) as photos_json,
  (select coalesce(json_agg(json_build_object('id', m.id, 'garageId', m.garage_id, 'title', m.title, 'category', m.category,
      'brand', m.brand, 'cost', m.cost, 'installedOn', m.installed_on, 'note', m.note, 'createdAt', m.created_at,
      ${MODIFICATION_BUILD_JSON})
      order by m.installed_on desc nulls last, m.created_at desc nulls last, m.id desc), '[]'::json)
    from modifications m where m.garage_id = pg.id) as modifications_json,
  (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.created_at desc nulls last, o.id desc), '[]'::json)
    from (select o.id, o.name, o.created_at from garages o where o.user_id = pg.user_id and o.id <> pg.id
          order by o.created_at desc nulls last, o.id desc limit ${MAX_PAGE_SIZE}) o) as others_json`);

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** One garage with everything its detail page shows, in one statement; null when none matches. */
export async function selectGarageDetail(db: Db, page: SQL, order: SQL): Promise<Omit<GarageDetailParts, 'viewerId'> | null> {
  const [raw] = await selectRaw(db, page, order, DETAIL_COLUMNS);
  if (!raw) return null;
  const photos = json<{ url: string | null; id: string | null; width: number; height: number; variants: number[] }[]>(raw.photos_json);
  return {
    row: garageFrom(raw),
    photos: photos.map((p) => ({ url: p.url, image: p.id ? { id: p.id, width: p.width, height: p.height, variants: p.variants } : null })),
    modifications: await withDynoSheets(db, json<ModificationRow[]>(raw.modifications_json)),
    ownerGarages: json<{ id: string; name: string }[]>(raw.others_json),
  };
}

/**
 * The ids among `ids` that member `viewerId` likes and favorites: one indexed query over
 * `garage_likes` and `favorites` (their keys `(user_id, garage_id)`), or from the member's flags
 * kept in memory under the request's flags version `stamp` (garages.cache.ts `viewerFlags`;
 * no stamp: always read).
 */
export function viewerOverlay(db: Db, viewerId: string, ids: string[], stamp?: string): Promise<{ liked: Set<string>; favorited: Set<string> }> {
  return viewerFlags(db, viewerId, stamp, ids, async (missing) => {
    if (missing.length === 0) return { liked: new Set<string>(), favorited: new Set<string>() };
    const list = sql.join(missing.map((id) => sql`${id}::uuid`), sql`, `);
    const flags = await queryRows(db, sql`
      select garage_id, 'l' as kind from garage_likes where user_id = ${viewerId} and garage_id in (${list})
      union all
      select garage_id, 'f' as kind from favorites where user_id = ${viewerId} and garage_id in (${list})`);
    return {
      liked: new Set(flags.filter((f) => f.kind === 'l').map((f) => f.garage_id as string)),
      favorited: new Set(flags.filter((f) => f.kind === 'f').map((f) => f.garage_id as string)),
    };
  });
}

/**
 * Sets `likedByMe` / `favoritedByMe` for a member ({@link viewerOverlay}; copies, cached rows
 * are never changed). Visitors get the rows back as they are (false).
 */
export async function withViewerFlags(db: Db, rows: GarageRow[], viewerId: string | null, stamp?: string): Promise<GarageRow[]> {
  if (!viewerId || rows.length === 0) return rows;
  const { liked, favorited } = await viewerOverlay(db, viewerId, rows.map((r) => r.id), stamp);
  return rows.map((r) => ({ ...r, likedByMe: liked.has(r.id), favoritedByMe: favorited.has(r.id) }));
}

// ---------------------------------------------------------------------------------------
// Keyset pagination (cursors: db/pagination.ts, `[sort, value, id]`)

/**
 * Order, cursor condition and cursor value of each garage list sort, over alias `g` (inner) /
 * `pg` (outer). The explicit `nulls last` (`nulls first` ascending) matches the indexes in
 * db/schema/garages.ts, which Drizzle creates as `DESC NULLS LAST`: a plain `desc` means
 * `NULLS FIRST` in PostgreSQL and would make the planner sort the whole table instead.
 */
export const GARAGE_SORT_SQL: Record<
  GarageSort,
  { kind: 'time' | 'int'; inner: SQL; outer: SQL; after: (c: Keyset) => SQL; value: (r: GarageRow) => string | number }
> = {
  newest: {
    kind: 'time',
    inner: sql`g.created_at desc nulls last, g.id desc nulls last`,
    outer: sql`pg.created_at desc nulls last, pg.id desc nulls last`,
    after: (c) => sql`(g.created_at, g.id) < (${c.values[0]}::timestamptz, ${c.id}::uuid)`,
    value: (r) => r.createdAt,
  },
  oldest: {
    kind: 'time',
    inner: sql`g.created_at asc nulls first, g.id asc nulls first`,
    outer: sql`pg.created_at asc nulls first, pg.id asc nulls first`,
    after: (c) => sql`(g.created_at, g.id) > (${c.values[0]}::timestamptz, ${c.id}::uuid)`,
    value: (r) => r.createdAt,
  },
  popular: {
    kind: 'int',
    inner: sql`g.likes_count desc nulls last, g.id desc nulls last`,
    outer: sql`pg.likes_count desc nulls last, pg.id desc nulls last`,
    after: (c) => sql`(g.likes_count, g.id) < (${c.values[0]}::int, ${c.id}::uuid)`,
    value: (r) => r.likesCount,
  },
  views: {
    kind: 'int',
    inner: sql`g.views_count desc nulls last, g.id desc nulls last`,
    outer: sql`pg.views_count desc nulls last, pg.id desc nulls last`,
    after: (c) => sql`(g.views_count, g.id) < (${c.values[0]}::int, ${c.id}::uuid)`,
    value: (r) => r.viewsCount,
  },
};


