/**
 * Bans and the users tab: a ban ends the member's sessions AT ONCE (inside the 15 s
 * cookie cache window, on every instance), refuses sign-in with BANNED_USER until unbanned or
 * expired, ends the live location share; sessions revoke; role changes (applied to open
 * sessions at once); every write = exactly one audit row, none when the write is refused.
 * Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog, locationShares, sessions, users } from '../../db/schema/index.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import { as, cookieFrom, createUser, nextIp, type TestApp, type TestUser, useTestAppWithAdmin } from '../../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;
useTestAppWithAdmin((app, a) => {
  [t, admin] = [app, a];
});

const auditCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(auditLog))[0]!.n);
const sessionCount = async (userId: string) => Number((await t.app.deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n);
const profile = (user: TestUser) => as(t.app, user, { method: 'GET', url: '/api/me/profile' });
const signIn = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: { origin: 'http://localhost:3000' }, payload: { email: user.email, password: user.password } });

/**
 * A fresh signed cookie cache for `user` (as a browser holds right after a request that renewed
 * it): the next requests inside SESSION_COOKIE_CACHE_SECONDS are answered from the cookie alone.
 */
async function freshCookie(user: TestUser): Promise<TestUser> {
  const res = await as(t.app, user, { method: 'GET', url: '/api/auth/get-session?disableCookieCache=true' });
  expect(res.statusCode).toBe(200);
  const renewed = cookieFrom(res.headers);
  expect(renewed).toContain('session_data');
  return { ...user, cookie: `${user.cookie.split('; ').filter((c) => !c.includes('session_data')).join('; ')}; ${renewed.split('; ').filter((c) => c.includes('session_data')).join('; ')}` };
}

