import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationUnreadCount } from '@garaj/shared';
import { toast } from '@/lib/lazy-toast';
import { getErrorMessage } from '@/lib/error-message';
import { useTranslation } from 'react-i18next';
import { markAllNotificationsRead } from '../api/mark-all-read';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationKeys } from '../api/query-keys';

type ListData = InfiniteData<NotificationPage, string | undefined>;

/** Marks items read in the cached lists (`ids` null = all) and stores the new count, without a refetch. */
function markCached(data: ListData | undefined, ids: Set<string> | null, unreadCount: number): ListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount,
      items: page.items.map((n) => (ids === null || ids.has(n.id) ? { ...n, read: true } : n)),
    })),
  };
}

/**
 * Mark one notification read (`mutate(id)`) or all (`mutate(null)`); the cached list and the
 * count follow the server's answer. A failure shows the error as a toast.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['notifications', 'errors']);
  return useMutation({
    mutationFn: (id: string | null) => (id ? markNotificationRead(id) : markAllNotificationsRead()),
    onSuccess: (result, id) => {
      queryClient.setQueryData<NotificationUnreadCount>(notificationKeys.unreadCount(), result);
      queryClient.setQueryData<ListData>(notificationKeys.list(), (data) => markCached(data, id ? new Set([id]) : null, result.unreadCount));
    },
    onError: (error) => toast.error(t('notifications:errors.markRead'), { description: getErrorMessage(error, t) }),
  });
}
