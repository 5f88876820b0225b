import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessageUnreadCount, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { messageKeys } from './query-keys';

/** GET /api/messages/unread-count — conversations with unread messages (capped at MESSAGE_UNREAD_CAP). */
export function getMessageUnreadCount(signal?: AbortSignal): Promise<MessageUnreadCount> {
  return apiFetch(messagesApi.getMessageUnreadCount, { signal });
}

export function getMessageUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) => getMessageUnreadCount(signal),
    // Kept fresh by the live `messages.unread` events (hooks/use-live-messages.ts).
    staleTime: Infinity,
    select: (data) => data.unreadConversations,
  });
}

/** The signed-in member's unread conversations; never asked for without a session (it would answer 401). */
export function useMessageUnreadCount() {
  const { data: session } = useSession();
  return useQuery({ ...getMessageUnreadCountQueryOptions(), enabled: Boolean(session) });
}
