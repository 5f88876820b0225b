import { screen, waitFor, within } from '@testing-library/react';
import { GARAGE_LIMITS, type PremiumMemberState, type PremiumOverview } from '@garaj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { PremiumPage } from './premium-page';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('tr');
});
beforeEach(() => {
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

const session = {
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00Z' },
  user: {
    id: 'u1',
    email: 'ali@example.com',
    emailVerified: true,
    name: 'ali',
    username: 'ali',
    displayUsername: 'ali',
    role: 'user',
  },
};
const free: PremiumMemberState = {
  premium: false,
  premiumUntil: null,
  premiumUntilDay: null,
  pendingRequest: null,
  limits: GARAGE_LIMITS.free,
  garageCount: 2,
};
const overview = (member: PremiumMemberState | null): PremiumOverview => ({
  plans: [
    { id: 'free', priceTl: 0, period: null, freeMonths: 0 },
    { id: 'monthly', priceTl: 29, period: 'month', freeMonths: 1 },
    { id: 'yearly', priceTl: 290, period: 'year', freeMonths: 2 },
  ],
  yearlySavingPercent: 17,
  limits: { free: GARAGE_LIMITS.free, premium: GARAGE_LIMITS.premium },
  member,
});

/** Serves the session and GET /api/premium from `state` (mutable: a request makes it pending). */
function serve(signedIn: boolean, state: { member: PremiumMemberState | null }) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(signedIn ? session : null);
    if (url.pathname === '/api/premium')
      return jsonResponse(overview(signedIn ? state.member : null));
    if (url.pathname === '/api/premium/requests' && init.method === 'POST') {
      const { plan } = JSON.parse(String(init.body)) as { plan: 'monthly' | 'yearly' };
      const request = {
        id: 'r1',
        plan,
        status: 'pending' as const,
        createdAt: '2026-11-24T08:00:00Z',
        handledAt: null,
      };
      state.member = { ...state.member!, pendingRequest: request };
      return jsonResponse(request, 201);
    }
    if (url.pathname === '/api/premium/requests/mine' && init.method === 'DELETE') {
      state.member = { ...state.member!, pendingRequest: null };
      return jsonResponse({
        id: 'r1',
        plan: 'monthly',
        status: 'cancelled',
        createdAt: '2026-11-24T08:00:00Z',
        handledAt: '2026-11-24T09:00:00Z',
      });
    }
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('PremiumPage', () => {
  it('shows six features, the three plans with their prices, the FAQ with the 17 % saving and the call to action', async () => {
    serve(false, { member: null });
    renderWithProviders(<PremiumPage />, { route: '/premium' });
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Üyelik' })).toBeInTheDocument();
    const features = screen
      .getByRole('heading', { name: 'Premium ile neler değişir?' })
      .closest('section')!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    expect(within(features).getByText(/20 garaja çıkar/)).toBeInTheDocument();
    expect(within(features).getByText(/12 yerine 50 fotoğraf/)).toBeInTheDocument();

    expect(within(screen.getByTestId('plan-free')).getByText('0 TL')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-monthly')).getByText('İlk ay ücretsiz'),
    ).toBeInTheDocument();
    const yearly = screen.getByTestId('plan-yearly');
    expect(within(yearly).getByText('290 TL')).toBeInTheDocument();
    expect(within(yearly).getByText('2 ay bedava · %17 tasarruf')).toBeInTheDocument();

    expect(document.querySelectorAll('details')).toHaveLength(3);
    expect(screen.getByText(/yaklaşık %17 tasarruf edersin/)).toBeInTheDocument();
    expect(screen.getByText(/348 TL/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Garajını bir üst seviyeye taşı' }),
    ).toBeInTheDocument();
    // No invented testimonials.
    expect(screen.queryByText(/yorum|testimonial/i)).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in when they choose a plan, and stores nothing', async () => {
    const fetch = serve(false, { member: null });
    const { user } = renderWithProviders(<PremiumPage />, { route: '/premium' });
    await user.click(
      within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Aylık Premium Seç' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Giriş Gerekli' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/login?next=%2Fpremium',
    );
    expect(calls(fetch).some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('stores a member’s request, says what happens next, shows it pending and cancels it', async () => {
    const state = { member: free as PremiumMemberState | null };
    const fetch = serve(true, state);
    const { user } = renderWithProviders(<PremiumPage />, { route: '/premium' });
    expect(await screen.findByText(/Şu anki sınırların: 3 garaj \(şu an 2\)/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-free')).getByRole('button', { name: 'Mevcut Planın' }),
    ).toBeDisabled();

    await user.click(
      within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Aylık Premium Seç' }),
    );
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/premium/requests')).toEqual([{ plan: 'monthly' }]),
    );
    expect(mocks.toast.success).toHaveBeenCalledWith('Aylık Premium Seçildi', {
      description:
        "Talebin alındı. Bir yönetici inceleyip Premium'unu etkinleştirecek; şu an ödeme alınmıyor.",
    });
    expect(await screen.findByText('Talebin inceleniyor')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Bekleyen talep' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Talebi İptal Et' }));
    await waitFor(() => expect(calls(fetch)).toContain('DELETE /api/premium/requests/mine'));
    expect(mocks.toast.success).toHaveBeenLastCalledWith('Premium talebin iptal edildi.');
    expect(await screen.findByRole('button', { name: 'Aylık Premium Seç' })).toBeEnabled();
  });

  it('shows a premium member until when, with no plan to choose; English too', async () => {
    serve(true, {
      member: {
        ...free,
        premium: true,
        premiumUntil: '2026-12-24T21:00:00Z',
        premiumUntilDay: '2026-12-24',
        limits: GARAGE_LIMITS.premium,
      },
    });
    renderWithProviders(<PremiumPage />, { route: '/premium' });
    expect(
      await screen.findByText('Premium üyeliğin 24 Aralık 2026 tarihine kadar geçerli.'),
    ).toBeInTheDocument();
    for (const plan of ['monthly', 'yearly'])
      expect(
        within(screen.getByTestId(`plan-${plan}`)).getByRole('button', { name: 'Premium üyesin' }),
      ).toBeDisabled();

    await i18n.changeLanguage('en');
    expect(
      await screen.findByText(/^Your Premium membership is valid until .*2026\.$/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Premium Membership' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s reason when a request is refused', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/auth/get-session') return jsonResponse(session);
      if (url.pathname === '/api/premium') return jsonResponse(overview(free));
      if (url.pathname === '/api/premium/requests' && init.method === 'POST')
        return errorResponse(409, 'PREMIUM_REQUEST_PENDING');
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<PremiumPage />, { route: '/premium' });
    await user.click(
      await within(screen.getByTestId('plan-yearly')).findByRole('button', {
        name: 'Yıllık Premium Seç',
      }),
    );
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Talep gönderilemedi', {
        description: 'Zaten incelenmeyi bekleyen bir Premium talebiniz var.',
      }),
    );
  });
});
