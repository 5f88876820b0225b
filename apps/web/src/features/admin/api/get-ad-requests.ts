import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdRequestPage, type AdRequestStatus, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface AdRequestQuery {
  status?: AdRequestStatus;
  page: number;
}

/** GET /api/admin/ad-requests?status=&page= — the 'Reklam Verin' inbox, newest first; admins only. */
export function getAdRequests(query: AdRequestQuery, signal?: AbortSignal): Promise<AdRequestPage> {
  return apiFetch(advertisingApi.getAdRequests, { signal, query: { ...query } });
}

export function useAdRequests(query: AdRequestQuery) {
  return useQuery({ queryKey: adminKeys.adRequestList(query), queryFn: ({ signal }) => getAdRequests(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
