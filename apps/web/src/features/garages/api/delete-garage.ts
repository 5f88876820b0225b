import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { removeGarageFromList } from './garage-cache';
import { garageKeys } from './query-keys';

/** DELETE /api/garages/:id — owner only (403 GARAGE_FORBIDDEN otherwise). */
export function deleteGarage(garageId: string): Promise<void> {
  return apiFetch(garagesApi.deleteGarage, { params: { id: garageId } });
}

export function useDeleteGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGarage,
    onSuccess: (_data, garageId) => {
      removeGarageFromList(queryClient, garageKeys.mine(), garageId);
      queryClient.removeQueries({ queryKey: garageKeys.detail(garageId) });
      // Not awaited: the success toast should not wait for the lists to refetch.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: garageKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}
