import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type GarageCard, type Page } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { assistantKeys } from './query-keys';

/** GET /api/garages/mine — the signed-in member's garages (first 50, newest first) for the garage picker. */
export function getMyGarages(signal?: AbortSignal): Promise<Page<GarageCard>> {
  return apiFetch<Page<GarageCard>>('/garages/mine', { signal, query: { limit: MAX_PAGE_SIZE } });
}

export const getMyGaragesQueryOptions = () =>
  queryOptions({ queryKey: assistantKeys.garages(), queryFn: ({ signal }) => getMyGarages(signal), staleTime: 60_000 });

/** The member's garages; off for visitors. */
export function useMyGarages(enabled: boolean) {
  return useQuery({ ...getMyGaragesQueryOptions(), enabled });
}
