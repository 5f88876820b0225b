/**
 * Authentication with better-auth (ADR 002): e-mail + password (argon2id), e-mail
 * verification, password reset, e-mail change, Google/Facebook when configured, usernames
 * unique under Turkish case folding, member/admin roles, sessions in the database.
 *
 * Spec core §2 Login/Register, §5 validation, §7 Auth, §8 messages; PRODUCT.md Sign-in/E-mail.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, username } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { usernameFromEmail, usernameKey, usernamePattern, MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { actionMail, type Mailer } from './mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { profileSearchText } from '../db/search-text.ts';

/** Header carrying the client address Fastify trusts; any incoming value is overwritten. */
export const CLIENT_IP_HEADER = 'x-garaj-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  /** Requests per minute per address on sign-in, sign-up, reset and change endpoints. */
  authRateLimit: number;
  /**
   * PUBLIC_URL was not configured: also trust the origin the request was addressed to, so the
   * site works at http://127.0.0.1:3000 or a LAN address as well as at localhost. This is still a
   * same-origin check — a cross-site form carries its own site's Origin, never our Host.
   */
  trustRequestHost?: boolean;
  google?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
}

/** Picks a free username from an e-mail local part, adding digits when it is taken. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameFromEmail(email).slice(0, 26);
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}${Math.floor(Math.random() * 9000 + 1000)}`;
    const taken = await db.query.users.findFirst({ where: eq(schema.users.username, usernameKey(candidate)), columns: { id: true } });
    if (!taken) return candidate;
  }
  throw new Error('no free username');
}

export function createAuth(o: AuthOptions) {
  const limited = { window: 60, max: o.authRateLimit };
  return betterAuth({
    appName: 'Garaj',
    baseURL: o.publicUrl,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return o.trustRequestHost && request && host ? [o.publicUrl, `${new URL(request.url).protocol}//${host}`] : [o.publicUrl];
    },
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rateLimits: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, url }) {
        await o.mailer.send(
          actionMail(user.email, 'Garaj şifre sıfırlama', 'Garaj hesabınız için şifre sıfırlama isteği aldık. Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir.', 'Şifremi sıfırla', url),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await o.mailer.send(
          actionMail(user.email, 'Garaj e-posta doğrulama', 'Garaj hesabınızın e-posta adresini doğrulamak için bağlantıya tıklayın.', 'E-postamı doğrula', url),
        );
      },
    },
    user: {
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Refresh at most once a minute: sessions.updated_at doubles as "last seen" for the online count.
      updateAge: 60,
    },
    socialProviders: {
      ...(o.google ? { google: { clientId: o.google.clientId, clientSecret: o.google.clientSecret } } : {}),
      ...(o.facebook ? { facebook: { clientId: o.facebook.clientId, clientSecret: o.facebook.clientSecret } } : {}),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => usernamePattern.test(name),
        usernameNormalization: usernameKey,
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': limited,
        '/sign-in/username': limited,
        '/sign-up/email': limited,
        '/request-password-reset': limited,
        '/reset-password': limited,
        '/change-password': limited,
        '/change-email': limited,
      },
    },
    advanced: {
      // better-auth skips its origin (CSRF) check when NODE_ENV=test; we keep it on so tests cover it.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: o.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Spec core §5 Register: the terms checkbox is required — enforced here, not only in the form.
        if (ctx.path === '/sign-up/email') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (body.acceptTerms !== true) {
            throw new APIError('BAD_REQUEST', { code: 'TERMS_REQUIRED', message: 'TERMS_REQUIRED' });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const data = user as typeof user & { username?: string | null; displayUsername?: string | null };
            if (!data.username) {
              const name = await freeUsername(o.db, user.email);
              return { data: { ...user, username: usernameKey(name), displayUsername: name } };
            }
            return { data: user };
          },
          async after(user) {
            const u = user as typeof user & { displayUsername?: string | null; username?: string | null };
            const shown = u.displayUsername ?? u.username ?? '';
            await o.db
              .insert(schema.profiles)
              .values({ userId: user.id, searchText: profileSearchText({ username: shown }) })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
