/**
 * Compare contract (the compared garage's shape, the compare rules, the search limit;
 * docs/api.md "Compare", docs/decisions/028-compare-four.md).
 *
 * Everything is read from real garages: a value the owner did not enter is `null` and stays
 * `null` — the prototype's defaults (2.0L, 200 HP, 300 Nm, …) are never filled in.
 */
import { z } from 'zod';
import type { FUEL_TYPES, DRIVETRAINS, TRANSMISSIONS, VehicleType } from '../constants.ts';
import { COMPARE_MAX_GARAGES, parseCompareCars } from '../tools.ts';
import type { BuildFigures } from './build-log.ts';
import type { GarageCostSummary } from './costs.ts';
import type { ImageView, MemberSummary } from './garage.ts';

/** GET /api/compare/suggestions?q= — the typed text (blank → no suggestions). */
export const compareSuggestionsQuery = z.object({
  q: z.string().max(200, { message: 'TOO_LONG' }).optional(),
});
export type CompareSuggestionsQuery = z.input<typeof compareSuggestionsQuery>;

/** Longest `cars` parameter: four ids of at most 100 characters and their commas, with room for spaces. */
const CARS_MAX_LENGTH = 500;
/** Longest single id in the address; a longer one is refused (400 TOO_LONG), a shorter bad one is a slot error. */
const ID_MAX_LENGTH = 100;

/**
 * GET /api/compare?cars=<id>,<id>,… — up to {@link COMPARE_MAX_GARAGES} garage ids in the
 * address's order ({@link parseCompareCars}). More than four is 400 `COMPARE_TOO_MANY_GARAGES`.
 * Anything that is not a visible garage (malformed, unknown, its owner banned) gives that slot
 * `GARAGE_NOT_FOUND` and a repeated id `GARAGE_DUPLICATE` — never a 400/500, so a shared link
 * with one stale car still shows the others. `car1` / `car2` (the two-slot addresses) are read
 * as `cars=<car1>,<car2>` when `cars` is absent.
 */
export const compareQuery = z.object({
  cars: z
    .string()
    .max(CARS_MAX_LENGTH, { message: 'TOO_LONG' })
    .optional()
    .transform((raw) => (raw === undefined ? undefined : parseCompareCars(raw)))
    .pipe(
      z
        .array(z.string().max(ID_MAX_LENGTH, { message: 'TOO_LONG' }))
        .max(COMPARE_MAX_GARAGES, { message: 'COMPARE_TOO_MANY_GARAGES' })
        .optional(),
    ),
  car1: z.string().trim().max(ID_MAX_LENGTH, { message: 'TOO_LONG' }).optional(),
  car2: z.string().trim().max(ID_MAX_LENGTH, { message: 'TOO_LONG' }).optional(),
});
export type CompareQuery = z.input<typeof compareQuery>;

/** One suggestion under a slot's search box. */
export interface CompareSuggestion {
  id: string;
  title: string;
  brand: string;
  model: string;
  year: number | null;
  vehicleType: VehicleType;
  cover: ImageView | null;
  owner: MemberSummary;
}

/** GET /api/compare/suggestions: at most COMPARE_SUGGESTION_LIMIT garages, most liked first. */
export interface CompareSuggestions {
  items: CompareSuggestion[];
}

/**
 * The garage's "Muayene durumu": how many of the legality categories its modifications are
 * tagged with need a modification project, are not allowed on the road, or are allowed as
 * they are (LegalityRule statuses).
 */
export interface CompareInspection {
  needsProject: number;
  forbidden: number;
  allowed: number;
}

/**
 * A garage as the comparison table reads it. Units: power HP, torque Nm, 0–100 km/h s,
 * topSpeed km/h, weight kg, sound dB, powerToWeight HP per tonne, money whole TL.
 */
export interface CompareGarage extends Omit<CompareSuggestion, 'cover' | 'owner'> {
  engine: string | null;
  topSpeed: number | null;
  fuelType: (typeof FUEL_TYPES)[number] | null;
  transmission: (typeof TRANSMISSIONS)[number] | null;
  drivetrain: (typeof DRIVETRAINS)[number] | null;
  /** The figures the build started from (BuildSummary.stock). */
  stock: BuildFigures;
  /** The figures it has now (BuildSummary.current; the stock ones when nothing was measured). */
  current: BuildFigures;
  /** Derived: current power / (current weight / 1000), one decimal; null unless both are known. */
  powerToWeight: number | null;
  modificationsCount: number;
  /** How many of the modifications have a cost (so `buildCost` can say "3/4 fiyatlı"). */
  pricedModificationsCount: number;
  /** Sum of the modifications' costs (TL); null when no modification has a cost. */
  buildCost: number | null;
  /** HP gained per 1,000 TL spent; null without a gain or without a cost. */
  hpPer1000Tl: number | null;
  /** Running costs; null when nothing is known. `isPublic: false` → shown as "Gizli", figures null. */
  costs: GarageCostSummary | null;
  /** Null when no modification is tagged with a legality category. */
  inspection: CompareInspection | null;
  cover: ImageView | null;
  owner: MemberSummary;
}

/** Why a slot has no garage: not a visible garage, or the same garage as an earlier slot. */
export type CompareSlotError = 'GARAGE_NOT_FOUND' | 'GARAGE_DUPLICATE';

/** One slot of a comparison: the id as asked and either the garage or why there is none. */
export type CompareSlot =
  | { id: string; garage: CompareGarage; error: null }
  | { id: string; garage: null; error: CompareSlotError };

/** GET /api/compare: one slot per id of the address, in its order (empty when it names none). */
export interface CompareResult {
  slots: CompareSlot[];
}
