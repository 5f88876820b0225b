/** What other modules may use of the notifications module: they import it from here, never from its files. */
export { markGroupRead, selectNotifications, type NotificationRow } from './notifications.service.ts';
export { actorsText, notificationSentence } from './notifications.mail.ts';
export { targetOf } from './notifications.presenter.ts';
