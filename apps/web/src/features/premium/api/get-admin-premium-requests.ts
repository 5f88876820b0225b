import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminPremiumRequestPage, type PremiumRequestStatus, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** GET /api/admin/premium/requests?status=&page= (admin) — newest first, with each member's premium state. */
export function getAdminPremiumRequests(
  status: PremiumRequestStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<AdminPremiumRequestPage> {
  return apiFetch(premiumApi.getAdminPremiumRequests, { signal, query: { ...(status ? { status } : {}), page } });
}

export function useAdminPremiumRequests(status: PremiumRequestStatus | null, page: number) {
  return useQuery({
    queryKey: premiumKeys.adminRequests(status, page),
    queryFn: ({ signal }) => getAdminPremiumRequests(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
