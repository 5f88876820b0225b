/** The notifications endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { notificationListQuery, notificationPreferencesInput, unsubscribeQuery, type NotificationPage, type NotificationPreferences, type NotificationUnreadCount, type UnsubscribeInfo } from '../schemas/notifications.ts';

export const notificationsApi = {
  getNotifications: defineRoute({ method: 'GET', path: '/api/notifications', query: notificationListQuery, response: output<NotificationPage>() }),
  getUnreadCount: defineRoute({ method: 'GET', path: '/api/notifications/unread-count', response: output<NotificationUnreadCount>() }),
  markNotificationRead: defineRoute({ method: 'POST', path: '/api/notifications/:id/read', params: uuidParam, response: output<NotificationUnreadCount>() }),
  markAllNotificationsRead: defineRoute({ method: 'POST', path: '/api/notifications/read-all', response: output<NotificationUnreadCount>() }),
  getNotificationPreferences: defineRoute({ method: 'GET', path: '/api/me/notification-preferences', response: output<NotificationPreferences>() }),
  updateNotificationPreferences: defineRoute({ method: 'PUT', path: '/api/me/notification-preferences', body: notificationPreferencesInput, response: output<NotificationPreferences>() }),
  getUnsubscribeInfo: defineRoute({ method: 'GET', path: '/api/notifications/unsubscribe', query: unsubscribeQuery, response: output<UnsubscribeInfo>() }),
  unsubscribe: defineRoute({ method: 'POST', path: '/api/notifications/unsubscribe', query: unsubscribeQuery, response: output<UnsubscribeInfo>() }),
};
