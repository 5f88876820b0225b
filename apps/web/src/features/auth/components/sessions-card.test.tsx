import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberSession } from '@garaj/shared';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { SessionsCard } from './sessions-card';

vi.mock('@/lib/lazy-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const session = (overrides: Partial<MemberSession>): MemberSession => ({
  id: 's1',
  current: false,
  browser: 'Chrome 131',
  os: 'Android 14',
  device: 'mobile',
  address: '85.105.12.x',
  place: { region: 'İstanbul', countryCode: 'TR' },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

describe('SessionsCard', () => {
  it('lists the devices with this one marked and signs another one out; "sign out of other devices" goes with the last of them', async () => {
    let items = [session({ id: 'here', current: true, browser: 'Firefox 133', os: 'Linux', device: 'desktop', address: '10.0.0.x', place: null }), session({ id: 'phone' })];
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        items = items.filter((s) => s.id !== 'phone');
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ items });
    });
    const { user } = renderWithProviders(<SessionsCard />);
    const list = await screen.findByRole('list', { name: 'Giriş yapılmış cihazlar' });
    expect(list).toHaveTextContent('Firefox 133 · LinuxBu cihaz');
    expect(list).toHaveTextContent('Chrome 131 · Android 14');
    // The rough place in the page's language, with the database's credit.
    expect(list).toHaveTextContent('İstanbul, Türkiye · 85.105.12.x');
    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(screen.queryByRole('button', { name: 'Firefox 133 · Linux oturumunu kapat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diğer cihazlardan çıkış yap' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Chrome 131 · Android 14 oturumunu kapat' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/me/sessions/phone'));
    await waitFor(() => expect(screen.queryByText('Chrome 131 · Android 14')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Diğer cihazlardan çıkış yap' })).not.toBeInTheDocument();
  });
});
