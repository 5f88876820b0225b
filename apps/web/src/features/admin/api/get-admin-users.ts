import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminUserListQuery as AdminUserListQueryInput, type AdminUserPage, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The query as the page sends it (numbered `page`). */
export type AdminUserListQuery = Omit<AdminUserListQueryInput, 'page'> & { page: number };

/** GET /api/admin/users?q=&role=&status=&page= — members, newest first, 20 a page; admins only. */
export function getAdminUsers(query: AdminUserListQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiFetch(adminApi.getAdminUsers, { signal, query: { ...query } });
}

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery({ queryKey: adminKeys.userList(query), queryFn: ({ signal }) => getAdminUsers(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
