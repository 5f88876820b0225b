import { fuelApi, type FillUp, type FillUpInput } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/fuel/garages/:id/fill-ups — 400 FUEL_ODOMETER_ORDER for a reading out of date order. */
export const createFillUp = (garageId: string, input: FillUpInput): Promise<FillUp> => apiFetch(fuelApi.createFillUp, { params: { id: garageId }, json: input });

/** PUT /api/fuel/fill-ups/:id — replaces the fill-up's fields. */
export const updateFillUp = (id: string, input: FillUpInput): Promise<FillUp> => apiFetch(fuelApi.updateFillUp, { params: { id }, json: input });

/** DELETE /api/fuel/fill-ups/:id */
export const deleteFillUp = (id: string): Promise<void> => apiFetch(fuelApi.deleteFillUp, { params: { id } });
