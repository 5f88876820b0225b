import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlogViewState, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchPostInCaches } from './post-cache';

/** POST /api/blog/posts/:id/views — the server counts at most one view per visitor per day. */
export function recordPostView(postId: string): Promise<BlogViewState> {
  return apiFetch(blogApi.recordPostView, { params: { id: postId } });
}

/** Records a view and shows the stored count; a failure is only logged in development. */
export function useRecordPostView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPostView,
    onSuccess: ({ viewsCount }, postId) => {
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, viewsCount }));
    },
    onError: (error) => {
      if (import.meta.env.DEV) console.warn('View count update failed', error);
    },
  });
}
