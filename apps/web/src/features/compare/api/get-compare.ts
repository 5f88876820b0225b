import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompareResult, compareApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { compareKeys, type CompareParams } from './query-keys';

/**
 * GET /api/compare?car1=&car2= — both slots of a comparison. A slot the address does not name
 * is null; an id that is not a visible garage comes back as `{ garage: null, error: 'GARAGE_NOT_FOUND' }`.
 */
export function getCompare(params: CompareParams, signal?: AbortSignal): Promise<CompareResult> {
  return apiFetch(compareApi.getCompare, { query: { car1: params.car1 ?? undefined, car2: params.car2 ?? undefined }, signal });
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
