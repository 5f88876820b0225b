import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BadgeCatalog, badgesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { badgesKeys } from './query-keys';

/**
 * GET /api/badges — every badge (category, rarity, kind, maxProgress), how many members hold it
 * and, signed in, the viewer's `unlocked`, `unlockedAt`, `progress`.
 */
export function getBadges(signal?: AbortSignal): Promise<BadgeCatalog> {
  return apiFetch(badgesApi.getBadges, { signal });
}

/** `viewerId`: the signed-in member's id, or null (part of the key: the answer depends on it). */
export function getBadgesQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: badgesKeys.catalog(viewerId),
    queryFn: ({ signal }) => getBadges(signal),
  });
}

export function useBadges(viewerId: string | null, enabled = true) {
  return useQuery({ ...getBadgesQueryOptions(viewerId), enabled });
}
