import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NotificationUnreadCount, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/unread-count */
export function getUnreadCount(signal?: AbortSignal): Promise<NotificationUnreadCount> {
  return apiFetch(notificationsApi.getUnreadCount, { signal });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Kept fresh by the live `notifications.changed` events (hooks/use-live-notifications.ts).
    staleTime: Infinity,
    select: (data) => data.unreadCount,
  });
}

/** The signed-in member's unread count; never asked for without a session (it would answer 401). */
export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  const { data: session } = useSession();
  return useQuery({ ...getUnreadCountQueryOptions(), enabled: enabled && Boolean(session) });
}
