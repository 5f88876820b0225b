import type { QueryClient } from '@tanstack/react-query';
import { type GarageCard, type MemberOverlay, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

/**
 * GET /api/me/overlay — which of `ids` (at most MAX_OVERLAY_IDS) the signed-in member likes and
 * favorites; empty lists for a visitor.
 */
export function getMemberOverlay(ids: string[], signal?: AbortSignal): Promise<MemberOverlay> {
  return apiFetch(garagesApi.getMemberOverlay, { signal, query: { garages: ids.join(',') } });
}

/**
 * The signed-in member's id from the session query (fetched if not known yet; on the server it
 * is being preloaded beside the page's data), or null for a visitor — also when the session
 * check fails: the page then shows the public data, as to a visitor.
 */
async function memberId(client: QueryClient): Promise<string | null> {
  try {
    return (await client.ensureQueryData(sessionQueryOptions()))?.user.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The garage answers (list pages, featured cards, details) are the same for everyone, so they
 * come from the server's shared cache; a member's own flags are merged in here: `likedByMe` /
 * `favoritedByMe` from one small overlay request for the ids shown, and `isMine` (details) from
 * the owner's id. Visitors ask nothing more. The cached result has the member's flags, so
 * optimistic likes and favorites (garage-cache.ts) patch it like any other answer.
 * @throws ApiError when the overlay request fails (the query fails and is retried as any other).
 */
export async function withMemberOverlay<T extends GarageCard>(client: QueryClient, garages: T[], signal?: AbortSignal): Promise<T[]> {
  const viewerId = await memberId(client);
  if (!viewerId || garages.length === 0) return garages;
  const { garages: flags } = await getMemberOverlay([...new Set(garages.map((g) => g.id))], signal);
  const liked = new Set(flags.liked);
  const favorited = new Set(flags.favorited);
  return garages.map((g) => {
    const merged = { ...g, likedByMe: liked.has(g.id), favoritedByMe: favorited.has(g.id) };
    return 'isMine' in g ? { ...merged, isMine: g.owner.id === viewerId } : merged;
  });
}
