import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompareSuggestions, compareApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { compareKeys } from './query-keys';

/**
 * GET /api/compare/suggestions?q= — at most 10 garages whose title, brand or model match the
 * typed text (Turkish-aware, on the server).
 */
export function getCompareSuggestions(q: string, signal?: AbortSignal): Promise<CompareSuggestions> {
  return apiFetch(compareApi.getCompareSuggestions, { query: { q }, signal });
}

export const getCompareSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: compareKeys.suggestions(q),
    queryFn: ({ signal }) => getCompareSuggestions(q, signal),
    staleTime: 60_000,
  });

/** Suggestions for `q` (already debounced and trimmed); disabled for an empty text. */
export function useCompareSuggestions(q: string) {
  return useQuery({ ...getCompareSuggestionsQueryOptions(q), enabled: q !== '' });
}
