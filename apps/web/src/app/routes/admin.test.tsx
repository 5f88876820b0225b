import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { Component as AdminPage } from './admin';

const mocks = vi.hoisted(() => ({
  session: { user: null as CurrentUser | null, isPending: false },
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/session', () => ({ useCurrentUser: () => mocks.session }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
// recharts needs a laid-out page; the charts' own module is replaced by its series summary.
vi.mock('@/features/admin/components/dashboard-charts', () => ({
  default: ({ series }: { series: AdminDashboard['series'] }) => <p>charts of {series.length} days</p>,
}));

const member: CurrentUser = { id: 'u1', email: 'a@example.com', username: 'ayse', displayUsername: 'Ayşe', role: 'user', image: null };
const admin: CurrentUser = { ...member, id: 'u2', role: 'admin' };
const moderator: CurrentUser = { ...member, id: 'u3', role: 'moderator' };

const dashboard: AdminDashboard = {
  members: 1234,
  garages: 40,
  photos: 125,
  posts: 17,
  questions: 9,
  activeShares: 2,
  openReports: 5,
  onlineNow: 3,
  series: Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, signUps: i, garages: 1, posts: 0, topics: 0, replies: 0 })),
};
const emptyPage = { items: [], page: 1, pageSize: 20, total: 0 };

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/', element: <p>home page</p> },
];

describe('/admin guard', () => {
  beforeEach(() => {
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    mocks.session = { user: null, isPending: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends visitors to /login with 'Giriş Gerekli'", async () => {
    const fetchMock = mockFetch(() => errorResponse(401, 'UNAUTHENTICATED'));
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin');
    expect(mocks.toast.error).toHaveBeenCalledTimes(1);
    expect(mocks.toast.error).toHaveBeenCalledWith('Giriş Gerekli', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends members without a moderator or admin role to / with 'Erişim Reddedildi'", async () => {
    mocks.session = { user: member, isPending: false };
    const fetchMock = mockFetch(() => errorResponse(403, 'FORBIDDEN'));
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin?tab=users', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.error).toHaveBeenCalledTimes(1);
    expect(mocks.toast.error).toHaveBeenCalledWith('Erişim Reddedildi', { description: 'Bu sayfaya erişim yetkiniz yok.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the session before deciding', () => {
    mocks.session = { user: null, isPending: true };
    mockFetch(() => jsonResponse(dashboard));
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    expect(router.state.location.pathname).toBe('/admin');
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('treats a 403 from the API like a missing role, even if the session says admin', async () => {
    mocks.session = { user: admin, isPending: false };
    mockFetch(() => errorResponse(403, 'FORBIDDEN', 'Bu sayfaya erişim yetkiniz yok.'));
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Erişim Reddedildi', { description: 'Bu sayfaya erişim yetkiniz yok.' });
  });

  it('lets moderators in without the admin tabs (users, settings, audit …) even when the address asks for one', async () => {
    mocks.session = { user: moderator, isPending: false };
    const fetchMock = mockFetch(() => jsonResponse(emptyPage));
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin?tab=users', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('tab', { name: 'Raporlar', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'İçerik' })).toBeInTheDocument();
    for (const name of ['Genel Bakış', 'Kullanıcılar', 'Garajlar', 'Reklamlar', 'Yardım', 'Ayarlar', 'İşlem Kaydı']) {
      expect(screen.queryByRole('tab', { name })).not.toBeInTheDocument();
    }
    expect(calls(fetchMock).some((call) => call.includes('/api/admin/users') || call.includes('/api/admin/dashboard'))).toBe(false);
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });
});

describe('/admin tabs', () => {
  beforeEach(() => {
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    mocks.session = { user: admin, isPending: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows admins the dashboard figures from /api/admin/dashboard and its charts', async () => {
    const fetchMock = mockFetch(() => jsonResponse(dashboard));
    renderWithProviders(<AdminPage />, { route: '/admin', routes });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Genel Bakış', selected: true })).toBeInTheDocument();
    const openReports = screen.getByText('Açık Raporlar').parentElement as HTMLElement;
    expect(within(openReports).getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Şu An Çevrimiçi')).toBeInTheDocument();
    expect(await screen.findByText('charts of 30 days')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/admin/dashboard']);
  });

  it('opens the tab named in the address and writes the chosen tab back to it', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/admin/users') return jsonResponse(emptyPage);
      if (url.pathname === '/api/admin/settings') return jsonResponse({ registrationOpen: true, contactEmail: 'info@garaj.local', announcement: null, updatedAt: null });
      return errorResponse(404, 'NOT_FOUND');
    });
    const { router, user } = renderWithProviders(<AdminPage />, { route: '/admin?tab=users', routes });
    expect(await screen.findByRole('tab', { name: 'Kullanıcılar', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Bu ölçütlere uyan kullanıcı yok')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/admin/users?page=1']);

    await user.click(screen.getByRole('tab', { name: 'Ayarlar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=settings'));
    expect(await screen.findByLabelText('İletişim e-postası')).toHaveValue('info@garaj.local');
    expect(screen.getByRole('tab', { name: 'Ayarlar', selected: true })).toBeInTheDocument();
  });

  it('falls back to the dashboard for an unknown tab', async () => {
    mockFetch(() => jsonResponse(dashboard));
    renderWithProviders(<AdminPage />, { route: '/admin?tab=nope', routes });
    expect(await screen.findByRole('tab', { name: 'Genel Bakış', selected: true })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/dashboard' ? jsonResponse(dashboard) : jsonResponse(emptyPage)));
    const { router, user } = renderWithProviders(<AdminPage />, { route: '/admin', routes });
    const first = await screen.findByRole('tab', { name: 'Genel Bakış' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kullanıcılar' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
  });
});
