import { type AdInput, type AdminAd, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/admin/ads (no `id`) or PUT /api/admin/ads/:id (every field replaced); admins only.
 * 400 with field codes (`REQUIRED`, `TOO_LONG`, `VALUE_INVALID`, `IMAGE_NOT_FOUND`), 404 for an unknown id.
 */
export function saveAd({ id, input }: { id?: string; input: AdInput }): Promise<AdminAd> {
  return id
    ? apiFetch(advertisingApi.updateAd, { params: { id }, json: input })
    : apiFetch(advertisingApi.createAd, { json: input });
}
