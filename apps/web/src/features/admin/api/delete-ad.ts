import { advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/admin/ads/:id — 204; admins only; 404 NOT_FOUND. */
export function deleteAd(id: string): Promise<void> {
  return apiFetch(advertisingApi.deleteAd, { params: { id } });
}
