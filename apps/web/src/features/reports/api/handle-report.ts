import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction, ReportHandled } from '@garaj/shared';
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
  const path = `/admin/reports/${encodeURIComponent(decision.id)}/${decision.kind}`;
  const json = decision.kind === 'resolve' ? { action: decision.action, note: decision.note } : { note: decision.note };
  return apiFetch<ReportHandled>(path, { method: 'POST', json });
}

/** {@link handleReport}; refetches every queue page afterwards (success or failure). */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.queues() }),
  });
}