describe('POST /api/admin/users/:id/ban', () => {
  it('is refused for a cookie-cached session whose row is deleted without a revocation (the window this feature closes)', async () => {
    const member = await freshCookie(await createUser(t.app));
    expect((await profile(member)).statusCode).toBe(200);
    await t.app.deps.db.delete(sessions).where(eq(sessions.userId, member.id));
    // Decision 004: the signed cookie cache still answers for up to 15 s.
    expect((await profile(member)).statusCode).toBe(200);
  });

  it('ends every session at once, refuses sign-in with BANNED_USER, ends the live share; one audit row', async () => {
    const member = await freshCookie(await createUser(t.app));
    const other = await signIn(member);
    expect(other.statusCode).toBe(200);
    expect(await sessionCount(member.id)).toBe(2);
    await t.app.deps.db.insert(locationShares).values({
      userId: member.id,
      vehicleText: 'Honda CBR500R',
      message: 'Sahildeyim',
      lat: 41.0,
      lng: 29.0,
      durationMinutes: 60,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // Used a moment before the ban: answered from the cookie cache (and memoised).
    expect((await profile(member)).statusCode).toBe(200);
    const audits = await auditCount();

    const res = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Spam mesajlar' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, banned: true, banReason: 'Spam mesajlar', banExpires: null });

    // Right after, inside the cookie cache window: refused.
    const after = await profile(member);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
    expect(await sessionCount(member.id)).toBe(0);
    expect(await t.app.deps.db.select().from(locationShares).where(eq(locationShares.userId, member.id))).toHaveLength(0);

    expect(await auditCount()).toBe(audits + 1);
    const [row] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(row).toMatchObject({
      action: 'user.ban',
      actorId: admin.id,
      targetType: 'user',
      targetLabel: member.username,
      reason: 'Spam mesajlar',
      before: { banned: false, banReason: null, banExpires: null },
      after: { banned: true, banReason: 'Spam mesajlar', banExpires: null, sessionsEnded: 2, sharesEnded: 1 },
    });

    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BANNED_USER', message: 'Hesabınız askıya alındı. Bu hesapla giriş yapamazsınız.' });

    const list = await as(t.app, admin, { method: 'GET', url: '/api/admin/users?status=banned' });
    expect(list.json().items.map((u: { id: string }) => u.id)).toContain(member.id);

    // Unban: one audit row; sign-in works again.
    const unban = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${member.id}/ban` });
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({ banned: false, banReason: null, banExpires: null });
    expect(await auditCount()).toBe(audits + 2);
    const [unbanRow] = await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.action} = 'user.unban' and ${auditLog.targetId} = ${member.id}`);
    expect(unbanRow).toMatchObject({ before: { banned: true, banReason: 'Spam mesajlar' }, after: { banned: false } });
    const back = await signIn(member);
    expect(back.statusCode).toBe(200);
    expect((await profile({ ...member, cookie: cookieFrom(back.headers) })).statusCode).toBe(200);
  });

  it('ends at the end of `until` (Istanbul); a past day is refused; an expired ban no longer blocks sign-in', async () => {
    const member = await createUser(t.app);
    const past = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'x', until: '2020-01-01' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('VALUE_INVALID');

    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const res = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Hakaret', until } });
    expect(res.statusCode).toBe(200);
    const end = new Date(res.json().banExpires as string);
    // Midnight after `until` in Istanbul (UTC+3) is 21:00 UTC on `until`.
    expect(end.toISOString()).toBe(`${until}T21:00:00.000Z`);
    expect((await signIn(member)).statusCode).toBe(403);

    // The end passed: the admin plugin lifts the ban at the next sign-in; the list shows it active.
    await t.app.deps.db.update(users).set({ banExpires: new Date(Date.now() - 1000) }).where(eq(users.id, member.id));
    const listed = await as(t.app, admin, { method: 'GET', url: `/api/admin/users?status=active&q=${member.username}` });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: member.id, banned: false })]);
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('refuses oneself (409) and another admin (403) without writing anything', async () => {
    const other = await createUser(t.app, { role: 'admin' });
    const audits = await auditCount();
    const self = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${admin.id}/ban`, payload: { reason: 'x' } });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('ADMIN_SELF_ACTION');
    const peer = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${other.id}/ban`, payload: { reason: 'x' } });
    expect(peer.statusCode).toBe(403);
    expect(peer.json().error.code).toBe('ADMIN_TARGET_ADMIN');
    const missing = await as(t.app, admin, { method: 'POST', url: '/api/admin/users/yok-boyle-biri/ban', payload: { reason: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('USER_NOT_FOUND');
    const noReason = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${other.id}/ban`, payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(await auditCount()).toBe(audits);
    expect((await t.app.deps.db.select({ banned: users.banned }).from(users).where(eq(users.id, other.id)))[0]!.banned).toBe(false);
  });
});

describe("better-auth's own admin write endpoints", () => {
  it('are closed to admins too (they would skip the audit log and the ban rules)', async () => {
    const member = await createUser(t.app);
    const audits = await auditCount();
    for (const [url, payload] of [
      ['/api/auth/admin/ban-user', { userId: member.id }],
      ['/api/auth/admin/set-role', { userId: member.id, role: 'admin' }],
      ['/api/auth/admin/revoke-user-sessions', { userId: member.id }],
      ['/api/auth/admin/impersonate-user', { userId: member.id }],
    ] as const) {
      const res = await as(t.app, admin, { method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(403);
    }
    const [row] = await t.app.deps.db.select({ role: users.role, banned: users.banned }).from(users).where(eq(users.id, member.id));
    expect(row).toEqual({ role: 'user', banned: false });
    expect(await sessionCount(member.id)).toBe(1);
    expect(await auditCount()).toBe(audits);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/auth/admin/list-users' })).statusCode).toBe(200);
  });
});

describe('revocation between instances', () => {
  it('a revocation NOTIFY from another instance ends a cookie-cached session here', async () => {
    const member = await freshCookie(await createUser(t.app));
    expect((await profile(member)).statusCode).toBe(200);
    await t.app.deps.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await profile(member)).statusCode).toBe(200);
    // What another instance's ban sends at its commit (nothing noted in this process directly).
    await t.app.deps.db.transaction((tx) => publishInTransaction(tx, 'sessions', 'revoked', { userId: member.id, at: new Date().toISOString() }, { audience: [] }));
    await vi.waitFor(async () => expect((await profile(member)).statusCode).toBe(401), { timeout: 30_000, interval: 20 });
  });
});

describe('DELETE /api/admin/users/:id/sessions', () => {
  it('ends every session at once; the member can sign in again; one audit row', async () => {
    const member = await freshCookie(await createUser(t.app));
    expect((await profile(member)).statusCode).toBe(200);
    const audits = await auditCount();
    const res = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${member.id}/sessions` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await profile(member)).statusCode).toBe(401);
    expect(await auditCount()).toBe(audits + 1);
    const [row] = await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.action} = 'user.sessions_revoke' and ${auditLog.targetId} = ${member.id}`);
    expect(row).toMatchObject({ actorId: admin.id, targetLabel: member.username, after: { revoked: 1 } });
    const again = await signIn(member);
    expect(again.statusCode).toBe(200);
    expect((await profile({ ...member, cookie: cookieFrom(again.headers) })).statusCode).toBe(200);

    const self = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${admin.id}/sessions` });
    expect(self.statusCode).toBe(409);
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('changes the role, applies it to open sessions at once, one audit row; never one\'s own', async () => {
    const other = await freshCookie(await createUser(t.app, { role: 'admin' }));
    expect((await as(t.app, other, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(200);
    const audits = await auditCount();
    const res = await as(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${other.id}/role`, payload: { role: 'moderator' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, role: 'moderator' });
    // The demoted admin's cookie (cached as admin a moment ago) is refused at once.
    const denied = await as(t.app, other, { method: 'GET', url: '/api/admin/dashboard' });
    expect(denied.statusCode).toBe(403);
    expect(await auditCount()).toBe(audits + 1);
    const [row] = await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.action} = 'user.role' and ${auditLog.targetId} = ${other.id}`);
    expect(row).toMatchObject({ actorId: admin.id, before: { role: 'admin' }, after: { role: 'moderator' } });

    const self = await as(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'user' } });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('ADMIN_SELF_ACTION');
    const bad = await as(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${other.id}/role`, payload: { role: 'owner' } });
    expect(bad.statusCode).toBe(400);
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists members with role, ban, premium, last seen and garage count; searches and filters', async () => {
    const member = await createUser(t.app, { username: 'aranan_uye' });
    await t.app.deps.db.execute(sql`insert into garages (user_id, name, car_brand, car_model) values (${member.id}, 'G', 'BMW', 'M3'), (${member.id}, 'H', 'Audi', 'A4')`);
    const res = await as(t.app, admin, { method: 'GET', url: '/api/admin/users?q=ARANAN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(res.json().items[0]).toMatchObject({
      id: member.id,
      username: 'aranan_uye',
      email: member.email,
      role: 'user',
      isExpert: false,
      banned: false,
      premiumUntil: null,
      garageCount: 2,
    });
    expect(res.json().items[0].lastSeenAt).toEqual(expect.any(String));
    const byMail = await as(t.app, admin, { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(member.email)}` });
    expect(byMail.json().total).toBe(1);
    const admins = await as(t.app, admin, { method: 'GET', url: '/api/admin/users?role=admin' });
    expect(admins.json().items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const badRole = await as(t.app, admin, { method: 'GET', url: '/api/admin/users?role=owner' });
    expect(badRole.statusCode).toBe(400);
  });
});
