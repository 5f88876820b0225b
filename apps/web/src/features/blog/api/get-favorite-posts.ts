import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type BlogPostCard, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** GET /api/blog/favorites — published posts the signed-in member favorited, latest first. */
export function getFavoritePosts(cursor?: string, signal?: AbortSignal): Promise<Page<BlogPostCard>> {
  return apiFetch(blogApi.getFavoritePosts, { signal, query: { cursor, limit: DEFAULT_PAGE_SIZE } });
}

export function getFavoritePostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: blogKeys.favorites(),
    queryFn: ({ pageParam, signal }) => getFavoritePosts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useFavoritePosts() {
  return useInfiniteQuery(getFavoritePostsQueryOptions());
}
