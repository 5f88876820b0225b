/**
 * Brand/model and province lists (lists used by forms), from data/vehicles.json.
 * Kept apart from ./constants.ts: the data is large, and only the forms and the server need it.
 */
import vehicles from './data/vehicles.json' with { type: 'json' };
import type { VehicleType } from './constants.ts';

export interface Brand {
  name: string;
  models: string[];
}
export const CAR_BRANDS: readonly Brand[] = vehicles.carBrands;
export const MOTORCYCLE_BRANDS: readonly Brand[] = vehicles.motorcycleBrands;
/** Turkey's 81 provinces in plate-code order (index + 1 = plate code). */
export const PROVINCES: readonly string[] = vehicles.provinces;

export function brandsFor(type: VehicleType): readonly Brand[] {
  return type === 'motorcycle' ? MOTORCYCLE_BRANDS : CAR_BRANDS;
}
