import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CategoryRoute } from '@/app/routes/forum-category';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRouter } from '@/test/test-utils';
import { topicPage, makeCategory, makeTopic } from '../testing/fixtures';

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentUser: () => ({ user: null, isPending: false }),
}));

function renderCategory(url: string) {
  const router = createMemoryRouter([{ path: '/forum/:id', element: <CategoryRoute /> }], { initialEntries: [url] });
  return renderRouter(router);
}

const topicCalls = (fetchMock: ReturnType<typeof mockFetch>) => calls(fetchMock).filter((c) => c.startsWith('GET /api/forum/topics'));

afterEach(() => vi.unstubAllGlobals());

describe('forum category page', () => {
  it('shows the banner and the topic cards: badges, author level, long date, counts; pinned first', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/forum/categories/engine') return jsonResponse(makeCategory({ topicsCount: 2, repliesCount: 5, membersCount: 4 }));
      return jsonResponse(
        topicPage([
          makeTopic({ id: 'p1', title: 'Forum kuralları', isPinned: true, isLocked: true, kind: 'discussion' }),
          makeTopic({ id: 't1', title: 'Yağ yakıyor mu?', status: 'answered', isUrgent: true, repliesCount: 3, viewsCount: 40, upvotesCount: 6 }),
        ]),
      );
    });
    renderCategory('/forum/engine');

    expect(await screen.findByRole('heading', { level: 1, name: 'Motor' })).toBeInTheDocument();
    expect(screen.getByText('2 konu')).toBeInTheDocument();
    expect(screen.getByText('7 mesaj')).toBeInTheDocument();
    expect(screen.getByText('4 üye')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foruma Dön' })).toHaveAttribute('href', '/forum');
    // Visitors: 'Yeni Konu' leads to sign in and back.
    expect(screen.getByRole('link', { name: 'Yeni Konu' })).toHaveAttribute('href', '/login?next=%2Fforum%2Fengine');

    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Forum kuralları', 'Yağ yakıyor mu?']);
    expect(screen.getByRole('link', { name: 'Yağ yakıyor mu?' })).toHaveAttribute('href', '/forum/engine/topic/t1');
    for (const text of ['Sabitlenmiş', 'Kilitli', 'Cevaplandı', 'Acil']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText('Orta Seviye')).toHaveLength(2);
    expect(screen.getAllByText('14 Mart 2026')).toHaveLength(2);
    expect(screen.getByText('3 cevap')).toBeInTheDocument();
    expect(screen.getByText('40 görüntülenme')).toBeInTheDocument();
    expect(screen.getByText('6 beğeni')).toBeInTheDocument();
  });

  it('searches with ?search= from the address, and keeps a typed search in the address', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/forum/categories/engine' ? jsonResponse(makeCategory()) : jsonResponse(topicPage([makeTopic()], { total: 1, nextCursor: 'c3' })),
    );
    const { user, router } = renderCategory('/forum/engine?search=r%C3%B6lanti&cursor=c2');

    const box = await screen.findByRole('searchbox', { name: 'Konularda ara' });
    expect(box).toHaveValue('rölanti');
    await screen.findByText('1 konu bulundu');
    expect(topicCalls(fetchMock)).toEqual([`GET /api/forum/topics?category=engine&search=${encodeURIComponent('rölanti')}&cursor=c2`]);
    // Real links: the next page's cursor, and the way back to the first page (search kept).
    expect(screen.getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', `/forum/engine?search=${encodeURIComponent('rölanti')}&cursor=c3`);
    expect(screen.getByRole('link', { name: 'İlk sayfa' })).toHaveAttribute('href', `/forum/engine?search=${encodeURIComponent('rölanti')}`);

    await user.clear(box);
    await user.type(box, 'turbo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=turbo'));
    await waitFor(() => expect(topicCalls(fetchMock)).toContain('GET /api/forum/topics?category=engine&search=turbo'));
  });

  it("says 'Sonuç Bulunamadı' and clears the search with its button", async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/forum/categories/engine') return jsonResponse(makeCategory());
      return jsonResponse(url.searchParams.has('search') ? topicPage([]) : topicPage([makeTopic()]));
    });
    const { user, router } = renderCategory('/forum/engine?search=yokboyle');

    expect(await screen.findByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aramayı Temizle' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(makeTopic().title)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Konularda ara' })).toHaveValue('');
    expect(topicCalls(fetchMock).at(-1)).toBe('GET /api/forum/topics?category=engine');
  });

  it('renders the not-found page at once when the server-side loader found no such category', async () => {
    mockFetch(() => jsonResponse(makeCategory()));
    const router = createMemoryRouter([{ path: '/forum/:id', element: <CategoryRoute />, loader: () => ({ missing: true }) }], {
      initialEntries: ['/forum/yok'],
    });
    renderRouter(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', async () => {
    mockFetch(() => errorResponse(404, 'FORUM_CATEGORY_NOT_FOUND'));
    renderCategory('/forum/yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
  });
});
