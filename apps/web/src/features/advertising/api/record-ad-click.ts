import { apiFetch } from '@/lib/api-client';

/** POST /api/ads/:id/clicks — the visitor opened the ad's website, phone or e-mail. Best effort. */
export function recordAdClick(id: string): Promise<void> {
  return apiFetch<unknown>(`/ads/${id}/clicks`, { method: 'POST', keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}
