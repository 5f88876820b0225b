import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlogModerationInput, type BlogPostDetail, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterPostWrite } from './create-post';

/** PATCH /api/blog/posts/:id/moderation — moderators unpublish/restore, admins feature. */
export function moderatePost(id: string, input: BlogModerationInput): Promise<BlogPostDetail> {
  return apiFetch(blogApi.moderatePost, { params: { id }, json: input });
}

export function useModeratePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogModerationInput) => moderatePost(id, input),
    onSuccess: (post) => refreshAfterPostWrite(queryClient, post),
  });
}
