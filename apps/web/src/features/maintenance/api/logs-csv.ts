import { maintenanceApi } from '@garaj/shared';
import { apiUrl } from '@/lib/api-client';

/** GET /api/maintenance/garages/:id/logs.csv — the history as a CSV download (a plain link: the browser sends the session cookie). */
export const maintenanceLogsCsvUrl = (garageId: string): string => apiUrl(maintenanceApi.getMaintenanceLogsCsv, { params: { id: garageId } });
