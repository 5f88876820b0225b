import { type LocationPositionInput, type PublicLocationShare, locationSharesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * PATCH /api/location-shares/mine — the member's new position (at most every 15 s: sooner is
 * 429 LOCATION_UPDATE_TOO_SOON; no active share is 404).
 */
export function moveLocationShare(position: LocationPositionInput): Promise<PublicLocationShare> {
  return apiFetch(locationSharesApi.moveLocationShare, { json: position });
}
