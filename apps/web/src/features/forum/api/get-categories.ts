import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ForumCategory, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** GET /api/forum/categories — every category in its order, with counts and the last post. */
export function getCategories(signal?: AbortSignal): Promise<ForumCategory[]> {
  return apiFetch(forumApi.getCategories, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: forumKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
