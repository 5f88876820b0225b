import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PremiumGrantInput, type PremiumMemberSummary, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/**
 * PUT /api/admin/users/:id/premium `{ until: 'YYYY-MM-DD', reason? }` (admin) — grants or extends
 * premium to the end of `until`; approves the member's pending request. 400 PREMIUM_UNTIL_INVALID.
 */
export function grantPremium({
  userId,
  ...input
}: PremiumGrantInput & { userId: string }): Promise<PremiumMemberSummary> {
  return apiFetch(premiumApi.grantPremium, { params: { id: userId }, json: input });
}

export function useGrantPremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantPremium,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
