import type { NotificationUnreadCount } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/notifications/:id/read — idempotent; answers the new unread count. */
export function markNotificationRead(id: string): Promise<NotificationUnreadCount> {
  return apiFetch<NotificationUnreadCount>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}
