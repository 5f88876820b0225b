import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminContentPage, moderationApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { moderationKeys, type AdminContentParams } from './query-keys';

/**
 * GET /api/admin/content?type=&state=&q=&page= — the newest posts, comments, topics and replies
 * with author, link and moderation facts, 20 a page; moderators and admins.
 */
export function getAdminContent(params: AdminContentParams, signal?: AbortSignal): Promise<AdminContentPage> {
  return apiFetch(moderationApi.getAdminContent, {
    signal,
    query: { type: params.type ?? undefined, state: params.state, q: params.q || undefined, page: params.page },
  });
}

export function useAdminContent(params: AdminContentParams) {
  return useQuery({
    queryKey: moderationKeys.content(params),
    queryFn: ({ signal }) => getAdminContent(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
