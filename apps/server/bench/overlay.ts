/**
 * The member's personal overlay in the benchmark (run.ts): members get the same public list and
 * detail answers as visitors, and their likes and favorites from `GET /api/me/overlay` for the
 * ids they show (docs/decisions/014-member-overlay-request.md). The `member overlay` row asks
 * for the ids of the first list page plus the detail garage — what the web client asks after
 * loading the list.
 */
import type { FastifyRequest } from 'fastify';
import { rateLimitKey } from '../src/lib/rate-limit.ts';

/** Text the overlay answer must contain: the bench member likes garages of the first page. */
export const OVERLAY_EXPECT = '"liked":["';

/** The overlay path for the first list page's ids and `detailId`, read from the running server. */
export async function overlayPath(base: string, detailId: string): Promise<string> {
  const res = await fetch(`${base}/api/garages`, { signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`GET /api/garages answered ${res.status} while preparing the overlay target`);
  const page = (await res.json()) as { items: { id: string }[] };
  const ids = [...new Set([...page.items.map((g) => g.id), detailId])];
  return `/api/me/overlay?garages=${ids.join(',')}`;
}

let requestCount = 0;

/**
 * The benchmark server's rate-limit key: the app's own (`rateLimitKey`, which checks the
 * session like every request of a member does) plus a per-request suffix, so every request
 * gets a counter of its own. The per-route limits (600 list reads a minute per address, 300 per
 * member) would otherwise turn almost every measured request into a 429 and the rows would
 * measure refusals; the work of the limiter itself (the key, a counter) is still done.
 */
export async function benchRateLimitKey(request: FastifyRequest): Promise<string> {
  return `${await rateLimitKey(request)}#${(requestCount = (requestCount + 1) % 1_000_000_000)}`;
}
