/**
 * API shapes of Web Push (docs/api.md "Push notifications", decision 021): the server's public
 * VAPID key, a browser's push subscription as `PushSubscription.toJSON()` gives it, and the
 * member's devices that receive push.
 */
import { z } from 'zod';

/** Devices (push subscriptions) one member keeps; subscribing another drops the oldest. */
export const PUSH_DEVICES_MAX = 10;

/** Host names a browser may answer as `localhost` for the loopback interface. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The parsed URL of `value`, or null when it is not one. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Whether `endpoint` is a plain-HTTP address on this machine (`http://127.0.0.1…`,
 * `http://localhost…`): what a local push-service stub answers on. The server accepts it only
 * under NODE_ENV=test or development.
 */
export function isLoopbackHttpEndpoint(endpoint: string): boolean {
  const url = parseUrl(endpoint);
  return url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** Unpadded or padded base64url of `min`–`max` characters. */
const base64url = (min: number, max: number) =>
  z
    .string({ message: 'REQUIRED' })
    .min(min, { message: 'VALUE_INVALID' })
    .max(max, { message: 'VALUE_INVALID' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'VALUE_INVALID' });

/** A push service's address: `https://…`, or a loopback `http://` one (see {@link isLoopbackHttpEndpoint}). */
const pushEndpoint = z
  .string({ message: 'REQUIRED' })
  .max(2048, { message: 'TOO_LONG' })
  .refine((value) => parseUrl(value)?.protocol === 'https:' || isLoopbackHttpEndpoint(value), { message: 'URL_INVALID' });

/**
 * `POST /api/push/subscriptions` body: the browser's `PushSubscription.toJSON()` —
 * `p256dh` is the device's P-256 public key (65 bytes, base64url), `auth` its 16-byte secret.
 * `expirationTime`, when the browser sends it, is ignored.
 */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** `DELETE /api/push/subscriptions` body: the device's endpoint (one of the member's own). */
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

/** `GET /api/push/public-key`: the VAPID public key (base64url, 65 bytes) for `pushManager.subscribe`. */
export interface PushPublicKey {
  publicKey: string;
}

/** One device of the member that receives push. */
export interface PushDevice {
  id: string;
  /** The push service address (what the browser's own subscription names: "is this device on?"). */
  endpoint: string;
  /** Browser and system from the user agent at subscribing (`Chrome 131`, `Android 14`), when known. */
  browser: string | null;
  os: string | null;
  createdAt: string;
  /** The last push the push service accepted for it; null before the first. */
  lastSuccessAt: string | null;
}

/** `GET /api/push/subscriptions`, and the answer of subscribing. */
export interface PushDevices {
  items: PushDevice[];
}
