import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type GarageCard, type Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { competitionKeys } from './query-keys';

/** GET /api/garages/mine — the signed-in member's garages (the first 50), to enter one. */
export function getMyGarages(signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch<Page<GarageCard>>('/garages/mine', { signal, query: { limit: MAX_PAGE_SIZE } });
}

/** Loaded when the join dialog opens. */
export const useMyGarages = (enabled: boolean) =>
  useQuery({ queryKey: competitionKeys.myGarages(), queryFn: ({ signal }) => getMyGarages(signal), enabled, staleTime: 0 });
