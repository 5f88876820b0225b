/**
 * Every cost of a garage as one kind of row — a cost line `(garage_id, category, spent_on,
 * amount_kurus)` — from the four sources of the cost report: fill-ups ('fuel'), the maintenance
 * history ('maintenance', through the maintenance module), modifications with an installation
 * date ('modifications', through the garages module) and cost entries (their kind). Reports sum
 * them with one query (a UNION ALL whose garage filter every branch applies on its own index).
 */
import { sql, type SQL } from 'drizzle-orm';
import { fuelFillUps, vehicleCosts } from '../../db/schema/index.ts';
import { idArray } from '../../lib/member-rows.ts';
import { modificationCostLines } from '../garages/index.ts';
import { maintenanceCostLines } from '../maintenance/index.ts';

/** The cost lines of `garageIds` (at least one) as a subquery to select from. */
export function costLines(garageIds: readonly string[]): SQL {
  const ids = idArray(garageIds, 'uuid');
  return sql`(
    select ${fuelFillUps.garageId} as garage_id, 'fuel'::text as category, ${fuelFillUps.filledOn} as spent_on, ${fuelFillUps.totalKurus}::bigint as amount_kurus
      from ${fuelFillUps} where ${fuelFillUps.garageId} = any(${ids})
    union all
    select ${vehicleCosts.garageId}, ${vehicleCosts.kind}, ${vehicleCosts.spentOn}, ${vehicleCosts.amountKurus}::bigint
      from ${vehicleCosts} where ${vehicleCosts.garageId} = any(${ids})
    union all
    select m.garage_id, 'maintenance'::text, m.spent_on, m.amount_kurus from (${maintenanceCostLines(garageIds)}) m
    union all
    select d.garage_id, 'modifications'::text, d.spent_on, d.amount_kurus from (${modificationCostLines(garageIds)}) d
  )`;
}
