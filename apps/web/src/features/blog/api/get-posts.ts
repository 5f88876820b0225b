import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, type BlogPostListPage, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys, type BlogListParams } from './query-keys';

/** GET /api/blog/posts — one page of published posts, the next page's cursor, and the total on the first page (Blog list). */
export function getPosts(params: BlogListParams, signal?: AbortSignal): Promise<BlogPostListPage> {
  return apiFetch(blogApi.getPosts, {
    signal,
    query: { search: params.search || undefined, category: params.category ?? undefined, cursor: params.cursor ?? undefined, limit: BLOG_PAGE_SIZE },
  });
}

export function getPostsQueryOptions(params: BlogListParams) {
  return queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) => getPosts(params, signal),
  });
}

/** The list page; the previous page stays on screen while the next one loads. */
export function usePosts(params: BlogListParams) {
  return useQuery({ ...getPostsQueryOptions(params), placeholderData: keepPreviousData });
}
