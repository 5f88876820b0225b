import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type BlogComment, type BlogCommentInput, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchPostInCaches } from './post-cache';
import { blogKeys } from './query-keys';

/** POST /api/blog/posts/:id/comments — verified members, published posts. */
export function createPostComment(postId: string, input: BlogCommentInput): Promise<BlogComment> {
  return apiFetch(blogApi.createPostComment, { params: { id: postId }, json: input });
}

/** Adds a comment; it goes to the top of the (newest first) list and the count grows by one. */
export function useCreatePostComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogCommentInput) => createPostComment(postId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Page<BlogComment>>>(blogKeys.comments(postId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
      });
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}
