import { type MaintenanceCompletion, type MaintenanceCompletionInput, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance/items/:id/completions — records the service and moves the schedule. */
export function completeMaintenanceItem(id: string, input: MaintenanceCompletionInput): Promise<MaintenanceCompletion> {
  return apiFetch(maintenanceApi.completeMaintenanceItem, { params: { id }, json: input });
}
