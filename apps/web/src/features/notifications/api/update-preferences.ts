import { type NotificationPreference, type NotificationPreferences, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/me/notification-preferences — stores the given switches; answers all of them. */
export function updateNotificationPreferences(items: NotificationPreference[]): Promise<NotificationPreferences> {
  return apiFetch(notificationsApi.updateNotificationPreferences, { json: { items } });
}
