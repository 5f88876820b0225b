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
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';

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
 * How long (seconds) a signed session cookie is trusted without asking the database. Also
 * the longest time a revoked session (password reset or change, admin ban, "sign out
 * everywhere", a deleted account) or a role change keeps working on another device; the
 * device that signs out loses its cookies at once. docs/decisions/004-session-cookie-cache.md.
 */
export const SESSION_COOKIE_CACHE_SECONDS = 15;

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Memo of cookie headers better-auth accepted from its cookie cache: header → viewer until `expires`. */
const MAX_VERIFIED = 10_000;
const verifiedCookies = new WeakMap<object, Map<string, { viewer: Viewer; expires: number }>>();

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
    if (hit && hit.expires > now) return hit.viewer;
    if (hit) memo.delete(cookieHeader);
  }
  const { headers, response } = await auth.api.getSession({
    headers: toHeaders(request),
    returnHeaders: true,
    ...(fresh ? { query: { disableCookieCache: true } } : {}),
  });
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), ...cookies]);
  const viewer = response ? viewerOf(response.user as SessionUser) : null;
  // Served from the cookie cache (nothing to renew): memoise until the cookie's signed expiry.
  const expires = viewer && !fresh && cookies.length === 0 ? cookieCacheExpiry(cookieHeader) : null;
  if (viewer && expires && expires > now) {
    memo.set(cookieHeader, { viewer, expires: Math.min(expires, now + SESSION_COOKIE_CACHE_SECONDS * 1000) });
    if (memo.size > MAX_VERIFIED) memo.delete(memo.keys().next().value!);
  }
  return viewer;
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
