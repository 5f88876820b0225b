import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumPage, TopicSummary } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys, type TopicListParams } from './query-keys';

/**
 * GET /api/forum/topics — one page of topic cards (category, kind, search, sort; pinned first
 * within a category), with the total number of matches.
 */
export function getTopics(params: TopicListParams, signal?: AbortSignal): Promise<ForumPage<TopicSummary>> {
  return apiFetch<ForumPage<TopicSummary>>('/forum/topics', {
    signal,
    query: {
      category: params.category || undefined,
      kind: params.kind,
      search: params.search?.trim() || undefined,
      sort: params.sort,
      page: params.page > 1 ? params.page : undefined,
      pageSize: params.pageSize,
    },
  });
}

export function getTopicsQueryOptions(params: TopicListParams) {
  return queryOptions({
    queryKey: forumKeys.topics(params),
    queryFn: ({ signal }) => getTopics(params, signal),
  });
}

/** A topic list page; keeps the previous page on screen while the next search or page loads. */
export function useTopics(params: TopicListParams) {
  return useQuery({ ...getTopicsQueryOptions(params), placeholderData: keepPreviousData });
}
