import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PremiumOverview, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** The query key of GET /api/premium for one viewer (null = visitor), under the premium feature's `['premium']`. */
export function premiumOverviewKey(viewerId: string | null) {
  return ['premium', 'overview', viewerId] as const;
}

/** GET /api/premium — plans, limits and (signed in) the member's premium state and pending request. */
export function getPremium(signal?: AbortSignal): Promise<PremiumOverview> {
  return apiFetch(premiumApi.getPremium, { signal });
}

/** `viewerId`: the signed-in member's id or null (the key names the viewer). */
export function getPremiumQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: premiumOverviewKey(viewerId),
    queryFn: ({ signal }) => getPremium(signal),
  });
}

/** The premium overview for `viewerId` (null = visitor); `enabled: false` holds the request. */
export function usePremium(viewerId: string | null, enabled = true) {
  return useQuery({ ...getPremiumQueryOptions(viewerId), enabled });
}
