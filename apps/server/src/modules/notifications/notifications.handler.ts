/**
 * Writes notifications for domain events (lib/domain-events.ts), inside the emitter's
 * transaction. What notifies whom:
 *
 * | event                         | recipient          | type                | group key                       |
 * |-------------------------------|--------------------|---------------------|---------------------------------|
 * | garage.liked / favorited / commented | the owner   | garage_like / _favorite / _comment | `<type>:<garageId>` |
 * | post.liked / favorited / commented   | the author  | post_like / _favorite / _comment   | `<type>:<postId>`   |
 * | member.followed               | the followed member | follow             | `follow`                        |
 * | reply.created, kind question  | the asker          | answer              | `answer:<topicId>`              |
 * | reply.created, kind discussion| the topic author   | topic_reply         | `topic_reply:<topicId>`         |
 * | reply.accepted                | the reply's author | answer_accepted     | `answer_accepted:<replyId>`     |
 * | competition.finalized         | every entrant      | competition_ended   | `competition_ended:<id>`        |
 * | badge.earned                  | the member         | badge_earned        | `badge_earned:<badgeId>`        |
 * | maintenance.due               | the item's owner   | maintenance_due     | `maintenance_due:<itemId>:<state>:<cycle>` |
 * | premium.granted               | the member         | premium_granted     | `premium_granted:<untilDay>`    |
 * | report.handled                | each reporter      | report_resolved     | `report_resolved:<reportId>`    |
 * | message.sent                  | the other member   | message             | `message:<conversationId>`      |
 * | member.mentioned              | each member named  | mention             | `mention:<replyId or topicId>`  |
 * | garage.comment_mentioned      | each member named  | garage_mention      | `garage_mention:<commentId>`    |
 * | post.comment_mentioned        | each member named  | post_mention        | `post_mention:<commentId>`      |
 *
 * Never for one's own actions (actor = recipient). A burst is ONE unread row per (recipient,
 * group key) — the partial unique index `notifications_unread_group_idx`, written with
 * `INSERT … ON CONFLICT (user_id, group_key) WHERE read_at IS NULL DO UPDATE`, so concurrent
 * likes meet on the same row — and its distinct actors are rows of `notification_actors`
 * ("3 kişi beğendi" = their count). Once the row is read, the next event opens a new one.
 * Undo (garage.unliked, post.unliked, member.unfollowed) takes the actor out of the still-unread
 * group and deletes the row when no actor is left; a read notification stays as it was.
 *
 * In the same transaction: `email_status = 'pending'` on a NEW row when the recipient wants
 * e-mail for the type (notification_preferences, else NOTIFICATION_EMAIL_DEFAULTS) and has a
 * verified address — notifications.mail.ts sends it once; `push_status = 'pending'` on a new
 * row AND on a grown one when the recipient wants push for the type (`push`, else
 * NOTIFICATION_PUSH_DEFAULTS) and has a device that receives it — modules/push sends it, under
 * the row's id as the device notification's tag, so a burst replaces what the device shows; and
 * `notifications.changed` with the recipient's unread count, published at commit
 * (lib/realtime.ts publishInTransaction).
 *
 * A type about a kind of content (garage, post, topic…) stores the item's id in the column its
 * descriptor names (modules/content-kinds.ts); the group key is `<type>:<item id>`.
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PUSH_DEFAULTS, NOTIFICATION_UNREAD_CAP, type NotificationType } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import { idArray } from '../../lib/member-rows.ts';
import { CONTENT_NOTIFICATIONS } from '../content-kinds.ts';

/** What a notification points at, besides its group. */
export interface NotificationTargets {
  /** The item of a type about a kind of content: stored in the column the kind's descriptor names. */
  subjectId?: string;
  replyId?: string;
  competitionId?: string;
  badgeId?: string;
  maintenanceItemId?: string;
}

/** One notification to write (or to grow) for some recipients. */
export interface NotificationSpec {
  recipientIds: string[];
  type: NotificationType;
  groupKey: string;
  /** Null for system notifications (competition ended, badge earned). */
  actorId: string | null;
  targets: NotificationTargets;
}

