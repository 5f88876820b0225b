import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageDetail, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { withMemberOverlay } from '@/hooks/member-overlay';
import { garageKeys } from './query-keys';

/** GET /api/garages/:id — the full garage (404 GARAGE_NOT_FOUND). */
export function getGarage(id: string, signal?: AbortSignal): Promise<GarageDetail> {
  return apiFetch(garagesApi.getGarage, { params: { id }, signal });
}

export function getGarageQueryOptions(id: string) {
  return queryOptions({
    queryKey: garageKeys.detail(id),
    queryFn: async ({ signal, client }) => (await withMemberOverlay(client, [await getGarage(id, signal)], signal))[0]!,
  });
}

export function useGarage(id: string) {
  return useQuery(getGarageQueryOptions(id));
}
