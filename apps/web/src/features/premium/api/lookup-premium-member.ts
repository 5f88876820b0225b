import { useMutation } from '@tanstack/react-query';
import type { PremiumMemberSummary, PremiumRequestView } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

export type PremiumLookup = PremiumMemberSummary & { pendingRequest: PremiumRequestView | null };

/** GET /api/admin/premium/lookup?username= (admin) — one member by username; 404 USER_NOT_FOUND. */
export function lookupPremiumMember(username: string): Promise<PremiumLookup> {
  return apiFetch<PremiumLookup>('/admin/premium/lookup', { query: { username } });
}

/** A lookup started by the grant form's submit (a mutation: it runs on demand, not on render). */
export function useLookupPremiumMember() {
  return useMutation({ mutationFn: lookupPremiumMember });
}