/** An undo: `actorId` leaves the unread group `groupKey` of `recipientId`. */
export interface NotificationUndo {
  recipientId: string;
  groupKey: string;
  actorId: string;
}

/** Spec of an actor's event on one recipient, or nothing when they acted on their own thing. */
function single(recipientId: string, actorId: string, type: NotificationType, groupKey: string, targets: NotificationTargets): NotificationSpec[] {
  if (recipientId === actorId) return [];
  return [{ recipientIds: [recipientId], type, groupKey, actorId, targets }];
}

/**
 * Spec of a mention in one comment: every member named but the actor, one group per comment
 * (`<type>:<commentId>`, as a forum mention is one per answer), pointing at the commented item.
 */
function mentionIn(type: NotificationType, actorId: string, userIds: string[], itemId: string, commentId: string): NotificationSpec[] {
  const recipientIds = [...new Set(userIds)].filter((id) => id !== actorId);
  return recipientIds.length ? [{ recipientIds, type, groupKey: `${type}:${commentId}`, actorId, targets: { subjectId: itemId } }] : [];
}

/** Spec of an actor's event on an item of content (`type` names its kind): group `<type>:<itemId>`. */
function aboutItem(recipientId: string, actorId: string, type: NotificationType, itemId: string, targets: NotificationTargets = {}): NotificationSpec[] {
  return single(recipientId, actorId, type, `${type}:${itemId}`, { ...targets, subjectId: itemId });
}

/** An actor leaving the group of `type` on an item. */
const undoOnItem = (recipientId: string, actorId: string, type: NotificationType, itemId: string): NotificationUndo => ({ recipientId, groupKey: `${type}:${itemId}`, actorId });

