/**
 * Query keys of the fuel log, all under `['fuel']`, so `invalidateQueries({ queryKey: fuelKeys.all })`
 * refreshes every fuel view after a write.
 */
export const fuelKeys = {
  all: ['fuel'] as const,
  /** `garageId` null: the member's first garage. */
  overview: (garageId: string | null) => [...fuelKeys.all, 'overview', garageId] as const,
  fillUps: (garageId: string, cursor: string | null) => [...fuelKeys.all, 'fill-ups', garageId, cursor] as const,
  costs: (garageId: string, cursor: string | null) => [...fuelKeys.all, 'costs', garageId, cursor] as const,
  report: (garageId: string, year: number | null) => [...fuelKeys.all, 'report', garageId, year] as const,
};
