import { maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/maintenance/items/:id — the item goes; its history rows stay. */
export function deleteMaintenanceItem(id: string): Promise<void> {
  return apiFetch(maintenanceApi.deleteMaintenanceItem, { params: { id } });
}
