import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CommunityRoute } from '@/app/routes/community';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { eventPage, makeEvent, makeSummary } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  auth.user = null;
});

const events = [makeEvent({ title: 'Drift Gecesi' }), makeEvent({ title: 'JDM Buluşması', category: 'jdm' }), makeEvent({ title: 'Klasikler Sahilde', category: 'classic', capacity: null })];

function serve(overrides: { events?: ReturnType<typeof makeEvent>[]; onParticipation?: (method: string, id: string) => Response } = {}) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/community') return jsonResponse(makeSummary());
    if (url.pathname === '/api/community/events') return jsonResponse(eventPage(overrides.events ?? events));
    const m = /^\/api\/community\/events\/([^/]+)\/participation$/.exec(url.pathname);
    if (m && overrides.onParticipation) return overrides.onParticipation((init.method ?? 'GET').toUpperCase(), m[1]!);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

describe('/community', () => {
  it('shows the hero, real stats, top members with levels and highlights', async () => {
    serve();
    renderWithProviders(<CommunityRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Garaj Topluluğu' })).toBeInTheDocument();
    // Hero and quick join: both to /register.
    for (const link of screen.getAllByRole('link', { name: 'Topluluğa Katıl' })) expect(link).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Etkinlikleri Gör' })).toHaveAttribute('href', '#etkinlikler');
    expect(await screen.findByTestId('community-stat-members')).toHaveTextContent('1.234');
    const top = screen.getAllByTestId('community-top-member');
    expect(top.map((li) => within(li).getByText(/Altın|Gümüş|Bronz/).textContent)).toEqual(['Altın', 'Gümüş', 'Bronz']);
    expect(screen.getByRole('link', { name: 'Beyaz Supra' })).toHaveAttribute('href', '/garage/g1');
    expect(screen.getByRole('link', { name: 'Turbo Rehberi' })).toHaveAttribute('href', '/blog/turbo-rehberi');
    expect(screen.getByText('Bu hafta 7 beğeni', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Forum'a Git" })).toHaveAttribute('href', '/forum');
  });

  it("'create community' shows the coming soon toast", async () => {
    serve();
    const { user } = renderWithProviders(<CommunityRoute />);
    await user.click(await screen.findByRole('button', { name: 'Topluluk Oluştur' }));
    // Nothing was done: the neutral info style, never the success one.
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Yakında', { description: 'Kendi topluluğunu oluşturma özelliği çok yakında sizlerle.' }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows 2 events and 2 forum categories until 'Tümünü Gör', then all", async () => {
    serve();
    const { user } = renderWithProviders(<CommunityRoute />);
    const eventList = await screen.findByRole('list', { name: 'Yaklaşan Etkinlikler' });
    expect(within(eventList).getAllByTestId('event-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Drift Gecesi', 'JDM Buluşması']);
    const categoryList = screen.getByRole('list', { name: 'Forum Kategorileri' });
    expect(within(categoryList).getAllByRole('listitem')).toHaveLength(2);

    const showAll = screen.getAllByRole('button', { name: /Tümünü Gör/ });
    expect(showAll).toHaveLength(2);
    await user.click(showAll[0]!);
    expect(within(eventList).getAllByTestId('event-card')).toHaveLength(3);
    expect(within(categoryList).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Tümünü Gör/ }));
    expect(within(categoryList).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Tümünü Gör/ })).not.toBeInTheDocument();
  });

  it("no 'Tümünü Gör' when 2 or fewer; the empty state without events", async () => {
    serve({ events: [] });
    renderWithProviders(<CommunityRoute />);
    expect(await screen.findByText('Şu anda yaklaşan etkinlik yok.')).toBeInTheDocument();
    await screen.findAllByTestId('community-forum-category');
    expect(screen.getAllByRole('button', { name: /Tümünü Gör/ })).toHaveLength(1);
  });

  it('shows participants n / capacity (or n without a limit)', async () => {
    serve();
    const { user } = renderWithProviders(<CommunityRoute />);
    await screen.findAllByTestId('event-card');
    await user.click(screen.getAllByRole('button', { name: /Tümünü Gör/ })[0]!);
    expect(screen.getAllByTestId('event-participants').map((p) => p.textContent)).toEqual(['4 / 20 katılımcı', '4 / 20 katılımcı', '4 katılımcı']);
  });

  it('visitors get the sign-in prompt and nothing is sent', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<CommunityRoute />);
    await user.click(await screen.findByRole('button', { name: 'Katıl: Drift Gecesi' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', expect.objectContaining({ description: 'Etkinliğe katılmak için giriş yapmalısınız.' })));
    expect(calls(fetchMock).some((c) => c.includes('participation'))).toBe(false);
  });

  it("members join ('Etkinliğe Katıldınız! 🎉') and leave ('Etkinlikten Ayrıldınız') with the server's count", async () => {
    auth.user = member;
    const first = events[0]!;
    const fetchMock = serve({
      onParticipation: (method) =>
        jsonResponse({ eventId: first.id, joined: method === 'PUT', participantsCount: method === 'PUT' ? 5 : 4, capacity: 20, isFull: false, mailSent: method === 'PUT' }),
    });
    const { user } = renderWithProviders(<CommunityRoute />);
    await user.click(await screen.findByRole('button', { name: 'Katıl: Drift Gecesi' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Etkinliğe Katıldınız! 🎉', { description: 'Etkinlik detayları e-posta ile gönderilecek.' }));
    const card = screen.getAllByTestId('event-card')[0]!;
    expect(within(card).getByTestId('event-participants')).toHaveTextContent('5 / 20 katılımcı');
    expect(within(card).getByText('Katılıyorsunuz')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Ayrıl: Drift Gecesi' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Etkinlikten Ayrıldınız', { description: 'Etkinlik katılım listesinden çıkarıldınız.' }));
    expect(within(card).getByTestId('event-participants')).toHaveTextContent('4 / 20 katılımcı');
    expect(calls(fetchMock)).toEqual(expect.arrayContaining([`PUT /api/community/events/${first.id}/participation`, `DELETE /api/community/events/${first.id}/participation`]));
  });

  it("a full event shows 'Kontenjan Dolu' (disabled)", async () => {
    serve({ events: [makeEvent({ title: 'Dolu', capacity: 4, participantsCount: 4, isFull: true })] });
    renderWithProviders(<CommunityRoute />);
    expect(await screen.findByRole('button', { name: 'Kontenjan Dolu' })).toBeDisabled();
  });
});

describe('past events', () => {
  it("'Geçmiş Etkinlikler' loads the past list when opened", async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/community') return jsonResponse(makeSummary());
      if (url.pathname === '/api/community/events' && url.searchParams.get('when') === 'past')
        return jsonResponse(eventPage([makeEvent({ title: 'Geçen Ayın Buluşması', status: 'past', participantsCount: 12, capacity: null })]));
      return jsonResponse(eventPage(events));
    });
    const { user } = renderWithProviders(<CommunityRoute />);
    const toggle = await screen.findByRole('button', { name: 'Geçmiş Etkinlikler' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls(fetchMock).some((c) => c.includes('when=past'))).toBe(false);
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'Geçen Ayın Buluşması' })).toHaveAttribute('href', expect.stringMatching(/^\/community\/events\//));
    expect(screen.getByText(/12 katılımcı/)).toBeInTheDocument();
  });
});
