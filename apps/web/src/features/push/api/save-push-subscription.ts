import { type PushDevices, type PushSubscriptionInput, pushApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/push/subscriptions — stores this browser's subscription (`PushSubscription.toJSON()`) for the member → their devices. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushDevices> {
  return apiFetch(pushApi.subscribePush, { json: subscription });
}
