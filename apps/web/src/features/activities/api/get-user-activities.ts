import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ACTIVITY_COUNT, type ActivityPage, activitiesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { activityKeys } from './query-keys';

/** GET /api/activities?user= — a member's newest PROFILE_ACTIVITY_COUNT events (profile Aktivite tab). */
export function getUserActivities(username: string, signal?: AbortSignal): Promise<ActivityPage> {
  return apiFetch(activitiesApi.getActivities, { signal, query: { user: username, limit: PROFILE_ACTIVITY_COUNT } });
}

export function getUserActivitiesQueryOptions(username: string) {
  return queryOptions({
    queryKey: activityKeys.user(username),
    queryFn: ({ signal }) => getUserActivities(username, signal),
  });
}

export function useUserActivities(username: string) {
  return useQuery(getUserActivitiesQueryOptions(username));
}
