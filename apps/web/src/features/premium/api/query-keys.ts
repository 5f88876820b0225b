import type { PremiumRequestStatus } from '@garaj/shared';
import { premiumOverviewKey } from '@/hooks/use-premium';

/** TanStack Query keys of the premium feature. */
export const premiumKeys = {
  all: ['premium'] as const,
  /** GET /api/premium for one viewer (null = visitor): the answer depends on who asks. */
  overview: premiumOverviewKey,
  admin: ['premium', 'admin'] as const,
  adminRequests: (status: PremiumRequestStatus | null, page: number) =>
    ['premium', 'admin', 'requests', status, page] as const,
  adminMembers: (page: number) => ['premium', 'admin', 'members', page] as const,
};
