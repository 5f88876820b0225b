import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UnsubscribeInfo, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/unsubscribe?token= — what a mail's link turns off (changes nothing). */
export function getUnsubscribeInfo(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return apiFetch(notificationsApi.getUnsubscribeInfo, { signal, query: { token } });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery(
    queryOptions({ queryKey: notificationKeys.unsubscribe(token), queryFn: ({ signal }) => getUnsubscribeInfo(token, signal), enabled: Boolean(token), retry: false }),
  );
}

/** POST /api/notifications/unsubscribe?token= — turns that type's e-mail off (no session needed). */
export function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  return apiFetch(notificationsApi.unsubscribe, { query: { token } });
}
