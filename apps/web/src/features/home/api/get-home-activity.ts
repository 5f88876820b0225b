import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HomeActivity, activitiesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

export const homeActivityKey = ['activities', 'home'] as const;

/** GET /api/activities/home — the newest HOME_ACTIVITY_COUNT events and the section's figures. */
export function getHomeActivity(signal?: AbortSignal): Promise<HomeActivity> {
  return apiFetch(activitiesApi.getHomeActivity, { signal });
}

export function getHomeActivityQueryOptions() {
  return queryOptions({ queryKey: homeActivityKey, queryFn: ({ signal }) => getHomeActivity(signal), staleTime: 30_000 });
}

export function useHomeActivity() {
  return useQuery(getHomeActivityQueryOptions());
}
