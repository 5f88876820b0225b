/**
 * What leaves the server about notifications (packages/shared/src/schemas/notifications.ts):
 * the type, the actors shown (public member facts only), their count, the target with its site
 * path, read state and times. Never the e-mail status, the recipient or the group key.
 */
import type { NotificationItem, NotificationTarget } from '@garaj/shared';
import { presentMemberRow } from '../../lib/member-rows.ts';
import type { NotificationRow } from './notifications.service.ts';
import { NOTIFICATION_TYPE_INFO } from './notifications.types.ts';

const iso = (value: string) => new Date(value).toISOString();


/**
 * What the notification points at, with its site path (notifications.types.ts: a kind of
 * content's descriptor, or the type's own description); null when that thing is gone (its row
 * was deleted after the notification was written — the cascade usually deletes both).
 */
export function targetOf(row: NotificationRow): NotificationTarget | null {
  return NOTIFICATION_TYPE_INFO[row.type].target(row);
}

/** A notification as the API shows it. */
export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    actors: row.actors.map(presentMemberRow),
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
