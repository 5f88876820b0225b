import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type BlogComment, type Page, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/**
 * PUT /api/blog/comments/:id — the author's new text (rich-text HTML; the server sanitises it) while the
 * post takes comments. Errors: 400 `COMMENT_EMPTY` / `TOO_LONG` (field `body`), 403
 * `COMMENT_FORBIDDEN` / `COMMENT_HIDDEN`, 404 `BLOG_POST_NOT_FOUND` / `COMMENT_NOT_FOUND`.
 */
export function updatePostComment(commentId: string, body: string): Promise<BlogComment> {
  return apiFetch(blogApi.updatePostComment, { params: { id: commentId }, json: { body } });
}

/** Edits a comment of the post; the answer replaces it in the post's comment pages. */
export function useUpdatePostComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => updatePostComment(id, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Page<BlogComment>>>(blogKeys.comments(postId), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === comment.id ? comment : c)) })) } : data,
      );
    },
  });
}
