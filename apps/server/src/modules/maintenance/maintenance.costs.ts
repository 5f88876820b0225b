/**
 * The maintenance spending of garages, as the cost report reads it (modules/fuel): every service
 * history row with a cost is one cost line on its service date. Costs are whole TL here and
 * kuruş in the report, so a line's amount is `cost × 100`.
 */
import { and, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { maintenanceLogs } from '../../db/schema/index.ts';
import { idArray } from '../../lib/member-rows.ts';

/**
 * A subquery of cost lines `(garage_id uuid, spent_on date, amount_kurus bigint)` for the given
 * garages (at least one id): one per `maintenance_logs` row with a cost above 0. The caller
 * filters the dates and groups; the garages' ownership is the caller's check.
 */
export function maintenanceCostLines(garageIds: readonly string[]): SQL {
  return sql`select ${maintenanceLogs.garageId} as garage_id, ${maintenanceLogs.servicedOn} as spent_on, ${maintenanceLogs.cost}::bigint * 100 as amount_kurus
    from ${maintenanceLogs}
    where ${and(sql`${maintenanceLogs.garageId} = any(${idArray(garageIds, 'uuid')})`, isNotNull(maintenanceLogs.cost), gt(maintenanceLogs.cost, 0))}`;
}
