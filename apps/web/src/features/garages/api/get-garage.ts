import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarageDetail } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** GET /api/garages/:id — the full garage (404 GARAGE_NOT_FOUND). */
export function getGarage(id: string, signal?: AbortSignal): Promise<GarageDetail> {
  return apiFetch<GarageDetail>(`/garages/${encodeURIComponent(id)}`, { signal });
}

export function getGarageQueryOptions(id: string) {
  return queryOptions({
    queryKey: garageKeys.detail(id),
    queryFn: ({ signal }) => getGarage(id, signal),
  });
}

export function useGarage(id: string) {
  return useQuery(getGarageQueryOptions(id));
}
