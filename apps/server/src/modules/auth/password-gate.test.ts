/**
 * One per-account gate in front of every route that checks a password (lib/sign-in-throttle.ts,
 * lib/auth.ts PASSWORD_CHECKS), counted atomically; password resets and changes that end the
 * member's other sessions at once; new passwords that are not guessable (lib/password-policy.ts).
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES } from '../../lib/sign-in-throttle.ts';
import { createTestApp, createUser, mailsTo, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
const WRONG = 'yanlis-sifre-000-x';

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { ...origin, ...(cookie ? { cookie } : {}) }, payload });
}
const signInEmail = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const signInUsername = (username: string, password: string) => post('/api/auth/sign-in/username', { username, password });

/** Status codes of `count` calls made `parallel` at a time. */
async function statuses(count: number, parallel: number, call: () => Promise<{ statusCode: number; body: string }>): Promise<number[]> {
  const out: number[] = [];
  for (let done = 0; done < count; done += parallel) {
    const batch = await Promise.all(Array.from({ length: Math.min(parallel, count - done) }, () => call()));
    if (process.env.DEBUG_GATE) console.log(batch.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`));
    out.push(...batch.map((r) => r.statusCode));
  }
  return out;
}
const countOf = (list: number[], code: number) => list.filter((s) => s === code).length;

/** Signs `user` in once more from another device: a second, cookie-cached session. */
async function secondDevice(user: TestUser): Promise<string> {
  const res = await signInEmail(user.email, user.password);
  expect(res.statusCode).toBe(200);
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');
}
const profileWith = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me/profile', remoteAddress: nextIp(), headers: { cookie } });

async function resetToken(email: string): Promise<string> {
  const request = await post('/api/auth/request-password-reset', { email, redirectTo: 'http://localhost:3000/reset-password' });
  expect(request.statusCode).toBe(200);
  const mail = (await mailsTo(t.dataDir, email)).at(-1)!;
  const link = /http:\/\/localhost:3000(\/api\/auth\/reset-password\/[^\s"<]+)/.exec(mail)?.[1];
  const follow = await t.app.inject({ method: 'GET', url: link!, remoteAddress: nextIp() });
  return new URL(follow.headers.location as string).searchParams.get('token')!;
}

describe('every password route is behind the per-account gate', { timeout: 120_000 }, () => {
  // The clock stands still (only Date is faked): ten argon2 checks at once may take longer than the
  // first wait on a busy machine, and these tests are about counting, not waiting.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('30 wrong passwords through /sign-in/username: only the free ones are checked, and the right one then waits', async () => {
    const member = await createUser(t.app);
    const results = await statuses(30, 1, () => signInUsername(member.username, WRONG));
    expect(countOf(results, 401)).toBe(FREE_FAILURES);
    expect(countOf(results, 429)).toBe(30 - FREE_FAILURES);
    const right = await signInUsername(member.username, member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('SIGN_IN_THROTTLED');
  });

  it('counts an account once whichever name the attempt uses (e-mail, username in any case)', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = i % 2 ? await signInEmail(member.email.toUpperCase(), WRONG) : await signInUsername(member.username.toUpperCase(), WRONG);
      expect(res.statusCode).toBe(401);
    }
    expect((await signInEmail(member.email, member.password)).statusCode).toBe(429);
    expect((await signInUsername(member.username, member.password)).statusCode).toBe(429);
  });

  it('throttles a username that has no account the same way (no enumeration)', async () => {
    const results = await statuses(FREE_FAILURES + 1, 1, () => signInUsername('hic_olmayan_uye', WRONG));
    expect(results).toEqual([...Array<number>(FREE_FAILURES).fill(401), 429]);
  });

  it('20 wrong sign-ins sent 10 at a time get exactly the free checks (e-mail and username)', async () => {
    const member = await createUser(t.app);
    const byEmail = await statuses(20, 10, () => signInEmail(member.email, WRONG));
    expect(countOf(byEmail, 401)).toBe(FREE_FAILURES);
    expect(countOf(byEmail, 429)).toBe(20 - FREE_FAILURES);
    const other = await createUser(t.app);
    const byUsername = await statuses(20, 10, () => signInUsername(other.username, WRONG));
    expect(countOf(byUsername, 401)).toBe(FREE_FAILURES);
  });

  it('guards the current password of /change-password, 10 at a time too', async () => {
    const member = await createUser(t.app);
    const results = await statuses(20, 10, () => post('/api/auth/change-password', { currentPassword: WRONG, newPassword: 'yepyeni-bir-parola-41' }, member.cookie));
    expect(countOf(results, 400)).toBe(FREE_FAILURES); // INVALID_PASSWORD: a real check
    expect(countOf(results, 429)).toBe(20 - FREE_FAILURES);
    // The same account's sign-in waits as well.
    expect((await signInEmail(member.email, member.password)).statusCode).toBe(429);
  });

  it('guards /verify-password', async () => {
    const member = await createUser(t.app);
    const results = await statuses(FREE_FAILURES + 1, 1, () => post('/api/auth/verify-password', { password: WRONG }, member.cookie));
    expect(results.at(-1)).toBe(429);
    expect(countOf(results, 429)).toBe(1);
  });

  it('a success clears the count', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await signInUsername(member.username, WRONG)).statusCode).toBe(401);
    expect((await signInUsername(member.username, member.password)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await signInEmail(member.email, WRONG)).statusCode).toBe(401);
  });
});

describe('a password reset or change ends the other sessions at once', () => {
  it('a reset: another device’s cookie-cached session gets 401 on its very next request', async () => {
    const member = await createUser(t.app);
    const other = await secondDevice(member);
    expect((await profileWith(other)).statusCode).toBe(200);
    const token = await resetToken(member.email);
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'yepyeni-sifre-2026-x' });
    expect(reset.statusCode).toBe(200);
    expect((await profileWith(other)).statusCode).toBe(401);
    expect((await profileWith(member.cookie)).statusCode).toBe(401);
  });

  it('a change: the other device gets 401 at once, the device that changed it stays signed in', async () => {
    const member = await createUser(t.app);
    const other = await secondDevice(member);
    expect((await profileWith(other)).statusCode).toBe(200);
    // Without revokeOtherSessions: the server ends them anyway.
    const change = await post('/api/auth/change-password', { currentPassword: member.password, newPassword: 'yepyeni-bir-parola-41' }, member.cookie);
    expect(change.statusCode).toBe(200);
    expect((await profileWith(other)).statusCode).toBe(401);
    const raw = change.headers['set-cookie'];
    const fresh = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');
    expect((await profileWith(fresh)).statusCode).toBe(200);
  });
});

describe('new passwords must be hard to guess', () => {
  const signUp = (payload: Record<string, unknown>) => post('/api/auth/sign-up/email', { name: 'x', acceptTerms: true, ...payload });

  it.each([
    ['aaaaaaaa', 'repeat'],
    ['abcdefgh12', 'common'],
    ['zq8#Kp1x', 'guessable'],
    ['kaplan_tr2024!', 'personal'],
    ['ozgur.kaplan1', 'personal'],
  ])('refuses %s at sign-up (%s) with a Turkish reason', async (password, reason) => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const res = await signUp({ email: `ozgur.kaplan.${suffix}@example.com`, username: `uye_${suffix}`, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', reason });
    expect(res.json().message).toMatch(/[şğıü]/);
  });

  it('refuses a weak password at reset and at change, built from the member’s own name', async () => {
    const member = await createUser(t.app);
    const token = await resetToken(member.email);
    const reset = await post('/api/auth/reset-password', { token, newPassword: `${member.username}2026` });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', reason: 'personal' });
    const change = await post('/api/auth/change-password', { currentPassword: member.password, newPassword: `${member.email}!` }, member.cookie);
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', reason: 'personal' });
    // A refused new password costs no attempt of the gate: the right one still gets in.
    expect((await signInEmail(member.email, member.password)).statusCode).toBe(200);
  });

  it('warns about a weak configured admin or moderator password without refusing it', async () => {
    const { configuredPasswordWarning } = await import('../../lib/password-policy.ts');
    expect(configuredPasswordWarning('ADMIN_PASSWORD', 'admin12345', { email: 'admin@garaj.local' })).toMatch(/WARNING: ADMIN_PASSWORD is easy to guess/);
    expect(configuredPasswordWarning('ADMIN_PASSWORD', 'e2e-admin-password-1', { email: 'admin@e2e.garaj.local' })).toBeNull();
    expect(configuredPasswordWarning('MODERATOR_PASSWORD', undefined, {})).toBeNull();
  });

  it('accepts the passwords the tests, the e2e suite and the bench use', async () => {
    const { passwordWeakness, isCommonPassword } = await import('../../lib/password-policy.ts');
    for (const password of ['gizli-sifre-123', 'yeni-sifre-456', 'yeni-sifre-12345', 'uzun-ve-ozel-sifre-77', 'baska-bir-sifre-99', 'yepyeni-sifre-2026', 'yepyeni-bir-sifre-987', 'yepyeni-sifre-456', 'first-password-1', 'second-password-2', 'moderator-sifresi-1', 'e2e-admin-password-1', 'e2e-moderator-password-1', 'bench-member-password-1', 'gizli-sifre-123-farkli']) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(passwordWeakness(password, { username: 'uye_1a2b3c4d', email: '1a2b3c4d@example.com' }), password).toBeNull();
    }
  });
});
