import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SearchSuggestions, searchApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { searchKeys } from './query-keys';

/** GET /api/search/suggest — at most eight suggestions for the text typed so far. */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiFetch(searchApi.getSuggestions, { query: { q }, signal });
}

/** Suggestions stay fresh for a minute: typing back to an earlier text asks nothing again. */
export const getSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
  });

/** Suggestions for `q` (trimmed); disabled for an empty text; the previous ones stay while the next load. */
export function useSuggestions(q: string) {
  return useQuery({ ...getSuggestionsQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
