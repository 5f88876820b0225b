import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type DirectoryCard, type Page, usersApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys, type UserListParams } from './query-keys';

export const USERS_PAGE_SIZE = 12;

/** GET /api/users — one page of the directory; `cursor` is the previous page's `nextCursor` (none: the first page). */
export function getUsers(params: UserListParams & { cursor?: string; signal?: AbortSignal }): Promise<Page<DirectoryCard>> {
  const { signal, ...query } = params;
  return apiFetch(usersApi.getUsers, {
    query: { q: query.q.trim() || undefined, sort: query.sort, order: query.order, cursor: query.cursor, limit: USERS_PAGE_SIZE },
    signal,
  });
}

export const getUsersQueryOptions = (params: UserListParams) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ pageParam, signal }) => getUsers({ ...params, ...(pageParam ? { cursor: pageParam } : {}), signal }),
    initialPageParam: params.cursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Keeps the previous results on screen while a new search or sort loads. */
export function useUsers(params: UserListParams) {
  return useInfiniteQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
