import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PremiumRequestView, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** DELETE /api/premium/requests/mine — cancels the member's pending request; 404 PREMIUM_REQUEST_NOT_FOUND. */
export function cancelPremiumRequest(): Promise<PremiumRequestView> {
  return apiFetch(premiumApi.cancelPremiumRequest);
}

export function useCancelPremiumRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPremiumRequest,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
