import type { QueryClient } from '@tanstack/react-query';
import type { FuelPageParams } from '../utils/page-params';
import { getCostEntriesQueryOptions } from './get-costs';
import { getFillUpsQueryOptions } from './get-fill-ups';
import { getFuelOverviewQueryOptions } from './get-overview';
import { getCostReportQueryOptions } from './get-report';

/**
 * The fuel page's data for the route's loader: the overview first (it names the garage when the
 * address does not), then that garage's fill-ups page, cost entries page and report, together.
 * A visitor's overview is refused (401): nothing more is asked. Never throws.
 */
export function prefetchFuelPage(params: FuelPageParams) {
  return async (client: QueryClient): Promise<void> => {
    const overview = await client.fetchQuery(getFuelOverviewQueryOptions(params.garage)).catch(() => null);
    const garageId = overview?.garage?.id;
    if (!garageId) return;
    await Promise.all([
      client.prefetchQuery(getFillUpsQueryOptions(garageId, params.after)),
      client.prefetchQuery(getCostEntriesQueryOptions(garageId, params.costsAfter)),
      client.prefetchQuery(getCostReportQueryOptions(garageId, params.year)),
    ]);
  };
}
