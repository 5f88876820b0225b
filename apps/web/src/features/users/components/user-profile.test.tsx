import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GarageCard, MemberProfile } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { UserProfile } from './user-profile';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile: MemberProfile = {
  id: 'u1',
  username: 'can_jdm',
  fullName: 'Can Özdemir',
  bio: 'JDM kültürü',
  location: 'Antalya',
  website: 'https://example.com/',
  phoneNumber: '+90 555 111 22 33',
  avatar: null,
  createdAt: '2026-03-18T06:48:26.935Z',
  garageCount: 6,
  totalLikes: 24,
  totalViews: 420,
  isMe: false,
  followersCount: 12,
  followingCount: 1,
  isFollowing: false,
  badges: [
    { id: 'viral', earnedAt: '2026-03-20T10:00:00.000Z' },
    { id: 'first-garage', earnedAt: '2026-03-19T10:00:00.000Z' },
  ],
  badgeCount: 5,
};

const garage = (i: number): GarageCard =>
  ({ id: `g${i}`, name: `Garaj ${i}`, createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString() }) as GarageCard;

function stubApi(user: MemberProfile | null, garages: GarageCard[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input.endsWith('/garages')) return json(garages);
      return user ? json(user) : json({ error: { code: 'USER_NOT_FOUND', message: 'Kullanıcı bulunamadı.' } }, 404);
    }),
  );
}

const renderCard = (g: GarageCard) => <p>card {g.name}</p>;
const renderActivity = (member: MemberProfile) => <p>aktivite {member.username}</p>;

describe('UserProfile', () => {
  it("shows 'Kullanıcı Bulunamadı' with links to /community and /users", async () => {
    stubApi(null);
    renderWithProviders(<UserProfile username="yok" renderGarage={renderCard} renderActivity={renderActivity} />, { route: '/user/yok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kullanıcı Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topluluğa Dön' })).toHaveAttribute('href', '/community');
    expect(screen.getByRole('link', { name: 'Tüm Kullanıcılar' })).toHaveAttribute('href', '/users');
  });

  it('shows the member with real counts, badges, follow and message buttons, and the garages tab', async () => {
    stubApi(profile, [garage(1), garage(2)]);
    renderWithProviders(<UserProfile username="can_jdm" renderGarage={renderCard} renderActivity={renderActivity} />, { route: '/user/can_jdm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Can Özdemir' })).toBeInTheDocument();
    expect(screen.getByText('@can_jdm')).toBeInTheDocument();
    expect(screen.getByText('Üyelik: 18 Mart 2026')).toBeInTheDocument();
    expect(screen.getByText('6 garaj')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 takipçi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 takip edilen' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Rozetler' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.getAttribute('data-badge'))).toEqual(['viral', 'first-garage']);
    expect(screen.getByRole('button', { name: 'Takip Et' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Mesaj Gönder' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Profili Düzenle/ })).not.toBeInTheDocument();
    expect(await screen.findByText('card Garaj 2')).toBeInTheDocument();
  });

  it('shows the activity the route composes in the Aktivite tab (?tab=activity)', async () => {
    stubApi(profile, [garage(1)]);
    const { user, router } = renderWithProviders(<UserProfile username="can_jdm" renderGarage={renderCard} renderActivity={renderActivity} />, { route: '/user/can_jdm' });
    await user.click(await screen.findByRole('tab', { name: 'Aktivite' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Aktivite' });
    expect(within(panel).getByText('aktivite can_jdm')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=activity');
  });

  it('shows contact and achievements in the Hakkında tab, and the edit button to the owner', async () => {
    stubApi({ ...profile, isMe: true });
    const { user } = renderWithProviders(<UserProfile username="can_jdm" renderGarage={renderCard} renderActivity={renderActivity} />, { route: '/user/can_jdm' });
    expect(await screen.findByRole('link', { name: 'Profili Düzenle' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Takip Et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hakkında' }));
    expect(screen.getByRole('link', { name: '+90 555 111 22 33' })).toHaveAttribute('href', 'tel:+905551112233');
    expect(screen.getByRole('link', { name: /example\.com/ })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('420')).toBeInTheDocument();
    expect(screen.getByText('Toplam Görüntülenme')).toBeInTheDocument();
    expect(screen.getByText('Rozet').nextElementSibling).toHaveTextContent('5');
  });
});
