import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TopicPage, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys, type TopicListParams } from './query-keys';

/**
 * GET /api/forum/topics — one page of topic cards (category, kind, search, sort; pinned first
 * within a category), the next page's cursor and, on the first page, the number of matches.
 */
export function getTopics(params: TopicListParams, signal?: AbortSignal): Promise<TopicPage> {
  return apiFetch(forumApi.getTopics, { signal, query: {
      category: params.category || undefined,
      kind: params.kind,
      search: params.search?.trim() || undefined,
      sort: params.sort,
      cursor: params.cursor || undefined,
      limit: params.limit,
    } });
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
