import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type GarageCard, type Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { locationKeys } from './query-keys';

/** GET /api/garages/mine — the signed-in member's garages (the first 50), to pick the vehicle. */
export function getMyGarages(signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch<Page<GarageCard>>('/garages/mine', { signal, query: { limit: MAX_PAGE_SIZE } });
}

/** Loaded in the browser for the share form (members only). */
export const useMyGarages = (enabled: boolean) => useQuery({ queryKey: locationKeys.myGarages(), queryFn: ({ signal }) => getMyGarages(signal), enabled });
