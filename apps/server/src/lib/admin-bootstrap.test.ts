import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/helpers.ts';
import { profiles, sessions, users } from '../db/schema/index.ts';
import { ensureAdmin } from './admin-bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ensureAdmin', () => {
  it('creates an admin with a random password once, without a session, and it can sign in', async () => {
    const first = await ensureAdmin(t.app.deps.db, t.app.deps.auth, {});
    expect(first.email).toBe('admin@garaj.local');
    expect(first.password).toMatch(/^[\w-]{16}$/);
    const again = await ensureAdmin(t.app.deps.db, t.app.deps.auth, {});
    expect(again.password).toBeNull();

    const admin = await t.app.deps.db.query.users.findFirst({ where: eq(users.email, 'admin@garaj.local') });
    expect(admin?.role).toBe('admin');
    expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, admin!.id))).toHaveLength(0);
    expect(await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, admin!.id))).toHaveLength(1);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'admin@garaj.local', password: first.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('applies ADMIN_EMAIL and ADMIN_PASSWORD to an existing account', async () => {
    await ensureAdmin(t.app.deps.db, t.app.deps.auth, { email: 'Boss@Example.com', password: 'first-password-1' });
    const result = await ensureAdmin(t.app.deps.db, t.app.deps.auth, { email: 'boss@example.com', password: 'second-password-2' });
    expect(result).toEqual({ email: 'boss@example.com', password: null });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'boss@example.com', password: 'second-password-2' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