/** What an event asks for: notifications to write and actors to take back. Pure (exported for tests). */
export function notificationsFor(event: DomainEvent): { write: NotificationSpec[]; undo: NotificationUndo[] } {
  const none = { write: [], undo: [] };
  switch (event.type) {
    case 'garage.liked':
      return { write: aboutItem(event.ownerId, event.actorId, 'garage_like', event.garageId), undo: [] };
    case 'garage.favorited':
      return { write: aboutItem(event.ownerId, event.actorId, 'garage_favorite', event.garageId), undo: [] };
    case 'garage.commented':
      return { write: aboutItem(event.ownerId, event.actorId, 'garage_comment', event.garageId), undo: [] };
    case 'garage.unliked':
      return { write: [], undo: [undoOnItem(event.ownerId, event.actorId, 'garage_like', event.garageId)] };
    case 'post.liked':
      return { write: aboutItem(event.authorId, event.actorId, 'post_like', event.postId), undo: [] };
    case 'post.unliked':
      return { write: [], undo: [undoOnItem(event.authorId, event.actorId, 'post_like', event.postId)] };
    case 'post.favorited':
      return { write: aboutItem(event.authorId, event.actorId, 'post_favorite', event.postId), undo: [] };
    case 'post.commented':
      return { write: aboutItem(event.authorId, event.actorId, 'post_comment', event.postId), undo: [] };
    case 'member.followed':
      return { write: single(event.userId, event.actorId, 'follow', 'follow', {}), undo: [] };
    case 'member.unfollowed':
      return { write: [], undo: [{ recipientId: event.userId, groupKey: 'follow', actorId: event.actorId }] };
    case 'reply.created': {
      const type: NotificationType = event.kind === 'question' ? 'answer' : 'topic_reply';
      return { write: aboutItem(event.topicAuthorId, event.actorId, type, event.topicId, { replyId: event.replyId }), undo: [] };
    }
    case 'reply.accepted':
      return {
        // Grouped per reply; it points at the topic.
        write: single(event.replyAuthorId, event.actorId, 'answer_accepted', `answer_accepted:${event.replyId}`, { subjectId: event.topicId, replyId: event.replyId }),
        undo: [],
      };
    case 'competition.finalized': {
      const recipientIds = [...new Set(event.entrantIds)];
      if (!recipientIds.length) return none;
      return {
        write: [{ recipientIds, type: 'competition_ended', groupKey: `competition_ended:${event.competitionId}`, actorId: null, targets: { competitionId: event.competitionId } }],
        undo: [],
      };
    }
    case 'badge.earned':
      return {
        write: [{ recipientIds: [event.userId], type: 'badge_earned', groupKey: `badge_earned:${event.badgeId}`, actorId: null, targets: { badgeId: event.badgeId } }],
        undo: [],
      };
    case 'maintenance.due':
      // One row per (item, state, cycle): a new cycle or the step from due to overdue is a new notification (and mail).
      return {
        write: [
          {
            recipientIds: [event.userId],
            type: 'maintenance_due',
            groupKey: `maintenance_due:${event.itemId}:${event.state}:${event.cycle}`,
            actorId: null,
            targets: { maintenanceItemId: event.itemId },
          },
        ],
        undo: [],
      };
    case 'report.handled':
      // each reporter hears that their report was handled; the moderator stays unnamed.
      return {
        write: event.reports
          .filter((r) => r.reporterId !== event.actorId)
          .map((r) => ({ recipientIds: [r.reporterId], type: 'report_resolved' as const, groupKey: `report_resolved:${r.id}`, actorId: null, targets: {} })),
        undo: [],
      };
    case 'member.mentioned': {
      const recipientIds = event.userIds.filter((id) => id !== event.actorId);
      if (!recipientIds.length) return none;
      const where = event.replyId ?? event.topicId;
      return {
        write: [{ recipientIds, type: 'mention', groupKey: `mention:${where}`, actorId: event.actorId, targets: { subjectId: event.topicId, ...(event.replyId ? { replyId: event.replyId } : {}) } }],
        undo: [],
      };
    }
    case 'garage.comment_mentioned':
      return { write: mentionIn('garage_mention', event.actorId, event.userIds, event.garageId, event.commentId), undo: [] };
    case 'post.comment_mentioned':
      return { write: mentionIn('post_mention', event.actorId, event.userIds, event.postId, event.commentId), undo: [] };
    case 'message.sent':
      // One unread row per conversation; reading the conversation reads it (markGroupRead).
      return { write: single(event.recipientId, event.actorId, 'message', `message:${event.conversationId}`, {}), undo: [] };
    case 'premium.granted':
      // The last day is in the group key (the text shows it); a new end date is a new notification.
      return {
        write: [{ recipientIds: [event.userId], type: 'premium_granted', groupKey: `premium_granted:${event.untilDay}`, actorId: null, targets: {} }],
        undo: [],
      };
    default:
      return none;
  }
}

/**
 * Inserts or grows the unread notification of `spec` for each recipient; returns the rows'
 * ids. The e-mail decision is taken on insert only: a burst grouped into one row mails once.
 * Push is asked for on every insert and growth (the device shows the latest state).
 */
