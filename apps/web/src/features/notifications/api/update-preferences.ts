import { type NotificationPreferenceChange, type NotificationPreferences, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/me/notification-preferences — stores the given switches (e-mail, push or both per type); answers all of them. */
export function updateNotificationPreferences(items: NotificationPreferenceChange[]): Promise<NotificationPreferences> {
  return apiFetch(notificationsApi.updateNotificationPreferences, { json: { items } });
}
