import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminAuditQuery as AdminAuditQueryInput, type AuditPage, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The query as the page sends it (numbered `page`). */
export type AdminAuditQuery = Omit<AdminAuditQueryInput, 'page'> & { page: number };

/**
 * GET /api/admin/audit?actor=&action=&targetType=&from=&to=&page= — every moderator and admin
 * action, newest first, 20 a page; admins only. `action` is exact or a prefix ending in '.'.
 */
export function getAuditLog(query: AdminAuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch(adminApi.getAuditLog, { signal, query: { ...query } });
}

export function useAuditLog(query: AdminAuditQuery) {
  return useQuery({ queryKey: adminKeys.auditList(query), queryFn: ({ signal }) => getAuditLog(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
