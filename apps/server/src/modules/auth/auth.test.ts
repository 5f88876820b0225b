import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieFrom, createTestApp, createUser, latestMailLink, nextIp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };

describe('sign-up and sign-in', () => {
  it('signs up, keeps the session, and hashes the password with argon2id', async () => {
    const user = await createUser(t.app, { username: 'Işık_34' });
    const session = await as(t.app, user, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.displayUsername).toBe('Işık_34');
    const account = await t.app.deps.db.query.accounts.findFirst();
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a username that differs only by Turkish case', async () => {
    await createUser(t.app, { username: 'ışıkçı' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      headers: origin,
      payload: { email: 'other@example.com', password: 'gizli-sifre-123', name: 'x', username: 'IŞIKÇI', acceptTerms: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('USERNAME_IS_ALREADY_TAKEN');
  });

  it('requires the terms checkbox on the server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      headers: origin,
      payload: { email: 'noterms@example.com', password: 'gizli-sifre-123', name: 'x', username: 'noterms' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TERMS_REQUIRED');
  });

  it("gives a browser-session cookie without 'Beni hatırla' and a persistent one with it", async () => {
    const user = await createUser(t.app);
    const signIn = (rememberMe: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: origin, payload: { email: user.email, password: user.password, rememberMe } });
    const short = await signIn(false);
    const long = await signIn(true);
    const tokenCookie = (h: Record<string, unknown>) => (h['set-cookie'] as string[]).find((c) => c.includes('session_token='))!;
    expect(tokenCookie(short.headers)).not.toMatch(/Max-Age|Expires/i);
    expect(tokenCookie(long.headers)).toMatch(/Max-Age=\d+/i);
    expect(tokenCookie(long.headers)).toMatch(/HttpOnly/i);
    expect(tokenCookie(long.headers)).toMatch(/SameSite=Lax/i);
  });

  it('answers 429 after repeated wrong passwords from one address', async () => {
    const limited = await createTestApp({}, { authRateLimit: 5 });
    try {
      const user = await createUser(limited.app);
      const ip = '10.9.9.9';
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, headers: { ...origin, 'x-forwarded-for': `1.2.3.${i}`, [`x-garaj-client-ip`]: `5.6.7.${i}` }, payload: { email: user.email, password: 'wrong-password' } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
      expect(codes.slice(5)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset by e-mail', () => {
  it('sends a single-use link that sets a new password', async () => {
    const user = await createUser(t.app);
    const req = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: nextIp(), headers: origin, payload: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' } });
    expect(req.statusCode).toBe(200);
    const link = await latestMailLink(t.dataDir, user.email);
    const follow = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', ''), remoteAddress: nextIp() });
    expect(follow.statusCode).toBe(302);
    const token = new URL(follow.headers.location as string).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = () => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: nextIp(), headers: origin, payload: { token, newPassword: 'yeni-sifre-456' } });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: origin, payload: { email: user.email, password: 'yeni-sifre-456' } });
    expect(signIn.statusCode).toBe(200);
    expect(cookieFrom(signIn.headers)).toContain('session_token');
  });
});

describe('origin check', () => {
  it('without PUBLIC_URL trusts the address the request was sent to, and still refuses other sites', async () => {
    const local = await createTestApp({ PUBLIC_URL: '' });
    try {
      const user = await createUser(local.app);
      const signIn = (origin: string, host: string) =>
        local.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: { origin, host }, payload: { email: user.email, password: user.password } });
      expect((await signIn('http://127.0.0.1:3000', '127.0.0.1:3000')).statusCode).toBe(200);
      expect((await signIn('http://192.168.1.20:3000', '192.168.1.20:3000')).statusCode).toBe(200);
      expect((await signIn('http://evil.example', '127.0.0.1:3000')).statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });

  it('with PUBLIC_URL trusts only that origin', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
  });
});
