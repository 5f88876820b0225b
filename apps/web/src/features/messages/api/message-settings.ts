import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessageSettings, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** GET /api/me/message-settings — who may start a conversation with the viewer. */
export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return apiFetch(messagesApi.getMessageSettings, { signal });
}

export function useMessageSettings() {
  return useQuery(queryOptions({ queryKey: messageKeys.settings(), queryFn: ({ signal }) => getMessageSettings(signal) }));
}

/** PUT /api/me/message-settings — stores the policy; answers the stored settings. */
export function updateMessageSettings(settings: MessageSettings): Promise<MessageSettings> {
  return apiFetch(messagesApi.updateMessageSettings, { json: settings });
}
