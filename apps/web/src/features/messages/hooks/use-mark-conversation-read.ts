import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationPage, MessageUnreadCount } from '@garaj/shared';
import { markConversationRead } from '../api/mark-read';
import { messageKeys } from '../api/query-keys';
import { markReadInInbox } from './use-live-messages';

/**
 * Marks a conversation read for the viewer (`mutate()`): the header's badge takes the server's
 * new count and the inbox row loses its unread mark, without a refetch. A failure is silent: the
 * conversation stays unread and the next visit retries.
 */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: (count) => {
      queryClient.setQueryData<MessageUnreadCount>(messageKeys.unreadCount(), count);
      queryClient.setQueryData<InfiniteData<ConversationPage>>(messageKeys.conversations(), (data) => markReadInInbox(data, conversationId));
    },
  });
}
