import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchModifications } from './create-modification';

export interface DeleteModificationVariables {
  id: string;
  garageId: string;
}

/** DELETE /api/modifications/:id — owner of the garage only; 204. */
export function deleteModification({ id }: DeleteModificationVariables): Promise<void> {
  return apiFetch(garagesApi.deleteModification, { params: { id } });
}

export function useDeleteModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModification,
    onSuccess: (_data, { id, garageId }) => {
      patchModifications(queryClient, garageId, (list) => list.filter((m) => m.id !== id));
    },
  });
}
