import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AdminReport, AdminReportPage } from '@garaj/shared';
import type { SessionData } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { AdminReportsTab } from './admin-reports-tab';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const session = (role: 'moderator' | 'admin'): SessionData => ({
  session: { id: 's1', userId: role, expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: role, email: `${role}@example.com`, emailVerified: true, name: role, username: role, displayUsername: role, role },
});

const report = (over: Partial<AdminReport> = {}): AdminReport => ({
  id: 'r1',
  targetType: 'garage_comment',
  targetId: 'c1',
  reason: 'harassment',
  details: 'Sürekli hakaret',
  status: 'open',
  action: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  resolutionNote: null,
  reporter: { id: 'u1', username: 'veli' },
  handledBy: null,
  target: { exists: true, hidden: false, preview: { title: 'Kırmızı Şahin', excerpt: 'Kaba bir yorum', authorUsername: 'ali', url: '/garage/g1#comments' }, authorId: 'ali-id' },
  openReportsOnTarget: 2,
  ...over,
});
const page = (items: AdminReport[]): AdminReportPage => ({ items, page: 1, pageSize: 20, total: items.length });

function serve(role: 'moderator' | 'admin', list: (url: URL) => Response = () => jsonResponse(page([report()]))) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(session(role));
    if (url.pathname === '/api/admin/reports') return list(url);
    const handled = /^\/api\/admin\/reports\/([^/]+)\/(resolve|dismiss)$/.exec(url.pathname);
    if (handled && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { action?: string };
      return jsonResponse({ status: handled[2] === 'resolve' ? 'resolved' : 'dismissed', action: body.action ?? null, reportIds: ['r1', 'r2'] });
    }
    return errorResponse(404, 'NOT_FOUND');
  });
}

async function ready(queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) {
  await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
}

