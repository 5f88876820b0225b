import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CommunityEvent, communityApi } from '@garaj/shared';
import { isApiError } from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET /api/community/events/:id — one event with its participants count and the viewer's state. */
export function getEvent(id: string, signal?: AbortSignal): Promise<CommunityEvent> {
  return apiFetch(communityApi.getEvent, { params: { id }, signal });
}

export function getEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: communityKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // A missing event stays missing: no retries on 4xx.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 2,
  });
}

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id));
}
