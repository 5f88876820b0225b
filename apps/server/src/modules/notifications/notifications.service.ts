/**
 * The member's notifications (docs/api.md "Notifications"): the list (newest
 * activity first, keyset pages), the unread count, marking one or all read, and the per-type
 * e-mail preferences. Rows are written by notifications.handler.ts; every change of the unread
 * count here is published to the member at commit (`notifications.changed`).
 *
 * A member only ever reads or changes their own rows: another member's notification answers 404
 * NOTIFICATION_NOT_FOUND, exactly as a missing one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_ACTORS_SHOWN, NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES, type NotificationPreference, type NotificationType } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, allOf, isoUtc, memberFrom, pageOf, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/member-rows.ts';
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
  garage: { id: string; name: string } | null;
  post: { id: string; title: string; slug: string } | null;
  topic: { id: string; title: string; categoryId: string } | null;
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
    garage: row.g_id ? { id: row.g_id as string, name: row.g_name as string } : null,
    post: row.bp_id ? { id: row.bp_id as string, title: row.bp_title as string, slug: row.bp_slug as string } : null,
    topic: row.ft_id ? { id: row.ft_id as string, title: row.ft_title as string, categoryId: row.ft_category as string } : null,
    replyId: (row.reply_id as string | null) ?? null,
    competition: row.c_id ? { id: row.c_id as string, title: row.c_title as string } : null,
    rank: row.c_rank === null || row.c_rank === undefined ? null : Number(row.c_rank),
    badgeId: (row.badge_id as string | null) ?? null,
    premiumUntilDay: (row.premium_until_day as string | null) ?? null,
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
 * Notifications (alias `n`) matching `where`, ordered by `updated_at desc, id desc` (the
 * notifications_user_updated_idx order), with their targets and up to NOTIFICATION_ACTORS_SHOWN
 * actors each and their number — the actors of the whole page in a second statement, counted
 * there by a window over the page's rows (no query per notification).
 */
export async function selectNotifications(db: Db, where: SQL, limit: number): Promise<NotificationRow[]> {
  const raw = await queryRows(
    db,
    sql`
      select n.id, n.user_id, n.type, n.read_at, n.email_status, n.reply_id, n.badge_id,
        ${isoUtc(sql`n.created_at`)} as created_iso, ${isoUtc(sql`n.updated_at`)} as updated_iso,
        g.id as g_id, g.name as g_name,
        bp.id as bp_id, bp.title as bp_title, bp.slug as bp_slug,
        ft.id as ft_id, ft.title as ft_title, ft.category_id as ft_category,
        c.id as c_id, c.title as c_title, ce.rank as c_rank,
        mi.id as mi_id, mi.title as mi_title, mg.id as mg_id, mg.name as mg_name, split_part(n.group_key, ':', 3) as mi_state,
        case when n.type = 'premium_granted' then split_part(n.group_key, ':', 2) end as premium_until_day,
        rp.id as rp_id, rp.status as rp_status, rp.action as rp_action, rp.target_snapshot->>'title' as rp_title
      from notifications n
      left join garages g on g.id = n.garage_id
      left join blog_posts bp on bp.id = n.post_id
      left join forum_topics ft on ft.id = n.topic_id
      left join competitions c on c.id = n.competition_id
      left join competition_entries ce on ce.competition_id = n.competition_id and ce.user_id = n.user_id
      left join maintenance_items mi on mi.id = n.maintenance_item_id
      left join garages mg on mg.id = mi.garage_id
      left join reports rp on n.type = 'report_resolved' and rp.id::text = split_part(n.group_key, ':', 2)
      where ${where}
      order by n.updated_at desc nulls last, n.id desc nulls last
      limit ${limit}`,
  );
  const rows = raw.map(rowFrom);
  if (!rows.length) return rows;
  const actorRows = await queryRows(
    db,
    sql`
      select x.* from (
        select na.notification_id, row_number() over (partition by na.notification_id order by na.created_at desc, na.actor_id) as rn,
          count(*) over (partition by na.notification_id) as actor_count, ${MEMBER_COLUMNS}
        from notification_actors na
        join users u on u.id = na.actor_id
        ${MEMBER_JOINS}
        where na.notification_id = any(array[${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}]::uuid[])
      ) x
      where x.rn <= ${NOTIFICATION_ACTORS_SHOWN}
      order by x.notification_id, x.rn`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const a of actorRows) {
    const row = byId.get(a.notification_id as string);
    if (!row) continue;
    row.actors.push(memberFrom(a));
    row.actorCount = Number(a.actor_count);
  }
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
  const cursor = decodeCursor(page.cursor);
  const conditions = [sql`n.user_id = ${userId}`];
  if (cursor) conditions.push(sql`(n.updated_at, n.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await selectNotifications(db, allOf(conditions), limit + 1);
  const cut = pageOf(rows, limit, (last) => encodeCursor(last.updatedAt, last.id));
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

/** POST /api/notifications/read-all — marks every unread notification of the member read. */
export function markAllRead(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await queryRows(tx, sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null returning id`);
    if (updated.length) await publishUnreadCounts(tx, [userId]);
    return unreadCount(tx, userId);
  });
}

/** Every type's e-mail switch of the member: their stored choice, else NOTIFICATION_EMAIL_DEFAULTS. */
export async function getPreferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await queryRows<{ type: string; email: boolean }>(db, sql`select type, email from notification_preferences where user_id = ${userId}`);
  const stored = new Map(rows.map((r) => [r.type, Boolean(r.email)]));
  return NOTIFICATION_TYPES.map((type) => ({ type, email: stored.get(type) ?? NOTIFICATION_EMAIL_DEFAULTS[type] }));
}

/** PUT /api/me/notification-preferences — stores the given switches (the last one of a type wins). */
export async function setPreferences(db: Db, userId: string, items: NotificationPreference[]): Promise<NotificationPreference[]> {
  const latest = new Map(items.map((i) => [i.type, i.email]));
  await db.execute(sql`
    insert into notification_preferences (user_id, type, email)
    values ${sql.join(
      [...latest].map(([type, email]) => sql`(${userId}, ${type}, ${email})`),
      sql`, `,
    )}
    on conflict (user_id, type) do update set email = excluded.email, updated_at = now()`);
  return getPreferences(db, userId);
}
