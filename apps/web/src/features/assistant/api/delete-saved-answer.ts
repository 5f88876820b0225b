import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { assistantKeys } from './query-keys';

/** DELETE /api/assistant/saved-answers/:id — removes one of the member's saved answers (204). */
export function deleteSavedAnswer(id: string): Promise<void> {
  return apiFetch(assistantApi.deleteSavedAnswer, { params: { id } });
}

/** Deletes a saved answer; the saved list is fetched again. */
export function useDeleteSavedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.saved() }),
  });
}
