import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageCard, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { withMemberOverlay } from './member-overlay';

/** The query key of the featured garages, under the garages feature's `['garages']` so its invalidations reach it. */
export const featuredGaragesKey = ['garages', 'featured'] as const;

/** GET /api/garages/featured — the six garages with the most likes. */
export function getFeaturedGarages(signal?: AbortSignal): Promise<GarageCard[]> {
  return apiFetch(garagesApi.getFeaturedGarages, { signal });
}

export function getFeaturedGaragesQueryOptions() {
  return queryOptions({
    queryKey: featuredGaragesKey,
    queryFn: async ({ signal, client }) => withMemberOverlay(client, await getFeaturedGarages(signal), signal),
  });
}

/** The featured garages (GET /api/garages/featured), shared by the home page and the compare page. */
export function useFeaturedGarages() {
  return useQuery(getFeaturedGaragesQueryOptions());
}
