/**
 * Authentication with better-auth (ADR 002): e-mail + password (argon2id), e-mail
 * verification, password reset, e-mail change, Google/Facebook when configured, usernames
 * unique under Turkish case folding, member/admin roles, sessions in the database.
 *
 * docs/product.md, Sign-in and E-mail.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { passkey } from '@better-auth/passkey';
import { admin, twoFactor, username } from 'better-auth/plugins';
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
  PASSWORD_WEAKNESS_MESSAGES,
  type ErrorCode,
  type PasswordWeakness,
} from '@garaj/shared';
import { queryRows, type Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { emitDomainEvent } from './domain-events.ts';
import { actionMail, type Mailer } from './mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { profileSearchText, profileSuggestText } from '../db/search-text.ts';
import { isCommonPassword, passwordWeakness } from './password-policy.ts';
import { accountKey, clearSignInFailures, reserveAttempt } from './sign-in-throttle.ts';
import { usernameConflict } from './usernames.ts';
import { publishSessionsRevoked, revokeMemberSessions, SESSION_COOKIE_CACHE_SECONDS } from './session.ts';

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
  /** Whether new accounts may be created now (the admin's site setting); false → REGISTRATION_CLOSED. */
  registrationOpen: (db: Db) => Promise<boolean>;
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
/** Routes that name a passkey, and the longest name they keep (characters). */
const PASSKEY_NAME_PATHS = new Set(['/passkey/verify-registration', '/passkey/update-passkey']);
const PASSKEY_NAME_MAX = 60;

function authError(status: 'BAD_REQUEST' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS', code: ErrorCode, headers?: Record<string, string>): APIError {
  return new APIError(status, { code, message: ERROR_MESSAGES[code] }, headers);
}

/** 400 PASSWORD_TOO_WEAK whose message says why; `reason` lets the web show it in the member's language. */
function weakPasswordError(reason: PasswordWeakness): APIError {
  return new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: PASSWORD_WEAKNESS_MESSAGES[reason], reason });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * What the before hook learnt about a request that the after hook needs (keyed by the request's
 * auth context object, which both hooks share): the throttle key of a reserved password
 * attempt, and the member whose sessions the route ends.
 */
const pendingOf = new WeakMap<object, { throttleKey?: string; endsSessionsOf?: string }>();

/** The signed-in member of an auth request, read from the session row (never the cookie cache). */
async function sessionUserOf(ctx: HookContext): Promise<{ id: string; email: string; username?: string | null; displayUsername?: string | null } | null> {
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  return (session?.user as { id: string; email: string; username?: string | null; displayUsername?: string | null } | undefined) ?? null;
}

/** How a password route names the account: an e-mail, a username, or (null) none. */
type AccountName = { email: string } | { username: string } | null;
const signedInAccount = async (ctx: HookContext): Promise<AccountName> => {
  const user = await sessionUserOf(ctx);
  return user ? { email: user.email } : null;
};

/**
 * Every better-auth route that checks a password, and the account it checks it for (the
 * throttle key, lib/sign-in-throttle.ts), or null when the request names none (better-auth
 * then refuses it without checking a password):
 * - `/sign-in/email`, `/sign-in/username` (the username resolved to its account);
 * - `/change-password` (current password), `/verify-password`, `/delete-user` with a password
 *   (not enabled here: answers 404 before any check) — the signed-in member's account.
 * Not listed, checked by better-auth 1.7.7's source: `/change-email` (no password), the
 * admin plugin's writes (closed: UNAUDITED_ADMIN_PATHS), two-factor and phone-number (not used).
 */
