import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsApi, type ReportAction, type ReportHandled } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './query-keys';

/** What a moderator decides about a report: resolve with an action, or dismiss. */
export type ReportDecision = { id: string; kind: 'resolve'; action: ReportAction; note: string | null } | { id: string; kind: 'dismiss'; note: string | null };

/**
 * POST /api/admin/reports/:id/resolve `{ action, note }` or `/dismiss` `{ note }` — closes the
 * report and every other open report on the same target. 403 (ban by a moderator), 409
 * REPORT_NOT_OPEN, 400 REPORT_ACTION_UNAVAILABLE.
 */
export function handleReport(decision: ReportDecision): Promise<ReportHandled> {
  const params = { id: decision.id };
  return decision.kind === 'resolve'
    ? apiFetch(reportsApi.resolveReport, { params, json: { action: decision.action, note: decision.note } })
    : apiFetch(reportsApi.dismissReport, { params, json: { note: decision.note } });
}

/** {@link handleReport}; refetches every queue page afterwards (success or failure). */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.queues() }),
  });
}
