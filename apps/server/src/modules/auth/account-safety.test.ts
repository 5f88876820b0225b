/**
 * Account safety: no impersonation through better-auth's own routes, usernames in one
 * script without look-alikes or reserved words, sign-up that does not reveal registered
 * addresses, common passwords refused, and per-account sign-in throttling.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, signInFailures, users } from '../../db/schema/index.ts';
import { delayAfter, FREE_FAILURES, LOCK_AFTER_FAILURES, signInGate } from '../../lib/sign-in-throttle.ts';
import { as, cookieFrom, createTestApp, createUser, mailsTo, nextIp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
let n = 0;
const freshEmail = () => `guvenlik${++n}_${Date.now()}@example.com`;

function signUp(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextIp(),
    headers: origin,
    payload: { email: freshEmail(), password: 'uzun-ve-ozel-sifre-77', name: 'x', acceptTerms: true, ...payload },
  });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: origin, payload: { email, password } });
}

describe("better-auth's /update-user cannot set what others see", () => {
  it.each([
    { displayUsername: 'admin' },
    { name: 'Garaj Yönetici' },
    { image: 'javascript:alert(1)' },
    { username: 'baskasi' },
    { displayUsername: '' },
  ])('refuses %o and leaves the member as they were', async (body) => {
    const member = await createUser(t.app);
    const res = await as(t.app, member, { method: 'POST', url: '/api/auth/update-user', payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROFILE_FIELD_READ_ONLY');
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ displayUsername: member.username, name: member.username, image: null });
  });
});

describe('sign-up takes only what it validates', () => {
  it('refuses an image, a display name and an oversized name from the client', async () => {
    for (const extra of [{ image: 'javascript:alert(1)' }, { displayUsername: 'admin' }]) {
      const res = await signUp({ username: `ok_${++n}`, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PROFILE_FIELD_READ_ONLY');
    }
    const huge = await signUp({ username: `ok_${++n}`, name: 'a'.repeat(900 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('TOO_LONG');
  });

  it('shows the username as typed (NFKC) everywhere, whatever name was sent', async () => {
    const res = await signUp({ username: 'Ｍｅｒｔ＿ＧＴＩ', name: '<b>admin</b>' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row).toMatchObject({ username: 'mert_gti', displayUsername: 'Mert_GTI', name: 'Mert_GTI', image: null });
    const [profile] = await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile?.usernameSkeleton).toBe('mertgti');
  });

  it.each([
    ['ａｄｍｉｎ', 'USERNAME_RESERVED'], // fullwidth, NFKC → admin
    ['Admın', 'USERNAME_RESERVED'], // dotless ı
    ['adm1n', 'USERNAME_RESERVED'],
    ['a.d.m.i.n', 'USERNAME_RESERVED'],
    ['admin_tr', 'USERNAME_RESERVED'],
    ['Moderator', 'USERNAME_RESERVED'],
    ['garaj', 'USERNAME_RESERVED'],
    ['summary', 'USERNAME_RESERVED'],
    ['new', 'USERNAME_RESERVED'],
    ['аdmin', 'USERNAME_INVALID'], // Cyrillic а
    ['ρedro', 'USERNAME_INVALID'], // Greek rho
    ['mert gti', 'USERNAME_INVALID'],
    ['ab', 'USERNAME_INVALID'],
    ['a'.repeat(31), 'USERNAME_INVALID'],
  ])('refuses %s with %s', async (username, code) => {
    const res = await signUp({ username });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('refuses a name that passes for an existing member’s, at sign-up and in the profile', async () => {
    await createUser(t.app, { username: 'ali.can' });
    for (const lookalike of ['alican', 'Ali_Can', 'a1ican']) {
      const res = await signUp({ username: lookalike });
      expect(res.statusCode, lookalike).toBe(400);
      expect(res.json().code).toBe('USERNAME_TOO_SIMILAR');
    }
    const other = await createUser(t.app);
    const rename = await as(t.app, other, { method: 'PUT', url: '/api/me/profile', payload: { username: 'alican' } });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.code).toBe('USERNAME_TOO_SIMILAR');
    const reserved = await as(t.app, other, { method: 'PUT', url: '/api/me/profile', payload: { username: 'Yönetici' } });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.fields.username).toBe('USERNAME_RESERVED');
  });

  it('keeps the shown name and the look-up key together when a member renames', async () => {
    const member = await createUser(t.app);
    const res = await as(t.app, member, { method: 'PUT', url: '/api/me/profile', payload: { username: 'Yeni.İsim' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ username: 'yeni.isim', displayUsername: 'Yeni.İsim' });
    const [profile] = await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile?.usernameSkeleton).toBe('yeniisim');
  });
});

describe('sign-up does not reveal registered addresses', () => {
  it('answers a registered address like a new one, opens no session, and mails the owner', async () => {
    const existing = await createUser(t.app);
    const before = (await mailsTo(t.dataDir, existing.email)).length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      headers: origin,
      payload: { email: existing.email, password: 'baska-bir-sifre-99', name: 'x', username: `yeni_${++n}`, acceptTerms: true },
    });
    const fresh = await signUp({ username: `yeni_${++n}` });
    expect(again.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(again.json().token).toBeNull();
    expect(fresh.json().token).toBeNull();
    expect(cookieFrom(again.headers)).not.toContain('session_token');
    expect(cookieFrom(fresh.headers)).not.toContain('session_token');
    const mails = await mailsTo(t.dataDir, existing.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('forgot-password');
    // The owner's password is untouched.
    expect((await signIn(existing.email, existing.password)).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it.each(['12345678', 'Password1', 'qwertyuiop', 'galatasaray'])('refuses the common password %s at sign-up', async (password) => {
    const res = await signUp({ username: `sifre_${++n}`, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('refuses fewer than 8 characters', async () => {
    const res = await signUp({ username: `kisa_${++n}`, password: 'zq8#Kp1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a common password when changing it', async () => {
    const member = await createUser(t.app);
    const res = await as(t.app, member, { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: member.password, newPassword: 'iloveyou1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('failed sign-ins are throttled per account', () => {
  it('delays grow after the free attempts and are capped', () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(5_000);
    expect(delayAfter(FREE_FAILURES + 2)).toBe(20_000);
    expect(delayAfter(LOCK_AFTER_FAILURES - 1)).toBe(15 * 60_000);
  });

  it('slows down guesses from many addresses, then lets the right password in after the wait', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await signIn(member.email, 'yanlis-sifre-000')).statusCode).toBe(401);
    const throttled = await signIn(member.email, member.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('SIGN_IN_THROTTLED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The wait has passed (moved back in the database instead of sleeping).
    await t.app.deps.db.update(signInFailures).set({ lastFailedAt: sql`now() - interval '1 minute'` }).where(eq(signInFailures.email, member.email));
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect(await signInGate(t.app.deps.db, member.email)).toEqual({ state: 'open' });
  });

  it('throttles addresses without an account the same way (no enumeration)', async () => {
    const ghost = `yok_${++n}@example.com`;
    for (let i = 0; i < FREE_FAILURES; i++) expect((await signIn(ghost, 'yanlis-sifre-000')).statusCode).toBe(401);
    expect((await signIn(ghost, 'yanlis-sifre-000')).json().code).toBe('SIGN_IN_THROTTLED');
  });

  it('after many failures requires the reset link, which clears the lock', async () => {
    const member = await createUser(t.app);
    await t.app.deps.db.insert(signInFailures).values({ email: member.email, failures: LOCK_AFTER_FAILURES, lastFailedAt: new Date() });
    const locked = await signIn(member.email, member.password);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('SIGN_IN_LOCKED');
    // Still locked a week later: only the reset link opens it.
    const later = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    expect(await signInGate(t.app.deps.db, member.email, later)).toEqual({ state: 'locked' });

    const request = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: nextIp(), headers: origin, payload: { email: member.email, redirectTo: 'http://localhost:3000/reset-password' } });
    expect(request.statusCode).toBe(200);
    const mail = (await mailsTo(t.dataDir, member.email)).at(-1)!;
    const link = /http:\/\/localhost:3000(\/api\/auth\/reset-password\/[^\s"<]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const follow = await t.app.inject({ method: 'GET', url: link!, remoteAddress: nextIp() });
    const token = new URL(follow.headers.location as string).searchParams.get('token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: nextIp(), headers: origin, payload: { token, newPassword: 'yepyeni-sifre-2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(member.email, 'yepyeni-sifre-2026')).statusCode).toBe(200);
  });
});
