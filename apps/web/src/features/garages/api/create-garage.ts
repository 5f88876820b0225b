import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type GarageDetail, type GarageInput, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/** POST /api/garages — members only; 201 with the new garage. */
export function createGarage(input: GarageInput): Promise<GarageDetail> {
  return apiFetch(garagesApi.createGarage, { json: input });
}

/**
 * After a garage is created or changed: every garage list, the owner's profile lists and the
 * site figures may show it, so they are refreshed.
 */
export async function refreshAfterGarageWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: garageKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}

export function useCreateGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGarage,
    onSuccess: (garage) => {
      queryClient.setQueryData(garageKeys.detail(garage.id), garage);
      void refreshAfterGarageWrite(queryClient);
    },
  });
}
