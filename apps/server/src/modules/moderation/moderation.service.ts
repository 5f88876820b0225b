/**
 * Moderation actions and the admin panel's Content tab. Knows nothing of
 * HTTP: takes the moderator (the routes check the role) and validated input.
 *
 * - `hideContent` / `unhideContent`: `setContentHidden` (moderation.content.ts) and exactly ONE audit
 *   row (`<type>.hide` / `<type>.unhide`, label = title or first 80 characters, the reason,
 *   before/after `{ hidden }`) in the same transaction.
 * - `listContent`: the newest items of the moderatable kinds (each kind's `contentListSource`), hidden or not, with author,
 *   excerpt, link on the site and the moderation facts; paged (ADMIN_CONTENT_PAGE_SIZE).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CONTENT_PAGE_SIZE,
  MODERATABLE_TYPES,
  foldForSearch,
  type AdminContentItem,
  type AdminContentPage,
  type AdminContentQuery,
  type ModeratableType,
  type ModerationState,
} from '@garaj/shared';
import type { AppDeps } from '../../deps.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { escapeLike } from '../../db/search-text.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { moderatableKind } from '../content-kinds.ts';
import { setContentHidden } from './moderation.content.ts';
import type { Viewer } from '../../lib/session.ts';

/** The hidden facts of one item now (for the answer). */
async function stateOf(db: Db, type: ModeratableType, id: string): Promise<ModerationState> {
  const table = moderatableKind(type).table;
  const [row] = await queryRows<{ at: string | null; by: string | null; reason: string | null }>(
    db,
    sql`select ${isoUtc(sql`hidden_at`)} as at, hidden_by as by, hidden_reason as reason from ${sql.raw(table)} where id = ${id}`,
  );
  return { type, id, hidden: row?.at ? { at: row.at, by: row.by, reason: row.reason } : null };
}


/**
 * PUT /api/moderation/:type/:id/hidden — hides the item with the moderator's reason (hiding a
 * hidden item replaces the reason). One audit row `<type>.hide`.
 * @throws 404 BLOG_POST_NOT_FOUND / COMMENT_NOT_FOUND / TOPIC_NOT_FOUND / REPLY_NOT_FOUND
 */
export async function hideContent(deps: Pick<AppDeps, 'db' | 'storage'>, actor: Viewer, type: ModeratableType, id: string, reason: string): Promise<ModerationState> {
  const done = await deps.db.transaction(async (tx) => {
    const [before] = await queryRows<{ hidden: boolean }>(tx, sql`select hidden_at is not null as hidden from ${sql.raw(moderatableKind(type).table)} where id = ${id}`);
    const result = await setContentHidden(tx, actor, { type, id, hidden: true, reason });
    await recordAudit(tx, {
      actor,
      action: `${type}.hide`,
      targetType: type,
      targetId: id,
      targetLabel: result.label,
      reason,
      before: { hidden: before?.hidden ?? false },
      after: { hidden: true },
    });
    return result;
  });
  await done.afterCommit(deps);
  return stateOf(deps.db, type, id);
}

/**
 * DELETE /api/moderation/:type/:id/hidden — shows the item again. One audit row `<type>.unhide`
 * (also when it was not hidden: the moderator's action is on record).
 * @throws 404 as {@link hideContent}
 */
export async function unhideContent(deps: Pick<AppDeps, 'db' | 'storage'>, actor: Viewer, type: ModeratableType, id: string): Promise<ModerationState> {
  const done = await deps.db.transaction(async (tx) => {
    const [before] = await queryRows<{ hidden: boolean; reason: string | null }>(
      tx,
      sql`select hidden_at is not null as hidden, hidden_reason as reason from ${sql.raw(moderatableKind(type).table)} where id = ${id}`,
    );
    const result = await setContentHidden(tx, actor, { type, id, hidden: false });
    await recordAudit(tx, {
      actor,
      action: `${type}.unhide`,
      targetType: type,
      targetId: id,
      targetLabel: result.label,
      before: { hidden: before?.hidden ?? false, ...(before?.reason ? { reason: before.reason } : {}) },
      after: { hidden: false },
    });
    return result;
  });
  await done.afterCommit(deps);
  return stateOf(deps.db, type, id);
}


/**
 * GET /api/admin/content — newest first over the chosen type (or all five); `state=hidden`
 * only hidden items; `q` matches the title or text (Turkish-folded for posts and topics,
 * case-insensitive for comments and replies). Authors' ban state is shown.
 */
export async function listContent(db: Db, query: AdminContentQuery & { state: 'all' | 'hidden'; page: number }): Promise<AdminContentPage> {
  const types: readonly ModeratableType[] = query.type ? [query.type] : MODERATABLE_TYPES;
  const union = sql.join(
    types.map((t) => sql`(${moderatableKind(t).moderation.contentListSource})`),
    sql` union all `,
  );
  const conditions: SQL[] = [];
  if (query.state === 'hidden') conditions.push(sql`x.hidden_at is not null`);
  const q = query.q?.trim();
  if (q) {
    const folded = `%${escapeLike(foldForSearch(q))}%`;
    const lower = `%${escapeLike(q.toLocaleLowerCase('tr'))}%`;
    conditions.push(sql`(x.haystack like ${folded} or x.haystack like ${lower} or lower(coalesce(x.title, '')) like ${lower})`);
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const pageSize = ADMIN_CONTENT_PAGE_SIZE;
  const offset = (query.page - 1) * pageSize;
  const [rows, [count]] = await Promise.all([
    queryRows(
      db,
      sql`select x.type, x.id, x.title, x.excerpt, x.link, ${isoUtc(sql`x.created_at`)} as created_iso,
            ${isoUtc(sql`x.hidden_at`)} as hidden_iso, x.hidden_by, x.hidden_reason,
            u.id as author_id, u.display_username as author_username,
            (coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now())) as author_banned,
            hb.display_username as hidden_by_username
          from (${union}) x
          join users u on u.id = x.author_id
          left join users hb on hb.id = x.hidden_by
          ${where}
          order by x.created_at desc nulls last, x.id desc
          limit ${pageSize} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) x ${where}`),
  ]);
  const items: AdminContentItem[] = rows.map((r) => ({
    type: r.type as ModeratableType,
    id: r.id as string,
    title: (r.title as string | null) ?? null,
    excerpt: (r.excerpt as string | null) ?? '',
    author: { id: r.author_id as string, username: (r.author_username as string | null) ?? '', banned: r.author_banned === true },
    link: r.link as string,
    createdAt: r.created_iso as string,
    hidden: r.hidden_iso
      ? { at: r.hidden_iso as string, by: (r.hidden_by as string | null) ?? null, byUsername: (r.hidden_by_username as string | null) ?? null, reason: (r.hidden_reason as string | null) ?? null }
      : null,
  }));
  return { items, total: count?.n ?? 0, page: query.page, pageSize };
}
