/**
 * Listings: the search, a listing with its history, and the owner's writes. The listing is the
 * one place sale data is written: every write that changes a listing's status or price sets
 * `garages.is_for_sale` (active) and `garages.sale_price` (its price as text) in the same
 * transaction, so the garage pages, cards and conversations read what the listing says.
 * Knows nothing of HTTP: it throws `AppError`s.
 */
import { sql } from 'drizzle-orm';
import { foldForSearch, formatTl, LISTING_HISTORY_LIMIT, type ListingData, type ListingSearch, type ListingStatus } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { claimDocument } from '../documents/index.ts';
import { invalidateGarageLists, modificationHistory, type ModificationHistoryRow } from '../garages/index.ts';
import { maintenanceHistory, type MaintenanceHistoryRow } from '../maintenance/index.ts';
import { searchListingRows, selectListing, selectListingGarage, type ListingGarage, type ListingRow } from './listings.queries.ts';

/** The garage's history a listing shows (one more than shown of each kind: "more"). */
export interface ListingHistoryRows {
  maintenance: MaintenanceHistoryRow[];
  modifications: ModificationHistoryRow[];
}

/** GET /api/listings. @throws 400 VALIDATION_FAILED (field `cursor`) for a malformed cursor. */
export function searchListings(db: Db, query: ListingSearch) {
  return searchListingRows(db, query);
}

/**
 * GET /api/listings/:garageId: an active or sold listing for everyone; a withdrawn one for its
 * owner only; a banned member's for moderators only. The history comes along only when its
 * owner shares it.
 * @throws 404 LISTING_NOT_FOUND
 */
export async function getListing(db: Db, garageId: string, viewer: Viewer | null, moderator: boolean): Promise<{ row: ListingRow; history: ListingHistoryRows | null }> {
  const row = await selectListing(db, garageId, !moderator);
  if (!row || (row.status === 'withdrawn' && row.userId !== viewer?.id)) throw notFound('LISTING_NOT_FOUND');
  return { row, history: row.shareHistory ? await readHistory(db, garageId) : null };
}

/** The garage's newest maintenance logs and modifications (LISTING_HISTORY_LIMIT + 1 of each). */
async function readHistory(db: Db, garageId: string): Promise<ListingHistoryRows> {
  const [maintenance, modifications] = await Promise.all([
    maintenanceHistory(db, garageId, LISTING_HISTORY_LIMIT + 1),
    modificationHistory(db, garageId, LISTING_HISTORY_LIMIT + 1),
  ]);
  return { maintenance, modifications };
}

/**
 * The garage `garageId` when `viewer` owns it (`tx`: locked for the write).
 * @throws 404 GARAGE_NOT_FOUND, 403 LISTING_FORBIDDEN
 */
async function ownGarage(db: Db, garageId: string, viewer: Viewer, forUpdate: boolean): Promise<ListingGarage> {
  const garage = await selectListingGarage(db, garageId, forUpdate);
  if (!garage) throw notFound('GARAGE_NOT_FOUND');
  if (garage.userId !== viewer.id) throw forbidden('LISTING_FORBIDDEN');
  return garage;
}

/**
 * GET /api/listings/:garageId/edit: the garage and its listing (null before the first save),
 * its owner only, read from the database.
 * @throws 404 GARAGE_NOT_FOUND, 403 LISTING_FORBIDDEN
 */
export async function getListingForEdit(db: Db, garageId: string, viewer: Viewer): Promise<{ garage: ListingGarage; row: ListingRow | null; history: ListingHistoryRows | null }> {
  const garage = await ownGarage(db, garageId, viewer, false);
  const row = await selectListing(db, garageId, false);
  return { garage, row, history: row?.shareHistory ? await readHistory(db, garageId) : null };
}

/** A price as the garage cards show it: `1.250.000 TL` (dots between thousands). */
export function salePriceText(priceTl: number | null): string | null {
  if (priceTl === null) return null;
  return formatTl(priceTl);
}

/**
 * Writes what a listing says back onto its garage (`is_for_sale` while active, the price text),
 * inside the listing's transaction.
 */
async function syncGarageSale(tx: Db, garageId: string): Promise<void> {
  const [row] = await queryRows<{ status: ListingStatus; price_tl: number | null }>(tx, sql`select status, price_tl from listings where garage_id = ${garageId}`);
  const active = row?.status === 'active';
  const price = active && row?.price_tl !== null && row?.price_tl !== undefined ? salePriceText(Number(row.price_tl)) : null;
  await tx.execute(sql`update garages set is_for_sale = ${active}, sale_price = ${price} where id = ${garageId}`);
}

/** The folded copies of a garage's facts a listing is searched by. */
export function vehicleColumns(garage: Pick<ListingGarage, 'name' | 'vehicleType' | 'brand' | 'model' | 'year'>) {
  return {
    vehicle_type: garage.vehicleType,
    car_brand: garage.brand,
    car_model: garage.model,
    car_year: garage.year,
    brand_key: foldForSearch(garage.brand),
    model_key: foldForSearch(garage.model),
    search_text: foldForSearch([garage.name, garage.brand, garage.model].join(' ')),
  };
}

