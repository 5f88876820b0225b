import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BlogPostDetail, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/**
 * GET /api/blog/posts/:slug — the post (404 BLOG_POST_NOT_FOUND). By an earlier slug of a
 * renamed post the answer's `slug` is the current one: the page redirects there.
 */
export function getPost(slug: string, signal?: AbortSignal): Promise<BlogPostDetail> {
  return apiFetch(blogApi.getPost, { params: { slug }, signal });
}

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.detail(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
  });
}

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
