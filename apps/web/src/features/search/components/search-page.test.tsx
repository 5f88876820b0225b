import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_POPULAR_SEARCHES, type SearchPage as SearchPageData, type SearchResult } from '@garaj/shared';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { SearchPage } from './search-page';

const result = (over: Partial<SearchResult> & Pick<SearchResult, 'type' | 'id' | 'url' | 'title' | 'badge'>): SearchResult => ({
  description: `${over.title} açıklaması`,
  image: null,
  category: null,
  tags: [],
  author: { username: 'mert_gti', fullName: null, avatar: null },
  date: '2026-03-01T10:00:00.000Z',
  ...over,
});

const RESULTS: SearchResult[] = [
  result({ type: 'garage', id: 'g1', url: '/garage/g1', title: 'Beyaz Şimşek', badge: 'garage', category: { id: 'car', name: null, nameEn: null }, tags: ['Volkswagen', 'Golf GTI', '2017'] }),
  result({ type: 'post', id: 'p1', url: '/blog/golf-bakimi', title: 'Golf Bakımı', badge: 'post', category: { id: 'maintenance', name: null, nameEn: null }, tags: ['a', 'b', 'c', 'd'] }),
  result({ type: 'user', id: 'u1', url: '/user/golfcu', title: '@golfcu', badge: 'user', author: null }),
  result({ type: 'topic', id: 't1', url: '/forum/engine/topic/t1', title: 'Golf yağ yakıyor mu?', badge: 'question', category: { id: 'engine', name: 'Motor', nameEn: 'Engine' } }),
];

const page = (items: SearchResult[], extra: Partial<SearchPageData> = {}): SearchPageData => ({
  items,
  total: items.length,
  counts: { garage: 1, post: 1, user: 1, topic: 1 },
  capped: { garage: false, post: false, user: false, topic: false },
  page: 1,
  pageSize: 20,
  didYouMean: null,
  ...extra,
});

let requests: URL[] = [];
function stubApi(search: (url: URL) => SearchPageData | Promise<SearchPageData>, popular: string[] = ['golf', 'isik', ...DEFAULT_POPULAR_SEARCHES.slice(0, 6)]) {
  requests = [];
  mockFetch(async (url) => {
    requests.push(url);
    if (url.pathname === '/api/search/popular') return jsonResponse({ queries: popular });
    return jsonResponse(await search(url));
  });
}
const searchRequests = () => requests.filter((u) => u.pathname === '/api/search');

