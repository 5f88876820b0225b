/**
 * Listings ("İlanlar"): a garage for sale becomes a listing with its asking price, km, city,
 * trade-in, damage record (tramer), the body's panel map, an optional expert report and — when
 * the owner allows it — the garage's recorded history. Money in whole TL, distances in km.
 * The listing is the only place sale data is written (docs/decisions/026-listings.md).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, MIN_YEAR, maxYear, type VehicleType } from '../constants.ts';
import { PROVINCES } from '../vehicles.ts';
import type { DocumentRef } from './documents.ts';
import type { ImageView, MemberSummary } from './garage.ts';
import { optionalInt, optionalText } from './common.ts';

/**
 * The body panels of a car's listing, as Turkish listing sites name them ("boya / değişen"):
 * front and rear bumper, bonnet, roof, boot lid, and the four fenders and four doors. A
 * motorcycle's listing has no panel map.
 */
export const LISTING_PANELS = [
  'front_bumper',
  'hood',
  'roof',
  'trunk',
  'rear_bumper',
  'front_left_fender',
  'front_right_fender',
  'front_left_door',
  'front_right_door',
  'rear_left_door',
  'rear_right_door',
  'rear_left_fender',
  'rear_right_fender',
] as const;
export type ListingPanel = (typeof LISTING_PANELS)[number];

/** A panel's state: 'orijinal', 'boyalı', 'lokal boyalı', 'değişen'. */
export const PANEL_STATES = ['original', 'painted', 'local_painted', 'replaced'] as const;
export type PanelState = (typeof PANEL_STATES)[number];
/** The stated panels of a listing; a panel not in the map was not stated. */
export type PanelMap = Partial<Record<ListingPanel, PanelState>>;

/** `active` (in the search), `sold` (kept visible with "Satıldı"), `withdrawn` (its owner only). */
export const LISTING_STATUSES = ['active', 'sold', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The search's orders; each is read through its own index (keyset pages). */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Highest asking price (TL). */
export const LISTING_PRICE_MAX = 1_000_000_000;
/** Highest km reading. */
export const LISTING_KM_MAX = 2_000_000;
/** Highest damage record amount (TL). */
export const TRAMER_MAX = 100_000_000;
/** Longest description (characters). */
export const LISTING_DESCRIPTION_MAX = 5000;
/**
 * A history entry recorded more than this many days after the date its owner gave is marked
 * "sonradan kaydedildi".
 */
export const HISTORY_LATE_DAYS = 30;
/** At most this many maintenance logs and this many modifications are shown with a listing. */
export const LISTING_HISTORY_LIMIT = 50;

/** A required whole number within bounds; numeric strings (form fields) are accepted. */
const requiredInt = (min: number, max: number) =>
  z.union([z.number(), z.string().trim()], { message: 'REQUIRED' }).transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : Number(v.replace(/[.\s]/g, ''));
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
      return z.NEVER;
    }
    return n;
  });

/** One of Turkey's 81 provinces, as written in PROVINCES. */
const province = z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).refine((v) => PROVINCES.includes(v), { message: 'VALUE_INVALID' });

/**
 * `PUT /api/listings/:garageId` body (create or edit; the garage's owner only). Price and km are
 * required, the city is a province; `tramerTl` 0 means "no damage record", null "not stated".
 * `panels` may name any of LISTING_PANELS (a car's; ignored for a motorcycle).
 * `expertReportId`: a document of the owner uploaded with purpose `expert_report`.
 */
export const listingInput = z.object({
  priceTl: requiredInt(1, LISTING_PRICE_MAX),
  km: requiredInt(0, LISTING_KM_MAX),
  city: province,
  tradeIn: z.boolean().default(false),
  tramerTl: optionalInt(0, TRAMER_MAX),
  panels: z.partialRecord(z.enum(LISTING_PANELS), z.enum(PANEL_STATES, { message: 'VALUE_INVALID' })).default({}),
  expertReportId: z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null),
  description: optionalText(LISTING_DESCRIPTION_MAX),
  shareHistory: z.boolean().default(false),
});
export type ListingInput = z.input<typeof listingInput>;
export type ListingData = z.output<typeof listingInput>;

/** A listing's path parameter: its garage's id. */
export const garageIdParam = z.object({ garageId: z.uuid() });

/** `PUT /api/listings/:garageId/status` body: publish again, mark sold, or withdraw. */
export const listingStatusInput = z.object({ status: z.enum(LISTING_STATUSES, { message: 'VALUE_INVALID' }) });
export type ListingStatusInput = z.input<typeof listingStatusInput>;

