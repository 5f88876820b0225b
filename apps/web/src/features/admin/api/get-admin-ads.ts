import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminAd, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/ads — every ad (expired too), newest first, with impressions and clicks; admins only. */
export function getAdminAds(signal?: AbortSignal): Promise<{ items: AdminAd[] }> {
  return apiFetch(advertisingApi.getAdminAds, { signal });
}

export function useAdminAds() {
  return useQuery(queryOptions({ queryKey: adminKeys.ads(), queryFn: ({ signal }) => getAdminAds(signal), staleTime: 0 }));
}
