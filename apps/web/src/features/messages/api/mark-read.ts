import { type MessageUnreadCount, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/messages/conversations/:id/read — idempotent; answers the header's new count. */
export function markConversationRead(id: string): Promise<MessageUnreadCount> {
  return apiFetch(messagesApi.markConversationRead, { params: { id } });
}
