import { useMutation } from '@tanstack/react-query';
import { type PremiumMemberSummary, type PremiumRequestView, premiumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

export type PremiumLookup = PremiumMemberSummary & { pendingRequest: PremiumRequestView | null };

/** GET /api/admin/premium/lookup?username= (admin) — one member by username; 404 USER_NOT_FOUND. */
export function lookupPremiumMember(username: string): Promise<PremiumLookup> {
  return apiFetch(premiumApi.lookupPremiumMember, { query: { username } });
}

/** A lookup started by the grant form's submit (a mutation: it runs on demand, not on render). */
export function useLookupPremiumMember() {
  return useMutation({ mutationFn: lookupPremiumMember });
}
