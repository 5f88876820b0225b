/**
 * Who is making a request. `getViewer` asks better-auth for the session once per request
 * (memoised on the request); `requireViewer` throws 401 UNAUTHENTICATED, `requireAdmin` 403.
 *
 * The session check is served from better-auth's signed cookie cache (lib/auth.ts
 * `session.cookieCache`, {@link SESSION_COOKIE_CACHE_SECONDS}): while the signed
 * `session_data` cookie is younger than that, no database is asked. When it is older (or
 * missing), better-auth reads the session row, refreshes "last seen" (`sessions.updated_at`,
 * at most once per `updateAge`) and issues a fresh `session_data` cookie — or, for a revoked
 * session, cookies that clear the browser's. Those `Set-Cookie` headers are passed on to the
 * reply by {@link forwardSessionCookies} (an `onSend` hook registered in app.ts), so a
 * browser asks the database at most once per cache period.
 *
 * better-auth's answer for a cookie served from its cache depends only on the cookies, the
 * secret and the clock (it checks the HMAC and the signed expiry, no database). That answer is
 * memoised per cookie header until the cookie's own signed expiry ({@link verifiedCookies}),
 * so a burst of requests from one browser verifies the signature once: same result, same
 * expiry, nothing that other instances would need to share.
 *
 * Revocations (admin ban, "revoke sessions", role change, sign-out, password reset or change): the cookie cache must
 * not keep a revoked session alive. {@link publishSessionsRevoked} notes the member in this
 * process and tells every instance (realtime NOTIFY at commit, {@link watchSessionRevocations});
 * for {@link REVOCATION_KEEP_MS} a cookie-cached session of that member issued before the
 * revocation is re-checked against the database, so it stops working at once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { publishInTransaction, type RealtimeHub } from './realtime.ts';

/** The signed-in member of a request. `emailVerified` as of the session's cookie cache. */
export interface Viewer {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  /** `moderator` handles content (hide, delete, pin, lock); `admin` also runs the site. */
  role: 'user' | 'moderator' | 'admin';
}

/**
 * How long (seconds) a signed session cookie is trusted without asking the database. Revocations
 * (sign-out, password reset or change, admin ban, revoke sessions, role change) act at once
 * through {@link publishSessionsRevoked}; this is the bound only for an instance that missed
 * that event, and for other changes. docs/decisions/004-session-cookie-cache.md.
 */
export const SESSION_COOKIE_CACHE_SECONDS = 15;

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Memo of cookie headers better-auth accepted from its cookie cache: header → viewer until `expires`. */
const MAX_VERIFIED = 10_000;
const verifiedCookies = new WeakMap<object, Map<string, { viewer: Viewer; expires: number; issuedAt: number | null }>>();

/**
 * Revocations this process knows of (a ban or "revoke sessions" ends a member's
 * sessions AT ONCE, despite the cookie cache): member id → the time (ms) before which that
 * member's cached cookies must be re-checked against the database. Kept
 * {@link REVOCATION_KEEP_MS} — longer than any cookie cache issued before it can live. A
 * re-check is always correct (it only costs a query), so an entry never does harm: it may be
 * noted before the revoking transaction commits, and is shared by every app in the process.
 */
const revocations = new Map<string, number>();
/** How long a revocation is remembered (ms): the cookie cache lifetime plus a generous margin. */
export const REVOCATION_KEEP_MS = (SESSION_COOKIE_CACHE_SECONDS + 45) * 1000;
/**
 * Cookies issued up to this long (ms) after a revocation are re-checked too: a request that read
 * the session row just before the revoking transaction committed, and the clocks of instances.
 */
const REVOCATION_MARGIN_MS = 2000;

/** When `userId`'s cookies issued before it must be re-checked (ms), or null. Forgets old entries. */
function revokedAt(userId: string, now: number): number | null {
  const at = revocations.get(userId);
  if (at === undefined) return null;
  if (now - at > REVOCATION_KEEP_MS) {
    revocations.delete(userId);
    return null;
  }
  return at;
}

