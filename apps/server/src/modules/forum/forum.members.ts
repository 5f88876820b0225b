/** Forum members: the sidebar figures, the top members, and the expert mark. */
import { eq, sql } from 'drizzle-orm';
import { type ForumStats, ONLINE_WINDOW_MS } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { forumMembers, profiles } from '../../db/schema/index.ts';
import { activeMember } from '../../db/visibility.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { type Viewer } from '../../lib/session.ts';

/**
 * GET /api/forum/stats — real counts: topics, replies, distinct authors, members seen within
 * ONLINE_WINDOW_MS (profiles.last_seen_at, lib/presence.ts) and the experts among them, plus up
 * to 20 of those members, most recently seen first.
 */
export async function forumStats(db: Db, now = new Date()): Promise<Omit<ForumStats, 'online'> & { onlineIds: string[] }> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const [[counts], online] = await Promise.all([
    queryRows<{ topics: number; replies: number; members: number; online: number; experts: number }>(
      db,
      sql`select
            (select coalesce(sum(topics_count), 0)::int from forum_categories) as topics,
            (select coalesce(sum(replies_count), 0)::int from forum_categories) as replies,
            (select count(*)::int from forum_members where posts_count > 0) as members,
            (select count(*)::int from profiles where last_seen_at > ${since}) as online,
            (select count(*)::int from profiles where last_seen_at > ${since} and is_expert) as experts`,
    ),
    db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(sql`${profiles.lastSeenAt} > ${since}`)
      .orderBy(sql`${profiles.lastSeenAt} desc nulls last`)
      .limit(20),
  ]);
  return {
    topics: counts?.topics ?? 0,
    replies: counts?.replies ?? 0,
    members: counts?.members ?? 0,
    onlineMembers: counts?.online ?? 0,
    expertsOnline: counts?.experts ?? 0,
    onlineIds: online.map((o) => o.userId),
  };
}

/** GET /api/forum/top-members — the most reputable members with posts (Top member), banned members left out. */
export async function topMemberIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: forumMembers.userId })
    .from(forumMembers)
    .where(sql`${forumMembers.postsCount} > 0 and ${activeMember(forumMembers.userId)}`)
    .orderBy(sql`${forumMembers.reputation} desc nulls last`, forumMembers.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Admin: PUT /api/admin/users/:id/expert — grants or withdraws 'Uzman'; one audit row
 * `user.expert` (before/after). @throws 404 USER_NOT_FOUND
 */
export async function setExpert(db: Db, actor: Viewer, userId: string, isExpert: boolean): Promise<{ isExpert: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ is_expert: boolean; username: string | null }>(
      tx,
      sql`select p.is_expert, u.display_username as username from profiles p join users u on u.id = p.user_id where p.user_id = ${userId} for update of p`,
    );
    if (!before) throw notFound('USER_NOT_FOUND');
    const updated = await tx.update(profiles).set({ isExpert }).where(eq(profiles.userId, userId)).returning({ isExpert: profiles.isExpert });
    await recordAudit(tx, {
      actor,
      action: 'user.expert',
      targetType: 'user',
      targetId: userId,
      targetLabel: before.username,
      before: { isExpert: before.is_expert },
      after: { isExpert },
    });
    return { isExpert: updated[0]!.isExpert };
  });
}
