/**
 * The member's notifications (docs/api.md "Notifications"): the list (newest
 * activity first, keyset pages), the unread count, marking one or all read, and the per-type
 * e-mail and push preferences. Rows are written by notifications.handler.ts; every change of the unread
 * count here is published to the member at commit (`notifications.changed`).
 *
 * A member only ever reads or changes their own rows: another member's notification answers 404
 * NOTIFICATION_NOT_FOUND, exactly as a missing one.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_ACTORS_SHOWN,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PUSH_DEFAULTS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationPreferenceChange,
  type NotificationTarget,
  type NotificationType,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, allOf, distinctOf, idArray, isoUtc, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { UUID, decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { CONTENT_KIND_LIST, CONTENT_NOTIFICATIONS, contentPath } from '../content-kinds.ts';
import { publishUnreadCounts, unreadCounts } from './notifications.handler.ts';

/** A notification as read from the database, with what it points at. */
export interface NotificationRow {
  id: string;
  userId: string;
  type: NotificationType;
  read: boolean;
  emailStatus: string | null;
  /** Exact ISO timestamps ({@link isoUtc}); `updatedAt` orders the list and makes the cursor. */
  createdAt: string;
  updatedAt: string;
  actorCount: number;
  /** Up to NOTIFICATION_ACTORS_SHOWN, most recent first. */
  actors: MemberRow[];
  /**
   * A type about an item of content (garage, post, topic): the item, with its title and page path
   * (the kind's descriptor, the type's anchor added); null when the item is gone.
   */
  subject: NotificationTarget | null;
  replyId: string | null;
  competition: { id: string; title: string } | null;
  /** competition_ended: the recipient's rank (1–3) when they won. */
  rank: number | null;
  badgeId: string | null;
  /** maintenance_due: the item (its title and garage) and the state reminded of (from the group key). */
  maintenance: { itemId: string; title: string; garageId: string; garageName: string; state: 'due' | 'overdue' } | null;
  /** report_resolved: the report (from the group key) — how it ended and what the reporter saw. */
  report: { id: string; outcome: 'resolved' | 'dismissed'; action: 'none' | 'hide' | 'delete' | 'ban' | null; title: string } | null;
  /** premium_granted: the last premium day `YYYY-MM-DD` (from the group key). */
  premiumUntilDay: string | null;
  /** message: the conversation (from the group key). */
  conversationId: string | null;
}

function rowFrom(row: Raw): NotificationRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    type: row.type as NotificationType,
    read: row.read_at !== null && row.read_at !== undefined,
    emailStatus: (row.email_status as string | null) ?? null,
    createdAt: row.created_iso as string,
    updatedAt: row.updated_iso as string,
    actorCount: Number(row.actor_count ?? 0),
    actors: [],
    subject: (row.subject as NotificationTarget | undefined) ?? null,
    replyId: (row.reply_id as string | null) ?? null,
    competition: row.c_id ? { id: row.c_id as string, title: row.c_title as string } : null,
    rank: row.c_rank === null || row.c_rank === undefined ? null : Number(row.c_rank),
    badgeId: (row.badge_id as string | null) ?? null,
    premiumUntilDay: (row.premium_until_day as string | null) ?? null,
    conversationId: (row.conversation_key as string | null) ?? null,
    maintenance: row.mi_id
      ? {
          itemId: row.mi_id as string,
          title: row.mi_title as string,
          garageId: row.mg_id as string,
          garageName: row.mg_name as string,
          state: row.mi_state === 'overdue' ? 'overdue' : 'due',
        }
      : null,
    report:
      row.rp_id && (row.rp_status === 'resolved' || row.rp_status === 'dismissed')
        ? {
            id: row.rp_id as string,
            outcome: row.rp_status,
            action: (row.rp_action as 'none' | 'hide' | 'delete' | 'ban' | null) ?? null,
            title: (row.rp_title as string | null) ?? '',
          }
        : null,
  };
}

/**
 * Adds what the page's notifications point at to their raw rows, under the columns
 * {@link rowFrom} reads: the items of content (each kind's `notifications.lookup`, from its
 * descriptor in modules/content-kinds.ts), competitions (and the recipient's rank),
 * maintenance items (and their garage) and resolved reports, each read by primary key, all in
 * one statement of single-table reads (a statement joining them all costs more to plan than to run).
 */
