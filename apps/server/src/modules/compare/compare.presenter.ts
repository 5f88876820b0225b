/**
 * What leaves the server about a comparison (ARCHITECTURE.md: presenters decide): the public
 * garage facts a comparison shows (CompareGarage), made real — a value that is not stored is
 * `null`, never the prototype's default — plus the two derived rows.
 */
import type { CompareGarage, CompareSlot, CompareSuggestion } from '@garaj/shared';
import type { GarageRow } from '../garages/index.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { CompareRow } from './compare.service.ts';

/**
 * Power-to-weight in HP per tonne (`hp / (kg / 1000)`), one decimal; null unless both the
 * power and the weight are stored (and the weight is positive).
 */
export function powerToWeight(horsepower: number | null, weightKg: number | null): number | null {
  if (horsepower === null || weightKg === null || weightKg <= 0) return null;
  return Math.round((horsepower * 10_000) / weightKg) / 10;
}

/** A suggestion under a slot's search box. */
export function presentSuggestion(row: GarageRow): CompareSuggestion {
  return {
    id: row.id,
    title: row.name,
    brand: row.carBrand,
    model: row.carModel,
    year: row.carYear,
    vehicleType: row.vehicleType,
    cover: presentImageOrUrl(row.coverImage, row.coverUrl),
    owner: presentMemberRow(row.owner),
  };
}

/** One garage of the comparison table: the suggestion's fields and the specs. Enum columns pass through as stored (or null). */
export function presentCompareGarage({ row, modificationsCount, pricedModificationsCount, costSum }: CompareRow): CompareGarage {
  return {
    ...presentSuggestion(row),
    engine: row.engine,
    horsepower: row.horsepower,
    torque: row.torque,
    acceleration: row.acceleration,
    topSpeed: row.topSpeed,
    fuelType: row.fuelType as CompareGarage['fuelType'],
    transmission: row.transmission as CompareGarage['transmission'],
    drivetrain: row.drivetrain as CompareGarage['drivetrain'],
    weight: row.weight,
    modificationsCount,
    pricedModificationsCount,
    powerToWeight: powerToWeight(row.horsepower, row.weight),
    buildCost: pricedModificationsCount > 0 ? costSum : null,
  };
}

/** A slot: null when the address names no car; otherwise the garage or GARAGE_NOT_FOUND. */
export function presentSlot(id: string | undefined, found: CompareRow | undefined): CompareSlot | null {
  if (id === undefined) return null;
  if (!found) return { id, garage: null, error: 'GARAGE_NOT_FOUND' };
  return { id, garage: presentCompareGarage(found), error: null };
}
