import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PUSH_DEFAULTS, NOTIFICATION_TYPES, type NotificationPreference } from '@garaj/shared';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { NotificationPreferences } from './notification-preferences';

vi.mock('@/lib/lazy-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('NotificationPreferences', () => {
  it('shows an e-mail and a push switch per type and saves only the one switched', async () => {
    let items: NotificationPreference[] = NOTIFICATION_TYPES.map((type) => ({ type, email: NOTIFICATION_EMAIL_DEFAULTS[type], push: NOTIFICATION_PUSH_DEFAULTS[type] }));
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'PUT') {
        const [change] = (JSON.parse(String(init.body)) as { items: Partial<NotificationPreference>[] }).items;
        items = items.map((p) => (p.type === change!.type ? { ...p, ...change } : p));
      }
      return jsonResponse({ items });
    });
    const { user } = renderWithProviders(<NotificationPreferences />);
    const answerPush = await screen.findByRole('switch', { name: 'Sorularıma gelen cevaplar (anlık bildirim)' });
    expect(screen.getByRole('heading', { name: 'Bildirim Tercihleri' })).toBeVisible();
    expect(answerPush).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Sorularıma gelen cevaplar (e-posta)' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Yeni takipçilerim (anlık bildirim)' })).toHaveAttribute('aria-checked', 'false');

    await user.click(answerPush);
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/me/notification-preferences')).toEqual([{ items: [{ type: 'answer', push: false }] }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sorularıma gelen cevaplar (anlık bildirim)' })).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('switch', { name: 'Sorularıma gelen cevaplar (e-posta)' })).toHaveAttribute('aria-checked', 'true');
  });
});
