import { type CommentRevision, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/comments/:id/revisions — a garage comment's earlier versions, newest first (moderators; 403 for others). */
export function getCommentRevisions(commentId: string, signal?: AbortSignal): Promise<{ items: CommentRevision[] }> {
  return apiFetch(garagesApi.getCommentRevisions, { params: { id: commentId }, signal });
}
