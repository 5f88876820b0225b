import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevices, PushSubscriptionInput } from '@garaj/shared';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushDevicesQueryOptions } from '../api/get-push-devices';
import { getPushPublicKey } from '../api/get-push-public-key';
import { pushKeys } from '../api/query-keys';
import { savePushSubscription } from '../api/save-push-subscription';

/** How long turning push on waits for the page's service worker (ms): it registers after the page's load. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** Thrown when no service worker took the page in time (e.g. `vite dev`, which builds none). */
export class NoServiceWorkerError extends Error {
  override readonly name = 'NoServiceWorkerError';
}

/**
 * What the card shows for this device: the browser cannot push; the member blocked the site's
 * notifications; push is off or on here (on = the browser holds a subscription AND the server
 * has it for this member: a subscription left by another member, or dropped by the server,
 * counts as off); still reading; or reading failed.
 */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on' | 'loading' | 'error';

/** Whether this browser can receive Web Push at all (service workers, the Push API, notifications). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's current push subscription (through the page's service worker, if any), or null. */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The page's service worker registration, or {@link NoServiceWorkerError} after SERVICE_WORKER_WAIT_MS. */
function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoServiceWorkerError('no service worker')), SERVICE_WORKER_WAIT_MS);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Base64url (the VAPID key as the server sends it) → bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (a subscription under another key cannot be reused). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** The body the server takes, from `PushSubscription.toJSON()`. @throws when the browser left out its keys */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error('the push subscription has no keys');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/** What turning push on ended in: on, or the member refused (blocked for good, or closed the question). */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed';

/**
 * This device's push for the signed-in member: its state, their devices, and turning it on
 * (asks the browser's permission — only then, on the member's click — subscribes through the
 * service worker with the server's key, and stores it) or off (the server forgets it, then the
 * browser unsubscribes).
 */
export function usePushDevice() {
  const [supported] = useState(isPushSupported);
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? Notification.permission : 'default'));
  const queryClient = useQueryClient();
  const devices = useQuery({ ...getPushDevicesQueryOptions(), enabled: supported });
  const browserKey = [...pushKeys.all, 'browser-endpoint'] as const;
  const browser = useQuery({
    queryKey: browserKey,
    queryFn: async () => (await browserSubscription())?.endpoint ?? null,
    enabled: supported,
    staleTime: Infinity,
  });

  const turnOn = useMutation({
    mutationFn: async (): Promise<{ outcome: TurnOnOutcome; endpoint?: string; devices?: PushDevices }> => {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return { outcome: answer === 'denied' ? 'denied' : 'dismissed' };
      const registration = await serviceWorkerReady();
      const key = base64UrlToBytes((await getPushPublicKey()).publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !madeWith(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      return { outcome: 'on', endpoint: subscription.endpoint, devices: await savePushSubscription(subscriptionInput(subscription)) };
    },
    onSuccess: (result) => {
      if (result.devices) queryClient.setQueryData(pushKeys.devices(), result.devices);
      if (result.endpoint) queryClient.setQueryData(browserKey, result.endpoint);
    },
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await browserSubscription();
      if (!subscription) return;
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    },
    onSuccess: () => {
      queryClient.setQueryData(browserKey, null);
      void queryClient.invalidateQueries({ queryKey: pushKeys.devices() });
    },
  });

  const endpoint = browser.data;
  const items = devices.data?.items ?? [];
  let state: PushDeviceState;
  if (!supported) state = 'unsupported';
  else if (permission === 'denied') state = 'denied';
  else if (devices.isError || browser.isError) state = 'error';
  else if (devices.isPending || browser.isPending) state = 'loading';
  else state = endpoint && permission === 'granted' && items.some((d) => d.endpoint === endpoint) ? 'on' : 'off';

  return {
    state,
    /** The member's other devices that receive push. */
    otherDevices: items.filter((d) => d.endpoint !== endpoint),
    loadError: devices.error ?? browser.error,
    retry: () => {
      void devices.refetch();
      void browser.refetch();
    },
    turnOn,
    turnOff,
  };
}
