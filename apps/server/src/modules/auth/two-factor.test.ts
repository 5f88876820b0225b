/**
 * Two-factor sign-in (better-auth twoFactor plugin, lib/auth.ts): turning it on needs the
 * password and a first code from the authenticator app; afterwards a correct password alone opens
 * no session — the answer asks for a code, and the code (or a backup code, once) completes the
 * sign-in; a wrong code opens nothing; turning it off needs the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { as, cookieFrom, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The authenticator app: the current code of an `otpauth://` URI. */
const codeOf = (uri: string) => createOTP(new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get('secret')!))).totp();
const origin = { origin: 'http://localhost:3000' };
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { ...origin, ...(cookie ? { cookie } : {}) }, payload });
const signIn = (user: TestUser) => post('/api/auth/sign-in/email', { email: user.email, password: user.password });
const sessionUser = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json<{ user: { twoFactorEnabled: boolean } } | null>();

describe('two-factor sign-in', () => {
  let member: TestUser;
  let uri: string;
  let backupCodes: string[];

  beforeAll(async () => {
    member = await createUser(t.app);
  });

  it('is turned on with the password and a first code', async () => {
    const wrong = await post('/api/auth/two-factor/enable', { password: 'yanlis-sifre-1' }, member.cookie);
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/auth/two-factor/enable', { password: member.password }, member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    ({ totpURI: uri, backupCodes } = res.json<{ totpURI: string; backupCodes: string[] }>());
    expect(uri).toMatch(/^otpauth:\/\/totp\/Garaj:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code confirms the set-up.
    expect((await sessionUser(member.cookie))?.user.twoFactorEnabled).toBe(false);
    const verified = await post('/api/auth/two-factor/verify-totp', { code: await codeOf(uri) }, member.cookie);
    expect(verified.statusCode, verified.body).toBe(200);
    member.cookie = cookieFrom(verified.headers) || member.cookie;
    expect((await sessionUser(member.cookie))?.user.twoFactorEnabled).toBe(true);
  });

  it('then the password alone opens no session; the code does; a wrong one does not', async () => {
    const first = await signIn(member);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first.headers);
    expect(pending).toContain('two_factor');
    expect(await sessionUser(pending)).toBeNull();
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    const res = await post('/api/auth/two-factor/verify-totp', { code: await codeOf(uri) }, pending);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionUser(cookieFrom(res.headers))).not.toBeNull();
  });

  it('a backup code signs in once', async () => {
    const pending = cookieFrom((await signIn(member)).headers);
    const res = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, pending);
    expect(res.statusCode, res.body).toBe(200);
    const again = cookieFrom((await signIn(member)).headers);
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, again)).statusCode).toBe(401);
  });

  it('is turned off with the password', async () => {
    const session = cookieFrom((await post('/api/auth/two-factor/verify-totp', { code: await codeOf(uri) }, cookieFrom((await signIn(member)).headers))).headers);
    expect((await post('/api/auth/two-factor/disable', { password: member.password }, session)).statusCode).toBe(200);
    const plain = await signIn(member);
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await as(t.app, { ...member, cookie: cookieFrom(plain.headers) }, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(200);
  });
});
