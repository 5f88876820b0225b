import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteStats, statsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** Same key other features invalidate after writes (e.g. a new garage). */
export const statsKey = ['stats'] as const;

/** GET /api/stats — live members, garages, photos and online figures. */
export function getStats(signal?: AbortSignal): Promise<SiteStats> {
  return apiFetch(statsApi.getStats, { signal });
}

export function getStatsQueryOptions() {
  return queryOptions({
    queryKey: statsKey,
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 60_000,
  });
}

export function useStats() {
  return useQuery(getStatsQueryOptions());
}
