import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MAINTENANCE_LOG_PAGE_SIZE, type MaintenanceLogPage, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

/** GET /api/maintenance/garages/:id/logs — the garage's service history, newest first (keyset pages). */
export function getMaintenanceLogs(garageId: string, cursor?: string, signal?: AbortSignal): Promise<MaintenanceLogPage> {
  return apiFetch(maintenanceApi.getMaintenanceLogs, { params: { id: garageId }, signal, query: { cursor, limit: MAINTENANCE_LOG_PAGE_SIZE } });
}

export function useMaintenanceLogs(garageId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: maintenanceKeys.logs(garageId),
      queryFn: ({ pageParam, signal }) => getMaintenanceLogs(garageId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}