async function attachTargets(db: Db, page: Raw[]): Promise<void> {
  const competitionIds = distinctOf(page, 'competition_id');
  const itemIds = distinctOf(page, 'maintenance_item_id');
  const reportIds = distinctOf(page, 'report_key').filter((id) => UUID.test(id));
  const lookups: SQL[] = [];
  for (const descriptor of CONTENT_KIND_LIST) {
    const subject = descriptor.notifications;
    if (!subject?.column || !subject.lookup) continue;
    const ids = distinctOf(page, subject.column);
    if (ids.length) lookups.push(sql`select ${descriptor.kind}::text as k, x.id, x.title as a, x.key::text as b, null::text as c from (${subject.lookup(ids)}) x`);
  }
  if (competitionIds.length) {
    lookups.push(sql`select 'c' as k, c.id::text as id, c.title as a, null::text as b, null::text as c from competitions c where c.id = any(${idArray(competitionIds, 'uuid')})`);
    const recipients = distinctOf(page, 'user_id');
    lookups.push(sql`select 'ce' as k, ce.competition_id::text || ':' || ce.user_id as id, ce.rank::text as a, null::text as b, null::text as c
      from competition_entries ce where ce.competition_id = any(${idArray(competitionIds, 'uuid')}) and ce.user_id = any(${idArray(recipients, 'text')})`);
  }
  if (itemIds.length) {
    lookups.push(sql`select 'm' as k, mi.id::text as id, mi.title as a, mg.id::text as b, mg.name as c
      from maintenance_items mi left join garages mg on mg.id = mi.garage_id where mi.id = any(${idArray(itemIds, 'uuid')})`);
  }
  if (reportIds.length) {
    lookups.push(sql`select 'r' as k, rp.id::text as id, rp.status as a, rp.action as b, rp.target_snapshot->>'title' as c from reports rp where rp.id = any(${idArray(reportIds, 'uuid')})`);
  }
  if (!lookups.length) return;
  const found = await queryRows<{ k: string; id: string; a: string | null; b: string | null; c: string | null }>(db, sql.join(lookups, sql` union all `));
  const byKey = new Map(found.map((r) => [`${r.k}:${r.id}`, r]));
  for (const row of page) {
    const content = CONTENT_NOTIFICATIONS[row.type as NotificationType];
    const column = content?.subject.column;
    const found = content && column ? byKey.get(`${content.kind}:${row[column] as string}`) : undefined;
    if (content && found) {
      const subject: NotificationTarget = {
        kind: content.subject.targetKind,
        title: found.a ?? '',
        url: `${contentPath(content.kind, JSON.parse(found.b ?? '{}'))}${content.wording.anchor ?? ''}`,
      };
      Object.assign(row, { subject });
    }
    const competition = byKey.get(`c:${row.competition_id as string}`);
    if (competition) Object.assign(row, { c_id: competition.id, c_title: competition.a, c_rank: byKey.get(`ce:${competition.id}:${row.user_id as string}`)?.a ?? null });
    const item = byKey.get(`m:${row.maintenance_item_id as string}`);
    if (item) Object.assign(row, { mi_id: item.id, mi_title: item.a, mg_id: item.b, mg_name: item.c });
    const report = row.report_key ? byKey.get(`r:${row.report_key as string}`) : undefined;
    if (report) Object.assign(row, { rp_id: report.id, rp_status: report.a, rp_action: report.b, rp_title: report.c });
  }
}

/**
 * Notifications (alias `n`) matching `where`, ordered by `updated_at desc, id desc` (the
 * notifications_user_updated_idx order), with their targets and up to NOTIFICATION_ACTORS_SHOWN
 * actors each and their number. The page is cut from `notifications` alone; its targets are read
 * in a second statement ({@link attachTargets}) and the newest actors of the whole page in a
 * third, each notification's through notification_actors_recent_idx; their number is the row's
 * `actor_count`. No statement reads more than a page's worth of rows, however many members acted.
 */
export async function selectNotifications(db: Db, where: SQL, limit: number): Promise<NotificationRow[]> {
  const raw = await queryRows(
    db,
    sql`
      select n.id, n.user_id, n.type, n.read_at, n.email_status, n.reply_id, n.badge_id,
        n.garage_id, n.post_id, n.topic_id, n.competition_id, n.maintenance_item_id, n.actor_count,
        ${isoUtc(sql`n.created_at`)} as created_iso, ${isoUtc(sql`n.updated_at`)} as updated_iso,
        split_part(n.group_key, ':', 3) as mi_state,
        case when n.type = 'premium_granted' then split_part(n.group_key, ':', 2) end as premium_until_day,
        case when n.type = 'report_resolved' then split_part(n.group_key, ':', 2) end as report_key,
        case when n.type = 'message' then split_part(n.group_key, ':', 2) end as conversation_key
      from notifications n
      where ${where}
      order by n.updated_at desc nulls last, n.id desc nulls last
      limit ${limit}`,
  );
  if (!raw.length) return [];
  await attachTargets(db, raw);
  const rows = raw.map(rowFrom);
  const withActors = rows.filter((r) => r.actorCount > 0);
  if (!withActors.length) return rows;
  const actorRows = await queryRows(
    db,
    sql`
      select page.notification_id, ${MEMBER_COLUMNS}
      from unnest(${idArray(
        withActors.map((r) => r.id),
        'uuid',
      )}) with ordinality as page(notification_id, position)
      cross join lateral (
        select na.actor_id, na.created_at from notification_actors na
        where na.notification_id = page.notification_id
        order by na.created_at desc, na.actor_id
        limit ${NOTIFICATION_ACTORS_SHOWN}
      ) recent
      join users u on u.id = recent.actor_id
      ${MEMBER_JOINS}
      order by page.position, recent.created_at desc, recent.actor_id`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const a of actorRows) byId.get(a.notification_id as string)?.actors.push(memberFrom(a));
  return rows;
}

