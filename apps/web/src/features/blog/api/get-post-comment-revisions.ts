import { type CommentRevision, blogApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/blog/comments/:id/revisions — a post comment's earlier versions, newest first (moderators; 403 for others). */
export function getPostCommentRevisions(commentId: string, signal?: AbortSignal): Promise<{ items: CommentRevision[] }> {
  return apiFetch(blogApi.getPostCommentRevisions, { params: { id: commentId }, signal });
}
