/** Invite programme reads: the inviter's friends, newest first, keyset-paged on (created_at, id). */
import { sql } from 'drizzle-orm';
import type { InviteStatus, InvitedFriend } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { allOf, isoUtc } from '../../lib/member-rows.ts';

interface FriendRow {
  id: string;
  created_at: string;
  username: string | null;
  joined_at: string;
  status: string;
  points: number | string;
}

/**
 * One page of `inviterId`'s invited friends (`limit` rows) after the page cursor `rawCursor`.
 * @throws 400 VALIDATION_FAILED (field `cursor`) when the cursor is malformed
 */
export async function selectInvitedFriends(db: Db, inviterId: string, rawCursor: string | null | undefined, limit: number): Promise<{ items: InvitedFriend[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(rawCursor);
  const conditions = [sql`i.inviter_id = ${inviterId}`];
  if (cursor) conditions.push(sql`(i.created_at, i.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await queryRows<FriendRow>(
    db,
    sql`select i.id, ${isoUtc(sql`i.created_at`)} as created_at, u.display_username as username,
               ${isoUtc(sql`u.created_at`)} as joined_at, i.status, i.points
          from invites i join users u on u.id = i.invitee_id
         where ${allOf(conditions)}
         order by i.created_at desc, i.id desc
         limit ${limit + 1}`,
  );
  const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.created_at, last.id));
  return {
    items: page.rows.map((r) => ({ id: r.id, username: r.username ?? '', joinedAt: r.joined_at, status: r.status as InviteStatus, points: Number(r.points) })),
    nextCursor: page.nextCursor,
  };
}
