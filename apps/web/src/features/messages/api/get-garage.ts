import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageDetail, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** GET /api/garages/:id — the garage a new conversation is about (the compose page's card). */
export function getGarageForMessage(id: string, signal?: AbortSignal): Promise<GarageDetail> {
  return apiFetch(garagesApi.getGarage, { params: { id }, signal });
}

export function useGarageForMessage(id: string | null) {
  return useQuery(queryOptions({ queryKey: messageKeys.garage(id ?? ''), queryFn: ({ signal }) => getGarageForMessage(id ?? '', signal), enabled: Boolean(id), retry: false }));
}
