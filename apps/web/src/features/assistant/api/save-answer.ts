import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveAssistantAnswerInput, type SavedAssistantAnswer, assistantApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { assistantKeys } from './query-keys';

/** POST /api/assistant/saved-answers — keeps an answer the member saw (201 the saved answer). */
export function saveAnswer(input: SaveAssistantAnswerInput): Promise<SavedAssistantAnswer> {
  return apiFetch(assistantApi.saveAnswer, { json: input });
}

/** Saves an answer; the saved list is fetched again. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.saved() }),
  });
}
