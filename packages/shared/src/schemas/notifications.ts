/**
 * API shapes of notifications (docs/api.md "Notifications"): the member's in-app
 * list (grouped: one unread row per recipient and target, with its distinct actors), the unread
 * count, the per-type e-mail and push preferences and the signed unsubscribe link of every mail.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../community.ts';
import { pageQuery, type Page } from './common.ts';
import type { MemberSummary } from './garage.ts';

/** `GET /api/notifications?cursor=&limit=` — newest first (by last activity); NOTIFICATION_PAGE_SIZE by default. */
export const notificationListQuery = pageQuery;
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** What a notification is about; `url` is the site path to open (never an outside address). */
export type NotificationTargetKind = 'garage' | 'post' | 'topic' | 'member' | 'competition' | 'badge' | 'maintenance' | 'premium' | 'report' | 'conversation';

export interface NotificationTarget {
  kind: NotificationTargetKind;
  /** The garage name, post or topic title, member username, competition title, badge id, maintenance item title or (premium) the last day `YYYY-MM-DD`. */
  title: string;
  /** Site path, e.g. `/garage/<id>`, `/blog/<slug>`, `/forum/<category>/topic/<id>`, `/badges`, `/maintenance?garage=<id>`. */
  url: string;
}

/** One (possibly grouped) notification of the signed-in member. */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  /** The most recent distinct actors (up to NOTIFICATION_ACTORS_SHOWN), newest first; empty for system notifications. */
  actors: MemberSummary[];
  /** How many distinct members acted ("3 kişi garajını beğendi"); 0 for system notifications. */
  actorCount: number;
  /** Null when the target no longer exists (it was deleted after the notification was written). */
  target: NotificationTarget | null;
  /** competition_ended: the recipient's final rank (1–3) when they won, else null. */
  rank: number | null;
  /** maintenance_due: which state the reminder is about, and the garage's name; else absent. */
  maintenance?: { state: 'due' | 'overdue'; garageName: string };
  /** report_resolved: how the member's report ended (`action` when resolved); else absent. */
  report?: { outcome: 'resolved' | 'dismissed'; action: 'none' | 'hide' | 'delete' | 'ban' | null };
  read: boolean;
  createdAt: string;
  /** Last activity (a new actor joined the group): the list's order. */
  updatedAt: string;
}

/** A page of notifications, plus the member's unread count at the time of reading. */
export interface NotificationPage extends Page<NotificationItem> {
  unreadCount: number;
}

/** `GET /api/notifications/unread-count`, and the answer of the mark-read endpoints. */
export interface NotificationUnreadCount {
  unreadCount: number;
}

/** Actors shown by name on a grouped notification; the rest is a count. */
export const NOTIFICATION_ACTORS_SHOWN = 3;

/** One type's switches: e-mail, and push to the member's devices that turned push on. */
export interface NotificationPreference {
  type: NotificationType;
  email: boolean;
  push: boolean;
}

/** `GET/PUT /api/me/notification-preferences`: every type, in NOTIFICATION_TYPES order. */
export interface NotificationPreferences {
  items: NotificationPreference[];
}

const notificationType = z.enum(NOTIFICATION_TYPES, { message: 'VALUE_INVALID' });

/** One item of the preferences body: a type and at least one of its switches (the other stays). */
const notificationPreferenceChange = z
  .object({
    type: notificationType,
    email: z.boolean({ message: 'VALUE_INVALID' }).optional(),
    push: z.boolean({ message: 'VALUE_INVALID' }).optional(),
  })
  .refine((item) => item.email !== undefined || item.push !== undefined, { message: 'REQUIRED', path: ['email'] });
export type NotificationPreferenceChange = z.infer<typeof notificationPreferenceChange>;

/** `PUT /api/me/notification-preferences` body: the switches to change (others stay). */
export const notificationPreferencesInput = z.object({
  items: z
    .array(notificationPreferenceChange)
    .min(1, { message: 'REQUIRED' })
    .max(NOTIFICATION_TYPES.length * 2, { message: 'TOO_LONG' }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** `?token=` of the unsubscribe endpoints (signed: user and type; see the server's notifications.mail.ts). */
export const unsubscribeQuery = z.object({
  token: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(300, { message: 'TOO_LONG' }),
});

/** `GET /api/notifications/unsubscribe?token=` (what the link turns off) and the POST's answer. */
export interface UnsubscribeInfo {
  type: NotificationType;
  /** The member's username (to name the account on the page). */
  username: string;
  /** Whether e-mail of this type is on now. */
  email: boolean;
}
