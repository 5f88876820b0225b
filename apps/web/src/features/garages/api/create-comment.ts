import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type CommentInput, type GarageComment, type Page, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchGarageInCaches } from './garage-cache';
import { garageKeys } from './query-keys';

/** POST /api/garages/:id/comments — members only. */
export function createComment(garageId: string, input: CommentInput): Promise<GarageComment> {
  return apiFetch(garagesApi.createComment, { params: { id: garageId }, json: input });
}

/** Adds a comment; it goes to the top of the (newest first) list and the count grows by one. */
export function useCreateComment(garageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(garageId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Page<GarageComment>>>(garageKeys.comments(garageId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
      });
      patchGarageInCaches(queryClient, garageId, (g) => ({ ...g, commentsCount: g.commentsCount + 1 }));
    },
  });
}
