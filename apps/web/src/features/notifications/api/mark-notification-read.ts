import { type NotificationUnreadCount, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/notifications/:id/read — idempotent; answers the new unread count. */
export function markNotificationRead(id: string): Promise<NotificationUnreadCount> {
  return apiFetch(notificationsApi.markNotificationRead, { params: { id } });
}
