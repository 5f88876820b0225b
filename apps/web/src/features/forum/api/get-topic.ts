import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TopicDetail, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/**
 * GET /api/forum/topics/:id — the topic with its sanitised body and what the viewer may do
 * (404 TOPIC_NOT_FOUND). The server counts the view (once per visitor per day).
 */
export function getTopic(id: string, signal?: AbortSignal): Promise<TopicDetail> {
  return apiFetch(forumApi.getTopic, { params: { id }, signal });
}

export function getTopicQueryOptions(id: string) {
  return queryOptions({
    queryKey: forumKeys.topic(id),
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}

export function useTopic(id: string | null) {
  return useQuery({ ...getTopicQueryOptions(id ?? ''), enabled: Boolean(id) });
}
