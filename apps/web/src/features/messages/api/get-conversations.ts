import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE, type ConversationPage, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** GET /api/messages/conversations — the viewer's conversations, last message first (keyset pages). */
export function getConversations(cursor?: string, signal?: AbortSignal): Promise<ConversationPage> {
  return apiFetch(messagesApi.getConversations, { signal, query: { cursor, limit: CONVERSATION_PAGE_SIZE } });
}

export function getConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The inbox, page by page ("Daha fazla yükle" fetches the next). */
export function useConversations() {
  return useInfiniteQuery(getConversationsQueryOptions());
}
