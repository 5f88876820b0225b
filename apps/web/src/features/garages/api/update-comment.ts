import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type GarageComment, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { garageKeys } from './query-keys';

/**
 * PUT /api/comments/:id — the author's new text (rich-text HTML; the server sanitises it). Errors: 400
 * `COMMENT_EMPTY` / `TOO_LONG` (field `body`), 403 `COMMENT_FORBIDDEN` / `COMMENT_HIDDEN`, 404.
 */
export function updateComment(commentId: string, body: string): Promise<GarageComment> {
  return apiFetch(garagesApi.updateComment, { params: { id: commentId }, json: { body } });
}

/** Edits a comment of the garage; the answer replaces it in the garage's comment pages. */
export function useUpdateComment(garageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => updateComment(id, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Page<GarageComment>>>(garageKeys.comments(garageId), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === comment.id ? comment : c)) })) } : data,
      );
    },
  });
}
