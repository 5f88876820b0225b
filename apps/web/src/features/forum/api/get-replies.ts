import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ForumPage, type Reply, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** GET /api/forum/topics/:id/replies — one page of replies: the accepted answer first, then oldest first. */
export function getReplies(topicId: string, page: number, signal?: AbortSignal): Promise<ForumPage<Reply>> {
  return apiFetch(forumApi.getReplies, { params: { id: topicId }, signal, query: { page: page > 1 ? page : undefined } });
}

export function getRepliesQueryOptions(topicId: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.replyPage(topicId, page),
    queryFn: ({ signal }) => getReplies(topicId, page, signal),
  });
}

export function useReplies(topicId: string | null, page = 1) {
  return useQuery({ ...getRepliesQueryOptions(topicId ?? '', page), enabled: Boolean(topicId), placeholderData: keepPreviousData });
}
