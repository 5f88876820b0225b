import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type BlockState, type BlockedMemberPage, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** Blocked members per page of the /profile list. */
export const BLOCKS_PAGE_SIZE = 20;

/** GET /api/me/blocks — the members the viewer blocked, newest first (keyset pages). */
export function getBlocks(cursor?: string, signal?: AbortSignal): Promise<BlockedMemberPage> {
  return apiFetch(messagesApi.getBlocks, { signal, query: { cursor, limit: BLOCKS_PAGE_SIZE } });
}

export function useBlocks() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: messageKeys.blocks(),
      queryFn: ({ pageParam, signal }) => getBlocks(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}

/**
 * PUT (block) or DELETE (unblock) /api/users/:username/block — answers the state after the call.
 * Blocking removes both follows and stops messages both ways (the server enforces it).
 */
export function setBlocked(username: string, blocked: boolean): Promise<BlockState> {
  return apiFetch(blocked ? messagesApi.block : messagesApi.unblock, { params: { username } });
}
