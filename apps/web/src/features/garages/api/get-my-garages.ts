import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type GarageCard, type Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** GET /api/garages/mine — the signed-in member's garages, newest first. */
export function getMyGarages(cursor?: string, signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch<Page<GarageCard>>('/garages/mine', { signal, query: { cursor, limit: DEFAULT_PAGE_SIZE } });
}

export function getMyGaragesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: garageKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyGarages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useMyGarages({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getMyGaragesQueryOptions(), enabled });
}
