import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, ActivitySummary } from '@garaj/shared';
import { Component as ActivitiesPage } from '@/app/routes/activities';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }), sessionQueryOptions: () => ({}) }));

const member: CurrentUser = { id: 'u9', email: 'ayse@example.com', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

const item = (overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  id: 'a1',
  type: 'new_garage',
  createdAt: new Date().toISOString(),
  actor: { id: 'u1', username: 'Mehmet_Işık', displayName: 'Mehmet Işık', avatar: null },
  target: { kind: 'garage', title: 'Gece Mavisi', url: '/garage/g1' },
  ...overrides,
});

const summary = (counts: Partial<ActivitySummary['counts']> = {}): ActivitySummary => {
  const all = { new_garage: 0, garage_update: 0, modification: 0, join: 0, like: 0, comment: 0, follow: 0, blog_post: 0, question: 0, answer: 0, ...counts };
  return { total: Object.values(all).reduce((a, b) => a + b, 0), totalCapped: false, counts: all, capped: [] };
};

/** Answers the list with `items` and the summary with `counts`. */
function serve(items: ActivityItem[], counts: Partial<ActivitySummary['counts']> = {}, nextCursor: string | null = null) {
  return mockFetch((url) => (url.pathname === '/api/activities/summary' ? jsonResponse(summary(counts)) : jsonResponse({ items, nextCursor })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('/activities', () => {
  it('lists events with links to the member and the target, and counts on the type chips', async () => {
    serve([item(), item({ id: 'a2', type: 'join', target: null, actor: { id: 'u2', username: 'zeynep', displayName: 'zeynep', avatar: null } })], { new_garage: 4, join: 2 });
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });

    const feed = await screen.findByRole('list', { name: 'Aktivite akışı' });
    expect(within(feed).getByRole('link', { name: 'Mehmet Işık' })).toHaveAttribute('href', '/user/Mehmet_I%C5%9F%C4%B1k');
    expect(within(feed).getByRole('link', { name: 'Gece Mavisi' })).toHaveAttribute('href', '/garage/g1');
    expect(within(feed).getByText('yeni bir garaj oluşturdu')).toBeInTheDocument();
    expect(within(feed).getByText('topluluğa katıldı')).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Aktivite türü' });
    expect(await within(chips).findByRole('link', { name: 'Tümü 6' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'Yeni Garaj 4' })).toHaveAttribute('href', '/activities?type=new_garage');
    expect(within(chips).getByRole('link', { name: 'Takip 0' })).toHaveAttribute('href', '/activities?type=follow');
    // Visitors get no 'people I follow' switch.
    expect(screen.queryByRole('link', { name: 'Takip Ettiklerim' })).not.toBeInTheDocument();
  });

  it('sends the search and type from the address, and an empty result offers "Filtreleri Temizle"', async () => {
    const fetchMock = serve([]);
    renderWithProviders(<ActivitiesPage />, { route: '/activities?q=%C4%B1%C5%9F%C4%B1k&type=like' });

    expect(await screen.findByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filtreleri Temizle' })).toHaveAttribute('href', '/activities');
    expect(screen.getByRole('searchbox', { name: 'Aktivitelerde ara' })).toHaveValue('ışık');
    expect(within(screen.getByRole('navigation', { name: 'Aktivite türü' })).getByRole('link', { name: /^Beğeni/ })).toHaveAttribute('aria-current', 'true');
    expect(calls(fetchMock).sort()).toEqual(['GET /api/activities/summary?q=%C4%B1%C5%9F%C4%B1k', 'GET /api/activities?q=%C4%B1%C5%9F%C4%B1k&type=like&limit=20']);
  });

  it('an unfiltered empty feed says there is no activity yet (no clear button)', async () => {
    serve([]);
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    expect(await screen.findByRole('heading', { name: 'Henüz aktivite yok.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Filtreleri Temizle' })).not.toBeInTheDocument();
  });

  it('offers "Daha fazla yükle" when there is a next page', async () => {
    serve([item()], {}, 'next');
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    expect(await screen.findByRole('button', { name: 'Daha fazla yükle' })).toBeInTheDocument();
  });

  it('members switch to the people they follow; visitors asking for it are sent to sign in without a request', async () => {
    auth.user = member;
    serve([item()]);
    const { unmount } = renderWithProviders(<ActivitiesPage />, { route: '/activities?type=like' });
    expect(await screen.findByRole('link', { name: 'Takip Ettiklerim' })).toHaveAttribute('href', '/activities?type=like&scope=following');
    unmount();

    auth.user = null;
    const fetchMock = serve([item()]);
    renderWithProviders(<ActivitiesPage />, { route: '/activities?scope=following' });
    expect(await screen.findByRole('heading', { name: 'Giriş Gerekli' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toMatch(/^\/login\?next=/);
    expect(calls(fetchMock)).toEqual([]);
  });
});
