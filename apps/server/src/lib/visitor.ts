/**
 * Who is viewing a page whose views are counted — a garage, a blog post, a forum topic
 * (a view is counted once per visitor and day). Shared by the modules that count views
 * (garages, blog, forum); each passes the path its cookie is scoped to.
 *
 * A member is their account: `u:<member id>`. An anonymous visitor is known by two things, and
 * a view counts only when NEITHER has been counted for that garage that day (likes.service.ts
 * `countView`):
 * - `a:` their network address — an IPv4 address, or the /64 prefix of an IPv6 one (one host
 *   owns a whole /64 and may rotate through it). The user agent is deliberately not part of it:
 *   a script that changes its agent, or five browsers on one machine, give one view.
 * - `c:` a first-party cookie ({@link VISITOR_COOKIE}: random id, httpOnly, SameSite=Lax, Secure
 *   under https, one year, scoped to the module's API path, e.g. /api/garages), set on the first view. It ties one browser's
 *   views together when its address changes (Wi-Fi to mobile data), so that is one view too.
 *
 * Consequences, chosen on purpose: a client that keeps no cookies counts at most once per
 * address per garage per day; one that keeps them cannot count more often than that, because
 * every new cookie still shares the address (a fresh cookie per request — fetching a new id
 * each time — does not help a script). The price is that anonymous visitors behind one address
 * (a household, an office, a carrier's NAT) count as one a day; signed-in members are always
 * counted per account. Both keys are HMACs under the auth secret with the day mixed in, so the
 * `garage_views` rows (kept until the sweeper drops past days) hold neither an address nor a
 * cookie value, and a visitor cannot be followed from one day to the next through them.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import ipaddr from 'ipaddr.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './session.ts';

/** Name of the visitor-id cookie. */
export const VISITOR_COOKIE = 'garaj_visitor';
/** Lifetime of the visitor-id cookie, seconds (one year). */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The address as counted: IPv4 (also when IPv4-mapped), or the /64 network of an IPv6 address. */
export function addressForViews(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}

/** The visitor id from the request's cookie, or null when missing or malformed. */
function cookieId(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[VISITOR_COOKIE];
  return value && UUID.test(value) ? value : null;
}

/**
 * The keys a view is recorded under for `day` (`YYYY-MM-DD`): `['u:<id>']` for a member, else
 * `['a:<hmac>', 'c:<hmac>']`. Gives an anonymous visitor without a (valid) cookie a new one on
 * `reply`, and uses it right away, so the same browser's next view matches.
 * @param secret key of the HMACs (the auth secret).
 * @param cookiePath the path the visitor cookie is scoped to (the module's API prefix, e.g. `/api/garages`).
 */
export function viewKeys(
  viewer: Viewer | null,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  day: string,
  cookiePath: string,
): string[] {
  if (viewer) return [`u:${viewer.id}`];
  let id = cookieId(request);
  if (!id) {
    id = randomUUID();
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: VISITOR_COOKIE,
        value: id,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.server.deps.publicUrl.startsWith('https://'),
        path: cookiePath,
        maxAge: VISITOR_COOKIE_MAX_AGE,
      }),
    );
  }
  const hmac = (value: string) => createHmac('sha256', secret).update(`${day}\n${value}`).digest('base64url');
  return [`a:${hmac(addressForViews(request.ip))}`, `c:${hmac(id)}`];
}