const PASSWORD_CHECKS: Record<string, (ctx: HookContext, body: Record<string, unknown>) => Promise<AccountName>> = {
  '/sign-in/email': (_ctx, body) => Promise.resolve(typeof body.email === 'string' && typeof body.password === 'string' ? { email: body.email } : null),
  '/sign-in/username': (_ctx, body) => Promise.resolve(typeof body.username === 'string' && typeof body.password === 'string' ? { username: body.username } : null),
  '/change-password': async (ctx, body) => (typeof body.currentPassword === 'string' ? signedInAccount(ctx) : null),
  '/verify-password': async (ctx, body) => (typeof body.password === 'string' ? signedInAccount(ctx) : null),
  '/delete-user': async (ctx, body) => (typeof body.password === 'string' ? signedInAccount(ctx) : null),
};

/**
 * Routes that end sessions of the signed-in member: after they succeed, every instance is told
 * (lib/session.ts revocations), so cookie-cached copies and open event streams of the ended
 * sessions stop at once. A password change always ends the member's other sessions.
 */
const SESSION_ENDING_PATHS = new Set(['/sign-out', '/change-password', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions']);

/**
 * The member a new password is for (username and e-mail, the strength check's personal words):
 * the sign-up form's fields, the reset token's account, or the signed-in member.
 */
async function newPasswordOwner(ctx: HookContext, body: Record<string, unknown>): Promise<{ username?: string | null; email?: string | null }> {
  if (ctx.path === '/sign-up/email') return { username: typeof body.username === 'string' ? body.username : null, email: typeof body.email === 'string' ? body.email : null };
  if (ctx.path === '/reset-password') {
    const token = typeof body.token === 'string' ? body.token : typeof ctx.query?.token === 'string' ? ctx.query.token : null;
    const verification = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
    const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
    const u = user as { email: string; username?: string | null; displayUsername?: string | null } | null;
    return u ? { username: u.displayUsername ?? u.username, email: u.email } : {};
  }
  const user = await sessionUserOf(ctx);
  return user ? { username: user.displayUsername ?? user.username, email: user.email } : {};
}

/** Paths of better-auth that take a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * better-auth routes that would let a member set fields others see without our validation
 * (a way to pass for another member): the library's `/update-user` takes `name`, `image`, `username` and
 * `displayUsername` unchecked. Members change those through PUT /api/me/profile only.
 */
const CLOSED_PATHS = new Set(['/update-user']);

/**
 * better-auth's admin plugin endpoints that change members: closed to everyone,
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
  // The invite code of `/register?ref=CODE`: a bounded string; an unknown one is ignored.
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
        twoFactors: schema.twoFactors,
        passkeys: schema.passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // No session from sign-up: the answer is the same whether or not the address is registered
      // (so sign-up does not reveal registered addresses) — the owner of an existing address gets a
      // mail instead — and the verification link signs the new member in
      // (autoSignInAfterVerification below).
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
      // The reset link was followed: the count of failed attempts is cleared, and every session of
      // the member ends AT ONCE on every instance (cookie caches and open event streams included) —
      // the ban's revocation path; better-auth's own deletion afterwards finds nothing left.
      async onPasswordReset({ user }) {
        await clearSignInFailures(o.db, user.email);
        await o.db.transaction((tx) => revokeMemberSessions(tx, user.id));
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
      // read from the HMAC-signed `session_data` cookie instead of the database. Revocation acts
      // at once on every instance (lib/session.ts revocations): signing out, revoking sessions, a
      // password change (other sessions) or reset (all), an admin ban, revoke-sessions or role
      // change — each tells every instance to re-check that member's cookie-cached sessions and
      // open event streams against the database. Sensitive better-auth routes (change
      // password/e-mail, delete account) always read the row.
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
      // A second factor (decision 020): an authenticator app's codes (TOTP) with ten backup codes;
      // turning it on needs the password and a first code; the sign-in then asks for a code.
      twoFactor({ issuer: 'Garaj', backupCodeOptions: { amount: 10, length: 10 } }),
      // Passkeys (decision 022): added by a signed-in member, used to sign in without a password
      // (and without the second factor: a passkey is itself two factors). The relying party is
      // the public address's host, so a passkey works only on the site it was made for.
      passkey({ rpID: new URL(o.publicUrl).hostname, rpName: 'Garaj', origin: o.publicUrl }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      // Every other auth endpoint (sign-out, verification links, session lists…) per address and
      // minute. Never below the sign-in limit: a setup that raises that (the e2e suite, whose
      // browsers all come from 127.0.0.1) must not be refused those first.
      max: Math.max(300, o.authRateLimit),
      customRules: {
        // The session check (every page's who-am-I, server render included) is not limited: many
        // members share one address behind a carrier NAT, and a refused check reads as signed
        // out. It is cheap — answered from the signed cookie cache, or without a query when no
        // session cookie is sent; a made-up token costs one indexed lookup, as on any API read.
        '/get-session': false,
        '/sign-in/email': limited,
        '/sign-in/username': limited,
        '/sign-up/email': limited,
        '/request-password-reset': limited,
        '/reset-password': limited,
        '/change-password': limited,
        '/change-email': limited,
        // Codes are six digits: guessed only at the sign-in rate (the plugin also locks a member's
        // second factor after repeated failures).
        '/two-factor/verify-totp': limited,
        '/two-factor/verify-backup-code': limited,
        '/two-factor/enable': limited,
        '/two-factor/disable': limited,
        '/passkey/verify-authentication': limited,
        '/passkey/verify-registration': limited,
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
        if (PASSKEY_NAME_PATHS.has(ctx.path) && typeof body.name === 'string' && body.name.trim().length > PASSKEY_NAME_MAX) throw authError('BAD_REQUEST', 'TOO_LONG');
        // Register: the terms checkbox is required — enforced here, not only in the form.
        if (ctx.path === '/sign-up/email') {
          // An admin may close registration ('Yeni üyelik şu anda kapalı.').
          if (!(await o.registrationOpen(o.db))) throw authError('FORBIDDEN', 'REGISTRATION_CLOSED');
          await checkSignUpBody(o.db, body);
        }
        const passwordField = NEW_PASSWORD_FIELDS[ctx.path];
        const newPassword = passwordField ? body[passwordField] : undefined;
        // New passwords (sign-up, reset, change): not common, not guessable — before any current
        // password is checked, so a refused new password costs no attempt.
        if (typeof newPassword === 'string' && newPassword.length >= MIN_PASSWORD_LENGTH && newPassword.length <= MAX_PASSWORD_LENGTH) {
          if (isCommonPassword(newPassword)) throw authError('BAD_REQUEST', 'PASSWORD_TOO_COMMON');
          const weakness = passwordWeakness(newPassword, await newPasswordOwner(ctx, body));
          if (weakness) throw weakPasswordError(weakness);
        }
        const pending: { throttleKey?: string; endsSessionsOf?: string } = {};
        if (SESSION_ENDING_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session) pending.endsSessionsOf = session.user.id;
        }
        // One gate for every route that checks a password: the attempt is reserved (counted)
        // before the check, per account (lib/sign-in-throttle.ts).
        const named = await PASSWORD_CHECKS[ctx.path]?.(ctx, body);
        if (named) {
          const key = await accountKey(o.db, named);
          const gate = await reserveAttempt(o.db, key);
          if (gate.state === 'locked') throw authError('FORBIDDEN', 'SIGN_IN_LOCKED');
          if (gate.state === 'wait') throw authError('TOO_MANY_REQUESTS', 'SIGN_IN_THROTTLED', { 'retry-after': String(gate.retryAfterSeconds) });
          pending.throttleKey = key;
        }
        if (pending.throttleKey || pending.endsSessionsOf) pendingOf.set(ctx.context, pending);
        // A password change ends the member's other sessions, whatever the client asked.
        if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-email') return recordPendingEmail(o.db, ctx);
        const pending = pendingOf.get(ctx.context);
        if (!pending) return;
        pendingOf.delete(ctx.context);
        const returned = ctx.context.returned;
        if (returned === undefined || isAPIError(returned)) return;
        // The password was right: the account's count starts again.
        if (pending.throttleKey) await clearSignInFailures(o.db, pending.throttleKey);
        // Sessions were ended (rows deleted by better-auth): every instance re-checks that
        // member's cookie-cached sessions and open streams at once.
        if (pending.endsSessionsOf) await publishSessionsRevoked(o.db, pending.endsSessionsOf);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Signing in within the grace period cancels a scheduled account deletion.
          async after(session) {
            const cancelled = await queryRows<{ email: string }>(
              o.db,
              sql`delete from account_deletions d using users u where d.user_id = ${session.userId} and u.id = d.user_id returning u.email`,
            );
            if (cancelled[0]) {
              await o.mailer.send({
                to: cancelled[0].email,
                subject: 'Garaj: hesap silme işlemin iptal edildi',
                text: 'Giriş yaptığın için hesabını silme isteğin iptal edildi. Hesabın ve içeriklerin yerinde duruyor.\n\nGaraj',
                html: '<p>Giriş yaptığın için hesabını silme isteğin iptal edildi. Hesabın ve içeriklerin yerinde duruyor.</p><p>Garaj</p>',
              });
            }
          },
        },
      },
      user: {
        update: {
          // The change-email link was followed (or the address changed otherwise): nothing waits.
          async after(user) {
            // The verification link was followed (the invite programme credits the inviter).
            if (user.emailVerified) await o.db.transaction((tx) => emitDomainEvent(tx, { type: 'member.email_verified', userId: user.id }));
            if (user.email) await o.db.update(schema.profiles).set({ pendingEmail: null }).where(and(eq(schema.profiles.userId, user.id), isNotNull(schema.profiles.pendingEmail), sql`lower(${schema.profiles.pendingEmail}) = lower(${user.email})`));
          },
        },
        create: {
          // Whatever the client sent, the shown name is the username as typed (NFKC), `name`
          // mirrors it (full name comes from the profile), and no image is taken from sign-up.
          async before(user, context) {
            // A new account through a social provider while registration is closed (site settings).
            if (context?.path?.startsWith('/callback') && !(await o.registrationOpen(o.db))) throw authError('FORBIDDEN', 'REGISTRATION_CLOSED');
            const data = user as typeof user & { username?: string | null; displayUsername?: string | null };
            const shown = data.displayUsername ? normalizeUsername(data.displayUsername) : data.username ? normalizeUsername(data.username) : await freeUsername(o.db, user.email);
            return { data: { ...user, name: shown, image: null, username: usernameKey(shown), displayUsername: shown } };
          },
          async after(user, context) {
            const u = user as typeof user & { displayUsername?: string | null; username?: string | null };
            const ref = (context?.body as { ref?: unknown } | undefined)?.ref;
            const shown = u.displayUsername ?? u.username ?? '';
            // The profile and the 'member.joined' domain event (activity feed; the invite
            // programme records the inviter named by `ref`) together. An account created
            // already verified (social sign-in) is verified at once, in the same transaction.
            await o.db.transaction(async (tx) => {
              const [created] = await tx
                .insert(schema.profiles)
                .values({ userId: user.id, searchText: profileSearchText({ username: shown }), suggestText: profileSuggestText({ username: shown }), usernameSkeleton: usernameSkeleton(shown) })
                .onConflictDoNothing()
                .returning({ userId: schema.profiles.userId });
              if (!created) return;
              await emitDomainEvent(tx, { type: 'member.joined', userId: user.id, ...(typeof ref === 'string' ? { inviteCode: ref } : {}) });
              if (user.emailVerified) await emitDomainEvent(tx, { type: 'member.email_verified', userId: user.id });
            });
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
async function recordPendingEmail(db: Db, ctx: HookContext): Promise<void> {
  const returned = ctx.context.returned;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (returned === undefined || isAPIError(returned) || typeof newEmail !== 'string') return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  await db.update(schema.profiles).set({ pendingEmail: newEmail.trim().toLowerCase() }).where(eq(schema.profiles.userId, session.user.id));
}
