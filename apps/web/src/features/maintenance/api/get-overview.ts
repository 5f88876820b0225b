import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MaintenanceOverview, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

/** GET /api/maintenance?garageId= — the member's garages, items (of one garage, or all) and counts. */
export function getMaintenanceOverview(garageId: string | null, signal?: AbortSignal): Promise<MaintenanceOverview> {
  return apiFetch(maintenanceApi.getMaintenanceOverview, { signal, query: { garageId: garageId ?? undefined } });
}

export const getMaintenanceOverviewQueryOptions = (garageId: string | null) =>
  queryOptions({ queryKey: maintenanceKeys.overview(garageId), queryFn: ({ signal }) => getMaintenanceOverview(garageId, signal) });

/** The overview of one garage (or all when null); members only (`enabled` false for visitors). */
export const useMaintenanceOverview = (garageId: string | null, enabled = true) => useQuery({ ...getMaintenanceOverviewQueryOptions(garageId), enabled });
