import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LocationSharesView, locationSharesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { locationKeys } from './query-keys';

/**
 * GET /api/location-shares — the active shares the viewer may see (public ones; followers-only
 * ones of members they follow; their own), which of them they liked, their own share and the map
 * tiles. Kept live by the `location` event stream (hooks/use-location-live-updates.ts).
 */
export function getLocationShares(signal?: AbortSignal): Promise<LocationSharesView> {
  return apiFetch(locationSharesApi.getLocationShares, { signal });
}

export function getLocationSharesQueryOptions() {
  return queryOptions({ queryKey: locationKeys.shares(), queryFn: ({ signal }) => getLocationShares(signal) });
}

export const useLocationShares = () => useQuery(getLocationSharesQueryOptions());
