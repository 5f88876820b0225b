/**
 * Compare contract (the compared garage's shape, the compare rules, the search limit;
 * docs/product.md, Compare). docs/api.md "Compare".
 *
 * Everything is read from real garages: a value the owner did not enter is `null` and stays
 * `null` — the prototype's defaults (2.0L, 200 HP, 300 Nm, …) are never filled in.
 */
import { z } from 'zod';
import type { FUEL_TYPES, DRIVETRAINS, TRANSMISSIONS, VehicleType } from '../constants.ts';
import type { ImageView, MemberSummary } from './garage.ts';

/** GET /api/compare/suggestions?q= — the typed text (blank → no suggestions). */
export const compareSuggestionsQuery = z.object({
  q: z.string().max(200, { message: 'TOO_LONG' }).optional(),
});
export type CompareSuggestionsQuery = z.input<typeof compareSuggestionsQuery>;

/**
 * GET /api/compare?car1=&car2= — garage ids as found in the address. Anything that is not a
 * garage id (malformed, unknown, hidden) gives that slot `GARAGE_NOT_FOUND`, never a 400/500,
 * so a shared link with one stale car still shows the other.
 */
export const compareQuery = z.object({
  car1: z.string().trim().max(100, { message: 'TOO_LONG' }).optional(),
  car2: z.string().trim().max(100, { message: 'TOO_LONG' }).optional(),
});
export type CompareQuery = z.input<typeof compareQuery>;

/** The two slots, in the address's order. */
export const COMPARE_SLOTS = ['car1', 'car2'] as const;
export type CompareSlotName = (typeof COMPARE_SLOTS)[number];

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
 * A garage as the comparison table reads it. Units:
 * horsepower HP, torque Nm, acceleration s (0–100 km/h), topSpeed km/h, weight kg,
 * powerToWeight HP per tonne, buildCost whole TL.
 */
export interface CompareGarage extends Omit<CompareSuggestion, 'cover' | 'owner'> {
  engine: string | null;
  horsepower: number | null;
  torque: number | null;
  acceleration: number | null;
  topSpeed: number | null;
  fuelType: (typeof FUEL_TYPES)[number] | null;
  transmission: (typeof TRANSMISSIONS)[number] | null;
  drivetrain: (typeof DRIVETRAINS)[number] | null;
  weight: number | null;
  modificationsCount: number;
  /** How many of the modifications have a cost (so `buildCost` can say "3 of 4 priced"). */
  pricedModificationsCount: number;
  /** Derived: horsepower / (weight / 1000), one decimal; null unless both are stored. */
  powerToWeight: number | null;
  /** Derived: sum of the modifications' costs (TL); null when no modification has a cost. */
  buildCost: number | null;
  cover: ImageView | null;
  owner: MemberSummary;
}

/**
 * One slot of a comparison: `null` when the address names no car for it; otherwise the id as
 * asked and either the garage or why there is none (`GARAGE_NOT_FOUND`: malformed, unknown,
 * or its owner is banned).
 */
export type CompareSlot =
  | { id: string; garage: CompareGarage; error: null }
  | { id: string; garage: null; error: 'GARAGE_NOT_FOUND' };

/** GET /api/compare. */
export interface CompareResult {
  car1: CompareSlot | null;
  car2: CompareSlot | null;
}
