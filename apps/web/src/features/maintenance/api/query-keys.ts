/**
 * Query keys of the maintenance tracker, all under `['maintenance']`, so
 * `invalidateQueries({ queryKey: maintenanceKeys.all })` refreshes every maintenance view
 * (the page, the home section) after a write.
 */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  /** `garageId` null: every garage of the member. */
  overview: (garageId: string | null) => [...maintenanceKeys.all, 'overview', garageId] as const,
  logs: (garageId: string) => [...maintenanceKeys.all, 'logs', garageId] as const,
};
