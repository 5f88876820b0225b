/**
 * The figures of the summary cards and of compare's cost summary, for any number of garages in
 * two queries: (1) the garages with their fuel type, their "show my running costs" switch and —
 * only for the garages whose figures are wanted — their fill-ups in chain order; (2) the other
 * costs (maintenance and cost entries) within each garage's logged span, and everything spent in
 * the given year, summed per garage from the cost lines (fuel.lines.ts).
 *
 * A private garage's fill-ups are never read for compare: with `publicOnly` the fill-ups join
 * only garages whose owner turned the summary on.
 */
import { sql } from 'drizzle-orm';
import { consumptionUnitOf, fuelUnitOf, istanbulToday, type GarageCostSummary } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { UUID } from '../../db/pagination.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { idArray } from '../../lib/member-rows.ts';
import { averageConsumption, consumptionChain, costPerKm, trackedSpan, type ChainRow } from './fuel.consumption.ts';
import { costLines } from './fuel.lines.ts';

/** What is computed for one garage. */
export interface GarageFigures {
  fuelType: string | null;
  isPublic: boolean;
  /** False when the figures were not computed (a private garage asked with `publicOnly`). */
  computed: boolean;
  fillUps: number;
  averageConsumption: number | null;
  costPerKmTl: number | null;
  trackedKm: number | null;
  /** Everything spent in the asked year, kuruş. */
  yearKurus: number;
  last: { filledOn: string; odometerKm: number } | null;
}

interface Q1Row {
  garage_id: string;
  fuel_type: string | null;
  is_public: boolean;
  filled_on: string | null;
  odometer_km: number | null;
  quantity: number | null;
  total_kurus: number | null;
  is_full: boolean | null;
  missed_previous: boolean | null;
}

/**
 * Figures of `garageIds` (malformed and unknown ids are left out of the map). `publicOnly`:
 * garages whose summary is private come back with `computed: false` and nothing else read.
 * `year`: the year whose total `yearKurus` holds.
 */
export async function garageFigures(db: Db, garageIds: readonly string[], options: { publicOnly: boolean; year: number }): Promise<Map<string, GarageFigures>> {
  const ids = [...new Set(garageIds.filter((id) => UUID.test(id)))];
  const out = new Map<string, GarageFigures>();
  if (!ids.length) return out;
  const joinCondition = options.publicOnly ? sql`and coalesce(s.show_costs, false)` : sql``;
  const rows = await queryRows<Q1Row>(
    db,
    sql`select g.id::text as garage_id, g.fuel_type, coalesce(s.show_costs, false) as is_public,
        f.filled_on::text as filled_on, f.odometer_km, f.quantity::float8 as quantity, f.total_kurus, f.is_full, f.missed_previous
      from garages g
      left join garage_cost_settings s on s.garage_id = g.id
      left join fuel_fill_ups f on f.garage_id = g.id ${joinCondition}
      where g.id = any(${idArray(ids, 'uuid')})
      order by g.id, f.filled_on, f.odometer_km, f.id`,
  );

  const chains = new Map<string, (ChainRow & { totalKurus: number })[]>();
  for (const row of rows) {
    if (!out.has(row.garage_id)) {
      const computed = !options.publicOnly || row.is_public;
      out.set(row.garage_id, { fuelType: row.fuel_type, isPublic: row.is_public, computed, fillUps: 0, averageConsumption: null, costPerKmTl: null, trackedKm: null, yearKurus: 0, last: null });
      if (computed) chains.set(row.garage_id, []);
    }
    if (row.filled_on === null) continue;
    chains.get(row.garage_id)?.push({
      filledOn: row.filled_on,
      odometerKm: Number(row.odometer_km),
      quantity: Number(row.quantity),
      totalKurus: Number(row.total_kurus),
      isFull: Boolean(row.is_full),
      missedPrevious: Boolean(row.missed_previous),
    });
  }
  if (!chains.size) return out;

  const spans = new Map([...chains].map(([id, chain]) => [id, trackedSpan(chain)]));
  const values = sql.join(
    [...spans].map(([id, span]) => sql`(${id}::uuid, ${span?.firstOn ?? null}::date, ${span?.lastOn ?? null}::date)`),
    sql`, `,
  );
  const from = `${options.year}-01-01`;
  const to = `${options.year + 1}-01-01`;
  const sums = await queryRows<{ garage_id: string; span_kurus: number; year_kurus: number }>(
    db,
    sql`select sp.garage_id::text as garage_id,
        coalesce(sum(l.amount_kurus) filter (where l.category not in ('fuel', 'modifications') and l.spent_on between sp.first_on and sp.last_on), 0)::float8 as span_kurus,
        coalesce(sum(l.amount_kurus) filter (where l.spent_on >= ${from}::date and l.spent_on < ${to}::date), 0)::float8 as year_kurus
      from (values ${values}) as sp(garage_id, first_on, last_on)
      join ${costLines([...chains.keys()])} l on l.garage_id = sp.garage_id
      group by sp.garage_id`,
  );
  const sumsOf = new Map(sums.map((s) => [s.garage_id, s]));

  for (const [id, chain] of chains) {
    const figures = out.get(id)!;
    const span = spans.get(id) ?? null;
    const sum = sumsOf.get(id);
    // The first fill-up's fuel was burnt before the log began: the span's fuel is the rest.
    const fuelKurus = chain.slice(1).reduce((total, row) => total + row.totalKurus, 0);
    const last = chain[chain.length - 1];
    Object.assign(figures, {
      fillUps: chain.length,
      averageConsumption: averageConsumption(consumptionChain(chain).map((step) => step.segment)),
      costPerKmTl: span ? costPerKm(fuelKurus + Number(sum?.span_kurus ?? 0), span.distanceKm) : null,
      trackedKm: span?.distanceKm ?? null,
      yearKurus: Number(sum?.year_kurus ?? 0),
      last: last ? { filledOn: last.filledOn, odometerKm: last.odometerKm } : null,
    });
  }
  return out;
}

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

/** Whether garage `id` exists and its owner is not banned now (what visitors may see of it). */
export async function publicGarageExists(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select g.id from garages g where g.id = ${id} and ${activeMemberRow('g', 'user_id')}`);
  return rows.length > 0;
}
