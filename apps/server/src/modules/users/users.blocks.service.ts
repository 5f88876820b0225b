/**
 * Member blocks: a member blocks another so that neither can message nor follow the other, and
 * neither sees the other's events in their activity feed. Blocking removes the follows between
 * the two (both ways, counters and events in the same transaction). Idempotent both ways; a
 * member never blocks themselves (400 SELF_BLOCK, and a CHECK).
 */
import { sql } from 'drizzle-orm';
import type { BlockState } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { badRequest } from '../../lib/errors.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, isoUtc, memberFrom, type MemberRow } from '../../lib/member-rows.ts';
import { dropFollow, memberIdByUsername } from './users.follows.service.ts';

/**
 * PUT /api/users/:username/block — the viewer blocks the member; the follows between them go.
 * @throws 404 USER_NOT_FOUND, 400 SELF_BLOCK
 */
export function blockMember(db: Db, viewerId: string, username: string): Promise<BlockState> {
  return db.transaction(async (tx) => {
    const targetId = await memberIdByUsername(tx, username);
    if (targetId === viewerId) throw badRequest('SELF_BLOCK');
    await tx.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${viewerId}, ${targetId}) on conflict do nothing`);
    await dropFollow(tx, viewerId, targetId);
    await dropFollow(tx, targetId, viewerId);
    return { blocked: true };
  });
}

/**
 * DELETE /api/users/:username/block — the viewer lifts their block (the follows stay gone).
 * @throws 404 USER_NOT_FOUND, 400 SELF_BLOCK
 */
export async function unblockMember(db: Db, viewerId: string, username: string): Promise<BlockState> {
  const targetId = await memberIdByUsername(db, username);
  if (targetId === viewerId) throw badRequest('SELF_BLOCK');
  await db.execute(sql`delete from user_blocks where blocker_id = ${viewerId} and blocked_id = ${targetId}`);
  return { blocked: false };
}

/** A member the viewer blocked, and when. */
export interface BlockRow {
  member: MemberRow;
  /** Exact ISO time (`isoUtc`). */
  blockedAt: string;
}

/**
 * GET /api/me/blocks — the members the viewer blocked, newest block first, keyset paged on
 * (time, member id) through user_blocks_blocker_created_idx.
 * @throws 400 VALIDATION_FAILED (field `cursor`) for a malformed cursor
 */
export async function listBlocks(db: Db, viewerId: string, page: { cursor?: string; limit: number }): Promise<{ rows: BlockRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor, 'text');
  const after = cursor ? sql`and (b.created_at, b.blocked_id) < (${cursor.time}::timestamptz, ${cursor.id})` : sql``;
  const raw = await queryRows(
    db,
    sql`select ${MEMBER_COLUMNS}, ${isoUtc(sql`b.created_at`)} as blocked_at
        from user_blocks b join users u on u.id = b.blocked_id ${MEMBER_JOINS}
        where b.blocker_id = ${viewerId} ${after}
        order by b.created_at desc nulls last, b.blocked_id desc
        limit ${page.limit + 1}`,
  );
  const rows = raw.map((row): BlockRow => ({ member: memberFrom(row), blockedAt: String(row.blocked_at) }));
  return pageOf(rows, page.limit, (last) => encodeTimeCursor(last.blockedAt, last.member.id));
}
