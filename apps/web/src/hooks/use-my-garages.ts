import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type GarageCard, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * The one query key of the signed-in member's garages, under the garages feature's `['garages']`:
 * every garage write invalidates `['garages']`, so the list page and every garage picker
 * (assistant, competitions, location sharing) refresh together.
 */
export const myGaragesKey = ['garages', 'mine'] as const;

/** GET /api/garages/mine — one page (≤ 50, newest first) of the signed-in member's garages; 401 for visitors. */
export function getMyGarages(cursor?: string, signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch(garagesApi.getMyGarages, { signal, query: { cursor, limit: MAX_PAGE_SIZE } });
}

export function getMyGaragesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myGaragesKey,
    queryFn: ({ pageParam, signal }) => getMyGarages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * The signed-in member's garages, page by page (`fetchNextPage` for more). The first page holds
 * 50, more than a member may own, so a picker reads `garagesOf(data)`. Off when `enabled` is false
 * (visitors).
 */
export function useMyGarages(enabled = true) {
  return useInfiniteQuery({ ...getMyGaragesQueryOptions(), enabled });
}

/** Every garage loaded so far, in order. */
export function garagesOf(data: { pages: Page<GarageCard>[] } | undefined): GarageCard[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
