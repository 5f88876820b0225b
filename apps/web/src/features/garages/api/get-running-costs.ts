import { useQuery } from '@tanstack/react-query';
import { fuelApi, type GarageCostSummary } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** GET /api/fuel/garages/:id/summary — the garage's running costs as its owner shows them (`isPublic: false` when not). */
export function getRunningCosts(id: string, signal?: AbortSignal): Promise<GarageCostSummary> {
  return apiFetch(fuelApi.getRunningCosts, { params: { id }, signal });
}

/** The running-cost summary, fetched in the browser once `enabled` (after hydration: it is not part of the page's first answer). */
export function useRunningCosts(id: string, enabled: boolean) {
  return useQuery({ queryKey: garageKeys.runningCosts(id), queryFn: ({ signal }) => getRunningCosts(id, signal), enabled, staleTime: 60_000 });
}
