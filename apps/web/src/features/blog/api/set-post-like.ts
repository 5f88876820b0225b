import { blogApi, type BlogLikeState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/blog/posts/:id/like (like) or DELETE (unlike); answers the stored state and count. */
export function setPostLike(postId: string, liked: boolean): Promise<BlogLikeState> {
  return apiFetch(liked ? blogApi.likePost : blogApi.unlikePost, { params: { id: postId } });
}
