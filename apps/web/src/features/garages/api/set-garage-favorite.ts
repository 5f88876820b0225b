import { garagesApi, type FavoriteState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/garages/:id/favorite (add) or DELETE (remove); answers the stored state. */
export function setGarageFavorite(garageId: string, favorited: boolean): Promise<FavoriteState> {
  return apiFetch(favorited ? garagesApi.favoriteGarage : garagesApi.unfavoriteGarage, { params: { id: garageId } });
}
