import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminGarageListQuery as AdminGarageListQueryInput, type AdminGaragePage, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The query as the page sends it (numbered `page`). */
export type AdminGarageListQuery = Omit<AdminGarageListQueryInput, 'page'> & { page: number };

/** GET /api/admin/garages?q=&featured=&page= — garages, newest first, 20 a page; admins only. */
export function getAdminGarages(query: AdminGarageListQuery, signal?: AbortSignal): Promise<AdminGaragePage> {
  return apiFetch(adminApi.getAdminGarages, { signal, query: { ...query } });
}

export function useAdminGarages(query: AdminGarageListQuery) {
  return useQuery({ queryKey: adminKeys.garageList(query), queryFn: ({ signal }) => getAdminGarages(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
