import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BlogPostCard, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** GET /api/blog/teaser — 3 published posts, featured first, then newest (Home). */
export function getTeaser(signal?: AbortSignal): Promise<BlogPostCard[]> {
  return apiFetch(blogApi.getTeaser, { signal });
}

export function getTeaserQueryOptions() {
  return queryOptions({ queryKey: blogKeys.teaser(), queryFn: ({ signal }) => getTeaser(signal) });
}

export function useTeaser() {
  return useQuery(getTeaserQueryOptions());
}
