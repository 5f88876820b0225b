import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AdminContentItem, AdminContentPage } from '@garaj/shared';
import type { SessionData } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { AdminContentTab } from './admin-content-tab';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const session: SessionData = {
  session: { id: 's1', userId: 'mod', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'mod', email: 'mod@example.com', emailVerified: true, name: 'mod', username: 'mod', displayUsername: 'mod', role: 'moderator' },
};

const item = (over: Partial<AdminContentItem> = {}): AdminContentItem => ({
  type: 'topic',
  id: 't1',
  title: 'Rölanti dalgalanıyor',
  excerpt: 'Sabah soğukta oluyor.',
  author: { id: 'a1', username: 'ali', banned: false },
  link: '/forum/engine/topic/t1',
  createdAt: '2026-11-20T10:00:00.000Z',
  hidden: null,
  ...over,
});
const page = (items: AdminContentItem[], total = items.length): AdminContentPage => ({ items, total, page: 1, pageSize: 20 });

function serve(list: (url: URL) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(session);
    if (url.pathname === '/api/admin/content') return list(url);
    if (url.pathname.startsWith('/api/moderation/') && init.method === 'DELETE') return jsonResponse({ type: 'post_comment', id: 'c1', hidden: null });
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('AdminContentTab', () => {
  it('lists items with type, author, link and hidden facts; hidden items offer “Göster”', async () => {
    const fetchMock = serve(() =>
      jsonResponse(
        page([
          item(),
          item({
            type: 'post_comment',
            id: 'c1',
            title: null,
            excerpt: 'Kaba bir yorum',
            author: { id: 'b1', username: 'veli', banned: true },
            link: '/blog/turbo#comment-c1',
            hidden: { at: '2026-11-21T10:00:00.000Z', by: 'mod', byUsername: 'mod', reason: 'Hakaret' },
          }),
        ]),
      ),
    );
    const { user } = renderWithProviders(<AdminContentTab />, { route: '/admin?tab=content' });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Forum konusu')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Sitede aç: Rölanti dalgalanıyor' })).toHaveAttribute('href', '/forum/engine/topic/t1');
    expect(await within(rows[0]!).findByRole('button', { name: 'Gizle: Rölanti dalgalanıyor' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Yasaklı üye')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/@mod gizledi · Neden: Hakaret/)).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Yeniden göster: Kaba bir yorum' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('İşlem Başarılı', expect.anything()));
    expect(calls(fetchMock)).toContain('DELETE /api/moderation/post_comment/c1/hidden');
  });

  it('sends the filters and the search from the address, and pages', async () => {
    const fetchMock = serve((url) => jsonResponse({ ...page([item()], 45), page: Number(url.searchParams.get('page') ?? 1) }));
    const { user } = renderWithProviders(<AdminContentTab />, { route: '/admin?tab=content&type=reply&state=hidden&q=buji' });
    await screen.findAllByRole('listitem');
    expect(calls(fetchMock)).toContain('GET /api/admin/content?type=reply&state=hidden&q=buji&page=1');
    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/admin/content?type=reply&state=hidden&q=buji&page=2'));
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    serve(() => (fail ? errorResponse(500, 'INTERNAL') : jsonResponse(page([]))));
    const { user } = renderWithProviders(<AdminContentTab />, { route: '/admin?tab=content&state=hidden' });
    const retry = await screen.findByRole('button', { name: /Tekrar Dene|Yeniden dene/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Gizlenmiş içerik yok')).toBeInTheDocument();
  });
});
