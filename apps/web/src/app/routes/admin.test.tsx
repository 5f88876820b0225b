import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { Component as AdminPage } from './admin';

const mocks = vi.hoisted(() => ({
  session: { user: null as CurrentUser | null, isPending: false },
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/session', () => ({ useCurrentUser: () => mocks.session }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const member: CurrentUser = { id: 'u1', email: 'a@example.com', username: 'ayse', displayUsername: 'Ayşe', role: 'user', image: null };
const admin: CurrentUser = { ...member, id: 'u2', role: 'admin' };

function stubStats(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/', element: <p>home page</p> },
];

describe('/admin guard', () => {
  beforeEach(() => {
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    mocks.session = { user: null, isPending: false };
  });

  it("sends visitors to /login with 'Giriş Gerekli'", async () => {
    const fetchMock = stubStats(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.toast.error).toHaveBeenCalledTimes(1);
    expect(mocks.toast.error).toHaveBeenCalledWith('Giriş Gerekli', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends members without the admin role to / with 'Erişim Reddedildi'", async () => {
    mocks.session = { user: member, isPending: false };
    stubStats(403, { error: { code: 'FORBIDDEN', message: 'x' } });
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.error).toHaveBeenCalledTimes(1);
    expect(mocks.toast.error).toHaveBeenCalledWith('Erişim Reddedildi', { description: 'Bu sayfaya erişim yetkiniz yok.' });
  });

  it('waits for the session before deciding', () => {
    mocks.session = { user: null, isPending: true };
    stubStats(200, {});
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    expect(router.state.location.pathname).toBe('/admin');
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('treats a 403 from the API like a missing role, even if the session says admin', async () => {
    mocks.session = { user: admin, isPending: false };
    stubStats(403, { error: { code: 'FORBIDDEN', message: 'Bu sayfaya erişim yetkiniz yok.' } });
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Erişim Reddedildi', { description: 'Bu sayfaya erişim yetkiniz yok.' });
  });

  it('shows admins the real counts from /api/admin/stats', async () => {
    mocks.session = { user: admin, isPending: false };
    const fetchMock = stubStats(200, { members: 1234, garages: 40, photos: 125, comments: 7 });
    renderWithProviders(<AdminPage />, { route: '/admin', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('125')).toBeInTheDocument();
    expect(screen.getByText('Yorumlar')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/stats');
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });
});
