import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ForumCategory, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** GET /api/forum/categories/:id — one category with its counts (404 FORUM_CATEGORY_NOT_FOUND). */
export function getCategory(id: string, signal?: AbortSignal): Promise<ForumCategory> {
  return apiFetch(forumApi.getCategory, { params: { id }, signal });
}

export function getCategoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: forumKeys.category(id),
    queryFn: ({ signal }) => getCategory(id, signal),
  });
}

export function useCategory(id: string) {
  return useQuery(getCategoryQueryOptions(id));
}
