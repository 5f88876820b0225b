/**
 * What modifications cost, as the cost report reads it (modules/fuel): a modification with a
 * cost and an installation date is one cost line on that date (one without a date belongs to no
 * year and is left out). Costs are whole TL here and kuruş in the report, so `cost × 100`.
 */
import { and, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { modifications } from '../../db/schema/index.ts';
import { idArray } from '../../lib/member-rows.ts';

/**
 * A subquery of cost lines `(garage_id uuid, spent_on date, amount_kurus bigint)` for the given
 * garages (at least one id): one per modification with a cost above 0 and an `installed_on`.
 * The caller filters the dates and groups; the garages' ownership is the caller's check.
 */
export function modificationCostLines(garageIds: readonly string[]): SQL {
  return sql`select ${modifications.garageId} as garage_id, ${modifications.installedOn} as spent_on, ${modifications.cost}::bigint * 100 as amount_kurus
    from ${modifications}
    where ${and(sql`${modifications.garageId} = any(${idArray(garageIds, 'uuid')})`, isNotNull(modifications.installedOn), isNotNull(modifications.cost), gt(modifications.cost, 0))}`;
}
