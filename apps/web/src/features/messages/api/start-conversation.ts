import { type ConversationStarted, type StartConversationInput, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/messages/conversations — the first message to a member (or the next one of the pair's
 * conversation); answers the conversation's id. Refusals: MESSAGE_BLOCKED, MESSAGES_NOT_ACCEPTED,
 * SELF_MESSAGE, 429 CONVERSATION_LIMIT.
 */
export function startConversation(input: StartConversationInput): Promise<ConversationStarted> {
  return apiFetch(messagesApi.startConversation, { json: input });
}
