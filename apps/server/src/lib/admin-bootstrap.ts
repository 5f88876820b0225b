/**
 * Makes sure an admin account exists (no fixed default password: docs/product.md, Demo data).
 * With ADMIN_EMAIL/ADMIN_PASSWORD: that account exists, is an admin, and has that password.
 * Without: on first start an `admin@garaj.local` account gets a random password, which is
 * returned once so server.ts can print it; later starts return `password: null`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { usernameKey, usernameSkeleton } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { accounts, profiles, users } from '../db/schema/index.ts';
import { profileSearchText, profileSuggestText } from '../db/search-text.ts';
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

export async function ensureAdmin(db: Db, _auth: Auth, opts: { email?: string; password?: string }): Promise<{ email: string; password: string | null }> {
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
  // Written directly rather than through better-auth: `admin` is a reserved username that its
  // username plugin (rightly) refuses to anyone, and no session is opened nor verification
  // mail sent for an account we create ourselves. The profile row mirrors the one lib/auth.ts's
  // user-create hook writes for members.
  const username = await freeAdminUsername(db);
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, email, name: 'Garaj Yönetici', emailVerified: true, username: usernameKey(username), displayUsername: username, role: 'admin' });
    await tx.insert(accounts).values({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id, password: passwordHash });
    await tx.insert(profiles).values({ userId: id, searchText: profileSearchText({ username }), suggestText: profileSuggestText({ username }), usernameSkeleton: usernameSkeleton(username) }).onConflictDoNothing();
  });
  return { email, password: opts.password ? null : password };
}
