/** What other modules may use of the fuel module: they import it from here, never from its files. */
import { consumptionUnitOf, fuelUnitOf, istanbulToday, type GarageCostSummary } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { garageFigures } from './fuel.summaries.ts';

const PRIVATE: GarageCostSummary = { isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null };

/**
 * The running-cost summary of each garage in `garageIds` for compare, in two queries whatever
 * the number of garages. A garage whose owner did not turn "show my running costs" on (the
 * default), and an unknown id, answer `isPublic: false` with every figure null — its log is not
 * even read. Figures: distance-weighted full-to-full consumption (L or kWh per 100 km), fuel
 * plus maintenance and cost entries per km over the logged span (TL), the logged distance (km).
 */
export async function costSummaries(db: Db, garageIds: string[]): Promise<Map<string, GarageCostSummary>> {
  const figures = await garageFigures(db, garageIds, { publicOnly: true, year: Number(istanbulToday().slice(0, 4)) });
  const out = new Map<string, GarageCostSummary>();
  for (const id of garageIds) {
    const f = figures.get(id);
    if (!f || !f.isPublic || !f.computed) {
      out.set(id, { ...PRIVATE });
      continue;
    }
    out.set(id, {
      isPublic: true,
      costPerKmTl: f.costPerKmTl,
      consumption: f.averageConsumption === null ? null : { value: f.averageConsumption, unit: consumptionUnitOf(fuelUnitOf(f.fuelType)) },
      trackedKm: f.trackedKm,
    });
  }
  return out;
}
