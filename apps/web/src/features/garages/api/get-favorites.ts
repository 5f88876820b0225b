import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type GarageCard, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** GET /api/me/favorites — garages the signed-in member marked as favorite. */
export function getFavorites(cursor?: string, signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch(garagesApi.getFavorites, { signal, query: { cursor, limit: DEFAULT_PAGE_SIZE } });
}

export function getFavoritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: garageKeys.favorites(),
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getFavoritesQueryOptions(), enabled });
}
