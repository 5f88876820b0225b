import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, listingsApi, type ListingCard, type ListingSearchQuery, type Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { listingKeys, type ListingSearchParams } from './query-keys';

/** The search as query-string values: only the filters that are set (the API reads the rest as "any"). */
export function listingQueryValues(params: ListingSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false || value === '' || key === 'cursor') continue;
    if (key === 'sort' && value === 'newest') continue;
    values[key] = value === true ? 'true' : String(value);
  }
  return values;
}

/** GET /api/listings — one page of listing cards after `cursor`. */
export function searchListings(params: ListingSearchParams, cursor: string | undefined, signal?: AbortSignal): Promise<Page<ListingCard>> {
  const query: ListingSearchQuery = { ...listingQueryValues(params), limit: DEFAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return apiFetch(listingsApi.searchListings, { query, signal });
}

/** The search as pages, starting at the address's cursor (a "next page" link followed without the script). */
export function searchListingsQueryOptions(params: ListingSearchParams) {
  return infiniteQueryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchListings(params, pageParam, signal),
    initialPageParam: params.cursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The search; keeps the previous results on screen while a new one loads. */
export function useListingSearch(params: ListingSearchParams) {
  return useInfiniteQuery({ ...searchListingsQueryOptions(params), placeholderData: keepPreviousData });
}
