import { type NotificationUnreadCount, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/notifications/read-all — answers the new unread count (0). */
export function markAllNotificationsRead(): Promise<NotificationUnreadCount> {
  return apiFetch(notificationsApi.markAllNotificationsRead);
}
