import { queryOptions, useQuery } from '@tanstack/react-query';
import { fuelApi, type CostReport } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { fuelKeys } from './query-keys';

/** GET /api/fuel/garages/:id/report?year= — the yearly cost report (this year when `year` is null). */
export function getCostReport(garageId: string, year: number | null, signal?: AbortSignal): Promise<CostReport> {
  return apiFetch(fuelApi.getCostReport, { params: { id: garageId }, signal, query: { year: year ?? undefined } });
}

export const getCostReportQueryOptions = (garageId: string, year: number | null) =>
  queryOptions({ queryKey: fuelKeys.report(garageId, year), queryFn: ({ signal }) => getCostReport(garageId, year, signal) });

export const useCostReport = (garageId: string, year: number | null) => useQuery(getCostReportQueryOptions(garageId, year));
