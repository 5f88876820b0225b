import { screen, waitFor, within } from '@testing-library/react';
import type { AdList, PublicAd } from '@garaj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { useAdCategory } from '../hooks/use-ad-category';
import { AdvertisingPage } from './advertising-page';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

// restoreMocks (vitest config) clears the toast mocks' calls before each test.
afterEach(() => vi.unstubAllGlobals());

function Page() {
  return <AdvertisingPage category={useAdCategory()} />;
}

const ad = (over: Partial<PublicAd>): PublicAd => ({
  id: crypto.randomUUID(),
  title: 'Kış Bakımı',
  description: 'Açıklama',
  company: 'Boğaziçi Oto Servis',
  category: 'service',
  image: null,
  website: 'https://bogazici.example',
  phone: '0216 555 12 34',
  email: 'bilgi@bogazici.example',
  location: 'İstanbul',
  rating: 4.6,
  reviewsCount: 128,
  featured: false,
  discountText: null,
  validUntil: '2026-12-31',
  ...over,
});
const featured = ad({ title: 'Takas Fırsatı', company: 'Anadolu Plaza', category: 'dealer', featured: true, discountText: '%20 indirim' });
const plain = ad({ title: 'Kasko', company: 'Güven Sigorta', category: 'insurance', website: null });

function serve(byCategory: (category: string | null) => AdList) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/ads') return jsonResponse(byCategory(url.searchParams.get('category')));
    if (/^\/api\/ads\/[^/]+\/(impressions|clicks)$/.test(url.pathname)) return jsonResponse({ counted: 1 });
    if (url.pathname === '/api/ad-requests' && init.method === 'POST') return jsonResponse({ id: 'r1', package: 'premium', status: 'new' }, 201);
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('AdvertisingPage', () => {
  it('shows featured ads first, filters by category, says "Bu kategoride reklam bulunamadı" and counts impressions and clicks', async () => {
    const fetch = serve((c) => ({ hiddenForPremium: false, items: c === null ? [featured, plain] : c === 'insurance' ? [plain] : [] }));
    const { user, router } = renderWithProviders(<Page />, { route: '/advertising' });
    expect(await screen.findByRole('heading', { name: 'Takas Fırsatı' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Öne Çıkan Reklamlar' })).toBeInTheDocument();
    expect(screen.getByText('%20 indirim')).toBeInTheDocument();
    expect(screen.getAllByTestId('ad-card')).toHaveLength(2);
    await waitFor(() => expect(sentBodies(fetch, `POST /api/ads/${featured.id}/impressions`)).toEqual([{ ids: [featured.id, plain.id] }]));

    const card = screen.getAllByTestId('ad-card')[0]!;
    expect(within(card).getByRole('link', { name: /Web Sitesi/ })).toHaveAttribute('href', 'https://bogazici.example');
    expect(within(card).getByRole('link', { name: /Anadolu Plaza firmasını ara/ })).toHaveAttribute('href', 'tel:02165551234');
    const mail = within(card).getByRole('link', { name: /e-posta gönder/ });
    mail.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open mailto:
    await user.click(mail);
    await waitFor(() => expect(calls(fetch)).toContain(`POST /api/ads/${featured.id}/clicks`));

    const filter = screen.getByRole('navigation', { name: 'Reklam kategorileri' });
    await user.click(within(filter).getByRole('link', { name: 'Sigorta' }));
    expect(router.state.location.search).toBe('?category=insurance');
    expect(await screen.findByRole('heading', { name: 'Kasko' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Takas Fırsatı' })).toBeNull();

    await user.click(within(filter).getByRole('link', { name: 'Finans' }));
    expect(await screen.findByRole('heading', { name: 'Bu kategoride reklam bulunamadı' })).toBeInTheDocument();
  });

  it('shows premium members a note instead of ads and counts nothing', async () => {
    const fetch = serve(() => ({ hiddenForPremium: true, items: [] }));
    renderWithProviders(<Page />, { route: '/advertising' });
    expect(await screen.findByRole('heading', { name: 'Premium üyeler reklam görmez' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Reklam kategorileri' })).toBeNull();
    expect(calls(fetch).some((c) => c.includes('/impressions'))).toBe(false);
  });

  it('lists the three packages with their prices (500, 1.200, 2.500 TL) and sends a request: toast "{package} Paket Seçildi"', async () => {
    const fetch = serve(() => ({ hiddenForPremium: false, items: [] }));
    const { user } = renderWithProviders(<Page />, { route: '/advertising' });
    expect(within(screen.getByTestId('package-basic')).getByText('500 TL')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-premium')).getByText('1.200 TL')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-premium')).getByText('En Popüler')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-corporate')).getByText('2.500 TL')).toBeInTheDocument();
    expect(screen.getByText('Pazartesi - Cuma, 09:00 - 18:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Premium Paketi Seç' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Talep Gönder' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur.')).toHaveLength(3); // company, contact, e-mail
    expect(within(dialog).getByLabelText('Firma adı')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch)).not.toContain('POST /api/ad-requests');

    await user.type(within(dialog).getByLabelText('Firma adı'), 'Kapadokya Oto Kiralama');
    await user.type(within(dialog).getByLabelText('Yetkili adı'), 'Elif Demir');
    await user.type(within(dialog).getByLabelText('E-posta'), 'elif@kapadokya.example');
    await user.click(within(dialog).getByRole('button', { name: 'Talep Gönder' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Premium Paket Seçildi', { description: 'iletişime geçiliyor...' }));
    expect(sentBodies(fetch, 'POST /api/ad-requests')).toEqual([
      { package: 'premium', company: 'Kapadokya Oto Kiralama', contactName: 'Elif Demir', email: 'elif@kapadokya.example', phone: null, message: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