describe('AdminReportsTab', () => {
  it('shows the open queue: preview with link, reporter, reason, details, open count', async () => {
    const fetchMock = serve('moderator');
    renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    const card = await screen.findByTestId('report-card');
    expect(calls(fetchMock)).toContain('GET /api/admin/reports?status=open&page=1');
    expect(within(card).getByRole('link', { name: /Kırmızı Şahin/ })).toHaveAttribute('href', '/garage/g1#comments');
    expect(within(card).getByText('Kaba bir yorum')).toBeInTheDocument();
    expect(within(card).getByText('Taciz veya zorbalık')).toBeInTheDocument();
    expect(within(card).getByText('Sürekli hakaret')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@veli' })).toHaveAttribute('href', '/user/veli');
    expect(within(card).getByText('Bu içerikte 2 açık rapor')).toBeInTheDocument();
    expect(within(card).getByText('Bekliyor')).toBeInTheDocument();
  });

  it('a deleted target shows the snapshot without a link', async () => {
    serve('moderator', () => jsonResponse(page([report({ target: { exists: false, hidden: false, preview: { title: 'Eski Garaj', excerpt: null, authorUsername: 'ali', url: '/garage/g9' }, authorId: null } })])));
    renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    const card = await screen.findByTestId('report-card');
    expect(within(card).getByText('Eski Garaj')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Eski Garaj/ })).toBeNull();
    expect(within(card).getByText('Silindi — bildirim anındaki hali')).toBeInTheDocument();
  });

  it('a moderator resolves with hide and a note (ban is not offered): the request, ‘Rapor İşlendi’, the queue is asked again', async () => {
    const fetchMock = serve('moderator');
    const { user, queryClient } = renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    const card = await screen.findByTestId('report-card');
    await ready(queryClient);
    await user.click(within(card).getByRole('button', { name: 'Çöz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raporu Çöz' });
    const group = within(dialog).getByRole('group', { name: 'Yapılacak işlem' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'hide', 'delete']);
    await user.click(within(group).getByRole('radio', { name: /Gizle/ }));
    await user.type(within(dialog).getByLabelText('Not (isteğe bağlı)'), 'Hakaret içeriyor');
    const before = calls(fetchMock).filter((c) => c.startsWith('GET /api/admin/reports')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Çöz' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rapor İşlendi', { description: '2 rapor çözüldü.' }));
    expect(sentBodies(fetchMock, 'POST /api/admin/reports/r1/resolve')).toEqual([{ action: 'hide', note: 'Hakaret içeriyor' }]);
    await waitFor(() => expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/admin/reports')).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an admin may ban; ban and delete ask for confirmation first', async () => {
    const fetchMock = serve('admin');
    const { user, queryClient } = renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    const card = await screen.findByTestId('report-card');
    await ready(queryClient);
    await user.click(within(card).getByRole('button', { name: 'Çöz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raporu Çöz' });
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'hide', 'delete', 'ban']);
    await user.click(within(dialog).getByRole('radio', { name: /Yasakla/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Çöz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emin misiniz?' });
    expect(within(confirm).getByText('İçeriğin sahibi yasaklanacak ve tüm oturumları hemen sonlanacak.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/reports/r1/resolve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Evet, devam et' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/admin/reports/r1/resolve')).toEqual([{ action: 'ban', note: null }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rapor İşlendi', expect.anything()));
  });

  it('dismiss sends the note; a refusal shows the translated error and keeps the dialog', async () => {
    let refuse = true;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/auth/get-session') return jsonResponse(session('moderator'));
      if (url.pathname === '/api/admin/reports') return jsonResponse(page([report()]));
      if (url.pathname === '/api/admin/reports/r1/dismiss' && init.method === 'POST') {
        return refuse ? errorResponse(409, 'REPORT_NOT_OPEN') : jsonResponse({ status: 'dismissed', action: null, reportIds: ['r1'] });
      }
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user, queryClient } = renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    const card = await screen.findByTestId('report-card');
    await ready(queryClient);
    await user.click(within(card).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raporu Reddet' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.type(within(dialog).getByLabelText('Not (isteğe bağlı)'), 'Kurallara uygun');
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Reddet' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Rapor işlenemedi', { description: 'Bu rapor zaten işlendi.' }));
    expect(screen.getByRole('dialog', { name: 'Raporu Reddet' })).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Reddet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rapor İşlendi', { description: 'Rapor reddedildi.' }));
    expect(sentBodies(fetchMock, 'POST /api/admin/reports/r1/dismiss')).toEqual([{ note: 'Kurallara uygun' }, { note: 'Kurallara uygun' }]);
  });

  it('filters from the address; handled reports show who, the action and the note; empty and error states', async () => {
    const fetchMock = serve('moderator', (url) =>
      url.searchParams.get('status') === 'resolved'
        ? jsonResponse(page([report({ status: 'resolved', action: 'delete', handledAt: '2026-11-21T10:00:00.000Z', handledBy: { id: 'm', username: 'moderator' }, resolutionNote: 'Silindi', openReportsOnTarget: 0 })]))
        : jsonResponse(page([])),
    );
    const { unmount } = renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports&status=resolved&type=post' });
    const card = await screen.findByTestId('report-card');
    expect(calls(fetchMock)).toContain('GET /api/admin/reports?status=resolved&page=1&targetType=post');
    expect(within(card).getByText('Yapılan işlem: Sil')).toBeInTheDocument();
    expect(within(card).getByText('Not: Silindi')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Çöz' })).toBeNull();
    unmount();

    renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    expect(await screen.findByRole('heading', { name: 'Bekleyen rapor yok' })).toBeInTheDocument();
    unmount();
  });

  it('an error with retry', async () => {
    serve('moderator', () => errorResponse(500, 'INTERNAL'));
    renderWithProviders(<AdminReportsTab />, { route: '/admin?tab=reports' });
    expect(await screen.findByText('Beklenmeyen bir hata oluştu.')).toBeInTheDocument();
  });
});