/**
 * PUT /api/listings/:garageId: creates the garage's listing (published at once) or replaces its
 * fields (its status stays). A motorcycle's listing keeps no panel map. The expert report must
 * be the owner's document uploaded as `expert_report`. The garage's sale flag and price follow.
 * @throws 404 GARAGE_NOT_FOUND, 403 LISTING_FORBIDDEN, 400 DOCUMENT_NOT_FOUND (field `expertReportId`)
 */
export async function saveListing(db: Db, viewer: Viewer, garageId: string, data: ListingData): Promise<void> {
  await db.transaction(async (tx) => {
    const garage = await ownGarage(tx, garageId, viewer, true);
    if (data.expertReportId) await claimDocument(tx, viewer.id, data.expertReportId, 'expert_report', 'expertReportId');
    const panels = garage.vehicleType === 'motorcycle' ? {} : data.panels;
    const v = vehicleColumns(garage);
    await tx.execute(sql`
      insert into listings (garage_id, user_id, status, price_tl, km, city, trade_in, tramer_tl, panels, expert_report_id,
        description, share_history, vehicle_type, car_brand, car_model, car_year, brand_key, model_key, search_text)
      values (${garageId}, ${viewer.id}, 'active', ${data.priceTl}, ${data.km}, ${data.city}, ${data.tradeIn}, ${data.tramerTl},
        ${JSON.stringify(panels)}::jsonb, ${data.expertReportId}, ${data.description}, ${data.shareHistory},
        ${v.vehicle_type}, ${v.car_brand}, ${v.car_model}, ${v.car_year}, ${v.brand_key}, ${v.model_key}, ${v.search_text})
      on conflict (garage_id) do update set
        price_tl = excluded.price_tl, km = excluded.km, city = excluded.city, trade_in = excluded.trade_in,
        tramer_tl = excluded.tramer_tl, panels = excluded.panels, expert_report_id = excluded.expert_report_id,
        description = excluded.description, share_history = excluded.share_history,
        vehicle_type = excluded.vehicle_type, car_brand = excluded.car_brand, car_model = excluded.car_model,
        car_year = excluded.car_year, brand_key = excluded.brand_key, model_key = excluded.model_key,
        search_text = excluded.search_text, updated_at = now()`);
    await syncGarageSale(tx, garageId);
  });
  invalidateGarageLists(db);
}

/**
 * PUT /api/listings/:garageId/status: `active` publishes again (a new publication time; a price
 * is needed), `sold` marks it sold (kept visible with "Satıldı", out of the default search),
 * `withdrawn` takes it down (its owner still sees it). The garage's sale flag follows.
 * @throws 404 GARAGE_NOT_FOUND / LISTING_NOT_FOUND, 403 LISTING_FORBIDDEN, 400 LISTING_PRICE_REQUIRED
 */
export async function setListingStatus(db: Db, viewer: Viewer, garageId: string, status: ListingStatus): Promise<void> {
  await db.transaction(async (tx) => {
    await ownGarage(tx, garageId, viewer, true);
    const [current] = await queryRows<{ status: ListingStatus; price_tl: number | null }>(
      tx,
      sql`select status, price_tl from listings where garage_id = ${garageId} for update`,
    );
    if (!current) throw notFound('LISTING_NOT_FOUND');
    if (status === 'active' && current.price_tl === null) throw badRequest('LISTING_PRICE_REQUIRED', { priceTl: 'REQUIRED' });
    if (status === current.status) return;
    const published = status === 'active' ? sql`now()` : sql`published_at`;
    const soldAt = status === 'sold' ? sql`now()` : sql`null`;
    await tx.execute(sql`update listings set status = ${status}, published_at = ${published}, sold_at = ${soldAt}, updated_at = now() where garage_id = ${garageId}`);
    await syncGarageSale(tx, garageId);
  });
  invalidateGarageLists(db);
}

/**
 * Keeps a listing's copy of its garage's facts (make, model, year, type, name for the search) in
 * step after the garage was saved, inside that save's transaction; a garage that became a
 * motorcycle drops its panel map.
 */
export async function refreshListingVehicle(tx: Db, garageId: string): Promise<void> {
  const garage = await selectListingGarage(tx, garageId);
  if (!garage) return;
  const v = vehicleColumns(garage);
  await tx.execute(sql`
    update listings set vehicle_type = ${v.vehicle_type}, car_brand = ${v.car_brand}, car_model = ${v.car_model},
      car_year = ${v.car_year}, brand_key = ${v.brand_key}, model_key = ${v.model_key}, search_text = ${v.search_text},
      panels = case when ${v.vehicle_type} = 'motorcycle' then '{}'::jsonb else panels end
    where garage_id = ${garageId}`);
}
