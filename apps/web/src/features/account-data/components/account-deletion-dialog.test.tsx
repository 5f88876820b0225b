import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDeletionState } from '@garaj/shared';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { AccountDataSection } from './account-data-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const scheduled: AccountDeletionState = { scheduledFor: '2026-12-11T21:00:00.000Z', keepContributions: false, hasPassword: true };

/** The API: the deletion state, no archives, and `deletion` answering the deletion request. */
function api(hasPassword: boolean, deletion: (body: { password?: string; code?: string }) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/me/data-exports') return jsonResponse({ items: [] });
    if (url.pathname === '/api/me/account-deletion/code') return jsonResponse(null, 204);
    if (url.pathname === '/api/me/account-deletion' && init.method === 'POST') return deletion(JSON.parse(String(init.body)) as { password?: string });
    if (url.pathname === '/api/me/account-deletion') return jsonResponse({ scheduledFor: null, keepContributions: true, hasPassword });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function signedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['session'], { session: { id: 's1' }, user: { id: 'u1' } });
  queryClient.setQueryData(['garages', 'mine'], [{ id: 'g1' }]);
  return queryClient;
}

const render = (queryClient?: QueryClient) =>
  renderWithProviders(<AccountDataSection />, { route: '/profile', routes: [{ path: '/', element: <p>ana sayfa</p> }], queryClient });

async function openDialog(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Hesabımı sil' }));
  return screen.findByRole('alertdialog', { name: 'Hesabın silinsin mi?' });
}

describe('AccountDataSection: "Hesabımı sil"', () => {
  it('explains the deletion, sends the password and the choice, and shows a wrong password under the field', async () => {
    const fetchMock = api(true, () => errorResponse(400, 'ACCOUNT_DELETION_PASSWORD'));
    const { user, router } = render();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/14 gün sonra/)).toBeInTheDocument();
    expect(within(dialog).getByText(/giriş yaparsan silme iptal edilir/)).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Başkalarının cevap verdiği konu ve yazılarım' });
    expect(within(group).getByRole('radio', { name: /“silinmiş üye” adıyla kalsın/ })).toBeChecked();

    // Nothing typed: the field says so, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı sil' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: /Silinsin/ }));
    const password = within(dialog).getByLabelText(/Şifren/);
    await user.type(password, 'yanlis-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı sil' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toEqual([{ password: 'yanlis-sifre', keepContributions: false }]));
    expect(await within(dialog).findByText('Şifre yanlış.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Şifre yanlış.');
    expect(password).toHaveFocus();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('on success forgets the signed-out member, goes home and says when the account goes', async () => {
    const fetchMock = api(true, () => jsonResponse(scheduled));
    const queryClient = signedIn();
    const { user, router } = render(queryClient);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Şifren/), 'dogru-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı sil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('ana sayfa')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toEqual([{ password: 'dogru-sifre', keepContributions: true }]);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(queryClient.getQueryData(['garages', 'mine'])).toBeUndefined();
    expect(window.localStorage.getItem('better-auth.message')).toContain('"event":"session"');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Hesabın 12 Aralık 2026 tarihinde silinecek.',
        expect.objectContaining({ description: 'O tarihten önce giriş yaparsan silme iptal edilir.' }),
      ),
    );
  });

  it('confirms an account without a password with the mailed six-digit code', async () => {
    const fetchMock = api(false, () => errorResponse(400, 'ACCOUNT_DELETION_CODE_INVALID'));
    const { user } = render();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText(/Şifren/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Kod gönder' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Kod e-posta adresine gönderildi.');
    expect(calls(fetchMock)).toContain('POST /api/me/account-deletion/code');

    const code = within(dialog).getByLabelText(/Onay kodu/);
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı sil' }));
    expect(await within(dialog).findByText('E-postadaki 6 haneli kodu gir.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı sil' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toEqual([{ code: '123456', keepContributions: true }]));
    expect(await within(dialog).findByText('Kod geçersiz veya süresi dolmuş.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes with "İptal" without sending anything', async () => {
    const fetchMock = api(true, () => jsonResponse(scheduled));
    const { user } = render();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/me/account-deletion')).toHaveLength(0);
  });
});
