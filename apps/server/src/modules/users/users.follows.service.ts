/**
 * The follow graph (User profile and Users directory: follow
 * toggle, followers / following counts). One `follows` row per (follower, followed) pair, held by
 * its primary key; never oneself (a CHECK, and 403 SELF_FOLLOW here). The counters
 * `profiles.followers_count` / `following_count` move in the same transaction as the row, and
 * only when a row was really inserted or deleted, so they always equal the rows
 * (users.follows.counters.ts recomputes them for the integrity test).
 *
 * Each change tells the community modules (`member.followed` / `member.unfollowed`,
 * lib/domain-events.ts) inside the transaction: the activity feed, the `follow` notification and
 * the follower badges are written with it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { usernameKey, type FollowListKind, type FollowState } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, isoUtc, memberFrom, type MemberRow } from '../../lib/member-rows.ts';
import { follows, profiles, users } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/pagination.ts';
import { blockBetween } from './users.blocks.queries.ts';

/**
 * The member id of `username` (Turkish case ignored, as the profile URL).
 * @throws 404 USER_NOT_FOUND
 */
export async function memberIdByUsername(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, usernameKey(username))).limit(1);
  if (!row) throw notFound('USER_NOT_FOUND');
  return row.id;
}

/** The stored counters of `userId` (0 when the member has no profile row). */
async function countersOf(db: Db, userId: string): Promise<{ followersCount: number; followingCount: number }> {
  const [row] = await db
    .select({ followersCount: profiles.followersCount, followingCount: profiles.followingCount })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? { followersCount: 0, followingCount: 0 };
}

/**
 * Moves both counters of one follow by `delta` (+1 or −1): the follower's following_count and the
 * followed member's followers_count. The two profile rows are updated in id order, so two members
 * following each other at the same moment lock them in the same order (no deadlock).
 */
async function moveCounters(tx: Db, followerId: string, followingId: string, delta: 1 | -1): Promise<void> {
  for (const userId of [followerId, followingId].sort()) {
    const move = (column: typeof profiles.followersCount | typeof profiles.followingCount) => (delta > 0 ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)`);
    await tx
      .update(profiles)
      .set(userId === followingId ? { followersCount: move(profiles.followersCount) } : { followingCount: move(profiles.followingCount) })
      .where(eq(profiles.userId, userId));
  }
}

/**
 * PUT /api/users/:username/follow — the viewer follows the member. Idempotent: a second call
 * inserts nothing and moves no counter. In one transaction: the row (ON CONFLICT DO NOTHING),
 * both counters and the `member.followed` event — the last two only when the row was inserted.
 * @returns the state and the followed member's counters after the write.
 * @throws 404 USER_NOT_FOUND, 403 SELF_FOLLOW, 403 FOLLOW_BLOCKED (either member blocked the other)
 */
export async function followMember(db: Db, viewerId: string, username: string): Promise<FollowState> {
  return db.transaction(async (tx) => {
    const targetId = await memberIdByUsername(tx, username);
    if (targetId === viewerId) throw forbidden('SELF_FOLLOW');
    if (await blockBetween(tx, viewerId, targetId)) throw forbidden('FOLLOW_BLOCKED');
    const inserted = await tx
      .insert(follows)
      .values({ followerId: viewerId, followingId: targetId })
      .onConflictDoNothing()
      .returning({ followingId: follows.followingId });
    if (inserted.length) {
      await moveCounters(tx, viewerId, targetId, 1);
      await emitDomainEvent(tx, { type: 'member.followed', actorId: viewerId, userId: targetId });
    }
    return { following: true, ...(await countersOf(tx, targetId)) };
  });
}

/**
 * DELETE /api/users/:username/follow — the viewer stops following the member. Idempotent: when
 * there is no row nothing moves. In one transaction: the delete, both counters and the
 * `member.unfollowed` event — the last two only when a row was deleted.
 * @returns the state and the member's counters after the write.
 * @throws 404 USER_NOT_FOUND, 403 SELF_FOLLOW
 */
export async function unfollowMember(db: Db, viewerId: string, username: string): Promise<FollowState> {
  return db.transaction(async (tx) => {
    const targetId = await memberIdByUsername(tx, username);
    if (targetId === viewerId) throw forbidden('SELF_FOLLOW');
    await dropFollow(tx, viewerId, targetId);
    return { following: false, ...(await countersOf(tx, targetId)) };
  });
}

/**
 * Deletes the follow of `followerId` → `followingId` in the caller's transaction, with both
 * counters and the `member.unfollowed` event, when there is one. @returns whether a row went.
 */
export async function dropFollow(tx: Db, followerId: string, followingId: string): Promise<boolean> {
  const deleted = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ followingId: follows.followingId });
  if (!deleted.length) return false;
  await moveCounters(tx, followerId, followingId, -1);
  await emitDomainEvent(tx, { type: 'member.unfollowed', actorId: followerId, userId: followingId });
  return true;
}

/**
 * Which of `userIds` the viewer follows (one query; empty for visitors).
 * @returns the followed ids among `userIds`
 */
export async function followedAmong(db: Db, viewerId: string | null, userIds: readonly string[]): Promise<Set<string>> {
  if (!viewerId || !userIds.length) return new Set();
  const rows = await db
    .select({ id: follows.followingId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followingId, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

/** A member of a follow list before presentation. */
export interface FollowListRow {
  member: MemberRow;
  isFollowing: boolean;
  /** ISO (microseconds, UTC) time of the follow. */
  followedAt: string;
}

/**
 * GET /api/users/:username/followers (`kind` 'followers': who follows the member) and
 * /following ('following': whom the member follows): newest follow first, keyset paged on
 * (follow time, member id), each member with whether the viewer follows them.
 * @returns up to `limit` rows and the cursor of the next page (null on the last).
 * @throws 404 USER_NOT_FOUND; 400 VALIDATION_FAILED (field `cursor`) for a malformed cursor.
 */
export async function followList(
  db: Db,
  kind: FollowListKind,
  username: string,
  viewerId: string | null,
  page: { cursor?: string; limit: number },
): Promise<{ rows: FollowListRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor, 'text');
  const ownerId = await memberIdByUsername(db, username);
  // followers: the rows pointing at the owner, listing their follower; following: the reverse.
  const [own, other] = kind === 'followers' ? [sql.raw('f.following_id'), sql.raw('f.follower_id')] : [sql.raw('f.follower_id'), sql.raw('f.following_id')];
  const after = cursor ? sql`and (f.created_at, ${other}) < (${cursor.time}::timestamptz, ${cursor.id})` : sql``;
  const viewerFollows = viewerId ? sql`exists (select 1 from follows v where v.follower_id = ${viewerId} and v.following_id = u.id)` : sql`false`;
  const rows = await queryRows(
    db,
    sql`
    select ${MEMBER_COLUMNS}, ${isoUtc(sql`f.created_at`)} as followed_at, ${viewerFollows} as is_following
    from follows f
    join users u on u.id = ${other}
    ${MEMBER_JOINS}
    where ${own} = ${ownerId} ${after}
    order by f.created_at desc, ${other} desc
    limit ${page.limit + 1}`,
  );
  const list = rows.map((row): FollowListRow => ({ member: memberFrom(row), isFollowing: row.is_following === true, followedAt: String(row.followed_at) }));
  if (list.length <= page.limit) return { rows: list, nextCursor: null };
  const items = list.slice(0, page.limit);
  const last = items[items.length - 1]!;
  return { rows: items, nextCursor: encodeTimeCursor(last.followedAt, last.member.id) };
}
