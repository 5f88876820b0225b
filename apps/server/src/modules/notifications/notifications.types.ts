/**
 * What each notification type points at and says. A type about a kind of content (garage, post,
 * topic, member) takes both from that kind's descriptor (modules/content-kinds.ts: the item's
 * title and page, the mail's sentence and unsubscribe wording); the other types — competition
 * results, badges, maintenance reminders, report outcomes, premium — are described here. Every
 * type of NOTIFICATION_TYPES has exactly one description (checked when this module loads).
 */
import { NOTIFICATION_TYPES, type NotificationTarget, type NotificationType } from '@garaj/shared';
import { CONTENT_NOTIFICATIONS, contentPath, type ContentNotification } from '../content-kinds.ts';
import type { NotificationRow } from './notifications.service.ts';

/** One notification type: what it points at, its mail's sentence, what unsubscribing turns off. */
export interface NotificationTypeInfo {
  /** The target with its site path; null when that thing is gone. */
  target(row: NotificationRow): NotificationTarget | null;
  /** The Turkish sentence (mail subject and first line); `who`: the actors, `title`: the target's. */
  sentence(row: NotificationRow, who: string, title: string): string;
  /** What the type's unsubscribe link turns off, in the mail's words. */
  emailLabel: string;
}

/** A type about a kind of content: the item the row holds, or for a member the latest actor. */
function aboutContent({ kind, subject, wording }: ContentNotification): NotificationTypeInfo {
  return {
    target(row) {
      if (subject.column) return row.subject;
      const latest = row.actors[0];
      return latest ? { kind: subject.targetKind, title: latest.username, url: contentPath(kind, { username: latest.username }) } : null;
    },
    sentence: (_row, who, title) => wording.sentence(who, title),
    emailLabel: wording.emailLabel,
  };
}

/** A report's outcome when the moderator acted, in the reporter's mail. */
const REPORT_ACTION_TEXT: Record<'hide' | 'delete' | 'ban', string> = {
  hide: 'kurallara aykırı bulundu ve gizlendi',
  delete: 'kurallara aykırı bulundu ve kaldırıldı',
  ban: 'kurallara aykırı bulundu ve sorumlu üye siteden uzaklaştırıldı',
};

/** The types that are not about a kind of content. */
const OTHER_TYPES: Partial<Record<NotificationType, NotificationTypeInfo>> = {
  competition_ended: {
    target: (row) => (row.competition ? { kind: 'competition', title: row.competition.title, url: `/competitions/${row.competition.id}` } : null),
    sentence: (row, _who, title) =>
      row.rank ? `Tebrikler! “${title}” yarışmasında ${row.rank}. oldun.` : `Katıldığın “${title}” yarışması sona erdi. Sonuçlar açıklandı.`,
    emailLabel: 'yarışma sonuçları',
  },
  badge_earned: {
    target: (row) => (row.badgeId ? { kind: 'badge', title: row.badgeId, url: '/badges' } : null),
    sentence: () => 'Tebrikler! Yeni bir rozet kazandın.',
    emailLabel: 'kazanılan rozetler',
  },
  maintenance_due: {
    target: (row) => (row.maintenance ? { kind: 'maintenance', title: row.maintenance.title, url: `/maintenance?garage=${row.maintenance.garageId}` } : null),
    sentence(row, _who, title) {
      if (!row.maintenance) return 'Bir bakımının zamanı geldi.';
      return row.maintenance.state === 'overdue'
        ? `“${row.maintenance.garageName}” garajındaki “${title}” bakımı gecikti.`
        : `“${row.maintenance.garageName}” garajındaki “${title}” bakımının zamanı geldi.`;
    },
    emailLabel: 'bakım hatırlatmaları',
  },
  report_resolved: {
    // The reported thing may be gone or hidden: the link is the member's notifications page.
    target: (row) => (row.report ? { kind: 'report', title: row.report.title, url: '/notifications' } : null),
    // What really happened to the report: dismissed, reviewed without action, or the action taken.
    sentence(row, _who, title) {
      if (row.report?.outcome !== 'resolved') return `Bildiriminiz incelendi: “${title}” için kurallara aykırı bir durum bulunmadı.`;
      const action = row.report.action;
      if (action === 'hide' || action === 'delete' || action === 'ban') return `Bildiriminiz incelendi: “${title}” ${REPORT_ACTION_TEXT[action]}. Teşekkürler!`;
      return `Bildiriminiz incelendi: “${title}” için bir işlem yapılmasına gerek görülmedi. Teşekkürler!`;
    },
    emailLabel: 'bildirimlerinin sonuçları',
  },
  message: {
    // The conversation (from the group key) with the latest sender's name; never the message itself.
    target: (row) => (row.conversationId ? { kind: 'conversation', title: row.actors[0]?.username ?? '', url: `/messages/${row.conversationId}` } : null),
    sentence: (_row, who) => `${who} sana özel mesaj gönderdi.`,
    emailLabel: 'özel mesajlar',
  },
  premium_granted: {
    target: (row) => (row.premiumUntilDay ? { kind: 'premium', title: row.premiumUntilDay, url: '/premium' } : null),
    sentence: (row) =>
      row.premiumUntilDay
        ? `Premium üyeliğin etkinleştirildi; ${row.premiumUntilDay.split('-').reverse().join('.')} tarihine kadar geçerli.`
        : 'Premium üyeliğin etkinleştirildi.',
    emailLabel: 'Premium üyelik bildirimleri',
  },
};

function describe(type: NotificationType): NotificationTypeInfo {
  const content = CONTENT_NOTIFICATIONS[type];
  const other = OTHER_TYPES[type];
  if (content && !other) return aboutContent(content);
  if (other && !content) return other;
  throw new Error(`notification type ${type} needs exactly one description (a content kind's or one here)`);
}

/** Every notification type's description, by type. */
export const NOTIFICATION_TYPE_INFO = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, describe(type)])) as Record<NotificationType, NotificationTypeInfo>;
