import { blogApi, type FavoriteState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/blog/posts/:id/favorite (add) or DELETE (remove). */
export function setPostFavorite(postId: string, favorited: boolean): Promise<FavoriteState> {
  return apiFetch(favorited ? blogApi.favoritePost : blogApi.unfavoritePost, { params: { id: postId } });
}
