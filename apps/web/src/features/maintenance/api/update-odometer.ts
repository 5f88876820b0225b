import { type MaintenanceGarage, type MaintenanceOdometerInput, maintenanceApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/maintenance/garages/:id/odometer — 409 MAINTENANCE_ODOMETER_LOWER for a lower reading unless `allowDecrease`. */
export function updateGarageOdometer(garageId: string, input: MaintenanceOdometerInput): Promise<MaintenanceGarage> {
  return apiFetch(maintenanceApi.updateGarageOdometer, { params: { id: garageId }, json: input });
}
