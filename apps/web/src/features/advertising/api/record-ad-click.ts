import { advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/ads/:id/clicks — the visitor opened the ad's website, phone or e-mail. Best effort. */
export function recordAdClick(id: string): Promise<void> {
  return apiFetch(advertisingApi.recordAdClick, { params: { id }, keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}
