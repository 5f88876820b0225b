import type { MaintenanceCompletion, MaintenanceCompletionInput } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance/items/:id/completions — records the service and moves the schedule. */
export function completeMaintenanceItem(id: string, input: MaintenanceCompletionInput): Promise<MaintenanceCompletion> {
  return apiFetch<MaintenanceCompletion>(`/maintenance/items/${id}/completions`, { method: 'POST', json: input });
}
