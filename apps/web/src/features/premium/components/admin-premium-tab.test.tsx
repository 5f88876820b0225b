import { screen, waitFor, within } from '@testing-library/react';
import { istanbulToday, type AdminPremiumRequest, type PremiumMemberSummary } from '@garaj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { addMonths, AdminPremiumTab, defaultUntil } from './admin-premium-tab';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

// restoreMocks (vitest config) clears the toast mocks' calls before each test.
afterEach(() => vi.unstubAllGlobals());

const member = (over: Partial<PremiumMemberSummary> = {}): PremiumMemberSummary => ({
  id: 'u-ali',
  username: 'ali',
  premium: false,
  premiumSince: null,
  premiumUntil: null,
  premiumUntilDay: null,
  ...over,
});
const request = (over: Partial<AdminPremiumRequest> = {}): AdminPremiumRequest => ({
  id: 'r1',
  plan: 'yearly',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  handledAt: null,
  handledBy: null,
  user: member(),
  ...over,
});
const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 20, total: items.length });

function serve(
  opts: {
    requests?: AdminPremiumRequest[];
    members?: PremiumMemberSummary[];
    failRequests?: boolean;
  } = {},
) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/admin/premium/requests') {
      if (opts.failRequests) return errorResponse(500, 'INTERNAL');
      const status = url.searchParams.get('status');
      return jsonResponse(
        page((opts.requests ?? []).filter((r) => !status || r.status === status)),
      );
    }
    if (url.pathname === '/api/admin/premium/members')
      return jsonResponse(page(opts.members ?? []));
    if (url.pathname === '/api/admin/premium/lookup') {
      return url.searchParams.get('username') === 'veli'
        ? jsonResponse({ ...member({ id: 'u-veli', username: 'veli' }), pendingRequest: null })
        : errorResponse(404, 'USER_NOT_FOUND');
    }
    if (/^\/api\/admin\/users\/[^/]+\/premium$/.test(url.pathname) && method === 'PUT')
      return jsonResponse(member({ premium: true }));
    if (/^\/api\/admin\/users\/[^/]+\/premium$/.test(url.pathname) && method === 'DELETE')
      return jsonResponse(member());
    if (/^\/api\/admin\/premium\/requests\/[^/]+\/reject$/.test(url.pathname))
      return jsonResponse({ ...request(), status: 'declined' });
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('addMonths / defaultUntil', () => {
  it('adds months clamped to the month end; monthly (or none) one month, yearly one year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-24', 12)).toBe('2027-11-24');
    expect(defaultUntil('monthly', '2026-11-24')).toBe('2026-12-24');
    expect(defaultUntil(null, '2026-11-24')).toBe('2026-12-24');
    expect(defaultUntil('yearly', '2026-11-24')).toBe('2027-11-24');
  });
});

describe('AdminPremiumTab', () => {
  it('approves a pending yearly request with a one-year end date by default, and says İşlem Başarılı', async () => {
    const fetch = serve({ requests: [request()] });
    const { user } = renderWithProviders(<AdminPremiumTab />, { route: '/admin?tab=premium' });
    const row = await screen.findByTestId('premium-request');
    expect(within(row).getByText('@ali')).toBeInTheDocument();
    expect(within(row).getByText(/Yıllık/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Bitiş tarihi')).toHaveValue(
      addMonths(istanbulToday(), 12),
    );
    await user.type(within(dialog).getByLabelText('Not (isteğe bağlı)'), 'Yıllık talep');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT /api/admin/users/u-ali/premium')).toEqual([
        { until: addMonths(istanbulToday(), 12), reason: 'Yıllık talep' },
      ]),
    );
    expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı');
  });

  it('rejects a request after the confirm dialog', async () => {
    const fetch = serve({ requests: [request({ plan: 'monthly' })] });
    const { user } = renderWithProviders(<AdminPremiumTab />);
    const row = await screen.findByTestId('premium-request');
    await user.click(within(row).getByRole('button', { name: 'Reddet' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('@ali kullanıcısının Aylık talebi reddedilecek.'),
    ).toBeInTheDocument();
    expect(calls(fetch).some((c) => c.includes('/reject'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(calls(fetch)).toContain('POST /api/admin/premium/requests/r1/reject'),
    );
    expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı');
  });

  it('grants premium by username (one month by default) and says when the member does not exist', async () => {
    const fetch = serve();
    const { user } = renderWithProviders(<AdminPremiumTab />);
    const username = screen.getByLabelText('Kullanıcı adı');
    await user.type(username, 'yok');
    await user.click(screen.getByRole('button', { name: 'Premium Ver' }));
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();

    await user.clear(username);
    await user.type(username, '@veli');
    await user.click(screen.getByRole('button', { name: 'Premium Ver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '@veli için Premium' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bitiş tarihi')).toHaveValue(
      addMonths(istanbulToday(), 1),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT /api/admin/users/u-veli/premium')).toEqual([
        { until: addMonths(istanbulToday(), 1), reason: null },
      ]),
    );
  });

  it('lists premium members with their end and revokes after confirming; empty and error states', async () => {
    const fetch = serve({
      members: [
        member({
          premium: true,
          premiumUntilDay: '2026-12-24',
          premiumUntil: '2026-12-24T21:00:00Z',
        }),
      ],
    });
    const { user } = renderWithProviders(<AdminPremiumTab />);
    const row = await screen.findByTestId('premium-member');
    expect(within(row).getByText(/24 Aralık 2026/)).toBeInTheDocument();
    expect(await screen.findByText('Bu durumda talep yok.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: "Premium'u Kaldır" }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: "Premium'u Kaldır" }));
    await waitFor(() => expect(calls(fetch)).toContain('DELETE /api/admin/users/u-ali/premium'));
    expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı');
  });

  it('shows an error with retry when the requests cannot be loaded, and the empty members state', async () => {
    serve({ failRequests: true });
    renderWithProviders(<AdminPremiumTab />);
    expect(await screen.findByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
    expect(await screen.findByText('Şu an Premium üye yok.')).toBeInTheDocument();
  });
});
