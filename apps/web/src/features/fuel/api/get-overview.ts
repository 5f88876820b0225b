import { queryOptions, useQuery } from '@tanstack/react-query';
import { fuelApi, type FuelOverview } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { fuelKeys } from './query-keys';

/** GET /api/fuel?garageId= — the member's garages and one garage's summary (the first when null). */
export function getFuelOverview(garageId: string | null, signal?: AbortSignal): Promise<FuelOverview> {
  return apiFetch(fuelApi.getFuelOverview, { signal, query: { garageId: garageId ?? undefined } });
}

export const getFuelOverviewQueryOptions = (garageId: string | null) =>
  queryOptions({ queryKey: fuelKeys.overview(garageId), queryFn: ({ signal }) => getFuelOverview(garageId, signal) });

/** The overview; members only (`enabled` false for visitors). */
export const useFuelOverview = (garageId: string | null, enabled = true) => useQuery({ ...getFuelOverviewQueryOptions(garageId), enabled });
