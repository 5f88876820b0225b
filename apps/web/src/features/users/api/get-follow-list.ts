import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FOLLOW_LIST_PAGE_SIZE, usersApi, type FollowListKind, type FollowListPage } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/**
 * GET /api/users/:username/followers or /following — one page, newest follow first; `cursor`
 * is the previous page's `nextCursor`.
 */
export function getFollowList(username: string, kind: FollowListKind, cursor: string | undefined, signal?: AbortSignal): Promise<FollowListPage> {
  return apiFetch(kind === 'followers' ? usersApi.getFollowers : usersApi.getFollowing, {
    params: { username },
    query: { cursor, limit: FOLLOW_LIST_PAGE_SIZE },
    signal,
  });
}

export const getFollowListQueryOptions = (username: string, kind: FollowListKind) =>
  infiniteQueryOptions({
    queryKey: usersKeys.follows(username, kind),
    queryFn: ({ pageParam, signal }) => getFollowList(username, kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A followers / following list, loaded only while `enabled` (the dialog is open). */
export function useFollowList(username: string, kind: FollowListKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getFollowListQueryOptions(username, kind), enabled });
}
