import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyInvites, invitesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { affiliateKeys } from './query-keys';

/**
 * GET /api/me/invites — the signed-in member's code (made on first use), link, stats, first page
 * of invited friends and rewards. Member-only: loaded in the browser.
 */
export function getMyInvites(signal?: AbortSignal): Promise<MyInvites> {
  return apiFetch(invitesApi.getMyInvites, { signal });
}

export const getMyInvitesQueryOptions = () => queryOptions({ queryKey: affiliateKeys.mine(), queryFn: ({ signal }) => getMyInvites(signal) });

export const useMyInvites = (enabled: boolean) => useQuery({ ...getMyInvitesQueryOptions(), enabled });
