/**
 * What leaves the server about a comparison (ARCHITECTURE.md: presenters decide): the public
 * garage facts a comparison shows (CompareGarage), made real — a value that is not stored is
 * `null`, never the prototype's default — plus the derived rows, and the slots in the
 * address's order.
 */
import {
  inspectionSummary,
  type BuildFigures,
  type CompareGarage,
  type CompareInspection,
  type CompareSlot,
  type CompareSuggestion,
  type GarageCostSummary,
} from '@garaj/shared';
import type { GarageRow } from '../garages/index.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { CompareRow } from './compare.service.ts';

/**
 * Power-to-weight in HP per tonne (`hp / (kg / 1000)`), one decimal; null unless both the
 * power and the weight are known (and the weight is positive).
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

const NO_FIGURES: BuildFigures = { hp: null, nm: null, zeroTo100: null, kg: null, db: null };

/**
 * Current figures: the build log's (the latest measurement, else the entered stock), and where
 * it knows none, the garage's own specs (power, torque, 0–100, weight) — what the owner states
 * the car has now. Stock figures come from the build log only.
 */
function currentFigures(build: BuildFigures | undefined, row: GarageRow): BuildFigures {
  const specs: BuildFigures = { hp: row.horsepower, nm: row.torque, zeroTo100: row.acceleration, kg: row.weight, db: null };
  if (!build) return specs;
  return { hp: build.hp ?? specs.hp, nm: build.nm ?? specs.nm, zeroTo100: build.zeroTo100 ?? specs.zeroTo100, kg: build.kg ?? specs.kg, db: build.db };
}

/**
 * Running costs as they may leave the server: a summary its owner keeps private carries no
 * figure at all, whatever the cost log handed over.
 */
export function presentCosts(costs: GarageCostSummary | undefined): GarageCostSummary | null {
  if (!costs) return null;
  if (!costs.isPublic) return { isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null };
  return costs;
}

/**
 * The "Muayene durumu" counts of the legality categories a build's modifications are tagged
 * with (the shared legality table's statuses); null when none is tagged or none is known.
 */
export function presentInspection(categoryIds: readonly string[] | undefined): CompareInspection | null {
  if (!categoryIds || categoryIds.length === 0) return null;
  const summary = inspectionSummary(categoryIds);
  const counts = { needsProject: summary.needsProject.length, forbidden: summary.forbidden.length, allowed: summary.allowed.length };
  return counts.needsProject + counts.forbidden + counts.allowed > 0 ? counts : null;
}

/**
 * One garage of the comparison table: the suggestion's fields, the specs, the build's stock and
 * current figures and cost, running costs and inspection status. Enum columns pass through as
 * stored (or null).
 */
export function presentCompareGarage({ row, build, costs }: CompareRow): CompareGarage {
  const stock = build?.stock ?? NO_FIGURES;
  const current = currentFigures(build?.current, row);
  const pricedModificationsCount = build?.pricedCount ?? 0;
  return {
    ...presentSuggestion(row),
    engine: row.engine,
    topSpeed: row.topSpeed,
    fuelType: row.fuelType as CompareGarage['fuelType'],
    transmission: row.transmission as CompareGarage['transmission'],
    drivetrain: row.drivetrain as CompareGarage['drivetrain'],
    stock,
    current,
    powerToWeight: powerToWeight(current.hp, current.kg),
    modificationsCount: build?.modificationsCount ?? 0,
    pricedModificationsCount,
    buildCost: build && pricedModificationsCount > 0 ? build.buildCostTl : null,
    hpPer1000Tl: build?.hpPer1000Tl ?? null,
    costs: presentCosts(costs),
    inspection: presentInspection(build?.legalCategories),
  };
}

/**
 * The slots of a comparison in the address's order: each id with its garage, or
 * `GARAGE_NOT_FOUND` (not a UUID, unknown, or hidden) or `GARAGE_DUPLICATE` (an earlier slot
 * names the same garage, ignoring case). `found` is keyed by lower-case id.
 */
export function presentSlots(ids: readonly string[], found: ReadonlyMap<string, CompareRow>, isGarageId: (id: string) => boolean): CompareSlot[] {
  const seen = new Set<string>();
  return ids.map((id): CompareSlot => {
    const key = id.toLowerCase();
    if (seen.has(key)) return { id, garage: null, error: 'GARAGE_DUPLICATE' };
    seen.add(key);
    const row = isGarageId(id) ? found.get(key) : undefined;
    return row ? { id, garage: presentCompareGarage(row), error: null } : { id, garage: null, error: 'GARAGE_NOT_FOUND' };
  });
}
