import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ModeratableType, type ModerationState, moderationApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/moderation/:type/:id/hidden — a moderator or admin shows a hidden item again. 403, 404, 429. */
export function unhideContent(type: ModeratableType, id: string): Promise<ModerationState> {
  return apiFetch(moderationApi.unhideContent, { params: { type, id } });
}

/** Shows again, then refetches every list and page that may show the item (not the session). */
export function useUnhideContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: ModeratableType; id: string }) => unhideContent(type, id),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' }),
  });
}