/**
 * GET /api/notifications — the member's notifications, last activity first, `limit` (default
 * NOTIFICATION_PAGE_SIZE) per page after `cursor`. @throws 400 VALIDATION_FAILED (bad cursor)
 */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { cursor?: string; limit?: number },
): Promise<{ rows: NotificationRow[]; nextCursor: string | null; unreadCount: number }> {
  const limit = page.limit ?? NOTIFICATION_PAGE_SIZE;
  const cursor = decodeTimeCursor(page.cursor);
  const conditions = [sql`n.user_id = ${userId}`];
  if (cursor) conditions.push(sql`(n.updated_at, n.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await selectNotifications(db, allOf(conditions), limit + 1);
  const cut = pageOf(rows, limit, (last) => encodeTimeCursor(last.updatedAt, last.id));
  return { ...cut, unreadCount: await unreadCount(db, userId) };
}

/** GET /api/notifications/unread-count — the member's unread notifications. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

/**
 * POST /api/notifications/:id/read — idempotent; publishes the new count when it changed.
 * @throws 404 NOTIFICATION_NOT_FOUND (missing, or another member's)
 */
export function markRead(db: Db, userId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ read_at: unknown }>(tx, sql`select read_at from notifications where id = ${id} and user_id = ${userId} for update`);
    if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
    if (row.read_at === null) {
      await tx.execute(sql`update notifications set read_at = now() where id = ${id}`);
      await publishUnreadCounts(tx, [userId]);
    }
    return unreadCount(tx, userId);
  });
}

/**
 * Marks `userId`'s unread notification of group `groupKey` read in the caller's transaction (a
 * conversation opened reads its `message:<id>` notification); publishes the new count when one
 * was read. @returns whether one was read
 */
export async function markGroupRead(tx: Db, userId: string, groupKey: string): Promise<boolean> {
  const updated = await queryRows(tx, sql`update notifications set read_at = now() where user_id = ${userId} and group_key = ${groupKey} and read_at is null returning id`);
  if (updated.length) await publishUnreadCounts(tx, [userId]);
  return updated.length > 0;
}

/** POST /api/notifications/read-all — marks every unread notification of the member read. */
export function markAllRead(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await queryRows(tx, sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null returning id`);
    if (updated.length) await publishUnreadCounts(tx, [userId]);
    return unreadCount(tx, userId);
  });
}

/**
 * Every type's switches of the member: their stored choice, else NOTIFICATION_EMAIL_DEFAULTS
 * and NOTIFICATION_PUSH_DEFAULTS (`push` null: never chosen).
 */
export async function getPreferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await queryRows<{ type: string; email: boolean; push: boolean | null }>(db, sql`select type, email, push from notification_preferences where user_id = ${userId}`);
  const stored = new Map(rows.map((r) => [r.type, r]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type);
    return { type, email: row ? Boolean(row.email) : NOTIFICATION_EMAIL_DEFAULTS[type], push: row?.push ?? NOTIFICATION_PUSH_DEFAULTS[type] };
  });
}

/**
 * PUT /api/me/notification-preferences — stores the given switches; a switch left out keeps its
 * value (the last item of a type wins for each switch). One statement: two changes of one
 * member at once each keep the other's switch.
 */
export async function setPreferences(db: Db, userId: string, items: NotificationPreferenceChange[]): Promise<NotificationPreference[]> {
  const latest = new Map<NotificationType, { email?: boolean; push?: boolean }>();
  for (const item of items) {
    const before = latest.get(item.type) ?? {};
    latest.set(item.type, { email: item.email ?? before.email, push: item.push ?? before.push });
  }
  // A new row takes the type's e-mail default for a switch not given; `push` stays null (the default).
  const values = [...latest].map(
    ([type, change]) => sql`(${type}, ${change.email ?? null}::boolean, ${change.push ?? null}::boolean, ${NOTIFICATION_EMAIL_DEFAULTS[type]}::boolean)`,
  );
  await db.execute(sql`
    with v(type, email, push, email_default) as (values ${sql.join(values, sql`, `)})
    insert into notification_preferences as np (user_id, type, email, push)
    select ${userId}, v.type, coalesce(v.email, v.email_default), v.push from v
    on conflict (user_id, type) do update
      set email = coalesce((select v.email from v where v.type = excluded.type), np.email),
          push = coalesce((select v.push from v where v.type = excluded.type), np.push),
          updated_at = now()`);
  return getPreferences(db, userId);
}
