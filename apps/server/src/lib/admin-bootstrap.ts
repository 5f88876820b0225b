/**
 * Makes sure an admin account exists (PRODUCT.md Demo data: no fixed default password).
 * With ADMIN_EMAIL/ADMIN_PASSWORD: that account exists, is an admin, and has that password.
 * Without: on first start an `admin@garaj.local` account gets a random password, which is
 * returned once so server.ts can print it; later starts return `password: null`.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { usernameKey } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { hashPassword } from './password.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@garaj.local';

/** `admin`, else `admin2`, `admin3`… — the first username nobody has. */
async function freeAdminUsername(db: Db): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? 'admin' : `admin${n}`;
    const taken = await db.query.users.findFirst({ where: eq(users.username, usernameKey(candidate)), columns: { id: true } });
    if (!taken) return candidate;
  }
}

export async function ensureAdmin(db: Db, auth: Auth, opts: { email?: string; password?: string }): Promise<{ email: string; password: string | null }> {
  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (existing) {
    await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, existing.id));
    if (opts.password) {
      await db
        .update(accounts)
        .set({ password: await hashPassword(opts.password) })
        .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')));
    }
    return { email, password: null };
  }
  if (!opts.email) {
    const anyAdmin = await db.query.users.findFirst({ where: eq(users.role, 'admin'), columns: { email: true } });
    if (anyAdmin) return { email: anyAdmin.email, password: null };
  }
  const password = opts.password ?? randomBytes(12).toString('base64url');
  // Through better-auth's internal adapter: the database hooks run (profile row), but no
  // session is opened and no verification mail is sent for an account we create ourselves.
  const ctx = await auth.$context;
  const username = await freeAdminUsername(db);
  const user = await ctx.internalAdapter.createUser({
    email,
    name: 'Garaj Yönetici',
    emailVerified: true,
    username: usernameKey(username),
    displayUsername: username,
    role: 'admin',
  }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hashPassword(password),
  });
  return { email, password: opts.password ? null : password };
}
