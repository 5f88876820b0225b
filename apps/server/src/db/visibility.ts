/**
 * What the public may see: content a moderator hid (`hidden_at` set,
 * db/schema/moderation.ts) and everything written by a member who is banned right now
 * (`users.banned` and no `ban_expires`, or one still in the future) is served to nobody but
 * moderators and admins — a hidden item's author may still open it on its own page, marked as
 * hidden. A ban that ends (unban, or its end date passes) brings the content back at once:
 * every public read filters with these conditions. One exception: an activity-feed row carries
 * the result for what it is about (`activities.hidden_until`), which the database recomputes in
 * the transaction of every write that changes it.
 *
 * Every helper returns a SQL condition usable in drizzle's `where()` and in raw `sql` reads;
 * arguments are columns (`blogPosts.authorId`) or raw fragments (`sql\`b.author_id\``).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

type Ref = SQLWrapper | SQL;

/** True when the member `userId` is banned now (the ban has no end, or it has not passed yet). */
export const bannedNow = (userId: Ref): SQL =>
  sql`exists (select 1 from users vis_u where vis_u.id = ${userId} and vis_u.banned = true and (vis_u.ban_expires is null or vis_u.ban_expires > now()))`;

/** True when the member `userId` is not banned now: their content and profile are public. */
export const activeMember = (userId: Ref): SQL => sql`not ${bannedNow(userId)}`;

/** True for content nobody hid whose author is not banned: what visitors and members see. */
export const publicContent = (hiddenAt: Ref, authorId: Ref): SQL => sql`(${hiddenAt} is null and ${activeMember(authorId)})`;

/**
 * {@link publicContent}, or anything for a moderator/admin (`moderator` true); for `ownerId`
 * (the viewer's id) also their own hidden items (a banned member cannot sign in anyway).
 */
export function visibleTo(hiddenAt: Ref, authorId: Ref, viewer: { moderator: boolean; ownerId?: string | null }): SQL {
  if (viewer.moderator) return sql`true`;
  if (viewer.ownerId) return sql`(${publicContent(hiddenAt, authorId)} or ${authorId} = ${viewer.ownerId})`;
  return publicContent(hiddenAt, authorId);
}

/** Raw-SQL shorthand: {@link publicContent} of a table alias with `hidden_at` and the given author column. */
export const publicRow = (alias: string, authorColumn: 'author_id' | 'user_id'): SQL =>
  publicContent(sql.raw(`${alias}.hidden_at`), sql.raw(`${alias}.${authorColumn}`));

/** Raw-SQL shorthand: {@link activeMember} of `<alias>.<column>` (a member's id). */
export const activeMemberRow = (alias: string, column: string): SQL => activeMember(sql.raw(`${alias}.${column}`));

/** The moderation facts a moderator sees on a hidden item's page; null when it is not hidden. */
export interface HiddenFacts {
  at: string;
  by: string | null;
  reason: string | null;
}

/** `{ at, by, reason }` from a row's `hiddenAt/hiddenBy/hiddenReason` (Date or ISO string), or null. */
export function hiddenFacts(row: { hiddenAt?: Date | string | null; hiddenBy?: string | null; hiddenReason?: string | null }): HiddenFacts | null {
  if (!row.hiddenAt) return null;
  const at = row.hiddenAt instanceof Date ? row.hiddenAt.toISOString() : new Date(row.hiddenAt).toISOString();
  return { at, by: row.hiddenBy ?? null, reason: row.hiddenReason ?? null };
}
