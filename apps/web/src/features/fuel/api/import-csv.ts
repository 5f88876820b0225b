import { fuelApi, type FuelImportResult } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/fuel/garages/:id/fill-ups/import — the form's multipart body (its `file`) as is; the
 * browser sets the boundary. 400 CSV_IMPORT_INVALID carries the bad rows in `fields`
 * (`rows.<line>.<column>` → code).
 */
export const importFillUpsCsv = (garageId: string, body: FormData): Promise<FuelImportResult> => apiFetch(fuelApi.importFillUpsCsv, { params: { id: garageId }, body });
