/**
 * The signed-in member's header icons, one lazily loaded chunk (deferred-member-icons.tsx): the
 * messages link and the notification bell with their live subscriptions, Radix Popover and lists.
 * Nothing here is part of the first download.
 */
export { MessagesLink } from '@/features/messages/components/messages-link';
export { NotificationBell } from '@/features/notifications/components/notification-bell';
