/**
 * Authentication with better-auth (ADR 002): e-mail + password (argon2id), e-mail
 * verification, password reset, e-mail change, Google/Facebook when configured, usernames
 * unique under Turkish case folding, member/admin roles, sessions in the database.
 *
 * Spec core §2 Login/Register, §5 validation, §7 Auth, §8 messages; PRODUCT.md Sign-in/E-mail.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { admin, username } from 'better-auth/plugins';
import {
  ERROR_MESSAGES,
  isReservedUsername,
  normalizeUsername,
  usernameField,
  usernameFromEmail,
  usernameKey,
  usernamePattern,
  usernameSkeleton,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  type ErrorCode,
} from '@garaj/shared';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { emitDomainEvent } from './domain-events.ts';
import { actionMail, type Mailer } from './mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { profileSearchText } from '../db/search-text.ts';
import { isCommonPassword } from './password-policy.ts';
import { clearSignInFailures, recordSignInFailure, signInGate } from './sign-in-throttle.ts';
import { usernameConflict } from './usernames.ts';
import { creditVerifiedInvite, recordInvite } from '../modules/invites/invites.service.ts';
import { SESSION_COOKIE_CACHE_SECONDS } from './session.ts';
import { registrationOpen } from './site-settings.ts';

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

/** Picks a free username from an e-mail local part, adding digits when it is taken or too similar. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameFromEmail(email).slice(0, 26);
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}${Math.floor(Math.random() * 9000 + 1000)}`;
    if (isReservedUsername(candidate)) continue;
    if (!(await usernameConflict(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}

/** A better-auth error carrying one of our codes (the web maps `code` to its message). */
function authError(status: 'BAD_REQUEST' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS', code: ErrorCode, headers?: Record<string, string>): APIError {
  return new APIError(status, { code, message: ERROR_MESSAGES[code] }, headers);
}

/** Paths of better-auth that take a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * better-auth routes that would let a member set fields others see without our validation
 * (issue #11 §1): the library's `/update-user` takes `name`, `image`, `username` and
 * `displayUsername` unchecked. Members change those through PUT /api/me/profile only.
 */
const CLOSED_PATHS = new Set(['/update-user']);

/**
 * better-auth's admin plugin endpoints that change members (issue 10 §2): closed to everyone,
 * admins included — they write no audit row and would skip the site's rules (no self-ban, no
 * banning an admin, live shares ended, sessions ended at once on every instance). Admins use
 * /api/admin/* (modules/admin), /api/admin/users/:id/premium and the forum's expert flag instead.
 * The plugin's reads (`/admin/list-users`, `/admin/get-user`, `/admin/has-permission` …) stay.
 */
const UNAUDITED_ADMIN_PATHS = new Set([
  '/admin/create-user',
  '/admin/update-user',
  '/admin/set-role',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
]);

/**
 * Checks a sign-up body before better-auth sees it: username (optional: derived from the e-mail
 * when empty) by the shared schema — one script, NFKC, reserved words — and free of look-alikes;
 * no `image`/`displayUsername` from the client; `name` bounded (it is replaced by the username).
 */
