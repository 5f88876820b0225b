/**
 * Query keys of the notifications feature, all under `['notifications']`:
 * `invalidateQueries({ queryKey: notificationKeys.all })` refreshes the bell, the list and the
 * count together (on a live `notifications.changed`, after a reconnect, after marking read).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  unsubscribe: (token: string) => [...notificationKeys.all, 'unsubscribe', token] as const,
};
