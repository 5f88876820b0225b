import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Modification, type ModificationInput, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchModifications } from './create-modification';

export interface UpdateModificationVariables {
  id: string;
  input: ModificationInput;
}

/** PUT /api/modifications/:id — owner of the garage only. */
export function updateModification({
  id,
  input,
}: UpdateModificationVariables): Promise<Modification> {
  return apiFetch(garagesApi.updateModification, { params: { id }, json: input });
}

export function useUpdateModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModification,
    onSuccess: (modification) => {
      patchModifications(queryClient, modification.garageId, (list) =>
        list.map((m) => (m.id === modification.id ? modification : m)),
      );
    },
  });
}
