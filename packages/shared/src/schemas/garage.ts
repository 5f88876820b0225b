import { z } from 'zod';
import type { HiddenInfo } from './moderation.ts';
import type { DocumentRef } from './documents.ts';
import { checkModificationBuild, garageStockFields, modificationBuildFields } from './build-log-input.ts';
import {
  type BuildSummary,
  type GarageStockFigures,
  type MeasuredAt,
  type ModificationDoneBy,
  type ModificationFigures,
} from './build-log.ts';
import {
  DRIVETRAINS,
  FUEL_TYPES,
  GARAGE_FILTERS,
  GARAGE_SORTS,
  MIN_YEAR,
  MODIFICATION_TYPES,
  PRICE_RANGES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
  maxYear,
} from '../constants.ts';
import { GARAGE_LIMITS } from '../admin.ts';
import { httpUrl, optionalDate, optionalInt, optionalNumber, optionalText, pageQuery, requiredText, type Page } from './common.ts';

/** Optional member of a fixed list; `''` becomes null. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A garage photo in a create/update request: an uploaded image's id (from `POST /api/images`)
 * or an external http(s) URL (an image may be given as a URL instead).
 * The first photo is the cover.
 */
export const garagePhotoInput = z.union([
  z.object({ imageId: z.uuid() }),
  z.object({ url: httpUrl }),
]);
export type GaragePhotoInput = z.infer<typeof garagePhotoInput>;

/** The fields of a modification request (with its build-log fields: schemas/build-log.ts). */
const modificationFields = z.object({
  title: requiredText(120),
  category: z.string().trim().min(1, { message: 'REQUIRED' }).max(40),
  brand: optionalText(80),
  cost: optionalInt(0, 100_000_000),
  installedOn: optionalDate(),
  note: optionalText(1000),
  ...modificationBuildFields,
});

export const modificationInput = modificationFields.superRefine(checkModificationBuild);
export type ModificationInput = z.input<typeof modificationInput>;

/** At most this many modifications travel with one garage form. */
export const MAX_MODIFICATIONS_PER_GARAGE = 50;

/**
 * A modification in a garage create/update body: with the `id` of a stored one to keep (and
 * update) it, without to add it.
 */
export const garageModificationInput = modificationFields.extend({ id: z.uuid().optional() }).superRefine(checkModificationBuild);
export type GarageModificationInput = z.input<typeof garageModificationInput>;

/**
 * Create and update body of a garage (with the performance figures: docs/product.md, Compare).
 * Required: name, brand, model. Year 1900..next year. Empty numbers become null. Sale data is
 * not part of it: a garage is for sale through its listing (schemas/listings.ts).
 */
export const garageInput = z.object({
  name: requiredText(100),
  description: optionalText(5000),
  vehicleType: z.enum(VEHICLE_TYPES, { message: 'VALUE_INVALID' }).default('car'),
  carBrand: requiredText(60),
  carModel: requiredText(60),
  carYear: optionalInt(MIN_YEAR, maxYear(), 'YEAR_OUT_OF_RANGE'),
  horsepower: optionalInt(1, 5000),
  torque: optionalInt(1, 10000),
  modificationType: optionalEnum(MODIFICATION_TYPES),
  priceRange: optionalEnum(PRICE_RANGES as unknown as readonly [string, ...string[]]),
  location: optionalText(100),
  engine: optionalText(60),
  acceleration: optionalNumber(1, 60),
  topSpeed: optionalInt(1, 600),
  fuelType: optionalEnum(FUEL_TYPES),
  transmission: optionalEnum(TRANSMISSIONS),
  drivetrain: optionalEnum(DRIVETRAINS),
  weight: optionalInt(30, 20000),
  /** Stock figures of the build log ("Stok vs Şimdi"); each optional. */
  ...garageStockFields,
  /** At most the premium limit here; the member's own limit (free or premium) is the server's check (PHOTO_LIMIT_REACHED). */
  photos: z.array(garagePhotoInput).max(GARAGE_LIMITS.premium.photosPerGarage, { message: 'PHOTO_LIMIT_REACHED' }).default([]),
  /**
   * The garage's modifications, saved in the same transaction as the garage. On
   * update the list replaces the stored one (ids kept, missing ones deleted); left out, the
   * stored list stays as it is.
   */
  modifications: z.array(garageModificationInput).max(MAX_MODIFICATIONS_PER_GARAGE).optional(),
});
export type GarageInput = z.input<typeof garageInput>;
export type GarageData = z.output<typeof garageInput>;

export const garageListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(GARAGE_SORTS).default('newest'),
  filter: z.enum(GARAGE_FILTERS).default('all'),
});
export type GarageListQuery = z.input<typeof garageListQuery>;

