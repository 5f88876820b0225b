import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { SessionData } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { ReportButton } from './report-button';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const session = (id: string): SessionData => ({
  session: { id: 's1', userId: id, expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id, email: `${id}@example.com`, emailVerified: true, name: id, username: id, displayUsername: id, role: 'user' },
});

function serve(signedIn: SessionData | null, report: (body: unknown) => Response = () => jsonResponse({ id: 'r1', status: 'open' }, 201)) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(signedIn);
    if (url.pathname === '/api/reports' && init.method === 'POST') return report(JSON.parse(String(init.body)));
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('ReportButton', () => {
  it('visitors get the ‘Giriş Gerekli’ toast with a sign-in action, and no dialog', async () => {
    const fetchMock = serve(null);
    const { user } = renderWithProviders(<ReportButton targetType="garage" targetId="g1" targetLabel="Kırmızı Şahin" />);
    const button = await screen.findByRole('button', { name: 'Bildir: Kırmızı Şahin' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', expect.objectContaining({ description: 'Bildirmek için giriş yapmalısınız.', action: expect.objectContaining({ label: 'Giriş Yap' }) })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to the target’s owner (and to a member on their own profile)', async () => {
    serve(session('me'));
    const { queryClient } = renderWithProviders(
      <div>
        <ReportButton targetType="post" targetId="p1" ownerId="me" />
        <ReportButton targetType="user" targetId="me" />
        <span>hazır</span>
      </div>,
    );
    await screen.findByText('hazır');
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Bildir/ })).toBeNull();
  });

  it('a member picks a reason (required), adds details and sends: the body, the success toast, the dialog closes', async () => {
    const fetchMock = serve(session('me'));
    const { user, queryClient } = renderWithProviders(<ReportButton targetType="garage_comment" targetId="c1" targetLabel="@ali" ownerId="ali" variant="icon" />);
    const button = await screen.findByRole('button', { name: 'Bildir: @ali' });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'İçeriği Bildir' });
    expect(within(dialog).getByText('Garaj yorumu')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Bildirimi Gönder' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/reports')).toHaveLength(0);

    const group = within(dialog).getByRole('group', { name: 'Bildirme nedeni' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(group).getByRole('radio', { name: /Taciz veya zorbalık/ }));
    await user.type(within(dialog).getByLabelText('Ayrıntılar (isteğe bağlı)'), 'Sürekli hakaret ediyor');
    expect(within(dialog).getByText('22 / 1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bildirimi Gönder' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bildiriminiz Alındı', expect.anything()));
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([{ targetType: 'garage_comment', targetId: 'c1', reason: 'harassment', details: 'Sürekli hakaret ediyor' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('409 REPORT_ALREADY_OPEN: says so and closes; another failure keeps the dialog open', async () => {
    let answer = errorResponse(409, 'REPORT_ALREADY_OPEN');
    serve(session('me'), () => answer);
    const { user, queryClient } = renderWithProviders(<ReportButton targetType="user" targetId="ali" targetLabel="@ali" />);
    const button = await screen.findByRole('button', { name: 'Bildir: @ali' });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());

    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Üyeyi Bildir' });
    await user.click(within(dialog).getByRole('radio', { name: /Spam veya reklam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildirimi Gönder' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Zaten Bildirdiniz', { description: 'Bu içerik için zaten incelenmeyi bekleyen bir bildiriminiz var.' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    answer = errorResponse(429, 'RATE_LIMITED');
    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Üyeyi Bildir' });
    await user.click(within(dialog).getByRole('radio', { name: /Diğer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bildirimi Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bildirim Gönderilemedi', expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Üyeyi Bildir' })).toBeInTheDocument();
  });
});
