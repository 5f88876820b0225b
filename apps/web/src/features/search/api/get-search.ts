import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SearchPage, searchApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { searchKeys, type SearchPageParams } from './query-keys';

/** Results per page on the search page. */
export const SEARCH_RESULTS_PER_PAGE = 20;

/**
 * GET /api/search — one page of results. The first page of a search over all types is a search
 * the person made (submit, popular button, header search): it goes with `record=true`, so it
 * counts for the popular searches (docs/api.md "Search"); tabs and further pages do not.
 */
export function getSearch(params: SearchPageParams, signal?: AbortSignal): Promise<SearchPage> {
  const record = params.page === 1 && params.type === null;
  return apiFetch(searchApi.getSearch, { query: {
      q: params.q,
      type: params.type ?? undefined,
      page: params.page,
      pageSize: SEARCH_RESULTS_PER_PAGE,
      record: record ? 'true' : undefined,
    }, signal });
}

/**
 * Results do not refetch on window focus and stay fresh for five minutes: each fetch of a first
 * page is recorded as a search, so only a new search (or a later visit) fetches again.
 */
export const getSearchQueryOptions = (params: SearchPageParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => getSearch(params, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** The results of `params`; the previous results stay on screen while a new page or tab loads. Disabled without a query. */
export function useSearch(params: SearchPageParams) {
  return useQuery({ ...getSearchQueryOptions(params), enabled: params.q.trim() !== '', placeholderData: keepPreviousData });
}
