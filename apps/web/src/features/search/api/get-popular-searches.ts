import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PopularSearches, searchApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { searchKeys } from './query-keys';

/** GET /api/search/popular — the eight popular-search buttons (most searched in 30 days, then the default list). */
export function getPopularSearches(signal?: AbortSignal): Promise<PopularSearches> {
  return apiFetch(searchApi.getPopularSearches, { signal });
}

/** The server caches the list for a minute; so does the page. */
export const getPopularSearchesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.popular(),
    queryFn: ({ signal }) => getPopularSearches(signal),
    staleTime: 60_000,
  });

export function usePopularSearches() {
  return useQuery(getPopularSearchesQueryOptions());
}
