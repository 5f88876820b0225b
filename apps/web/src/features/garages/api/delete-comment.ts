import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type GarageComment, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchGarageInCaches } from './garage-cache';
import { garageKeys } from './query-keys';

/** DELETE /api/comments/:id — the author, or an admin. */
export function deleteComment(commentId: string): Promise<void> {
  return apiFetch(garagesApi.deleteComment, { params: { id: commentId } });
}

export function useDeleteComment(garageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<InfiniteData<Page<GarageComment>>>(garageKeys.comments(garageId), (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== commentId) })) }
          : data,
      );
      patchGarageInCaches(queryClient, garageId, (g) => ({
        ...g,
        commentsCount: Math.max(0, g.commentsCount - 1),
      }));
    },
  });
}
