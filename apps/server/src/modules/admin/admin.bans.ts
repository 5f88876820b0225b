/**
 * Bans: ban / unban a member with a reason and an optional end. A ban
 * - sets `users.banned`, `ban_reason`, `ban_expires` (better-auth admin plugin columns: the
 *   plugin then refuses sign-in with `BANNED_USER`, and lifts a ban whose end has passed at the
 *   next sign-in; the public visibility filters (db/visibility.ts) hide the member's content
 *   while `banned AND (ban_expires IS NULL OR ban_expires > now())`);
 * - deletes every session row of the member and makes their cookie-cached sessions stop
 *   working AT ONCE on every instance (lib/session.ts `publishSessionsRevoked`, despite the
 *   15 s cookie cache of decision 004);
 * - ends their live location share (`share.ended` published at commit) and deletes their convoy
 *   positions (`convoy.member.stopped` to each event's participants at commit).
 *
 * Both functions run inside the caller's transaction `tx` and write NO audit row: the service
 * that performs the action records exactly one (`user.ban` / `user.unban`, or the report's
 * `report.resolve`) in the same transaction, with the returned `before` / `after`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { endMemberPositions } from '../convoys/index.ts';
import { endSharesInTransaction } from '../location-shares/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { revokeMemberSessions, type Viewer } from '../../lib/session.ts';

/** The ban fields of a member as recorded in the audit log (`banExpires` ISO 8601 or null). */
export interface BanState {
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
}

export interface BanResult {
  /** The member's username (the audit row's `targetLabel`). */
  label: string;
  before: BanState;
  after: BanState;
  /** Session rows deleted. */
  sessionsEnded: number;
  /** Ids of the live location shares ended. */
  sharesEnded: string[];
}

interface Target {
  id: string;
  username: string;
  role: string;
  state: BanState;
}

/** Locks and reads the member `userId`. @throws 404 USER_NOT_FOUND */
async function lockMember(tx: Db, userId: string): Promise<Target> {
  const [row] = await tx
    .select({
      id: users.id,
      username: sql<string>`coalesce(${users.displayUsername}, ${users.username}, ${users.name})`,
      role: users.role,
      banned: users.banned,
      banReason: users.banReason,
      banExpires: users.banExpires,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  if (!row) throw notFound('USER_NOT_FOUND');
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    state: { banned: row.banned === true, banReason: row.banReason, banExpires: row.banExpires ? row.banExpires.toISOString() : null },
  };
}

/**
 * Bans `userId` (see the module comment for every effect). `until`: the instant the ban ends,
 * or null for no end. Banning an already banned member updates reason and end (and ends any
 * session again).
 * @throws 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION (oneself), 403 ADMIN_TARGET_ADMIN (an admin)
 */
export async function banMember(tx: Db, actor: Pick<Viewer, 'id'>, input: { userId: string; reason: string; until: Date | null }): Promise<BanResult> {
  if (input.userId === actor.id) throw conflict('ADMIN_SELF_ACTION');
  const target = await lockMember(tx, input.userId);
  if (target.role === 'admin') throw forbidden('ADMIN_TARGET_ADMIN');
  await tx
    .update(users)
    .set({ banned: true, banReason: input.reason, banExpires: input.until, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId));
  const sessionsEnded = await revokeMemberSessions(tx, input.userId);
  const sharesEnded = await endSharesInTransaction(tx, { userId: input.userId });
  await endMemberPositions(tx, input.userId);
  return {
    label: target.username,
    before: target.state,
    after: { banned: true, banReason: input.reason, banExpires: input.until ? input.until.toISOString() : null },
    sessionsEnded,
    sharesEnded,
  };
}

/**
 * Lifts the ban of `userId` (sign-in works again; their content shows again). Unbanning a
 * member who is not banned changes nothing but still answers (the caller may audit it).
 * @throws 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION
 */
export async function unbanMember(tx: Db, actor: Pick<Viewer, 'id'>, input: { userId: string }): Promise<BanResult> {
  if (input.userId === actor.id) throw conflict('ADMIN_SELF_ACTION');
  const target = await lockMember(tx, input.userId);
  await tx.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
  return {
    label: target.username,
    before: target.state,
    after: { banned: false, banReason: null, banExpires: null },
    sessionsEnded: 0,
    sharesEnded: [],
  };
}

