import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PremiumMemberPage, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** GET /api/admin/premium/members?page= (admin) — members premium now, the soonest ending first. */
export function getPremiumMembers(page: number, signal?: AbortSignal): Promise<PremiumMemberPage> {
  return apiFetch(premiumApi.getPremiumMembers, { signal, query: { page } });
}

export function usePremiumMembers(page: number) {
  return useQuery({
    queryKey: premiumKeys.adminMembers(page),
    queryFn: ({ signal }) => getPremiumMembers(page, signal),
    placeholderData: keepPreviousData,
  });
}