/** A stored image as the client sees it: a default URL plus a `srcset` of WebP widths. */
export interface ImageView {
  id: string | null;
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

/** Public facts about a member shown next to their content. */
export interface MemberSummary {
  id: string;
  username: string;
  fullName: string | null;
  avatar: ImageView | null;
}

/** A garage card in lists (the garages list). */
export interface GarageCard {
  id: string;
  name: string;
  description: string | null;
  vehicleType: (typeof VEHICLE_TYPES)[number];
  carBrand: string;
  carModel: string;
  carYear: number | null;
  modificationType: string | null;
  location: string | null;
  /** It has an active listing (written only by the listing; schemas/listings.ts). */
  isForSale: boolean;
  /** The active listing's price as text ('1.250.000 TL'); null when not for sale or without a price. */
  salePrice: string | null;
  likesCount: number;
  viewsCount: number;
  commentsCount: number;
  cover: ImageView | null;
  owner: MemberSummary;
  createdAt: string;
  /** Viewer-specific; false for visitors. */
  likedByMe: boolean;
  favoritedByMe: boolean;
}

/**
 * GET /api/garages: a page of cards. `total` (how many garages match the search and filter
 * in all) comes with the first page only (no cursor); clients keep it for the later pages.
 */
/** The garages list counts its matches up to this number (the first page's `total`). */
export const GARAGE_COUNT_CAP = 1000;

/**
 * `GET /api/garages`: a page of cards; the first page also says how many garages match —
 * counted up to {@link GARAGE_COUNT_CAP}: with more, `total` is the cap and `totalCapped` is
 * true ("1000+"). Counting every match of a million garages per request was the list's cost.
 */
export interface GarageListPage extends Page<GarageCard> {
  total?: number;
  totalCapped?: boolean;
}

export interface Modification extends ModificationFigures {
  id: string;
  garageId: string;
  title: string;
  category: string;
  brand: string | null;
  cost: number | null;
  installedOn: string | null;
  note: string | null;
  createdAt: string;
  /** Odometer at installation, km. */
  odometerKm: number | null;
  doneBy: ModificationDoneBy | null;
  /** Set only when `doneBy` is 'shop'. */
  shopName: string | null;
  /** One of LEGALITY_CATEGORY_IDS. */
  legalCategory: string | null;
  /** Where power and torque were measured. */
  measuredAt: MeasuredAt | null;
  /** The dyno sheet (PDF or image); null when none. */
  dynoSheet: DocumentRef | null;
}

/** The garage detail page (with its gallery, modifications and performance figures). */
export interface GarageDetail extends GarageCard, GarageStockFigures {
  horsepower: number | null;
  torque: number | null;
  priceRange: string | null;
  engine: string | null;
  acceleration: number | null;
  topSpeed: number | null;
  fuelType: string | null;
  transmission: string | null;
  drivetrain: string | null;
  weight: number | null;
  photos: ImageView[];
  /** Newest installation first. */
  modifications: Modification[];
  /** "Stok vs Şimdi": the build's stock and current figures and its cost (schemas/build-log.ts summarizeBuild). */
  build: BuildSummary;
  updatedAt: string;
  /** True when the viewer owns the garage (edit/delete shown). */
  isMine: boolean;
  /** Other garages of the same owner, newest first (for /garaj/{username}). */
  ownerGarages: { id: string; name: string }[];
}


/** The longest comment's plain text (after the server sanitised its HTML), in characters. */
export const COMMENT_TEXT_MAX = 2000;
/** The longest comment's HTML, as sent and as stored, in characters. */
export const COMMENT_HTML_MAX = 20_000;

/**
 * A garage or post comment, new or edited: rich-text HTML (the compact editor's, or paragraphs
 * of plain text), non-empty after trimming. The server sanitises it and checks its plain text
 * too: nothing left → `COMMENT_EMPTY`, more than {@link COMMENT_TEXT_MAX} characters → `TOO_LONG`.
 */
export const commentInput = z.object({
  body: z.string({ message: 'COMMENT_EMPTY' }).trim().min(1, { message: 'COMMENT_EMPTY' }).max(COMMENT_HTML_MAX, { message: 'TOO_LONG' }),
});
export type CommentInput = z.input<typeof commentInput>;

export interface GarageComment {
  /** Set when a moderator hid it: present only for moderators and its author. */
  hidden?: HiddenInfo | null;
  id: string;
  garageId: string;
  /** Plain text (excerpts, search). */
  body: string;
  /** The comment as shown: sanitised by the server's allow-list, safe to insert as HTML. */
  bodyHtml: string;
  author: MemberSummary;
  createdAt: string;
  canDelete: boolean;
  /** Its author while the garage takes comments (and, unless the author moderates, while not hidden). */
  canEdit: boolean;
  /** The author's last edit ("düzenlendi"); null when never edited. */
  editedAt: string | null;
}

/** An earlier version of a garage or post comment, before an edit (moderators only; as `ForumRevision`). */
export interface CommentRevision {
  id: string;
  /** Its plain text. */
  body: string;
  /** Its sanitised HTML, as it was shown. */
  bodyHtml: string;
  /** Who made the edit that replaced it (username); null when that account is gone. */
  editor: string | null;
  /** When it was replaced. */
  replacedAt: string;
}

export interface LikeState {
  liked: boolean;
  likesCount: number;
}
export interface FavoriteState {
  favorited: boolean;
}

/** Most garage ids one overlay request may name (a page is at most MAX_PAGE_SIZE = 50 cards). */
export const MAX_OVERLAY_IDS = 100;

/**
 * GET /api/me/overlay query: `garages` = comma-separated garage ids (at most
 * {@link MAX_OVERLAY_IDS}, each a UUID; duplicates count once). Errors: `TOO_MANY_IDS`,
 * `VALUE_INVALID`.
 */
export const overlayQuery = z.object({
  garages: z
    .string()
    .max(MAX_OVERLAY_IDS * 40, { message: 'TOO_MANY_IDS' })
    .default('')
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.uuid({ message: 'VALUE_INVALID' })).max(MAX_OVERLAY_IDS, { message: 'TOO_MANY_IDS' })),
});
export type OverlayQuery = z.input<typeof overlayQuery>;

/**
 * A member's personal overlay over public garage answers: which of the asked ids they like and
 * favorite (each a subset of the ids asked). A visitor gets empty lists.
 */
export interface MemberOverlay {
  garages: { liked: string[]; favorited: string[] };
}