/**
 * Records in this process that `userId`'s sessions were revoked (or their role changed) at
 * `at` (ms): from then on, for {@link REVOCATION_KEEP_MS}, a cookie-cached session of that
 * member issued before `at` (+ a margin) — memoised or not — is re-checked against the
 * database (`disableCookieCache`): a deleted session is refused (401) and its cookies cleared;
 * a live one gets a fresh cookie with the current role.
 */
export function noteSessionsRevoked(userId: string, at = Date.now()): void {
  const now = Date.now();
  for (const [id, when] of revocations) if (now - when > REVOCATION_KEEP_MS) revocations.delete(id);
  revocations.set(userId, Math.max(at, revocations.get(userId) ?? 0));
}

/**
 * Inside the revoking transaction `tx`: notes the revocation in this process at once (see
 * {@link noteSessionsRevoked}) and tells every instance (NOTIFY at commit, in-process on
 * PGlite; each notes it on arrival). No browser receives the event (empty audience).
 */
export async function publishSessionsRevoked(tx: Db, userId: string): Promise<void> {
  noteSessionsRevoked(userId);
  await publishInTransaction(tx, 'sessions', 'revoked', { userId, at: new Date().toISOString() }, { audience: [] });
}

/**
 * Deletes every session of `userId` inside `tx` and makes cookie-cached copies (and open event
 * streams) stop working at once on every instance. Returns how many session rows were deleted.
 * The one revocation path of a ban, an admin "revoke sessions" and a password reset.
 */
export async function revokeMemberSessions(tx: Db, userId: string): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await publishSessionsRevoked(tx, userId);
  return deleted.length;
}

/**
 * Subscribes this instance to revocations published by any instance (app.ts, at start). The
 * time kept is the later of the event's and the arrival's (the revoking transaction committed
 * before the event arrives, so no cookie issued after arrival can belong to a deleted session).
 */
export function watchSessionRevocations(app: { deps: { realtime: RealtimeHub } }): () => void {
  return app.deps.realtime.subscribe((message) => {
    if (message.channel !== 'sessions' || message.type !== 'revoked') return;
    const data = message.data as { userId?: unknown; at?: unknown };
    if (typeof data.userId !== 'string') return;
    const sent = typeof data.at === 'string' ? Date.parse(data.at) : NaN;
    noteSessionsRevoked(data.userId, Math.max(Number.isFinite(sent) ? sent : 0, Date.now()));
  });
}

/** The signed expiry (ms) inside better-auth's compact `session_data` cookie; null if absent or chunked. */
function cookieCacheExpiry(cookieHeader: string): number | null {
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=([^;]+)/.exec(cookieHeader);
  if (!match) return null;
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(match[1]!), 'base64url').toString('utf8')) as { expiresAt?: unknown };
    return typeof payload.expiresAt === 'number' ? payload.expiresAt : null;
  } catch {
    return null;
  }
}
/** `Set-Cookie` values better-auth produced while checking a request's session. */
const pendingCookies = new WeakMap<FastifyRequest, string[]>();

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

type SessionUser = {
  id: string;
  email: string;
  emailVerified?: boolean | null;
  displayUsername?: string | null;
  username?: string | null;
  role?: string | null;
};

function viewerOf(u: SessionUser): Viewer {
  return {
    id: u.id,
    username: u.displayUsername ?? u.username ?? '',
    email: u.email,
    emailVerified: u.emailVerified === true,
    role: u.role === 'admin' || u.role === 'moderator' ? u.role : 'user',
  };
}

/**
 * Asks better-auth for the session of a request and keeps the cookies it wants to set.
 * `fresh` skips the cookie cache (reads the session row and issues a new cache cookie).
 */
