import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CommunitySummary, communityApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET /api/community — the hub's figures, forum categories, top members and highlights. */
export function getCommunity(signal?: AbortSignal): Promise<CommunitySummary> {
  return apiFetch(communityApi.getCommunity, { signal });
}

export function getCommunityQueryOptions() {
  return queryOptions({ queryKey: communityKeys.summary(), queryFn: ({ signal }) => getCommunity(signal) });
}

export function useCommunity() {
  return useQuery(getCommunityQueryOptions());
}
