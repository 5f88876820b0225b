import { useInfiniteQuery } from '@tanstack/react-query';
import { type InvitedFriendsPage, invitesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { affiliateKeys } from './query-keys';

/** GET /api/me/invites/friends?cursor= — the next page of invited friends, newest first. */
export function getInvitedFriends(cursor: string, signal?: AbortSignal): Promise<InvitedFriendsPage> {
  return apiFetch(invitesApi.getInvitedFriends, { signal, query: { cursor } });
}

/**
 * The pages after the summary's first one, starting at its `nextCursor`; nothing is fetched
 * until `fetchNextPage` ('Daha Fazla Göster').
 */
export function useMoreInvitedFriends(startCursor: string | null) {
  return useInfiniteQuery({
    queryKey: affiliateKeys.friends(startCursor ?? ''),
    queryFn: ({ pageParam, signal }) => getInvitedFriends(pageParam, signal),
    initialPageParam: startCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: false,
  });
}