async function checkSignUpBody(db: Db, body: Record<string, unknown>): Promise<void> {
  if (body.acceptTerms !== true) throw authError('BAD_REQUEST', 'TERMS_REQUIRED');
  if (body.image !== undefined || body.displayUsername !== undefined) throw authError('BAD_REQUEST', 'PROFILE_FIELD_READ_ONLY');
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 100)) throw authError('BAD_REQUEST', 'TOO_LONG');
  // The invite code of `/register?ref=CODE` (issue 10 §5): a bounded string; an unknown one is ignored.
  if (body.ref !== undefined && body.ref !== null && (typeof body.ref !== 'string' || body.ref.length > 64)) throw authError('BAD_REQUEST', 'VALIDATION_FAILED');
  if (body.username === undefined || body.username === null || body.username === '') return;
  const parsed = usernameField.safeParse(body.username);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message;
    throw authError('BAD_REQUEST', code === 'USERNAME_RESERVED' ? 'USERNAME_RESERVED' : 'USERNAME_INVALID');
  }
  const conflictCode = await usernameConflict(db, parsed.data);
  if (conflictCode === 'USERNAME_TOO_SIMILAR') throw authError('BAD_REQUEST', 'USERNAME_TOO_SIMILAR');
  // A taken key is left to the username plugin (USERNAME_IS_ALREADY_TAKEN), as before.
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
      // No session from sign-up: the answer is the same whether or not the address is registered
      // (issue #11 §5) — the owner of an existing address gets a mail instead — and the
      // verification link signs the new member in (autoSignInAfterVerification below).
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        await o.mailer.send(
          actionMail(
            user.email,
            'Garaj hesabınız',
            'Bu e-posta adresiyle Garaj’a yeniden kayıt olunmak istendi. Hesabınız zaten var: giriş yapabilir ya da şifrenizi unuttuysanız sıfırlayabilirsiniz. Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
            'Şifremi sıfırla',
            `${o.publicUrl}/forgot-password`,
          ),
        );
      },
      async onPasswordReset({ user }) {
        await clearSignInFailures(o.db, user.email);
      },
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
      // With the cookie cache below it is refreshed when the cache has expired, so "last seen" is
      // at most updateAge + maxAge (75 s) old for an active member — well inside the 5-minute window.
      updateAge: 60,
      // Signed cookie cache (ADR 004, lib/session.ts): for maxAge seconds a request's session is
      // read from the HMAC-signed `session_data` cookie instead of the database. Revocation:
      // signing out clears both cookies at once; a session deleted elsewhere (password reset or
      // change) stops working when the cookie's signed expiry passes, at most maxAge seconds
      // later, because then the row is looked up again and is gone. An admin ban, revoke-sessions
      // or role change acts at once on every instance (lib/session.ts revocations, modules/admin/admin.bans.ts).
      // Sensitive better-auth routes (change password/e-mail, delete account) always read the row.
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    socialProviders: {
      ...(o.google ? { google: { clientId: o.google.clientId, clientSecret: o.google.clientSecret } } : {}),
      ...(o.facebook ? { facebook: { clientId: o.facebook.clientId, clientSecret: o.facebook.clientSecret } } : {}),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => usernamePattern.test(name) && !isReservedUsername(name),
        usernameNormalization: usernameKey,
        displayUsernameNormalization: normalizeUsername,
        // Validate the NFKC form (fullwidth `ａｄｍｉｎ` is judged as `admin`).
        validationOrder: { username: 'post-normalization', displayUsername: 'post-normalization' },
      }),
      // A banned member's sign-in is refused with code BANNED_USER (web: auth serverErrors.BANNED_USER);
      // a ban whose end has passed is lifted by the plugin at that sign-in (modules/admin/admin.bans.ts).
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: ERROR_MESSAGES.USER_BANNED }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      // Every other auth endpoint (get-session: each signed-in page's who-am-I) per address and
      // minute. Never below the sign-in limit: a setup that raises that (the e2e suite, whose
      // browsers all come from 127.0.0.1) must not be refused its session reads first.
      max: Math.max(300, o.authRateLimit),
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
        if (CLOSED_PATHS.has(ctx.path)) throw authError('FORBIDDEN', 'PROFILE_FIELD_READ_ONLY');
        if (UNAUDITED_ADMIN_PATHS.has(ctx.path)) throw authError('FORBIDDEN', 'FORBIDDEN');
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // Spec core §5 Register: the terms checkbox is required — enforced here, not only in the form.
        if (ctx.path === '/sign-up/email') {
          // Issue 10 §2 Settings: an admin may close registration ('Yeni üyelik şu anda kapalı.').
          if (!(await registrationOpen(o.db))) throw authError('FORBIDDEN', 'REGISTRATION_CLOSED');
          await checkSignUpBody(o.db, body);
        }
        const passwordField = NEW_PASSWORD_FIELDS[ctx.path];
        const newPassword = passwordField ? body[passwordField] : undefined;
        if (typeof newPassword === 'string' && newPassword.length >= MIN_PASSWORD_LENGTH && isCommonPassword(newPassword)) throw authError('BAD_REQUEST', 'PASSWORD_TOO_COMMON');
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const gate = await signInGate(o.db, body.email);
          if (gate.state === 'locked') throw authError('FORBIDDEN', 'SIGN_IN_LOCKED');
          if (gate.state === 'wait') throw authError('TOO_MANY_REQUESTS', 'SIGN_IN_THROTTLED', { 'retry-after': String(gate.retryAfterSeconds) });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-email') return recordPendingEmail(o.db, ctx);
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await recordSignInFailure(o.db, email);
        } else if (returned !== undefined) {
          await clearSignInFailures(o.db, email);
        }
      }),
    },
    databaseHooks: {
      user: {
        update: {
          // The change-email link was followed (or the address changed otherwise): nothing waits.
          async after(user) {
            // The verification link was followed: credit the invite that brought this member (issue 10 §5).
            if (user.emailVerified) await creditVerifiedInvite(o.db, user.id);
            if (user.email) await o.db.update(schema.profiles).set({ pendingEmail: null }).where(and(eq(schema.profiles.userId, user.id), isNotNull(schema.profiles.pendingEmail), sql`lower(${schema.profiles.pendingEmail}) = lower(${user.email})`));
          },
        },
        create: {
          // Whatever the client sent, the shown name is the username as typed (NFKC), `name`
          // mirrors it (full name comes from the profile), and no image is taken from sign-up.
          async before(user, context) {
            // A new account through a social provider while registration is closed (site settings).
            if (context?.path?.startsWith('/callback') && !(await registrationOpen(o.db))) throw authError('FORBIDDEN', 'REGISTRATION_CLOSED');
            const data = user as typeof user & { username?: string | null; displayUsername?: string | null };
            const shown = data.displayUsername ? normalizeUsername(data.displayUsername) : data.username ? normalizeUsername(data.username) : await freeUsername(o.db, user.email);
            return { data: { ...user, name: shown, image: null, username: usernameKey(shown), displayUsername: shown } };
          },
          async after(user, context) {
            const u = user as typeof user & { displayUsername?: string | null; username?: string | null };
            const ref = (context?.body as { ref?: unknown } | undefined)?.ref;
            const shown = u.displayUsername ?? u.username ?? '';
            // The profile and the 'member.joined' domain event (activity feed, issue 8) together.
            await o.db.transaction(async (tx) => {
              const [created] = await tx
                .insert(schema.profiles)
                .values({ userId: user.id, searchText: profileSearchText({ username: shown }), usernameSkeleton: usernameSkeleton(shown) })
                .onConflictDoNothing()
                .returning({ userId: schema.profiles.userId });
              if (created) await emitDomainEvent(tx, { type: 'member.joined', userId: user.id });
              // Invite programme: the inviter named by `ref` gets a pending invite (invites.service.ts).
              if (created && ref !== undefined) await recordInvite(tx, user.id, ref);
            });
            // An account created already verified (social sign-in) is credited at once.
            if (user.emailVerified && ref !== undefined) await creditVerifiedInvite(o.db, user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * After a successful POST /change-email: keeps the requested address on the member's profile
 * (`profiles.pending_email`, shown by GET /api/me/profile) until the link sent to it is
 * followed (cleared by the user update hook above). better-auth itself keeps no record.
 */
async function recordPendingEmail(db: Db, ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<void> {
  const returned = ctx.context.returned;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (returned === undefined || isAPIError(returned) || typeof newEmail !== 'string') return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  await db.update(schema.profiles).set({ pendingEmail: newEmail.trim().toLowerCase() }).where(eq(schema.profiles.userId, session.user.id));
}
