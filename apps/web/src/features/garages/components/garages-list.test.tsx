import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as GaragesPage } from '@/app/routes/garages';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarage, page } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));

const member: CurrentUser = {
  id: 'u9',
  email: 'ayse@example.com',
  username: 'ayse',
  displayUsername: 'ayse',
  role: 'user',
  image: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('garages page', () => {
  it('says no garage was added yet and offers the first one to a member', async () => {
    auth.user = member;
    mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages' });

    expect(await screen.findByRole('heading', { name: 'Henüz garaj eklenmemiş.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk Garajı Ekle' })).toHaveAttribute('href', '/create-garage');
    expect(screen.getByRole('link', { name: /Garajını Oluştur/ })).toHaveAttribute('href', '/create-garage');
    expect(screen.queryByText('Arama kriterlerinize uygun garaj bulunamadı.')).not.toBeInTheDocument();
  });

  it('hides the create buttons from visitors', async () => {
    mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages' });

    expect(await screen.findByRole('heading', { name: 'Henüz garaj eklenmemiş.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'İlk Garajı Ekle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Garajını Oluştur/ })).not.toBeInTheDocument();
  });

  it('uses the search text from the address for a server-side search and says nothing matched', async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages?q=mavi&filter=for_sale' });

    expect(await screen.findByRole('heading', { name: 'Arama kriterlerinize uygun garaj bulunamadı.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'İlk Garajı Ekle' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Garaj ara' })).toHaveValue('mavi');
    expect(calls(fetchMock)).toEqual(['GET /api/garages?q=mavi&sort=newest&filter=for_sale&limit=12']);
  });

  it('reads ?search= (the header search) as the garage search', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages?search=bmw' });

    expect(await screen.findByRole('heading', { name: 'Arama kriterlerinize uygun garaj bulunamadı.' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Garaj ara' })).toHaveValue('bmw');
    expect(calls(fetchMock)).toEqual(['GET /api/garages?q=bmw&sort=newest&filter=all&limit=12']);
  });

  it('treats a filter alone as a search: "Satılık" with no result is not "no garage yet"', async () => {
    auth.user = member;
    mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages?filter=for_sale' });

    expect(await screen.findByRole('heading', { name: 'Arama kriterlerinize uygun garaj bulunamadı.' })).toBeInTheDocument();
    expect(screen.queryByText('Henüz garaj eklenmemiş.')).not.toBeInTheDocument();
  });

  it('searches on the server after typing stops and keeps the text in the address', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    const { user, router } = renderWithProviders(<GaragesPage />, { route: '/garages' });
    await screen.findByRole('heading', { name: 'Henüz garaj eklenmemiş.' });

    await user.type(screen.getByRole('searchbox', { name: 'Garaj ara' }), 'bmw');

    await waitFor(() => expect(router.state.location.search).toBe('?q=bmw'));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/garages?q=bmw&sort=newest&filter=all&limit=12'));
    // Debounced: no request for the partial words.
    expect(calls(fetchMock).filter((c) => c.includes('q=b&') || c.includes('q=bm&'))).toEqual([]);
  });

  it('is a GET form to /garages carrying the search, sort and filter (works before the script runs)', async () => {
    mockFetch(() => jsonResponse(page([])));
    renderWithProviders(<GaragesPage />, { route: '/garages?q=bmw&sort=popular&filter=for_sale' });

    const form = screen.getByRole('search', { name: 'Garaj ara' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/garages');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: 'bmw', sort: 'popular', filter: 'for_sale' });
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveAttribute('type', 'submit');
  });

  it('applies a sort at once after hydration (live, no submit)', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([])));
    const { user, router } = renderWithProviders(<GaragesPage />, { route: '/garages' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'popular');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular'));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/garages?sort=popular&filter=all&limit=12'));
  });

  it('shows the loading text, then the cards with their counts and links', async () => {
    mockFetch(() =>
      jsonResponse(page([makeGarage({ isForSale: true, salePrice: '1.250.000 TL', commentsCount: 7 })])),
    );
    renderWithProviders(<GaragesPage />, { route: '/garages' });

    expect(screen.getByText('Garajlar yükleniyor...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gece Mavisi E36' })).toHaveAttribute(
      'href',
      '/garage/11111111-1111-4111-8111-111111111111',
    );
    // 'Satılık' is also an option of the filter select; the card's badge is the one outside it.
    expect(screen.getAllByText('Satılık').filter((el) => el.tagName !== 'OPTION')).toHaveLength(1);
    expect(screen.getByText('7 yorum')).toBeInTheDocument();
    expect(screen.getByText('120 görüntülenme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Görüntüle/ })).toHaveAttribute('href', '/garage/11111111-1111-4111-8111-111111111111');
    expect(screen.getByRole('button', { name: /Beğen/ })).toBeEnabled();
    // The favorite heart (the favorites page's empty state tells members to use it).
    expect(screen.getByRole('button', { name: 'Favorilere ekle: Gece Mavisi E36' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens each card\'s own garage, also when one member owns several', async () => {
    const ids = ['aaaaaaaa-1111-4111-8111-111111111111', 'bbbbbbbb-2222-4222-8222-222222222222'];
    mockFetch(() =>
      jsonResponse(page([makeGarage({ id: ids[0], name: 'Birinci' }), makeGarage({ id: ids[1], name: 'İkinci' })])),
    );
    renderWithProviders(<GaragesPage />, { route: '/garages' });

    await screen.findByRole('link', { name: 'Birinci' });
    const views = screen.getAllByRole('link', { name: /^Görüntüle/ });
    expect(views.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `/garage/${id}`));
  });

  it('shows an error with a retry that fetches again (never demo data)', async () => {
    let fail = true;
    const fetchMock = mockFetch(() =>
      fail ? errorResponse(404, 'NOT_FOUND') : jsonResponse(page([makeGarage({ name: 'Kırmızı Şimşek' })])),
    );
    const { user } = renderWithProviders(<GaragesPage />, { route: '/garages' });

    expect(await screen.findByText('Garajlar yüklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));

    expect(await screen.findByRole('link', { name: 'Kırmızı Şimşek' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says how many garages match in all, kept while more pages load', async () => {
    mockFetch((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? jsonResponse(page([makeGarage({ id: 'g2', name: 'İkinci Garaj' })]))
        : jsonResponse({ ...page([makeGarage({ id: 'g1', name: 'Birinci Garaj' })], 'c2'), total: 27 }),
    );
    const { user } = renderWithProviders(<GaragesPage />, { route: '/garages?q=bmw' });

    expect(await screen.findByText('27 garaj bulundu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByRole('link', { name: 'İkinci Garaj' })).toBeInTheDocument();
    expect(screen.getByText('27 garaj bulundu')).toBeInTheDocument();
  });

  it('says "1000+" when the server counted up to its cap', async () => {
    mockFetch(() => jsonResponse({ ...page([makeGarage({ id: 'g1', name: 'Birinci Garaj' })], 'c2'), total: 1000, totalCapped: true }));
    renderWithProviders(<GaragesPage />, { route: '/garages' });

    expect(await screen.findByText('1000+ garaj bulundu')).toBeInTheDocument();
  });

  it('loads the next page with "Daha fazla yükle"', async () => {
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? jsonResponse(page([makeGarage({ id: 'g2', name: 'İkinci Garaj' })]))
        : jsonResponse(page([makeGarage({ id: 'g1', name: 'Birinci Garaj' })], 'c2')),
    );
    const { user } = renderWithProviders(<GaragesPage />, { route: '/garages?sort=popular' });

    await user.click(await screen.findByRole('button', { name: 'Daha fazla yükle' }));

    expect(await screen.findByRole('link', { name: 'İkinci Garaj' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Birinci Garaj' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument());
    expect(calls(fetchMock)[1]).toBe('GET /api/garages?sort=popular&filter=all&cursor=c2&limit=12');
  });
});