async function lookUp(request: FastifyRequest, fresh: boolean): Promise<Viewer | null> {
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return null;
  const { auth } = request.server.deps;
  let memo = verifiedCookies.get(auth);
  if (!memo) {
    memo = new Map();
    verifiedCookies.set(auth, memo);
  }
  const now = Date.now();
  if (!fresh) {
    const hit = memo.get(cookieHeader);
    if (hit && hit.expires > now && !mustRecheck(hit.viewer.id, hit.issuedAt, now)) return hit.viewer;
    if (hit) memo.delete(cookieHeader);
  }
  const { headers, response } = await auth.api.getSession({
    headers: toHeaders(request),
    returnHeaders: true,
    ...(fresh ? { query: { disableCookieCache: true } } : {}),
  });
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), ...cookies]);
  const viewer = response ? viewerOf(response.user) : null;
  // Served from the cookie cache (nothing to renew): memoise until the cookie's signed expiry.
  const cached = viewer && !fresh && cookies.length === 0;
  const expires = cached ? cookieCacheExpiry(cookieHeader) : null;
  const issuedAt = expires === null ? null : expires - SESSION_COOKIE_CACHE_SECONDS * 1000;
  // A cached cookie of a member whose sessions were revoked since it was issued: ask the database.
  if (cached && mustRecheck(viewer.id, issuedAt, now)) return lookUp(request, true);
  if (viewer && expires && expires > now) {
    memo.set(cookieHeader, { viewer, expires: Math.min(expires, now + SESSION_COOKIE_CACHE_SECONDS * 1000), issuedAt });
    if (memo.size > MAX_VERIFIED) memo.delete(memo.keys().next().value!);
  }
  return viewer;
}

/** True when a cached cookie of `userId` issued at `issuedAt` (null: unknown) predates a revocation. */
function mustRecheck(userId: string, issuedAt: number | null, now: number): boolean {
  const at = revokedAt(userId, now);
  return at !== null && (issuedAt === null || issuedAt <= at + REVOCATION_MARGIN_MS);
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Whether the request carries a session cookie at all (no check of it, no database): for
 * choosing the caching headers of an answer that is the same for everyone.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header !== undefined && SESSION_COOKIE.test(header);
}

/** The signed-in member of a request, or null (no session, expired or revoked). */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookUp(request, false);
    cache.set(request, pending);
  }
  return pending;
}

/**
 * Reads the session of `request` again from the database (never the cookie cache, no refresh
 * of "last seen", no cookies set): the member now, or null when the session has ended (signed
 * out, revoked, password reset or changed elsewhere, banned). For long-lived requests — an open
 * event stream re-checks its viewer with it on every revocation of that member.
 */
export async function recheckViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const response = await request.server.deps.auth.api.getSession({
    headers: toHeaders(request),
    query: { disableCookieCache: true, disableRefresh: true },
  });
  return response ? viewerOf(response.user) : null;
}

/**
 * Re-reads the session from the database and sends the browser a fresh cookie cache, so a
 * change to the member's own account (username, avatar, e-mail) shows at once instead of
 * after {@link SESSION_COOKIE_CACHE_SECONDS}. Later `getViewer` calls see the fresh data.
 */
export async function refreshSessionCookie(request: FastifyRequest): Promise<Viewer | null> {
  const pending = lookUp(request, true);
  cache.set(request, pending);
  return pending;
}

/**
 * `onSend` hook (app.ts): copies the `Set-Cookie` headers of the request's session check
 * (a renewed cookie cache, or cleared cookies for a revoked session) onto the reply.
 */
export async function forwardSessionCookies(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const cookies = pendingCookies.get(request);
  if (cookies?.length) {
    pendingCookies.delete(request);
    reply.header('set-cookie', cookies);
  }
  return payload;
}

export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.role !== 'admin') throw forbidden();
  return viewer;
}

/** True for the roles that moderate content (moderator, admin). */
export const isModerator = (viewer: Pick<Viewer, 'role'> | null | undefined): boolean =>
  viewer?.role === 'moderator' || viewer?.role === 'admin';

/** 401 for visitors, 403 `FORBIDDEN` for members who are neither moderator nor admin. */
export async function requireModerator(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!isModerator(viewer)) throw forbidden();
  return viewer;
}

export { toHeaders };
