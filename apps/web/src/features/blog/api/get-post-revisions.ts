import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BlogPostRevision, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { blogKeys } from './query-keys';

/** GET /api/blog/posts/:id/revisions — a published post's earlier versions, newest first (moderators; 403 for others). */
export function getPostRevisions(
  postId: string,
  signal?: AbortSignal,
): Promise<{ items: BlogPostRevision[] }> {
  return apiFetch(blogApi.getPostRevisions, { params: { id: postId }, signal });
}

export function getPostRevisionsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: blogKeys.revisions(postId),
    queryFn: ({ signal }) => getPostRevisions(postId, signal),
  });
}

export function usePostRevisions(postId: string) {
  return useQuery(getPostRevisionsQueryOptions(postId));
}
