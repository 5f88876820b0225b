import { queryOptions, useQuery } from '@tanstack/react-query';
import { FUEL_PAGE_SIZE, fuelApi, type CostEntryPage } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { fuelKeys } from './query-keys';

/** GET /api/fuel/garages/:id/costs — one page of cost entries, newest first, after `cursor`. */
export function getCostEntries(garageId: string, cursor: string | null, signal?: AbortSignal): Promise<CostEntryPage> {
  return apiFetch(fuelApi.listCostEntries, { params: { id: garageId }, signal, query: { cursor: cursor ?? undefined, limit: FUEL_PAGE_SIZE } });
}

export const getCostEntriesQueryOptions = (garageId: string, cursor: string | null) =>
  queryOptions({ queryKey: fuelKeys.costs(garageId, cursor), queryFn: ({ signal }) => getCostEntries(garageId, cursor, signal) });

/** The page of cost entries the address names (`?costsAfter=`). */
export const useCostEntries = (garageId: string, cursor: string | null) => useQuery(getCostEntriesQueryOptions(garageId, cursor));
