import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ActivitySummary, activitiesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { activityKeys, type ActivityListParams } from './query-keys';

/** GET /api/activities/summary — counts per type under the search and scope (not the type filter). */
export function getActivitySummary(params: Omit<ActivityListParams, 'type'>, signal?: AbortSignal): Promise<ActivitySummary> {
  return apiFetch(activitiesApi.getActivitySummary, {
    signal,
    query: { q: params.q.trim() || undefined, scope: params.scope !== 'all' ? params.scope : undefined },
  });
}

export function getActivitySummaryQueryOptions(params: ActivityListParams) {
  const scope = { q: params.q, scope: params.scope };
  return queryOptions({
    queryKey: activityKeys.summary(scope),
    queryFn: ({ signal }) => getActivitySummary(scope, signal),
  });
}

export function useActivitySummary(params: ActivityListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getActivitySummaryQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
