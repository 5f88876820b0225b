import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type BlogPostCard, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** GET /api/blog/mine — the signed-in member's own posts, drafts too, newest written first. */
export function getMyPosts(cursor?: string, signal?: AbortSignal): Promise<Page<BlogPostCard>> {
  return apiFetch(blogApi.getMyPosts, { signal, query: { cursor, limit: DEFAULT_PAGE_SIZE } });
}

export function getMyPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: blogKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyPosts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useMyPosts() {
  return useInfiniteQuery(getMyPostsQueryOptions());
}
