import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationSharesApi, type LocationShareLikeResult } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { applyLike } from './location-cache';

/** PUT (like) or DELETE (unlike) /api/location-shares/:id/like — the new count. */
export function setLocationShareLike(id: string, liked: boolean): Promise<LocationShareLikeResult> {
  return apiFetch(liked ? locationSharesApi.likeLocationShare : locationSharesApi.unlikeLocationShare, { params: { id } });
}

export function useSetLocationShareLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) => setLocationShareLike(id, liked),
    onSuccess: (result) => applyLike(queryClient, result.id, result.likesCount, result.liked),
  });
}
