/**
 * What leaves the server about listings: the types of packages/shared/src/schemas/listings.ts,
 * never the search columns, the owner's internal id beside the seller card, or a withdrawn
 * listing to anyone but its owner (the service decides that).
 */
import {
  HISTORY_LATE_DAYS,
  LISTING_HISTORY_LIMIT,
  type DocumentRef,
  type ListingCard,
  type ListingDetail,
  type ListingHistory,
  type ListingHistoryEntry,
  type ListingVehicle,
  type Page,
} from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import type { ListingGarage, ListingRow } from './listings.queries.ts';
import type { ListingHistoryRows } from './listings.service.ts';

/** Timestamps go out with millisecond precision. */
const iso = (value: string) => new Date(value).toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an entry was recorded more than HISTORY_LATE_DAYS after the date its owner gave
 * (`date` a calendar day, `recordedAt` an instant): the gap is counted from the end of that day
 * in Turkey (UTC+3), so an entry written late on its own day is never "late".
 */
export function recordedLate(date: string | null, recordedAt: string): boolean {
  if (!date) return false;
  const endOfDay = Date.parse(`${date}T23:59:59.999+03:00`);
  return Date.parse(recordedAt) - endOfDay > HISTORY_LATE_DAYS * DAY_MS;
}

/** The vehicle facts of a garage a listing is about. */
export function presentVehicle(garage: Pick<ListingGarage, 'id' | 'name' | 'vehicleType' | 'brand' | 'model' | 'year'>): ListingVehicle {
  return { garageId: garage.id, name: garage.name, vehicleType: garage.vehicleType, brand: garage.brand, model: garage.model, year: garage.year };
}

/** A listing in the search. */
export function presentListingCard(row: ListingRow): ListingCard {
  return {
    ...presentVehicle({ ...row, id: row.garageId }),
    status: row.status,
    priceTl: row.priceTl,
    km: row.km,
    city: row.city,
    tradeIn: row.tradeIn,
    cover: presentImageOrUrl(row.coverImage, row.coverUrl),
    publishedAt: iso(row.publishedAt),
    soldAt: row.soldAt ? iso(row.soldAt) : null,
  };
}

export function presentListingPage(page: { rows: ListingRow[]; nextCursor: string | null }): Page<ListingCard> {
  return { items: page.rows.map(presentListingCard), nextCursor: page.nextCursor };
}

/** The shared history: at most LISTING_HISTORY_LIMIT of each kind, both dates, the late mark. */
export function presentHistory(rows: ListingHistoryRows): ListingHistory {
  const maintenance: ListingHistoryEntry[] = rows.maintenance.slice(0, LISTING_HISTORY_LIMIT).map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    date: r.servicedOn,
    recordedAt: iso(r.recordedAt),
    recordedLate: recordedLate(r.servicedOn, r.recordedAt),
    km: r.odometerKm,
    costTl: r.cost,
  }));
  const modifications: ListingHistoryEntry[] = rows.modifications.slice(0, LISTING_HISTORY_LIMIT).map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    date: r.installedOn,
    recordedAt: iso(r.recordedAt),
    recordedLate: recordedLate(r.installedOn, r.recordedAt),
    km: null,
    costTl: r.cost,
  }));
  return {
    maintenance,
    modifications,
    moreMaintenance: rows.maintenance.length > LISTING_HISTORY_LIMIT,
    moreModifications: rows.modifications.length > LISTING_HISTORY_LIMIT,
  };
}

/** The listing page: the card, the details, the seller, the report and (when shared) the history. */
export function presentListingDetail(row: ListingRow, extras: { history: ListingHistoryRows | null; report: DocumentRef | null; viewerId: string | null }): ListingDetail {
  return {
    ...presentListingCard(row),
    tramerTl: row.tramerTl,
    panels: row.vehicleType === 'motorcycle' ? {} : row.panels,
    expertReport: extras.report,
    description: row.description,
    shareHistory: row.shareHistory,
    seller: presentMemberRow(row.seller),
    isMine: extras.viewerId !== null && extras.viewerId === row.userId,
    history: row.shareHistory && extras.history ? presentHistory(extras.history) : null,
    updatedAt: iso(row.updatedAt),
  };
}
