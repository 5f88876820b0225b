import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PremiumRequestInput, PremiumRequestView } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** POST /api/premium/requests `{ plan }` (member) → 201; 409 PREMIUM_REQUEST_PENDING / PREMIUM_ALREADY_ACTIVE, 429. */
export function createPremiumRequest(input: PremiumRequestInput): Promise<PremiumRequestView> {
  return apiFetch<PremiumRequestView>('/premium/requests', { method: 'POST', json: input });
}

export function useCreatePremiumRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPremiumRequest,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
