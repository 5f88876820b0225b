import { type MaintenanceItem, type MaintenanceItemInput, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance/items — answers the stored item with its computed schedule and status. */
export function createMaintenanceItem(input: MaintenanceItemInput): Promise<MaintenanceItem> {
  return apiFetch(maintenanceApi.createMaintenanceItem, { json: input });
}
