import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ASSISTANT_SAVED_PAGE_SIZE, type Page, type SavedAssistantAnswer, assistantApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { assistantKeys } from './query-keys';

/** GET /api/assistant/saved-answers — a page of the member's saved answers, newest first. */
export function getSavedAnswers(cursor?: string, signal?: AbortSignal): Promise<Page<SavedAssistantAnswer>> {
  return apiFetch(assistantApi.getSavedAnswers, { signal, query: { cursor, limit: ASSISTANT_SAVED_PAGE_SIZE } });
}

export const getSavedAnswersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: assistantKeys.saved(),
    queryFn: ({ pageParam, signal }) => getSavedAnswers(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The member's saved answers (members only: `enabled` false for visitors). */
export function useSavedAnswers(enabled: boolean) {
  return useInfiniteQuery({ ...getSavedAnswersQueryOptions(), enabled });
}
