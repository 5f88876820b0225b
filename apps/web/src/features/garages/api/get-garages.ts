import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type GarageListPage, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { withMemberOverlay } from '@/hooks/member-overlay';
import { garageKeys, type GarageListParams } from './query-keys';

/**
 * GET /api/garages — one page of garage cards (search, sort, filter, cursor); the first page
 * (no cursor) also carries `total`, the number of matches in all. The same for everyone: the
 * query merges a member's own flags in (member-overlay.ts).
 */
export interface GetGaragesQuery extends Partial<GarageListParams> {
  cursor?: string;
  limit?: number;
}

export function getGarages(query: GetGaragesQuery, signal?: AbortSignal): Promise<GarageListPage> {
  return apiFetch(garagesApi.getGarages, { signal, query: {
      q: query.q?.trim() || undefined,
      sort: query.sort,
      filter: query.filter,
      cursor: query.cursor,
      limit: query.limit,
    } });
}

export function getGaragesQueryOptions(params: GarageListParams) {
  return infiniteQueryOptions({
    queryKey: garageKeys.list(params),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await getGarages({ ...params, cursor: pageParam, limit: DEFAULT_PAGE_SIZE }, signal);
      return { ...page, items: await withMemberOverlay(client, page.items, signal) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The garage list as pages; keeps the previous results on screen while a new search loads. */
export function useGarages(params: GarageListParams) {
  return useInfiniteQuery({ ...getGaragesQueryOptions(params), placeholderData: keepPreviousData });
}
