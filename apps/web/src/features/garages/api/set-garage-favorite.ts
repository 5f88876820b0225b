import type { FavoriteState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/garages/:id/favorite (add) or DELETE (remove); answers the stored state. */
export function setGarageFavorite(garageId: string, favorited: boolean): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/garages/${encodeURIComponent(garageId)}/favorite`, {
    method: favorited ? 'PUT' : 'DELETE',
  });
}
