import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PremiumMemberSummary, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** DELETE /api/admin/users/:id/premium (admin) — ends premium now; 409 PREMIUM_NOT_ACTIVE. */
export function revokePremium(userId: string): Promise<PremiumMemberSummary> {
  return apiFetch(premiumApi.revokePremium, { params: { id: userId } });
}

export function useRevokePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokePremium,
    onSettled: () => client.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
