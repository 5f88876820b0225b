import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlogPostDetail, type BlogPostInput, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterPostWrite } from './create-post';

/** PUT /api/blog/posts/:id — the author only; a new title may give a new slug. */
export function updatePost(id: string, input: BlogPostInput): Promise<BlogPostDetail> {
  return apiFetch(blogApi.updatePost, { params: { id }, json: input });
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) => updatePost(id, input),
    onSuccess: (post) => refreshAfterPostWrite(queryClient, post),
  });
}
