import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as FavoritesPage } from '@/app/routes/favorites';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarage, page } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };
const GARAGE_ID = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('favorites page', () => {
  it("asks visitors to sign in ('Giriş Gerekli')", async () => {
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Gerekli' })).toBeInTheDocument();
  });

  it('shows the real owner and removes a garage with the heart', async () => {
    auth.user = member;
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse({ favorited: false })
        : jsonResponse(page([makeGarage({ favoritedByMe: true })])),
    );
    const { user } = renderWithProviders(<FavoritesPage />, { route: '/favorites' });

    expect(await screen.findByRole('link', { name: '@mehmet' })).toHaveAttribute('href', '/user/mehmet');
    expect(screen.getByRole('link', { name: /Görüntüle/ })).toHaveAttribute('href', `/garage/${GARAGE_ID}`);

    await user.click(screen.getByRole('button', { name: /Favorilerden çıkar/ }));

    expect(await screen.findByRole('heading', { name: 'Henüz favori garajın yok.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Garajları Keşfet' })).toHaveAttribute('href', '/garages');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Garaj favorilerden kaldırıldı.' }),
    );
    expect(calls(fetchMock)).toContain(`DELETE /api/garages/${GARAGE_ID}/favorite`);
  });

  it("puts the garage back and says 'Favori kaldırılırken bir hata oluştu.' on failure", async () => {
    auth.user = member;
    mockFetch((_url, init) =>
      init.method === 'DELETE' ? errorResponse(500, 'INTERNAL') : jsonResponse(page([makeGarage({ favoritedByMe: true })])),
    );
    const { user } = renderWithProviders(<FavoritesPage />, { route: '/favorites' });

    await user.click(await screen.findByRole('button', { name: /Favorilerden çıkar/ }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Favori kaldırılırken bir hata oluştu.' }),
    );
    expect(screen.getByText('Gece Mavisi E36')).toBeInTheDocument();
  });
});
