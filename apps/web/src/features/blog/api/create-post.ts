import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type BlogPostDetail, type BlogPostInput, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** POST /api/blog/posts — verified members; 201 with the stored post. */
export function createPost(input: BlogPostInput): Promise<BlogPostDetail> {
  return apiFetch(blogApi.createPost, { json: input });
}

/**
 * After a post is written, changed, moderated or deleted: every blog screen may show it (lists,
 * teaser, own posts, favorites, other posts' sidebars), so the feature's queries are refreshed;
 * the post itself goes into the cache under its (new) slug.
 */
export async function refreshAfterPostWrite(queryClient: QueryClient, post?: BlogPostDetail): Promise<void> {
  if (post) queryClient.setQueryData(blogKeys.detail(post.slug), post);
  await queryClient.invalidateQueries({
    queryKey: blogKeys.all,
    predicate: (query) => !post || query.queryKey[2] !== post.slug,
  });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => refreshAfterPostWrite(queryClient, post),
  });
}
