import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as MyGaragePage } from '@/app/routes/my-garage';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarage, page } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u1', email: 'm@b.c', username: 'mehmet', displayUsername: 'Mehmet', role: 'user', image: null };
const GARAGE_ID = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('my garage page', () => {
  it('shows one loading card while the garages load, not three', async () => {
    auth.user = member;
    mockFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<MyGaragePage />, { route: '/my-garage' });
    expect(await screen.findByText('Garajların yükleniyor...')).toBeInTheDocument();
    expect(screen.getAllByTestId('garage-card-skeleton')).toHaveLength(1);
  });

  it("asks visitors to sign in ('Giriş Gerekli') and loads nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<MyGaragePage />, { route: '/my-garage' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Gerekli' })).toBeInTheDocument();
    // The link brings the member back here after signing in.
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Fmy-garage');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists own garages with view, edit and the delete confirmation "Garajı Sil" (İptal / Sil)', async () => {
    auth.user = member;
    mockFetch(() => jsonResponse(page([makeGarage({ isForSale: true, salePrice: '850000' })])));
    const { user } = renderWithProviders(<MyGaragePage />, { route: '/my-garage' });

    expect(await screen.findByRole('link', { name: 'Gece Mavisi E36' })).toBeInTheDocument();
    expect(screen.getByText('Satılık')).toBeInTheDocument();
    expect(screen.getByText('₺850.000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Görüntüle/ })).toHaveAttribute('href', `/garage/${GARAGE_ID}`);
    expect(screen.getByRole('link', { name: /Düzenle/ })).toHaveAttribute('href', `/edit-garage/${GARAGE_ID}`);
    expect(screen.getByRole('link', { name: /Yeni Garaj Oluştur/ })).toHaveAttribute('href', '/create-garage');

    await user.click(screen.getByRole('button', { name: /Sil/ }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Garajı Sil' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bu garajı silmek istediğinize emin misiniz? Bu işlem geri alınamaz.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['İptal', 'Sil']);

    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("deletes after confirming: 'Garaj başarıyla silindi.' and the garage leaves the list", async () => {
    auth.user = member;
    let deleted = false;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(page(deleted ? [] : [makeGarage()]));
    });
    const { user } = renderWithProviders(<MyGaragePage />, { route: '/my-garage' });

    await user.click(await screen.findByRole('button', { name: /Sil/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Garaj başarıyla silindi.'));
    expect(calls(fetchMock)).toContain(`DELETE /api/garages/${GARAGE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Henüz garajın yok.' })).toBeInTheDocument();
  });

  it("keeps the garage and says 'Garaj silinirken bir hata oluştu.' when deleting fails", async () => {
    auth.user = member;
    mockFetch((_url, init) =>
      init.method === 'DELETE' ? errorResponse(403, 'GARAGE_FORBIDDEN') : jsonResponse(page([makeGarage()])),
    );
    const { user } = renderWithProviders(<MyGaragePage />, { route: '/my-garage' });

    await user.click(await screen.findByRole('button', { name: /Sil/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Garaj silinirken bir hata oluştu.' }),
    );
    expect(screen.getByRole('link', { name: 'Gece Mavisi E36' })).toBeInTheDocument();
  });
});
