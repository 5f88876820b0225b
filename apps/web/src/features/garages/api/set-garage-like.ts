import { garagesApi, type LikeState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/garages/:id/like (like) or DELETE (unlike); answers the stored state and count. */
export function setGarageLike(garageId: string, liked: boolean): Promise<LikeState> {
  return apiFetch(liked ? garagesApi.likeGarage : garagesApi.unlikeGarage, { params: { id: garageId } });
}
