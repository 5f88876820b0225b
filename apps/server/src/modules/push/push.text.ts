/**
 * What a push says: `{ title, body, url, tag }` as JSON, in the language of the device (the site
 * language it had when it subscribed). The body is the notification's sentence — Turkish is the
 * mail's own (modules/notifications), English is written here per type — and never a private
 * message's text: a message push only names its sender. `tag` is the notification's id, so a
 * burst grouped into one notification replaces what the device shows instead of piling up.
 */
import type { NotificationType, SiteLanguage } from '@garaj/shared';
import { notificationSentence, targetOf, type NotificationRow } from '../notifications/index.ts';

/** The push message the service worker (apps/web/public/push-sw.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Site path to open on a click (`/forum/…`, `/messages/…`); never another origin. */
  url: string;
  /** The notification's id: a newer push of the same notification replaces the shown one. */
  tag: string;
}

/** Longest body sent (characters): the push services' payload limit is about 4 KB, a device shows far less. */
export const PUSH_BODY_MAX = 240;

/** "@ali", "@ali and @veli", "@ali and 2 others". */
function actorsInEnglish(row: Pick<NotificationRow, 'actors' | 'actorCount'>): string {
  const names = row.actors.map((a) => `@${a.username}`);
  if (!names.length) return 'A member';
  if (row.actorCount <= 1) return names[0]!;
  if (row.actorCount === 2 && names.length >= 2) return `${names[0]} and ${names[1]}`;
  const others = row.actorCount - 1;
  return `${names[0]} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The English sentence of each type (`who`: the actors, `title`: the target's). */
const ENGLISH: Record<NotificationType, (row: NotificationRow, who: string, title: string) => string> = {
  garage_like: (_row, who, title) => `${who} liked your garage “${title}”`,
  garage_favorite: (_row, who, title) => `${who} added your garage “${title}” to favorites`,
  garage_comment: (_row, who, title) => `${who} commented on your garage “${title}”`,
  post_like: (_row, who, title) => `${who} liked your post “${title}”`,
  post_favorite: (_row, who, title) => `${who} added your post “${title}” to favorites`,
  post_comment: (_row, who, title) => `${who} commented on your post “${title}”`,
  follow: (_row, who) => `${who} followed you`,
  answer: (_row, who, title) => `${who} answered your question “${title}”`,
  answer_accepted: (_row, who, title) => `${who} chose your answer to “${title}” as the best answer`,
  topic_reply: (_row, who, title) => `${who} replied to your topic “${title}”`,
  competition_ended: (row, _who, title) => (row.rank ? `Congratulations! You placed #${row.rank} in “${title}”` : `The competition “${title}” you entered has ended`),
  badge_earned: () => 'Congratulations! You earned a new badge.',
  maintenance_due(row, _who, title) {
    if (!row.maintenance) return 'One of your services is due.';
    const state = row.maintenance.state === 'overdue' ? 'overdue' : 'due';
    return `The “${title}” service of “${row.maintenance.garageName}” is ${state}`;
  },
  premium_granted: (row) => (row.premiumUntilDay ? `Your Premium membership is active until ${row.premiumUntilDay}.` : 'Your Premium membership is active.'),
  report_resolved(row, _who, title) {
    if (row.report?.outcome !== 'resolved') return `Your report about “${title}” was reviewed; no rule was broken.`;
    const action = row.report.action;
    if (action === 'hide') return `Your report about “${title}” was reviewed: it broke the rules and was hidden. Thank you!`;
    if (action === 'delete') return `Your report about “${title}” was reviewed: it broke the rules and was removed. Thank you!`;
    if (action === 'ban') return `Your report about “${title}” was reviewed: it broke the rules and the member responsible was banned. Thank you!`;
    return `Your report about “${title}” was reviewed; no action was needed. Thank you!`;
  },
  // Never the message itself: the lock screen is not private.
  message: (_row, who) => `${who} sent you a message`,
  mention: (_row, who, title) => `${who} mentioned you in “${title}”`,
  garage_mention: (_row, who, title) => `${who} mentioned you in a comment on the garage “${title}”`,
  post_mention: (_row, who, title) => `${who} mentioned you in a comment on the post “${title}”`,
};

/** The sentence of a notification in `language`. */
export function pushSentence(row: NotificationRow, language: SiteLanguage): string {
  if (language === 'tr') return notificationSentence(row);
  return ENGLISH[row.type](row, actorsInEnglish(row), targetOf(row)?.title ?? '');
}

/** The push of one notification for a device in `language`; the body cut to {@link PUSH_BODY_MAX} characters. */
export function pushPayload(row: NotificationRow, language: SiteLanguage): PushPayload {
  const sentence = pushSentence(row, language);
  const body = sentence.length > PUSH_BODY_MAX ? `${sentence.slice(0, PUSH_BODY_MAX - 1)}…` : sentence;
  return { title: 'Garaj', body, url: targetOf(row)?.url ?? '/notifications', tag: row.id };
}