/** An optional whole number of a query string (`''` from an empty form field is "not given"). */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v.replace(/[.\s]/g, ''));
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
        return z.NEVER;
      }
      return n;
    });

/** An optional text of a query string; `''` is "not given". */
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'TOO_LONG' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A checkbox of a query string: `true`, `on` or `1` is checked. */
const queryFlag = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === 'on' || v === '1');

/**
 * `GET /api/listings` (and the `/listings` page's address): text (make, model, name; Turkish
 * fold), make (same make, case and Turkish letters ignored), model (starts with), year range,
 * price range (TL), highest km, city, trade-in only, sold ones included, sort, keyset cursor.
 */
export const listingSearchQuery = z.object({
  q: queryText(200),
  make: queryText(60),
  model: queryText(60),
  yearMin: queryInt(MIN_YEAR, maxYear()),
  yearMax: queryInt(MIN_YEAR, maxYear()),
  priceMin: queryInt(0, LISTING_PRICE_MAX),
  priceMax: queryInt(0, LISTING_PRICE_MAX),
  kmMax: queryInt(0, LISTING_KM_MAX),
  city: queryText(40),
  tradeIn: queryFlag,
  includeSold: queryFlag,
  sort: z.enum(LISTING_SORTS, { message: 'VALUE_INVALID' }).optional().default('newest'),
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: z.coerce.number({ message: 'LIMIT_OUT_OF_RANGE' }).int({ message: 'LIMIT_OUT_OF_RANGE' }).min(1, { message: 'LIMIT_OUT_OF_RANGE' }).max(MAX_PAGE_SIZE, { message: 'LIMIT_OUT_OF_RANGE' }).optional(),
});
export type ListingSearchQuery = z.input<typeof listingSearchQuery>;
export type ListingSearch = z.output<typeof listingSearchQuery>;

/** The vehicle a listing is about (its garage's facts). */
export interface ListingVehicle {
  garageId: string;
  /** The garage's name (the listing's title). */
  name: string;
  vehicleType: VehicleType;
  brand: string;
  model: string;
  year: number | null;
}

/** A listing in the search. */
export interface ListingCard extends ListingVehicle {
  status: ListingStatus;
  /** Null only for a listing carried over from a free-text price without digits ("Fiyat sorunuz"). */
  priceTl: number | null;
  km: number | null;
  city: string | null;
  tradeIn: boolean;
  cover: ImageView | null;
  /** When it was (last) published, ISO 8601 UTC. */
  publishedAt: string;
  /** When it was marked sold; null unless sold. */
  soldAt: string | null;
}

/** One entry of a garage's recorded history, with both dates so readers can weigh it. */
export interface ListingHistoryEntry {
  id: string;
  title: string;
  /** A maintenance category or a modification category (the client translates it). */
  category: string;
  /** The date its owner gave (`YYYY-MM-DD`); null when they gave none. */
  date: string | null;
  /** When the server recorded it, ISO 8601 UTC. */
  recordedAt: string;
  /** Recorded more than HISTORY_LATE_DAYS after `date` ("sonradan kaydedildi"). */
  recordedLate: boolean;
  /** Maintenance only: the km at the service. */
  km: number | null;
  /** TL, when given. */
  costTl: number | null;
}

/** "Garaj'da kayıtlı geçmiş": the newest LISTING_HISTORY_LIMIT entries of each kind. */
export interface ListingHistory {
  maintenance: ListingHistoryEntry[];
  modifications: ListingHistoryEntry[];
  /** True when there are more entries of a kind than shown. */
  moreMaintenance: boolean;
  moreModifications: boolean;
}

/** `GET /api/listings/:garageId`: the listing page. */
export interface ListingDetail extends ListingCard {
  tramerTl: number | null;
  /** Empty for a motorcycle. */
  panels: PanelMap;
  expertReport: DocumentRef | null;
  description: string | null;
  shareHistory: boolean;
  seller: MemberSummary;
  /** The viewer owns it (edit and status actions shown). */
  isMine: boolean;
  /** Present when `shareHistory` is on; null otherwise. */
  history: ListingHistory | null;
  updatedAt: string;
}

/** `GET /api/listings/:garageId/edit` (owner): the garage and its listing, null before the first save. */
export interface ListingEditData {
  vehicle: ListingVehicle;
  listing: ListingDetail | null;
}
