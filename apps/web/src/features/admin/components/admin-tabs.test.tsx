import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AuditEntryView, SiteSettings } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { AuditTab } from './audit-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  me: { id: 'admin-1', email: 'admin@example.com', username: 'admin', displayUsername: 'admin', role: 'admin', image: null } as CurrentUser,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: mocks.me, isPending: false }) }));

const ayse: AdminUser = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ayse',
  email: 'ayse@example.com',
  emailVerified: true,
  role: 'user',
  isExpert: false,
  banned: false,
  banReason: null,
  banExpires: null,
  premiumUntil: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  garageCount: 2,
};
const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 20, total: items.length });

beforeEach(() => Object.values(mocks.toast).forEach((fn) => fn.mockReset()));
afterEach(() => vi.unstubAllGlobals());

describe('users tab', () => {
  it('bans a member with the reason and last day typed, then shows the toast', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/users') return jsonResponse(page([ayse]));
      if (init.method === 'POST' && url.pathname === `/api/admin/users/${ayse.id}/ban`) return jsonResponse({ ...ayse, banned: true, banReason: 'Spam' });
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<UsersTab />, { route: '/admin?tab=users' });
    await user.click(await screen.findByRole('button', { name: 'Yasakla' }));
    const dialog = await screen.findByRole('dialog', { name: '@ayse yasaklansın mı?' });

    // The reason is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Yasakla' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(dialog).getByLabelText('Neden'), 'Spam mesajlar');
    await user.type(within(dialog).getByLabelText('Son gün'), '2099-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Yasakla' }));

    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı'));
    expect(sentBodies(fetchMock, `POST /api/admin/users/${ayse.id}/ban`)).toEqual([{ reason: 'Spam mesajlar', until: '2099-01-31' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends no end date for a ban until lifted and shows the server's refusal in Turkish", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/users') return jsonResponse(page([ayse]));
      if (init.method === 'POST') return errorResponse(409, 'ADMIN_SELF_ACTION', 'x');
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<UsersTab />, { route: '/admin?tab=users' });
    await user.click(await screen.findByRole('button', { name: 'Yasakla' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Neden'), 'Taciz');
    await user.click(within(dialog).getByRole('button', { name: 'Yasakla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu işlemi kendi hesabınıza uygulayamazsınız.');
    expect(sentBodies(fetchMock, `POST /api/admin/users/${ayse.id}/ban`)).toEqual([{ reason: 'Taciz', until: null }]);
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('puts the search and filters in the request', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    const { user } = renderWithProviders(<UsersTab />, { route: '/admin?tab=users&role=moderator&status=banned' });
    await screen.findByText('Bu ölçütlere uyan kullanıcı yok');
    await user.type(screen.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' }), 'mehmet{Enter}');
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/admin/users?q=mehmet&role=moderator&status=banned&page=1'));
  });
});

describe('settings tab', () => {
  const settings: SiteSettings = { registrationOpen: true, contactEmail: 'info@garaj.local', announcement: null, updatedAt: null };

  it('saves registration, contact address and a new announcement in both languages', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PUT') return jsonResponse({ ...settings, updatedAt: '2026-11-24T09:00:00.000Z' });
      if (url.pathname === '/api/admin/settings') return jsonResponse(settings);
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<SettingsTab />);
    const email = await screen.findByLabelText('İletişim e-postası');
    await user.click(screen.getByRole('switch', { name: 'Yeni üyelik açık' }));
    await user.clear(email);
    await user.type(email, 'destek@garaj.local');
    await user.type(screen.getByLabelText('Duyuru metni'), 'Bakım 02:00’de');
    await user.type(screen.getByLabelText('Duyuru metni (İngilizce)'), 'Maintenance at 02:00');
    await user.click(screen.getByRole('switch', { name: 'Duyuru yayında' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı'));
    expect(sentBodies(fetchMock, 'PUT /api/admin/settings')).toEqual([
      { registrationOpen: false, contactEmail: 'destek@garaj.local', announcement: { text: 'Bakım 02:00’de', textEn: 'Maintenance at 02:00', tone: 'info', active: true } },
    ]);
  });

  it('refuses an active announcement without text and a bad address, sending nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(settings));
    const { user } = renderWithProviders(<SettingsTab />);
    const email = await screen.findByLabelText('İletişim e-postası');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('switch', { name: 'Duyuru yayında' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });
});

describe('audit tab', () => {
  const entry: AuditEntryView = {
    id: 'a1',
    actor: { id: 'admin-1', username: 'admin' },
    action: 'user.ban',
    targetType: 'user',
    targetId: ayse.id,
    targetLabel: 'ayse',
    reason: 'Spam',
    before: { banned: false },
    after: { banned: true, until: null },
    createdAt: '2026-11-24T08:00:00.000Z',
  };

  it('sends the filters typed and shows before/after on demand', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([entry])));
    const { user, router } = renderWithProviders(<AuditTab />, { route: '/admin?tab=audit' });
    expect(await screen.findByText('user.ban')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/admin/audit?page=1']);

    await user.type(screen.getByLabelText('Yapan (kullanıcı adı)'), 'admin');
    await user.type(screen.getByLabelText('İşlem'), 'user.');
    await user.type(screen.getByLabelText('Hedef türü'), 'user');
    await user.type(screen.getByLabelText('Başlangıç'), '2026-11-01');
    await user.type(screen.getByLabelText('Bitiş'), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));

    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/admin/audit?actor=admin&action=user.&targetType=user&from=2026-11-01&to=2026-11-24&page=1'));
    expect(router.state.location.search).toBe('?tab=audit&actor=admin&action=user.&targetType=user&from=2026-11-01&to=2026-11-24');

    await user.click(screen.getByText('Önce / sonra'));
    expect(screen.getByText(/"until": null/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
  });
});
