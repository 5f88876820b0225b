import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, type ActivityPage, activitiesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { activityKeys, type ActivityListParams } from './query-keys';

/**
 * GET /api/activities — one page of the feed, newest first: search `q`, `type`,
 * `scope` ('following' needs a session: 401 otherwise), `user` (one member), keyset `cursor`.
 */
export function getActivities(
  query: Partial<ActivityListParams> & { user?: string; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiFetch(activitiesApi.getActivities, { signal, query: {
      q: query.q?.trim() || undefined,
      type: query.type && query.type !== 'all' ? query.type : undefined,
      scope: query.scope && query.scope !== 'all' ? query.scope : undefined,
      user: query.user,
      cursor: query.cursor,
      limit: query.limit,
    } });
}

export function getActivitiesQueryOptions(params: ActivityListParams) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(params),
    queryFn: ({ pageParam, signal }) => getActivities({ ...params, cursor: pageParam, limit: ACTIVITY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The feed as pages; the previous results stay on screen while a new search loads. */
export function useActivities(params: ActivityListParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getActivitiesQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
