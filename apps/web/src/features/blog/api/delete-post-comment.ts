import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type BlogComment, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchPostInCaches } from './post-cache';
import { blogKeys } from './query-keys';

/** DELETE /api/blog/comments/:id — the comment's author, a moderator or an admin. */
export function deletePostComment(commentId: string): Promise<void> {
  return apiFetch(blogApi.deletePostComment, { params: { id: commentId } });
}

export function useDeletePostComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostComment,
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<InfiniteData<Page<BlogComment>>>(blogKeys.comments(postId), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== commentId) })) } : data,
      );
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentsCount: Math.max(0, post.commentsCount - 1) }));
    },
  });
}