describe('Search page', () => {
  beforeEach(() => stubApi(() => page(RESULTS)));

  it('shows each result as a link to its page, with its badge, category, tags and author', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=golf' });
    expect(await screen.findByText('4 sonuç bulundu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '“golf” için arama sonuçları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beyaz Şimşek' })).toHaveAttribute('href', '/garage/g1');
    expect(screen.getByRole('link', { name: 'Golf Bakımı' })).toHaveAttribute('href', '/blog/golf-bakimi');
    expect(screen.getByRole('link', { name: '@golfcu' })).toHaveAttribute('href', '/user/golfcu');
    expect(screen.getByRole('link', { name: 'Golf yağ yakıyor mu?' })).toHaveAttribute('href', '/forum/engine/topic/t1');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByText(/^(Garaj|Blog|Kullanıcı|Soru)$/)[0]?.textContent)).toEqual(['Garaj', 'Blog', 'Kullanıcı', 'Soru']);
    expect(within(cards[0]!).getByText('Otomobil')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Bakım')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Motor')).toBeInTheDocument();
    expect(within(within(cards[1]!).getByRole('list', { name: 'Etiketler' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards[0]!).getByText('Sahibi: @mert_gti')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/@mert_gti/)).not.toBeInTheDocument();
    // The first page of a search over all types counts as a search made (popular searches).
    expect(searchRequests()[0]?.searchParams.get('record')).toBe('true');
    expect(searchRequests()[0]?.searchParams.get('q')).toBe('golf');
  });

  it("says 'Aranıyor...' while the search runs", async () => {
    let release: (value: SearchPageData) => void = () => {};
    stubApi(() => new Promise<SearchPageData>((resolve) => (release = resolve)));
    renderWithProviders(<SearchPage />, { route: '/search?q=golf' });
    expect(await screen.findByText('Aranıyor...')).toBeInTheDocument();
    release(page(RESULTS));
    expect(await screen.findByText('4 sonuç bulundu')).toBeInTheDocument();
    expect(screen.queryByText('Aranıyor...')).not.toBeInTheDocument();
  });

  it("shows 'Sonuç bulunamadı' with the hint when nothing matches", async () => {
    stubApi(() => page([], { counts: { garage: 0, post: 0, user: 0, topic: 0 } }));
    renderWithProviders(<SearchPage />, { route: '/search?q=zzzz' });
    expect(await screen.findByRole('heading', { name: 'Sonuç bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText('Farklı anahtar kelimelerle tekrar aramayı deneyin.')).toBeInTheDocument();
    expect(screen.getByText('0 sonuç bulundu')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sonuç türü' })).not.toBeInTheDocument();
    expect(screen.queryByText('Bunu mu demek istediniz?')).not.toBeInTheDocument();
  });

  it("offers the server's corrected query as a link when nothing matched", async () => {
    stubApi(() => page([], { counts: { garage: 0, post: 0, user: 0, topic: 0 }, didYouMean: 'karbon kaput' }));
    renderWithProviders(<SearchPage />, { route: '/search?q=xarbon%20kaput' });
    expect(await screen.findByText('Bunu mu demek istediniz?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'karbon kaput' })).toHaveAttribute('href', '/search?q=karbon+kaput');
  });

  it('submits only a non-empty trimmed query, into ?q=', async () => {
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByRole('heading', { name: 'Ne aramak istersiniz?' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Sitede ara' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.search).toBe('');
    expect(searchRequests()).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '  şoför koltuğu ');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('şoför koltuğu'));
    expect(router.state.location.pathname).toBe('/search');
    await waitFor(() => expect(searchRequests().map((u) => u.searchParams.get('q'))).toEqual(['şoför koltuğu']));
  });

  it('offers the eight popular searches as links to their searches', async () => {
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    const section = (await screen.findByRole('heading', { name: 'Popüler Aramalar' })).closest('section')!;
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['golf', 'isik', 'BMW', 'Honda', 'Mercedes', 'Yamaha', 'turbo', 'drift']);
    expect(links[1]).toHaveAttribute('href', '/search?q=isik');
    await user.click(links[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=isik'));
    expect(await screen.findByText('4 sonuç bulundu')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sitede ara' })).toHaveValue('isik');
  });

  it('falls back to the default list when the popular searches cannot be loaded', async () => {
    mockFetch(() => errorResponse(400, 'INTERNAL', 'x'));
    renderWithProviders(<SearchPage />, { route: '/search' });
    const section = (await screen.findByRole('heading', { name: 'Popüler Aramalar' })).closest('section')!;
    expect((await within(section).findAllByRole('link')).map((link) => link.textContent)).toEqual([...DEFAULT_POPULAR_SEARCHES]);
  });

  it('filters by type with the tabs (counts shown, capped as "100+"), without recording the search again', async () => {
    stubApi((url) =>
      url.searchParams.get('type') === 'garage'
        ? page([RESULTS[0]!], { total: 100, counts: { garage: 100, post: 1, user: 1, topic: 1 }, capped: { garage: true, post: false, user: false, topic: false } })
        : page(RESULTS, { total: 103, counts: { garage: 100, post: 1, user: 1, topic: 1 }, capped: { garage: true, post: false, user: false, topic: false } }),
    );
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search?q=golf' });
    const tabs = await screen.findByRole('navigation', { name: 'Sonuç türü' });
    expect(within(tabs).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'Tümü, 103+ sonuç',
      'Garaj, 100+ sonuç',
      'Blog, 1 sonuç',
      'Kullanıcı, 1 sonuç',
      'Soru ve Konu, 1 sonuç',
    ]);
    await user.click(within(tabs).getByRole('link', { name: /^Garaj/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=golf&type=garage'));
    expect(await screen.findByText('100+ sonuç bulundu')).toBeInTheDocument();
    const typed = searchRequests().find((u) => u.searchParams.get('type') === 'garage');
    expect(typed?.searchParams.get('record')).toBeNull();
    expect(within(tabs).getByRole('link', { name: /^Garaj/ })).toHaveAttribute('aria-current', 'page');
    // 100 results of 20 per page: five pages.
    expect(screen.getByText('Sayfa 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/search?q=golf&type=garage&page=2');
  });

  it('is translated to English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<SearchPage />, { route: '/search?q=golf' });
    expect(await screen.findByText('4 results found')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(within(cards[3]!).getByText('Question')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Engine')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Car')).toBeInTheDocument();
  });
});
