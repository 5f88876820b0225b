import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ModeratableType, type ModerationState, moderationApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/moderation/:type/:id/hidden `{ reason }` — a moderator or admin hides a post,
 * comment, topic or reply. 400 (no reason), 403, 404, 429.
 */
export function hideContent(type: ModeratableType, id: string, reason: string): Promise<ModerationState> {
  return apiFetch(moderationApi.hideContent, { params: { type, id }, json: { reason } });
}

/** Hides, then refetches every list and page that may show the item (not the session). */
export function useHideContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, reason }: { type: ModeratableType; id: string; reason: string }) => hideContent(type, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' }),
  });
}
