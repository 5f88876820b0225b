import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '@garaj/shared';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { base64UrlToBytes } from '../hooks/use-push-device';
import { PushCard } from './push-card';

vi.mock('@/lib/lazy-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/bu-cihaz';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };

/** A browser subscription as the Push API hands it out. */
function fakeSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    options: { applicationServerKey: base64UrlToBytes(PUBLIC_KEY).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}

const device = (endpoint: string): PushDevice => ({ id: endpoint, endpoint, browser: 'Chrome 131', os: 'Android 14', createdAt: '2026-11-20T10:00:00.000Z', lastSuccessAt: null });

/** A browser with service workers, the Push API and notifications, in `permission` state, holding `current` (or no) subscription. */
function installPush({ permission = 'default' as NotificationPermission, current = null as ReturnType<typeof fakeSubscription> | null, answer = 'granted' as NotificationPermission } = {}) {
  const state = { current };
  const pushManager = {
    getSubscription: vi.fn(async () => state.current),
    subscribe: vi.fn(async () => (state.current = fakeSubscription())),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { pushManager, requestPermission, state };
}

/** The API: the public key and the member's devices (POST adds this one, DELETE removes it). */
function serveApi(initial: PushDevice[] = [], post?: () => Response) {
  let items = initial;
  return mockFetch((url, init) => {
    if (url.pathname === '/api/push/public-key') return jsonResponse({ publicKey: PUBLIC_KEY });
    if (init.method === 'POST') {
      if (post) return post();
      items = [device(ENDPOINT), ...items];
      return jsonResponse({ items }, 201);
    }
    if (init.method === 'DELETE') {
      items = items.filter((d) => d.endpoint !== ENDPOINT);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ items });
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('PushCard', () => {
  it('says so when the browser cannot push, and offers no button', async () => {
    const fetchMock = serveApi();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText('Bu tarayıcı anlık bildirimleri desteklemiyor.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('explains how to allow notifications again when the member blocked them', async () => {
    installPush({ permission: 'denied' });
    serveApi();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText("Garaj'ın bildirimlerini bu tarayıcıda engellemişsin.")).toBeVisible();
    expect(screen.getByText(/site ayarlarından/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aç' })).not.toBeInTheDocument();
  });

  it('turns on from the keyboard: asks permission only then, subscribes with the server key and stores the subscription', async () => {
    const { pushManager, requestPermission } = installPush();
    const fetchMock = serveApi([device('https://fcm.googleapis.com/fcm/send/telefon')]);
    const { user } = renderWithProviders(<PushCard />);
    const button = await screen.findByRole('button', { name: 'Aç' });
    expect(screen.getByText('Bu cihazda anlık bildirimler kapalı.')).toBeVisible();
    expect(screen.getByText('Anlık bildirimler 1 başka cihazında da açık.')).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();

    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bu cihaz anlık bildirim alıyor.')).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(PUBLIC_KEY) });
    expect(sentBodies(fetchMock, 'POST /api/push/subscriptions')).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeVisible();
  });

  it('turns off: the server forgets this device, then the browser unsubscribes', async () => {
    const subscription = fakeSubscription();
    installPush({ permission: 'granted', current: subscription });
    const fetchMock = serveApi([device(ENDPOINT)]);
    const { user } = renderWithProviders(<PushCard />);
    expect(await screen.findByText('Bu cihaz anlık bildirim alıyor.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText('Bu cihazda anlık bildirimler kapalı.')).toBeVisible();
    expect(sentBodies(fetchMock, 'DELETE /api/push/subscriptions')).toEqual([{ endpoint: ENDPOINT }]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('counts a subscription the server does not have for this member as off, and reuses it on "Aç"', async () => {
    const { pushManager } = installPush({ permission: 'granted', current: fakeSubscription() });
    const fetchMock = serveApi([]);
    const { user } = renderWithProviders(<PushCard />);
    await user.click(await screen.findByRole('button', { name: 'Aç' }));
    expect(await screen.findByText('Bu cihaz anlık bildirim alıyor.')).toBeVisible();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls(fetchMock)).toContain('POST /api/push/subscriptions');
  });

  it('stays off when the member closes the browser’s question, and shows why a failed attempt failed', async () => {
    const { pushManager } = installPush({ answer: 'default' });
    serveApi([], () => errorResponse(400, 'PUSH_ENDPOINT_INVALID'));
    const { user } = renderWithProviders(<PushCard />);
    await user.click(await screen.findByRole('button', { name: 'Aç' }));
    expect(await screen.findByText(/Tarayıcı bildirim izni verilmedi/)).toBeVisible();
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Anlık bildirimler açılamadı. Bu tarayıcının anlık bildirim adresi kabul edilmedi.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aç' })).toBeEnabled());
  });
});
