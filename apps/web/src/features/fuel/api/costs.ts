import { fuelApi, type CostEntry, type CostEntryInput, type CostSettingsInput, type FuelGarage } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/fuel/garages/:id/costs */
export const createCostEntry = (garageId: string, input: CostEntryInput): Promise<CostEntry> => apiFetch(fuelApi.createCostEntry, { params: { id: garageId }, json: input });

/** PUT /api/fuel/costs/:id */
export const updateCostEntry = (id: string, input: CostEntryInput): Promise<CostEntry> => apiFetch(fuelApi.updateCostEntry, { params: { id }, json: input });

/** DELETE /api/fuel/costs/:id */
export const deleteCostEntry = (id: string): Promise<void> => apiFetch(fuelApi.deleteCostEntry, { params: { id } });

/** PUT /api/fuel/garages/:id/settings — the public cost summary on or off. */
export const updateCostSettings = (garageId: string, input: CostSettingsInput): Promise<FuelGarage> => apiFetch(fuelApi.updateCostSettings, { params: { id: garageId }, json: input });
