import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationDetail, ConversationPage, MessageUnreadCount } from '@garaj/shared';
import { useLiveEvents } from '@/hooks/use-live-events';
import { useCurrentUser } from '@/lib/session';
import { appendToThread, type ThreadData } from '../api/get-messages';
import { messageKeys } from '../api/query-keys';

/**
 * Keeps private messages live on the private `messages` channel (each event reaches the two
 * members of its conversation only, once the write commits):
 * - `unread`: the header's badge takes the event's count;
 * - `created`: the message joins the cached conversation (once: the sender's own answer may have
 *   added it already) and the inbox refetches (order, excerpt, unread counts);
 * - `read`: the other member read the conversation: its read state ("Görüldü") moves; when the
 *   viewer read it elsewhere, the inbox refetches;
 * - after a reconnect everything refetches (events are not replayed).
 * Mount it only for a signed-in member; several mounted copies share one connection.
 */
export function useLiveMessages({ enabled = true }: { enabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  useLiveEvents(
    'messages',
    (event) => {
      if (event.type === 'unread') {
        queryClient.setQueryData<MessageUnreadCount>(messageKeys.unreadCount(), { unreadConversations: event.data.unreadConversations });
      } else if (event.type === 'created') {
        queryClient.setQueryData<ThreadData>(messageKeys.thread(event.data.conversationId), (data) => appendToThread(data, event.data.message));
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      } else if (event.type === 'read') {
        const { conversationId, readerId, readAt } = event.data;
        if (readerId === user?.id) {
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
          return;
        }
        queryClient.setQueryData<ConversationDetail>(messageKeys.conversation(conversationId), (detail) =>
          detail && detail.viewerRole === 'member' && (!detail.otherReadAt || Date.parse(detail.otherReadAt) < Date.parse(readAt)) ? { ...detail, otherReadAt: readAt } : detail,
        );
      }
    },
    { enabled: enabled && Boolean(user), onReconnect: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }) },
  );
}

/** The inbox cache with one conversation's unread count set to 0 (after the viewer read it). */
export function markReadInInbox(data: InfiniteData<ConversationPage> | undefined, conversationId: string): InfiniteData<ConversationPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item)) })),
  };
}
