import { useQueryClient } from '@tanstack/react-query';
import type { NotificationUnreadCount } from '@garaj/shared';
import { useLiveEvents } from '@/hooks/use-live-events';
import { notificationKeys } from '../api/query-keys';

/**
 * Keeps the member's notifications live: on `notifications.changed` (sent to the
 * recipient only, when the change commits) the unread count takes the event's value and the
 * lists refetch; after a reconnect everything refetches (events may have been missed). Mount
 * it only for a signed-in member (`enabled`); several mounted copies share one connection.
 */
export function useLiveNotifications({ enabled = true }: { enabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useLiveEvents(
    'notifications',
    (event) => {
      if (event.type !== 'changed') return;
      queryClient.setQueryData<NotificationUnreadCount>(notificationKeys.unreadCount(), { unreadCount: event.data.unreadCount });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
    { enabled, onReconnect: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }) },
  );
}