async function writeSpec(tx: Db, spec: NotificationSpec): Promise<{ id: string; userId: string }[]> {
  const t = spec.targets;
  // The item's id goes to the column its kind's descriptor names; the other item columns stay null.
  const subjectColumn = CONTENT_NOTIFICATIONS[spec.type]?.subject.column ?? null;
  const item = (column: NonNullable<typeof subjectColumn>) => (subjectColumn === column ? (t.subjectId ?? null) : null);
  const emailDefault = NOTIFICATION_EMAIL_DEFAULTS[spec.type];
  const pushDefault = NOTIFICATION_PUSH_DEFAULTS[spec.type];
  const recipients = idArray(spec.recipientIds, 'text');
  const rows = await queryRows<{ id: string; user_id: string }>(
    tx,
    sql`
      insert into notifications as n (user_id, type, group_key, actor_id, garage_id, post_id, topic_id, reply_id, competition_id, badge_id, maintenance_item_id, email_status, push_status)
      select u.id, ${spec.type}, ${spec.groupKey}, ${spec.actorId}, ${item('garage_id')}::uuid, ${item('post_id')}::uuid,
        ${item('topic_id')}::uuid, ${t.replyId ?? null}::uuid, ${t.competitionId ?? null}::uuid, ${t.badgeId ?? null}, ${t.maintenanceItemId ?? null}::uuid,
        case when u.email_verified and coalesce(np.email, ${emailDefault}::boolean) then 'pending' end,
        case when coalesce(np.push, ${pushDefault}::boolean) and exists (select 1 from push_subscriptions ps where ps.user_id = u.id) then 'pending' end
      from users u
      left join notification_preferences np on np.user_id = u.id and np.type = ${spec.type}
      where u.id = any(${recipients})
      on conflict (user_id, group_key) where read_at is null do update
        set actor_id = coalesce(excluded.actor_id, n.actor_id),
            reply_id = coalesce(excluded.reply_id, n.reply_id),
            push_status = coalesce(excluded.push_status, n.push_status),
            updated_at = now()
      returning n.id, n.user_id`,
  );
  if (spec.actorId && rows.length) {
    // Again by the same member (like, unlike, like): they move to the front, counted once.
    await tx.execute(sql`
      insert into notification_actors (notification_id, actor_id)
      select unnest(${idArray(
        rows.map((r) => r.id),
        'uuid',
      )}), ${spec.actorId}
      on conflict (notification_id, actor_id) do update set created_at = now()`);
  }
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/**
 * Takes `undo.actorId` out of the recipient's unread group; deletes the row when nobody is left,
 * else points `actor_id` at the most recent remaining actor. Returns whether anything changed.
 */
async function undoActor(tx: Db, undo: NotificationUndo): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from notifications where user_id = ${undo.recipientId} and group_key = ${undo.groupKey} and read_at is null for update`,
  );
  if (!row) return false;
  const removed = await queryRows(tx, sql`delete from notification_actors where notification_id = ${row.id} and actor_id = ${undo.actorId} returning actor_id`);
  if (!removed.length) return false;
  const [latest] = await queryRows<{ actor_id: string }>(
    tx,
    sql`select actor_id from notification_actors where notification_id = ${row.id} order by created_at desc, actor_id limit 1`,
  );
  if (!latest) await tx.execute(sql`delete from notifications where id = ${row.id}`);
  else await tx.execute(sql`update notifications set actor_id = ${latest.actor_id} where id = ${row.id}`);
  return true;
}

/**
 * The unread counts of these members (0 for none), each counted up to NOTIFICATION_UNREAD_CAP
 * through the unread rows' partial index (notifications_unread_group_idx).
 */
export async function unreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (!userIds.length) return counts;
  const rows = await queryRows<{ user_id: string; n: number | string }>(
    db,
    sql`select m.user_id, (select count(*)::int from (select 1 from notifications n
          where n.user_id = m.user_id and n.read_at is null limit ${NOTIFICATION_UNREAD_CAP}) unread) as n
        from unnest(${idArray(userIds, 'text')}) as m(user_id)`,
  );
  for (const row of rows) counts.set(row.user_id, Number(row.n));
  return counts;
}

/**
 * Tells each member their unread count when `tx` commits (private `notifications.changed`,
 * audience = the member). Nothing is sent if the transaction rolls back.
 */
export async function publishUnreadCounts(tx: Db, userIds: string[]): Promise<void> {
  const counts = await unreadCounts(tx, [...new Set(userIds)]);
  for (const [userId, unreadCount] of counts) {
    await publishInTransaction(tx, 'notifications', 'changed', { unreadCount }, { audience: [userId] });
  }
}

/** The DomainEventHandler registered in modules/community-handlers.ts. */
export const notificationsHandler: DomainEventHandler = async (tx, event) => {
  const { write, undo } = notificationsFor(event);
  if (!write.length && !undo.length) return;
  const changed = new Set<string>();
  for (const spec of write) {
    for (const row of await writeSpec(tx, spec)) changed.add(row.userId);
  }
  for (const item of undo) {
    if (await undoActor(tx, item)) changed.add(item.recipientId);
  }
  if (changed.size) await publishUnreadCounts(tx, [...changed]);
};
