import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PremiumRequestView, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** POST /api/admin/premium/requests/:id/reject (admin) — declines a pending request; 409 PREMIUM_REQUEST_NOT_PENDING. */
export function rejectPremiumRequest(id: string): Promise<PremiumRequestView> {
  return apiFetch(premiumApi.rejectPremiumRequest, { params: { id } });
}

export function useRejectPremiumRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectPremiumRequest,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
