/**
 * Reading member blocks (`user_blocks`): whether two members are kept apart, and the members a
 * viewer is kept apart from (what feeds leave out).
 */
import { sql } from 'drizzle-orm';
import { usernameKey } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../lib/member-rows.ts';

/** Who blocked whom between the viewer and another member: `by_me`, `me` (they blocked the viewer) or null. */
export type BlockDirection = 'by_me' | 'me' | null;

/**
 * The block between `viewerId` and `otherId`, looked up by primary key both ways; `by_me` wins
 * when both blocked each other (the viewer can undo that one).
 */
export async function blockBetween(db: Db, viewerId: string, otherId: string): Promise<BlockDirection> {
  const rows = await queryRows<{ blocker_id: string }>(
    db,
    sql`select blocker_id from user_blocks
        where (blocker_id = ${viewerId} and blocked_id = ${otherId}) or (blocker_id = ${otherId} and blocked_id = ${viewerId})`,
  );
  if (rows.some((r) => r.blocker_id === viewerId)) return 'by_me';
  return rows.length ? 'me' : null;
}

/** Members kept apart from one viewer listed at most (a larger list is cut; no one blocks that many). */
export const BLOCK_LIST_CAP = 1000;

/**
 * The members `viewerId` is kept apart from — blocked by them or blocking them — read once per
 * request through the two indexes, so a feed filters them out with an array test on its rows.
 */
export async function blockedIdsOf(db: Db, viewerId: string | null): Promise<string[]> {
  if (!viewerId) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`(select blocked_id as id from user_blocks where blocker_id = ${viewerId} limit ${BLOCK_LIST_CAP})
        union (select blocker_id from user_blocks where blocked_id = ${viewerId} limit ${BLOCK_LIST_CAP})`,
  );
  return rows.map((r) => r.id);
}

/**
 * The members among `usernames` that `actorId` may notify by mentioning them: existing, not
 * banned, not the actor, and not kept apart from the actor by a block either way. One statement
 * over the username index.
 */
export async function mentionableMembers(db: Db, actorId: string, usernames: readonly string[]): Promise<string[]> {
  if (!usernames.length) return [];
  const keys = usernames.map(usernameKey);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u
        where u.username = any(${idArray(keys, 'text')})
          and u.id <> ${actorId} and u.banned is not true
          and not exists (select 1 from user_blocks b where (b.blocker_id = u.id and b.blocked_id = ${actorId}) or (b.blocker_id = ${actorId} and b.blocked_id = u.id))`,
  );
  return rows.map((r) => r.id);
}
