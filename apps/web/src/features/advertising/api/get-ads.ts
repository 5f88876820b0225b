import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdCategory, type AdList, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { advertisingKeys } from './query-keys';

/** GET /api/ads?category= — ads valid today, featured first; `hiddenForPremium` for premium members. */
export function getAds(category: AdCategory | null, signal?: AbortSignal): Promise<AdList> {
  return apiFetch(advertisingApi.getAds, { signal, query: category ? { category } : undefined });
}

/** `viewerId`: the signed-in member's id or null (the answer depends on premium). */
export function getAdsQueryOptions(category: AdCategory | null, viewerId: string | null) {
  return queryOptions({ queryKey: advertisingKeys.ads(category, viewerId), queryFn: ({ signal }) => getAds(category, signal) });
}

export function useAds(category: AdCategory | null, viewerId: string | null) {
  return useQuery(getAdsQueryOptions(category, viewerId));
}
