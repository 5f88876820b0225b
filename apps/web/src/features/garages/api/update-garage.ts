import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GarageDetail, type GarageInput, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterGarageWrite } from './create-garage';
import { garageKeys } from './query-keys';

export interface UpdateGarageVariables {
  id: string;
  input: GarageInput;
}

/** PUT /api/garages/:id — owner only (403 GARAGE_FORBIDDEN). */
export function updateGarage({ id, input }: UpdateGarageVariables): Promise<GarageDetail> {
  return apiFetch(garagesApi.updateGarage, { params: { id }, json: input });
}

export function useUpdateGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGarage,
    onSuccess: (garage) => {
      queryClient.setQueryData(garageKeys.detail(garage.id), garage);
      void refreshAfterGarageWrite(queryClient);
    },
  });
}
