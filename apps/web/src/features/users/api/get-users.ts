import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DirectoryCard, Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys, type UserListParams } from './query-keys';

export const USERS_PAGE_SIZE = 12;

/** GET /api/users — one page of the directory; `nextCursor` is the next page number. */
export function getUsers(params: UserListParams & { page: number; signal?: AbortSignal }): Promise<Page<DirectoryCard>> {
  const { signal, ...query } = params;
  return apiFetch<Page<DirectoryCard>>('/users', {
    query: { q: query.q.trim() || undefined, sort: query.sort, order: query.order, page: query.page, limit: USERS_PAGE_SIZE },
    signal,
  });
}

export const getUsersQueryOptions = (params: UserListParams) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ pageParam, signal }) => getUsers({ ...params, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.nextCursor ? Number(last.nextCursor) : undefined),
  });

/** Keeps the previous results on screen while a new search or sort loads. */
export function useUsers(params: UserListParams) {
  return useInfiniteQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
