import { type MaintenanceItem, type MaintenanceItemInput, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/maintenance/items/:id — replaces the item's fields; the schedule is computed again. */
export function updateMaintenanceItem(id: string, input: MaintenanceItemInput): Promise<MaintenanceItem> {
  return apiFetch(maintenanceApi.updateMaintenanceItem, { params: { id }, json: input });
}
