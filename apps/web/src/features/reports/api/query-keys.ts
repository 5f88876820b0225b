import type { ReportStatus, ReportTargetType } from '@garaj/shared';

/** The moderators' queue filters (`GET /api/admin/reports?status=&targetType=&page=`). */
export interface ReportQueueParams {
  status: ReportStatus;
  targetType: ReportTargetType | null;
  page: number;
}

/** Query keys of the reports feature, all under `['reports']`. */
export const reportKeys = {
  all: ['reports'] as const,
  queues: () => [...reportKeys.all, 'queue'] as const,
  queue: (params: ReportQueueParams) => [...reportKeys.queues(), params.status, params.targetType, params.page] as const,
};
