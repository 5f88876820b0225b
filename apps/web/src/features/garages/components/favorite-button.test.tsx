import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { useFeaturedGarages } from '@/hooks/use-featured-garages';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarage } from '../testing/fixtures';
import { FavoriteButton } from './favorite-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

function Harness() {
  const { data } = useFeaturedGarages();
  const garage = data?.[0];
  return garage ? <FavoriteButton garage={garage} /> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('FavoriteButton', () => {
  it("tells visitors to sign in ('Giriş Gerekli') and sends nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse([makeGarage()]));
    const { user } = renderWithProviders(<Harness />);

    const button = await screen.findByRole('button', { name: /Favorilere ekle/ });
    await user.click(button);

    // The hook loads sonner on first use (lib/lazy-toast.ts): the toast follows a tick later.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', {
        description: 'Favoriye eklemek için giriş yapmalısınız.',
      }),
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchMock)).toEqual(['GET /api/garages/featured']);
  });

  it("adds to favorites with PUT and says 'Favorilere Eklendi'", async () => {
    auth.user = member;
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PUT' ? jsonResponse({ favorited: true }) : jsonResponse([makeGarage()]),
    );
    const { user } = renderWithProviders(<Harness />);

    await user.click(await screen.findByRole('button', { name: /Favorilere ekle/ }));

    expect(await screen.findByRole('button', { name: /Favorilerden çıkar/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Favorilere Eklendi', { description: 'İçerik favorilerinize eklendi.' }),
    );
    expect(calls(fetchMock)).toContain('PUT /api/garages/11111111-1111-4111-8111-111111111111/favorite');
  });

  it('rolls back and shows "Favori durumu güncellenirken bir hata oluştu." when the server fails', async () => {
    auth.user = member;
    mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? errorResponse(500, 'INTERNAL')
        : jsonResponse([makeGarage({ favoritedByMe: true })]),
    );
    const { user } = renderWithProviders(<Harness />);

    await user.click(await screen.findByRole('button', { name: /Favorilerden çıkar/ }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Favori durumu güncellenirken bir hata oluştu.' }),
    );
    expect(screen.getByRole('button', { name: /Favorilerden çıkar/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
