/**
 * Whose counter a request is counted on, for every `@fastify/rate-limit` limit of the API (the
 * plugin's `keyGenerator`, app.ts) and for the open event streams (modules/live):
 *
 * - a signed-in member: `user:<id>`, wherever they come from — many members share one address
 *   behind a mobile carrier's NAT, and none of them may use up the others' budget;
 * - a visitor (or a session that does not check out): the client address Fastify trusts
 *   (`request.ip`: the socket, or the configured proxy's `X-Forwarded-For`).
 *
 * The member is the viewer `getViewer` resolves for the request anyway (memoised per request,
 * served from better-auth's HMAC-signed cookie cache), so a forged or someone else's cookie
 * never picks a member's bucket: it does not verify, and the request counts on its address.
 * Counters live in this process, or in Redis when `REDIS_URL` is set (shared by instances).
 */
import type { FastifyRequest } from 'fastify';
import { getViewer } from './session.ts';

const MEMBER_PREFIX = 'user:';

/** `user:<id>` for a signed-in member, else the client address. Never throws (falls back to the address). */
export async function rateLimitKey(request: FastifyRequest): Promise<string> {
  try {
    const viewer = await getViewer(request);
    if (viewer) return `${MEMBER_PREFIX}${viewer.id}`;
  } catch (error) {
    request.log.warn({ err: error }, 'rate limit: session check failed; counting on the address');
  }
  return request.ip;
}

/** True for a key of {@link rateLimitKey} that names a member. */
export const isMemberKey = (key: string): boolean => key.startsWith(MEMBER_PREFIX);

/**
 * Budget of the expensive public list reads (search, sort, filters: the users directory, the
 * garage, blog and forum lists, the site search), per route and minute.
 *
 * - Visitors, per address: 600. One address may be a carrier NAT with hundreds of people behind
 *   it (≈ 700 page loads a minute were seen from one), and a page load reads one list at most;
 *   identical queries are answered from the short visitor cache (lib/answer-cache.ts) anyway.
 *   What the figure bounds is a script on one address: 10 distinct, uncached queries a second
 *   on each list, a small share of what one core answers (≈ 128 a second for the costliest,
 *   `/api/users?q=a&sort=garages`).
 * - Members, per account: 300. One person reads at most a few lists a second, even paging and
 *   typing into a search box; their answers are personal (never cached), so the budget is
 *   lower than a whole address's.
 */
export const LIST_READS_PER_MINUTE = { visitor: 600, member: 300 } as const;

/** Route `config` of the expensive list reads ({@link LIST_READS_PER_MINUTE}). */
export const LIST_READ_LIMIT = {
  rateLimit: {
    timeWindow: '1 minute',
    max: (_request: FastifyRequest, key: string) => (isMemberKey(key) ? LIST_READS_PER_MINUTE.member : LIST_READS_PER_MINUTE.visitor),
  },
};
