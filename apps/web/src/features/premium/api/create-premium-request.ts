import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PremiumRequestInput, type PremiumRequestView, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** POST /api/premium/requests `{ plan }` (member) → 201; 409 PREMIUM_REQUEST_PENDING / PREMIUM_ALREADY_ACTIVE, 429. */
export function createPremiumRequest(input: PremiumRequestInput): Promise<PremiumRequestView> {
  return apiFetch(premiumApi.createPremiumRequest, { json: input });
}

export function useCreatePremiumRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPremiumRequest,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
