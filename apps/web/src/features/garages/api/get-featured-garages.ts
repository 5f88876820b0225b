import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarageCard } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { withMemberOverlay } from './member-overlay';
import { garageKeys } from './query-keys';

/** GET /api/garages/featured — the six garages with the most likes. */
export function getFeaturedGarages(signal?: AbortSignal): Promise<GarageCard[]> {
  return apiFetch<GarageCard[]>('/garages/featured', { signal });
}

export function getFeaturedGaragesQueryOptions() {
  return queryOptions({
    queryKey: garageKeys.featured(),
    queryFn: async ({ signal, client }) => withMemberOverlay(client, await getFeaturedGarages(signal), signal),
  });
}

export function useFeaturedGarages() {
  return useQuery(getFeaturedGaragesQueryOptions());
}
