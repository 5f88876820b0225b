/** The Web Push endpoints: the server's public key and the member's devices that receive push. */
import { defineRoute, output } from './define.ts';
import { pushSubscriptionInput, pushUnsubscribeInput, type PushDevices, type PushPublicKey } from '../schemas/push.ts';

export const pushApi = {
  /** The VAPID public key a browser subscribes with (anyone). */
  getPushPublicKey: defineRoute({ method: 'GET', path: '/api/push/public-key', response: output<PushPublicKey>() }),
  /** The member's devices that receive push. */
  getPushSubscriptions: defineRoute({ method: 'GET', path: '/api/push/subscriptions', response: output<PushDevices>() }),
  /** Stores this device's subscription (by endpoint: a known endpoint moves to the member) → 201 and the devices. */
  subscribePush: defineRoute({ method: 'POST', path: '/api/push/subscriptions', body: pushSubscriptionInput, response: output<PushDevices>() }),
  /** Forgets one of the member's own devices → 204. */
  unsubscribePush: defineRoute({ method: 'DELETE', path: '/api/push/subscriptions', body: pushUnsubscribeInput }),
};
