import { queryOptions } from '@tanstack/react-query';
import { type InviteInviter, invitesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/invites/:code — who invited (the sign-up page of `/register?ref=CODE`); 404 for an unknown code. */
export function getInviter(code: string): Promise<InviteInviter> {
  return apiFetch(invitesApi.getInviter, { params: { code } });
}

export const getInviterQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['invites', 'inviter', code], queryFn: () => getInviter(code), staleTime: 5 * 60_000, retry: false });
