import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BlogPostDetail } from '@garaj/shared';
import { blogKeys } from './query-keys';

/** The detail caches as they were, to roll an optimistic change back. */
export type PostCacheSnapshot = [QueryKey, BlogPostDetail | undefined][];

/**
 * Applies `update` to every cached detail of the post (a post may be cached under its current
 * and an earlier slug); returns the previous values.
 */
export function patchPostInCaches(queryClient: QueryClient, postId: string, update: (post: BlogPostDetail) => BlogPostDetail): PostCacheSnapshot {
  const snapshot: PostCacheSnapshot = [];
  for (const [key, post] of queryClient.getQueriesData<BlogPostDetail>({ queryKey: blogKeys.details() })) {
    if (!post || post.id !== postId) continue;
    snapshot.push([key, post]);
    queryClient.setQueryData<BlogPostDetail>(key, update(post));
  }
  return snapshot;
}

export function restorePostCaches(queryClient: QueryClient, snapshot: PostCacheSnapshot): void {
  for (const [key, post] of snapshot) queryClient.setQueryData(key, post);
}
