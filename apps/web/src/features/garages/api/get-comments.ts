import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type GarageComment, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

export const COMMENTS_PAGE_SIZE = 10;

/** GET /api/garages/:id/comments — newest first. */
export function getComments(garageId: string, cursor?: string, signal?: AbortSignal): Promise<Page<GarageComment>> {
  return apiFetch(garagesApi.getComments, { params: { id: garageId }, signal, query: { cursor, limit: COMMENTS_PAGE_SIZE } });
}

export function getCommentsQueryOptions(garageId: string) {
  return infiniteQueryOptions({
    queryKey: garageKeys.comments(garageId),
    queryFn: ({ pageParam, signal }) => getComments(garageId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useComments(garageId: string) {
  return useInfiniteQuery(getCommentsQueryOptions(garageId));
}
