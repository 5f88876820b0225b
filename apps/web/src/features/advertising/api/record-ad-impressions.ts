import { advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/ads/:id/impressions `{ ids }` — one impression for each ad shown on this page view
 * (the first id in the path, all in the body). Best effort: failures (429, 404) are ignored.
 */
export function recordAdImpressions(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return apiFetch(advertisingApi.recordAdImpressions, { params: { id: ids[0]! }, json: { ids: [...ids] } }).then(
    () => undefined,
    () => undefined,
  );
}
