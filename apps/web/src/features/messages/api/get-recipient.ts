import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessageRecipient, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/**
 * GET /api/messages/with/:username — the member, their conversation with the viewer (if any) and
 * why the viewer may not write to them (`blocked_by_me` doubles as "I blocked them").
 */
export function getMessageRecipient(username: string, signal?: AbortSignal): Promise<MessageRecipient> {
  return apiFetch(messagesApi.getMessageRecipient, { params: { username }, signal });
}

export function getMessageRecipientQueryOptions(username: string) {
  return queryOptions({ queryKey: messageKeys.recipient(username), queryFn: ({ signal }) => getMessageRecipient(username, signal), retry: false });
}

export function useMessageRecipient(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMessageRecipientQueryOptions(username), enabled: enabled && Boolean(username) });
}
