import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NotificationPreferences, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/me/notification-preferences — every type's e-mail switch. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiFetch(notificationsApi.getNotificationPreferences, { signal });
}

export function useNotificationPreferences() {
  return useQuery(queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) }));
}
