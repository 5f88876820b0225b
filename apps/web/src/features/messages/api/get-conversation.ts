import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ConversationDetail, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** GET /api/messages/conversations/:id — members, garage, refusal and read state (404 CONVERSATION_NOT_FOUND). */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch(messagesApi.getConversation, { params: { id }, signal });
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({ queryKey: messageKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal), retry: false });
}

export function useConversation(id: string) {
  return useQuery(getConversationQueryOptions(id));
}
