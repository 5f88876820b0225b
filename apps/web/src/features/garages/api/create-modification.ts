import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type GarageDetail, type Modification, type ModificationInput, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageEditKey } from './get-garage-for-edit';
import { garageKeys } from './query-keys';

export interface CreateModificationVariables {
  garageId: string;
  input: ModificationInput;
}

/** POST /api/garages/:id/modifications — owner only; 201 with the modification. */
export function createModification({
  garageId,
  input,
}: CreateModificationVariables): Promise<Modification> {
  return apiFetch(garagesApi.createModification, { params: { id: garageId }, json: input });
}

/**
 * Applies a change to the garage's modification list in the edit and detail caches at once,
 * then refetches them in the background for the server's order.
 */
export function patchModifications(
  queryClient: QueryClient,
  garageId: string,
  change: (list: Modification[]) => Modification[],
): void {
  for (const key of [garageEditKey(garageId), garageKeys.detail(garageId)]) {
    queryClient.setQueryData<GarageDetail>(key, (garage) =>
      garage ? { ...garage, modifications: change(garage.modifications) } : garage,
    );
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export function useCreateModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModification,
    onSuccess: (modification, { garageId }) => {
      patchModifications(queryClient, garageId, (list) => [...list, modification]);
    },
  });
}
