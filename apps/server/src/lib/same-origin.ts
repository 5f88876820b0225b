/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) that a browser sends on behalf of
 * another site (decision 012), before any route, better-auth or page action sees them — so a
 * page elsewhere cannot use a member's cookie to write, whatever the cookie's SameSite says
 * (SameSite=Lax still sends it from another port of the same host, which is the same site).
 *
 * Verifying the origin with standard headers (OWASP CSRF prevention cheat sheet):
 * - `Sec-Fetch-Site` present (every current browser sends it): allowed when `same-origin` or
 *   `none` (the member's own action, e.g. a bookmark); refused when `same-site`, `cross-site` or
 *   anything else.
 * - Otherwise `Origin` present (browsers send it on every non-GET request): allowed when it is
 *   the site's origin; refused when it differs, is `null` (sandboxed frames, some redirects) or
 *   cannot be read.
 * - Neither header: allowed. No browser omits both on a POST, so such a request comes from a
 *   program that holds no member's cookie unless given one: curl, another server, the server's
 *   own in-process calls, a mail provider's one-click unsubscribe POST (RFC 8058).
 *
 * The site's origin is PUBLIC_URL's; without PUBLIC_URL the address the request was sent to is
 * trusted too (scheme and Host, as Fastify reads them under `trustProxy`), like better-auth's
 * `trustedOrigins` in lib/auth.ts.
 * Answer: 403 `{ error: { code: 'CROSS_SITE_REQUEST', message } }` through the central handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Methods that change state; only these are checked (GET, HEAD and OPTIONS must not write). */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Sec-Fetch-Site` values of a request the site itself (or the member, directly) made. */
const ALLOWED_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** The origin (`scheme://host[:port]`, default port dropped, lower case) of a URL, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** One header value: absent → undefined; repeated headers count as unreadable (never allowed). */
function single(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : '';
  return value;
}

/**
 * Whether a state-changing request may proceed, from its `Sec-Fetch-Site` and `Origin` headers
 * and the origins of the site (`siteOrigins`, already normalised by {@link originOf}).
 */
export function isSameOriginWrite(headers: { secFetchSite: string | undefined; origin: string | undefined }, siteOrigins: readonly string[]): boolean {
  if (headers.secFetchSite !== undefined) return ALLOWED_FETCH_SITES.has(headers.secFetchSite.trim().toLowerCase());
  if (headers.origin === undefined) return true;
  const origin = originOf(headers.origin.trim());
  return origin !== null && siteOrigins.includes(origin);
}

const crossSite = () => new AppError(403, 'CROSS_SITE_REQUEST');

/**
 * Adds the check to every route of `app` as an `onRequest` hook (register it on the root instance
 * before the routes: it then covers /api/*, better-auth's /api/auth/*, page POSTs and the
 * not-found handler). `publicUrl` is the site's origin; `trustRequestHost` (PUBLIC_URL unset) also
 * allows the origin the request was addressed to.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicUrl: string; trustRequestHost: boolean }) {
  const publicOrigin = originOf(options.publicUrl);
  if (!publicOrigin) throw new Error(`PUBLIC_URL is not an absolute URL: ${options.publicUrl}`);
  const siteOrigins = (request: FastifyRequest): string[] => {
    if (!options.trustRequestHost) return [publicOrigin];
    const requested = originOf(`${request.protocol}://${request.host}`);
    return requested ? [publicOrigin, requested] : [publicOrigin];
  };
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const headers = { secFetchSite: single(request.headers['sec-fetch-site']), origin: single(request.headers.origin) };
    if (!isSameOriginWrite(headers, siteOrigins(request))) {
      request.log.info({ method: request.method, url: request.url, secFetchSite: headers.secFetchSite, origin: headers.origin }, 'cross-site write refused');
      throw crossSite();
    }
  });
}
