import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, listPage, makePostCard, mockFetch } from '@/features/blog/testing/fixtures';
import { renderWithProviders } from '@/test/test-utils';
import { Component as BlogPage } from './blog';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentUser: () => ({ user: auth.user, isPending: false }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

/** The list answers from `pages`; other calls get an empty page. */
function api(answer: (url: URL) => ReturnType<typeof listPage> = () => listPage([makePostCard()])) {
  return mockFetch((url) => jsonResponse(url.pathname === '/api/blog/posts' ? answer(url) : { items: [], nextCursor: null }));
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) => calls(fetchMock).filter((c) => c.startsWith('GET /api/blog/posts'));

describe('/blog list', () => {
  it('reads search and category from the address and shows the cards: category, date, reading time, tags, "Devamını Oku"', async () => {
    const fetchMock = api(() => listPage([makePostCard({ tags: ['far', 'ışık', 'gece'] })], 1));
    renderWithProviders(<BlogPage />, { route: '/blog?category=tips&search=far' });

    const card = (await screen.findByRole('heading', { level: 2, name: 'Şanzıman Ayarı' })).closest('article')!;
    expect(listCalls(fetchMock)).toEqual(['GET /api/blog/posts?search=far&category=tips&limit=9']);
    expect(within(card).getByText('Rehberler')).toBeInTheDocument();
    expect(within(card).getByText('21 Kasım 2026')).toBeInTheDocument();
    expect(within(card).getByText('4 dk okuma')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent).slice(0, 3)).toEqual(['#far', '#ışık', '#gece']);
    expect(within(card).getByRole('link', { name: /Devamını Oku/ })).toHaveAttribute('href', '/blog/sanziman-ayari');
    expect(screen.getByRole('searchbox', { name: 'Blog yazılarında ara' })).toHaveValue('far');
    expect(screen.getByRole('link', { name: 'İpuçları' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('1 yazı bulundu')).toBeInTheDocument();
  });

  it('keeps the category chips and the search in the address (shareable)', async () => {
    const fetchMock = api();
    const { router, user } = renderWithProviders(<BlogPage />, { route: '/blog?search=turbo' });
    await screen.findByRole('heading', { level: 2, name: 'Şanzıman Ayarı' });

    await user.click(screen.getByRole('link', { name: 'Modifikasyon' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=turbo&category=modification'));
    await waitFor(() => expect(listCalls(fetchMock)).toContain('GET /api/blog/posts?search=turbo&category=modification&limit=9'));

    const box = screen.getByRole('searchbox', { name: 'Blog yazılarında ara' });
    await user.clear(box);
    await user.type(box, 'fren');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fren&category=modification'));
    // The router's state moves first; the chips render the new address in the transition after it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tümü' }).getAttribute('href')).toContain('search=fren'));

    await user.click(screen.getByRole('link', { name: 'Tümü' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=fren'));
  });

  it('pages on with the next cursor in the address, then back to the first page', async () => {
    const fetchMock = api((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? listPage([makePostCard({ id: 'id-2', title: 'İkinci Sayfa' })], null, null)
        : listPage([makePostCard({ id: 'id-1' })], 20, 'c2'),
    );
    const { router, user } = renderWithProviders(<BlogPage />, { route: '/blog?category=guides' });
    await screen.findByText('20 yazı bulundu');
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pages).queryByRole('link', { name: /İlk sayfa/ })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: /Sonraki/ })).toHaveAttribute('href', '/blog?category=guides&cursor=c2');
    await user.click(within(pages).getByRole('link', { name: /Sonraki/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=guides&cursor=c2'));
    await waitFor(() => expect(listCalls(fetchMock)).toContain('GET /api/blog/posts?category=guides&cursor=c2&limit=9'));
    expect(await screen.findByRole('heading', { level: 2, name: 'İkinci Sayfa' })).toBeInTheDocument();
    // Later pages carry no total; the last one offers only the way back.
    expect(screen.queryByText(/yazı bulundu/)).not.toBeInTheDocument();
    const last = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(last).queryByRole('link', { name: /Sonraki/ })).not.toBeInTheDocument();
    expect(within(last).getByRole('link', { name: /İlk sayfa/ })).toHaveAttribute('href', '/blog?category=guides');
  });

  it("shows 'Sonuç Bulunamadı' and 'Filtreleri Temizle' back to /blog when nothing matches", async () => {
    api(() => listPage([], 0));
    const { router, user } = renderWithProviders(<BlogPage />, { route: '/blog?search=zzz&category=tips' });
    expect(await screen.findByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it("offers 'Yazı Yaz' to members only", async () => {
    api();
    const { unmount } = renderWithProviders(<BlogPage />, { route: '/blog' });
    await screen.findByRole('heading', { level: 2, name: 'Şanzıman Ayarı' });
    expect(screen.queryByRole('link', { name: 'Yazı Yaz' })).not.toBeInTheDocument();
    unmount();
    auth.user = member;
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(await screen.findByRole('link', { name: 'Yazı Yaz' })).toHaveAttribute('href', '/blog/new');
  });
});
