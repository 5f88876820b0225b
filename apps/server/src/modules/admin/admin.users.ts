/**
 * The admin panel's users tab (admins manage users, roles and bans): the searchable member list,
 * role changes, ban / unban, and "revoke every session". Every write runs in ONE transaction with
 * exactly ONE audit row (lib/audit.ts): `user.role`, `user.ban`, `user.unban`,
 * `user.sessions_revoke`. Role changes, bans and revocations reach the member's open sessions at
 * once (lib/session.ts revocations).
 */
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, addDays, istanbulStartOf, istanbulToday, type AdminUser, type AdminUserPage, type Role } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { escapeLike } from '../../db/search-text.ts';
import { recordAudit } from '../../lib/audit.ts';
import { banMember, unbanMember } from './admin.bans.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { publishSessionsRevoked, revokeMemberSessions, type Viewer } from '../../lib/session.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
const BANNED_NOW = sql.raw(`(coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now()))`);

const USER_COLUMNS = sql`u.id, coalesce(u.display_username, u.username, u.name) as username, u.email, u.email_verified, u.role,
  coalesce(p.is_expert, false) as is_expert, ${BANNED_NOW} as banned_now, u.ban_reason,
  ${iso('u.ban_expires')} as ban_expires, ${iso('p.premium_until')} as premium_until, ${iso('u.created_at')} as created_at,
  ${iso('greatest(p.last_seen_at, (select max(s.updated_at) from sessions s where s.user_id = u.id))')} as last_seen_at,
  (select count(*)::int from garages g where g.user_id = u.id) as garage_count`;

interface UserRow {
  id: string;
  username: string;
  email: string;
  email_verified: boolean;
  role: string;
  is_expert: boolean;
  banned_now: boolean;
  ban_reason: string | null;
  ban_expires: string | null;
  premium_until: string | null;
  created_at: string;
  last_seen_at: string | null;
  garage_count: number | string;
}

function presentUser(row: UserRow): AdminUser {
  const banned = Boolean(row.banned_now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    role: row.role === 'admin' || row.role === 'moderator' ? row.role : 'user',
    isExpert: Boolean(row.is_expert),
    banned,
    banReason: banned ? row.ban_reason : null,
    banExpires: banned ? row.ban_expires : null,
    premiumUntil: row.premium_until,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    garageCount: Number(row.garage_count),
  };
}

/**
 * GET /api/admin/users: newest members first, ADMIN_PAGE_SIZE per page. `q` matches the
 * username or e-mail (partial, case-insensitive); `status` banned = a ban in force.
 */
