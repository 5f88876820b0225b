import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageDetail, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { withMemberOverlay } from '@/hooks/member-overlay';
import { garageKeys } from './query-keys';

/**
 * GET /api/users/:username/latest-garage — the member's newest garage, used by /garaj/{username}
 * (404 USER_NOT_FOUND when nobody has that name, GARAGE_NOT_FOUND when they have no garage).
 */
export function getLatestGarage(username: string, signal?: AbortSignal): Promise<GarageDetail> {
  return apiFetch(garagesApi.getLatestGarage, { params: { username }, signal });
}

export function getLatestGarageQueryOptions(username: string) {
  return queryOptions({
    queryKey: garageKeys.byUsername(username),
    queryFn: async ({ signal, client }) => (await withMemberOverlay(client, [await getLatestGarage(username, signal)], signal))[0]!,
  });
}

export function useLatestGarage(username: string) {
  return useQuery(getLatestGarageQueryOptions(username));
}
