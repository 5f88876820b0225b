import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Dashboard figures counted from stored rows (docs/api.md GET /api/admin/stats). */
export interface AdminStats {
  members: number;
  garages: number;
  photos: number;
  comments: number;
}

/** GET /api/admin/stats — admins only (401 for visitors, 403 for members). */
export function getAdminStats(): Promise<AdminStats> {
  return apiFetch<AdminStats>('/admin/stats');
}

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats, staleTime: 0 });

export function useAdminStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminStatsQueryOptions(), enabled });
}
