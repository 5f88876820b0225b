import { type MessageItem, type SendMessageInput, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/messages/conversations/:id/messages — text, one image or both; answers the message. */
export function sendMessage(id: string, input: SendMessageInput): Promise<MessageItem> {
  return apiFetch(messagesApi.sendMessage, { params: { id }, json: input });
}
