import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_COMMENTS_PAGE_SIZE, type BlogComment, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** GET /api/blog/posts/:id/comments — newest first. */
export function getPostComments(postId: string, cursor?: string, signal?: AbortSignal): Promise<Page<BlogComment>> {
  return apiFetch(blogApi.getPostComments, { params: { id: postId }, signal, query: { cursor, limit: BLOG_COMMENTS_PAGE_SIZE } });
}

export function getPostCommentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: blogKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getPostComments(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function usePostComments(postId: string) {
  return useInfiniteQuery(getPostCommentsQueryOptions(postId));
}
