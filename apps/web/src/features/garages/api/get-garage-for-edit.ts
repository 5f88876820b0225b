import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageDetail, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** Key of the owner's editable copy of a garage (kept apart from the public detail). */
export const garageEditKey = (id: string) => [...garageKeys.all, 'edit', id] as const;

/** GET /api/garages/:id/edit — owner only (403 GARAGE_FORBIDDEN, 404 GARAGE_NOT_FOUND). */
export function getGarageForEdit(id: string, signal?: AbortSignal): Promise<GarageDetail> {
  return apiFetch(garagesApi.getGarageForEdit, { params: { id }, signal });
}

export function getGarageForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: garageEditKey(id),
    queryFn: ({ signal }) => getGarageForEdit(id, signal),
    // The form copies the data once; a background refetch must not surprise the owner.
    refetchOnWindowFocus: false,
  });
}

export function useGarageForEdit(id: string) {
  return useQuery(getGarageForEditQueryOptions(id));
}
