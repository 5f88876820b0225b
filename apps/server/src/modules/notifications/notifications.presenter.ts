/**
 * What leaves the server about notifications (packages/shared/src/schemas/notifications.ts):
 * the type, the actors shown (public member facts only), their count, the target with its site
 * path, read state and times. Never the e-mail status, the recipient or the group key.
 */
import type { MemberSummary, NotificationItem, NotificationTarget } from '@garaj/shared';
import type { MemberRow } from '../../lib/member-rows.ts';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { NotificationRow } from './notifications.service.ts';

const iso = (value: string) => new Date(value).toISOString();

function presentMember(row: MemberRow): MemberSummary {
  return { id: row.id, username: row.username, fullName: row.fullName, avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl) };
}

/** The site path of a member's profile. */
export const memberPath = (username: string) => `/user/${encodeURIComponent(username)}`;

/**
 * What the notification points at, with its site path; null when that thing is gone (its row
 * was deleted after the notification was written — the cascade usually deletes both).
 */
export function targetOf(row: NotificationRow): NotificationTarget | null {
  switch (row.type) {
    case 'garage_like':
    case 'garage_favorite':
    case 'garage_comment':
      return row.garage ? { kind: 'garage', title: row.garage.name, url: `/garage/${row.garage.id}` } : null;
    case 'post_like':
    case 'post_favorite':
    case 'post_comment':
      return row.post ? { kind: 'post', title: row.post.title, url: `/blog/${encodeURIComponent(row.post.slug)}${row.type === 'post_comment' ? '#comments' : ''}` } : null;
    case 'answer':
    case 'topic_reply':
    case 'answer_accepted':
      return row.topic
        ? {
            kind: 'topic',
            title: row.topic.title,
            url: `/forum/${encodeURIComponent(row.topic.categoryId)}/topic/${row.topic.id}`,
          }
        : null;
    case 'follow': {
      const latest = row.actors[0];
      return latest ? { kind: 'member', title: latest.username, url: memberPath(latest.username) } : null;
    }
    case 'competition_ended':
      return row.competition ? { kind: 'competition', title: row.competition.title, url: `/competitions/${row.competition.id}` } : null;
    case 'badge_earned':
      return row.badgeId ? { kind: 'badge', title: row.badgeId, url: '/badges' } : null;
    case 'maintenance_due':
      return row.maintenance
        ? { kind: 'maintenance', title: row.maintenance.title, url: `/maintenance?garage=${row.maintenance.garageId}` }
        : null;
    case 'report_resolved':
      // The reported thing may be gone or hidden: the link is the member's notifications page.
      return row.report ? { kind: 'report', title: row.report.title, url: '/notifications' } : null;
    case 'premium_granted':
      return row.premiumUntilDay ? { kind: 'premium', title: row.premiumUntilDay, url: '/premium' } : null;
    default:
      return null;
  }
}

export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    actors: row.actors.map(presentMember),
    actorCount: row.actorCount,
    target: targetOf(row),
    rank: row.type === 'competition_ended' ? row.rank : null,
    ...(row.type === 'maintenance_due' && row.maintenance ? { maintenance: { state: row.maintenance.state, garageName: row.maintenance.garageName } } : {}),
    ...(row.type === 'report_resolved' && row.report ? { report: { outcome: row.report.outcome, action: row.report.action } } : {}),
    read: row.read,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
