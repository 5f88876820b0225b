import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** DELETE /api/blog/posts/:id — its author, a moderator or an admin. */
export function deletePost(id: string): Promise<void> {
  return apiFetch(blogApi.deletePost, { params: { id } });
}

/** Deletes the post; its cached details go, every other blog screen is refreshed. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.details(), predicate: (q) => (q.state.data as { id?: string } | undefined)?.id === id });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}
