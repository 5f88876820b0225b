import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ForumStats, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** How often the online figures are read again while a forum screen is open. */
const STATS_REFRESH_MS = 60_000;

/** GET /api/forum/stats — real counts: topics, replies, members, members and experts online (5 min). */
export function getForumStats(signal?: AbortSignal): Promise<ForumStats> {
  return apiFetch(forumApi.getForumStats, { signal });
}

export function getForumStatsQueryOptions() {
  return queryOptions({
    queryKey: forumKeys.stats(),
    queryFn: ({ signal }) => getForumStats(signal),
  });
}

/** The forum's figures, read again every minute while shown (who is online changes). */
export function useForumStats() {
  return useQuery({ ...getForumStatsQueryOptions(), refetchInterval: STATS_REFRESH_MS });
}
