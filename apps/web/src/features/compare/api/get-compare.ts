import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompareResult, compareApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { compareKeys, type CompareParams } from './query-keys';

/**
 * GET /api/compare?cars=<id>,… — one slot per id, in order: the garage, or `{ garage: null,
 * error }` (`GARAGE_NOT_FOUND` for an id that is not a visible garage, `GARAGE_DUPLICATE` for
 * a repeated one). No ids → no request: an empty comparison.
 */
export function getCompare(params: CompareParams, signal?: AbortSignal): Promise<CompareResult> {
  if (params.cars.length === 0) return Promise.resolve({ slots: [] });
  return apiFetch(compareApi.getCompare, { query: { cars: params.cars.join(',') }, signal });
}

export const getCompareQueryOptions = (params: CompareParams) =>
  queryOptions({
    queryKey: compareKeys.result(params),
    queryFn: ({ signal }) => getCompare(params, signal),
    staleTime: 60_000,
  });

/** The comparison of the address's cars; the previous one stays on screen while a changed slot loads. */
export function useCompare(params: CompareParams) {
  return useQuery({ ...getCompareQueryOptions(params), placeholderData: keepPreviousData });
}
