/** The reports endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { adminReportListQuery, reportDismissInput, reportInput, reportResolveInput, type AdminReport, type AdminReportPage, type ReportCreated, type ReportHandled } from '../schemas/reports.ts';

export const reportsApi = {
  createReport: defineRoute({ method: 'POST', path: '/api/reports', body: reportInput, response: output<ReportCreated>() }),
  getAdminReports: defineRoute({ method: 'GET', path: '/api/admin/reports', query: adminReportListQuery, response: output<AdminReportPage>() }),
  getAdminReport: defineRoute({ method: 'GET', path: '/api/admin/reports/:id', params: uuidParam, response: output<AdminReport>() }),
  resolveReport: defineRoute({ method: 'POST', path: '/api/admin/reports/:id/resolve', params: uuidParam, body: reportResolveInput, response: output<ReportHandled>() }),
  dismissReport: defineRoute({ method: 'POST', path: '/api/admin/reports/:id/dismiss', params: uuidParam, body: reportDismissInput, response: output<ReportHandled>() }),
};
