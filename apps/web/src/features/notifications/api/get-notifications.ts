import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, type NotificationPage, notificationsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications — the member's notifications, last activity first (keyset pages). */
export function getNotifications(cursor?: string, signal?: AbortSignal): Promise<NotificationPage> {
  return apiFetch(notificationsApi.getNotifications, { signal, query: { cursor, limit: NOTIFICATION_PAGE_SIZE } });
}

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The list; `enabled: false` until it is shown (the bell's popover is closed). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled });
}