export async function listUsers(db: Db, query: { q?: string; role?: Role; status?: 'active' | 'banned'; page: number }): Promise<AdminUserPage> {
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLocaleLowerCase('tr'))}%`;
    const likeEn = `%${escapeLike(query.q.toLowerCase())}%`;
    where.push(sql`(lower(coalesce(u.display_username, u.username, '')) like ${like} or lower(coalesce(u.display_username, u.username, '')) like ${likeEn}
      or lower(u.username) like ${likeEn} or lower(u.email) like ${likeEn})`);
  }
  if (query.role) where.push(sql`u.role = ${query.role}`);
  if (query.status === 'banned') where.push(BANNED_NOW);
  if (query.status === 'active') where.push(sql`not ${BANNED_NOW}`);
  const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from users u where ${condition}`);
  const rows = await queryRows<UserRow>(
    db,
    sql`select ${USER_COLUMNS} from users u left join profiles p on p.user_id = u.id where ${condition}
        order by u.created_at desc, u.id desc limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return { items: rows.map(presentUser), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: Number(count?.n ?? 0) };
}

/** One member as the list shows them. @throws 404 USER_NOT_FOUND */
export async function getAdminUser(db: Db, id: string): Promise<AdminUser> {
  const [row] = await queryRows<UserRow>(db, sql`select ${USER_COLUMNS} from users u left join profiles p on p.user_id = u.id where u.id = ${id}`);
  if (!row) throw notFound('USER_NOT_FOUND');
  return presentUser(row);
}

/**
 * PATCH /api/admin/users/:id/role. Not on oneself. The new role applies to the member's open
 * sessions at once. Audit `user.role` with before/after `{ role }` (also when unchanged: the
 * admin's action is on record).
 * @throws 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION
 */
export async function changeRole(db: Db, actor: Viewer, id: string, role: Role): Promise<AdminUser> {
  if (id === actor.id) throw conflict('ADMIN_SELF_ACTION');
  await db.transaction(async (tx) => {
    const [target] = await queryRows<{ username: string; role: string }>(
      tx,
      sql`select coalesce(display_username, username, name) as username, role from users where id = ${id} for update`,
    );
    if (!target) throw notFound('USER_NOT_FOUND');
    await tx.execute(sql`update users set role = ${role}, updated_at = now() where id = ${id}`);
    if (target.role !== role) await publishSessionsRevoked(tx, id);
    await recordAudit(tx, { actor, action: 'user.role', targetType: 'user', targetId: id, targetLabel: target.username, before: { role: target.role }, after: { role } });
  });
  return getAdminUser(db, id);
}

/**
 * The instant a ban "until YYYY-MM-DD" ends: the end of that Istanbul day. A day before today
 * is refused. @throws 400 VALUE_INVALID
 */
export function banEnd(until: string | null, now = new Date()): Date | null {
  if (!until) return null;
  if (until < istanbulToday(now)) throw badRequest('VALUE_INVALID', { until: 'VALUE_INVALID' });
  return istanbulStartOf(addDays(until, 1));
}

/**
 * POST /api/admin/users/:id/ban (modules/admin/admin.bans.ts `banMember`: sessions end at once, live share
 * ends). Audit `user.ban` with the reason and before/after `{ banned, banReason, banExpires }`.
 * @throws 400 VALUE_INVALID (past `until`), 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION, 403 ADMIN_TARGET_ADMIN
 */
export async function banUser(db: Db, actor: Viewer, id: string, input: { reason: string; until: string | null }): Promise<AdminUser> {
  const until = banEnd(input.until);
  await db.transaction(async (tx) => {
    const result = await banMember(tx, actor, { userId: id, reason: input.reason, until });
    await recordAudit(tx, {
      actor,
      action: 'user.ban',
      targetType: 'user',
      targetId: id,
      targetLabel: result.label,
      reason: input.reason,
      before: { ...result.before },
      after: { ...result.after, sessionsEnded: result.sessionsEnded, sharesEnded: result.sharesEnded.length },
    });
  });
  return getAdminUser(db, id);
}

/**
 * DELETE /api/admin/users/:id/ban. Audit `user.unban` with before/after.
 * @throws 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION
 */
export async function unbanUser(db: Db, actor: Viewer, id: string): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const result = await unbanMember(tx, actor, { userId: id });
    await recordAudit(tx, { actor, action: 'user.unban', targetType: 'user', targetId: id, targetLabel: result.label, before: { ...result.before }, after: { ...result.after } });
  });
  return getAdminUser(db, id);
}

/**
 * DELETE /api/admin/users/:id/sessions: ends every session of the member at once (they sign
 * in again). Not on oneself (sign out instead); another admin's sessions may be ended. Audit
 * `user.sessions_revoke` with after `{ revoked }`.
 * @throws 404 USER_NOT_FOUND, 409 ADMIN_SELF_ACTION
 */
export async function revokeSessions(db: Db, actor: Viewer, id: string): Promise<{ revoked: number }> {
  if (id === actor.id) throw conflict('ADMIN_SELF_ACTION');
  return db.transaction(async (tx) => {
    const [target] = await queryRows<{ username: string }>(tx, sql`select coalesce(display_username, username, name) as username from users where id = ${id} for update`);
    if (!target) throw notFound('USER_NOT_FOUND');
    const revoked = await revokeMemberSessions(tx, id);
    await recordAudit(tx, { actor, action: 'user.sessions_revoke', targetType: 'user', targetId: id, targetLabel: target.username, after: { revoked } });
    return { revoked };
  });
}
