import { type PushPublicKey, pushApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/push/public-key — the server's VAPID public key (base64url) a browser subscribes with. */
export function getPushPublicKey(): Promise<PushPublicKey> {
  return apiFetch(pushApi.getPushPublicKey);
}
