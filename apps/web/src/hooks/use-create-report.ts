import { useMutation } from '@tanstack/react-query';
import { type ReportCreated, type ReportInput, reportsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/reports — a signed-in, verified member reports content or a member.
 * 404 REPORT_TARGET_NOT_FOUND, 400 REPORT_OWN_TARGET, 409 REPORT_ALREADY_OPEN, 429 RATE_LIMITED.
 */
export function createReport(input: ReportInput): Promise<ReportCreated> {
  return apiFetch(reportsApi.createReport, { json: input });
}

/** The report mutation (POST /api/reports); the dialog handles its errors. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
