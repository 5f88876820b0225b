import { pushApi } from '@garaj/shared';
import { apiFetch, isApiError } from '@/lib/api-client';

/**
 * DELETE /api/push/subscriptions — forgets this browser's subscription. A 404 counts as done:
 * the server already dropped it (the push service said it was gone, or the session ended).
 */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  try {
    await apiFetch(pushApi.unsubscribePush, { json: { endpoint } });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
