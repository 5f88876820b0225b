import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminDashboard, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/dashboard — totals counted from stored rows and the last 30 Istanbul days
 * (oldest first) of sign-ups and new content; admins only (401 visitors, 403 others).
 */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiFetch(adminApi.getAdminDashboard, { signal });
}

export const getAdminDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getAdminDashboard(signal), staleTime: 0 });

export function useAdminDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminDashboardQueryOptions(), enabled });
}
