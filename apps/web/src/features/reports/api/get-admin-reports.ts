import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminReportPage, reportsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { reportKeys, type ReportQueueParams } from './query-keys';

/** GET /api/admin/reports?status=&targetType=&page= — moderators and admins (Reports). */
export function getAdminReports(params: ReportQueueParams, signal?: AbortSignal): Promise<AdminReportPage> {
  return apiFetch(reportsApi.getAdminReports, {
    signal,
    query: { status: params.status, page: params.page, ...(params.targetType ? { targetType: params.targetType } : {}) },
  });
}

export function getAdminReportsQueryOptions(params: ReportQueueParams) {
  return queryOptions({ queryKey: reportKeys.queue(params), queryFn: ({ signal }) => getAdminReports(params, signal) });
}

/** The queue page for the filters; the previous page stays on screen while the next loads. */
export function useAdminReports(params: ReportQueueParams) {
  return useQuery({ ...getAdminReportsQueryOptions(params), placeholderData: keepPreviousData });
}
