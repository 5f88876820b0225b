import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryCard, MemberProfile } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { UserProfileHeader } from './user-profile-header';
import { useUser } from '../api/get-user';
import { useUsers } from '../api/get-users';
import { UserCard } from './user-card';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'me', email: 'a@b.c', username: 'ben', displayUsername: 'ben', role: 'user', image: null, emailVerified: true };

const profile: MemberProfile = {
  id: 'u1',
  username: 'can_jdm',
  fullName: 'Can Özdemir',
  bio: null,
  location: null,
  website: null,
  phoneNumber: null,
  avatar: null,
  createdAt: '2026-03-18T06:48:26.935Z',
  garageCount: 2,
  totalLikes: 0,
  totalViews: 0,
  isMe: false,
  followersCount: 7,
  followingCount: 3,
  isFollowing: false,
  badges: [],
  badgeCount: 0,
};

/** The profile header fed from the query cache, as on /user/:username. */
function ProfileHarness() {
  const { data } = useUser('can_jdm');
  return data ? <UserProfileHeader profile={data} /> : null;
}

function DirectoryHarness() {
  const { data } = useUsers({ q: '', sort: 'followers', order: 'desc' });
  const card = data?.pages[0]?.items[0];
  return card ? <UserCard user={card} /> : null;
}

const card: DirectoryCard = {
  id: 'u1',
  username: 'can_jdm',
  fullName: null,
  bio: null,
  location: null,
  avatar: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  garageCount: 2,
  totalLikes: 0,
  followersCount: 7,
  isFollowing: false,
  badges: [{ id: 'popular', earnedAt: '2026-02-01T00:00:00.000Z' }],
};

beforeEach(() => {
  auth.user = null;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Follow button on the profile', () => {
  it("tells visitors 'Takip etmek için giriş yapmalısınız.' and sends nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(profile));
    const { user } = renderWithProviders(<ProfileHarness />);
    const button = await screen.findByRole('button', { name: 'Takip Et' });
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Takip etmek için giriş yapmalısınız.'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchMock)).toEqual(['GET /api/users/can_jdm']);
  });

  it("follows with PUT, says 'Takip edildi.' and shows the server's counts", async () => {
    auth.user = member;
    const fetchMock = mockFetch((url, init) =>
      init.method === 'PUT' ? jsonResponse({ following: true, followersCount: 9, followingCount: 3 }) : jsonResponse(profile),
    );
    const { user } = renderWithProviders(<ProfileHarness />);
    await user.click(await screen.findByRole('button', { name: 'Takip Et' }));
    const pressed = await screen.findByRole('button', { name: 'Takip Ediliyor' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    // 9, not the optimistic 8: the count after settling is the server's.
    expect(await screen.findByRole('button', { name: '9 takipçi' })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Takip edildi.'));
    expect(calls(fetchMock)).toContain('PUT /api/users/can_jdm/follow');
  });

  it("unfollows with DELETE and says 'Takipten çıkıldı.'", async () => {
    auth.user = member;
    const fetchMock = mockFetch((url, init) =>
      init.method === 'DELETE' ? jsonResponse({ following: false, followersCount: 6, followingCount: 3 }) : jsonResponse({ ...profile, isFollowing: true }),
    );
    const { user } = renderWithProviders(<ProfileHarness />);
    await user.click(await screen.findByRole('button', { name: 'Takip Ediliyor' }));
    expect(await screen.findByRole('button', { name: 'Takip Et' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: '6 takipçi' })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Takipten çıkıldı.'));
    expect(calls(fetchMock)).toContain('DELETE /api/users/can_jdm/follow');
  });

  it('rolls back and shows the error when the server refuses', async () => {
    auth.user = member;
    mockFetch((url, init) => (init.method === 'PUT' ? errorResponse(403, 'EMAIL_NOT_VERIFIED') : jsonResponse(profile)));
    const { user } = renderWithProviders(<ProfileHarness />);
    await user.click(await screen.findByRole('button', { name: 'Takip Et' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'E-posta adresinizi doğrulamanız gerekiyor.' }));
    expect(screen.getByRole('button', { name: 'Takip Et' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '7 takipçi' })).toBeInTheDocument();
  });

  it('shows no follow or message button on one’s own profile', async () => {
    auth.user = { ...member, id: 'u1' };
    mockFetch(() => jsonResponse({ ...profile, isMe: true }));
    renderWithProviders(<ProfileHarness />);
    expect(await screen.findByRole('link', { name: 'Profili Düzenle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takip Et' })).not.toBeInTheDocument();
  });

  it("message button: visitors get 'Mesaj göndermek için giriş yapmalısınız.', members the coming-soon note", async () => {
    mockFetch(() => jsonResponse(profile));
    const { user } = renderWithProviders(<ProfileHarness />);
    await user.click(await screen.findByRole('button', { name: 'Mesaj Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mesaj göndermek için giriş yapmalısınız.'));
  });

  it('opens the followers list in a dialog with links to the profiles and a next page', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/users/can_jdm/followers') {
        const second = url.searchParams.get('cursor') === 'c2';
        const item = (username: string) => ({ id: username, username, fullName: null, avatar: null, isFollowing: username === 'ali', isMe: false, followedAt: '2026-03-20T00:00:00.000000Z' });
        return jsonResponse(second ? { items: [item('zeynep')], nextCursor: null } : { items: [item('ali'), item('veli')], nextCursor: 'c2' });
      }
      return jsonResponse(profile);
    });
    const { user } = renderWithProviders(<ProfileHarness />);
    await user.click(await screen.findByRole('button', { name: '7 takipçi' }));
    const dialog = await screen.findByRole('dialog', { name: '@can_jdm takipçileri' });
    expect(await within(dialog).findByRole('link', { name: /ali/ })).toHaveAttribute('href', '/user/ali');
    expect(within(dialog).getByText('Takip ediyorsunuz')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Daha Fazla Göster' }));
    expect(await within(dialog).findByRole('link', { name: /zeynep/ })).toHaveAttribute('href', '/user/zeynep');
    expect(within(dialog).queryByRole('button', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();
  });
});

describe('Follow heart on a directory card', () => {
  it("follows with 'Takip Edildi' and unfollows with 'Takip Bırakıldı', counts from the server", async () => {
    auth.user = member;
    let following = false;
    mockFetch((url, init) => {
      if (init.method === 'PUT') {
        following = true;
        return jsonResponse({ following: true, followersCount: 8, followingCount: 0 });
      }
      if (init.method === 'DELETE') {
        following = false;
        return jsonResponse({ following: false, followersCount: 7, followingCount: 0 });
      }
      if (url.pathname === '/api/users/summary') return jsonResponse({ totalUsers: 2, activeUsers: 1, totalFollowers: following ? 1 : 0, totalGarages: 2 });
      return jsonResponse({ items: [card], nextCursor: null });
    });
    const { user } = renderWithProviders(<DirectoryHarness />);
    expect(await screen.findByText('7 takipçi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'can_jdm adlı üyeyi takip et' }));
    expect(await screen.findByRole('button', { name: 'can_jdm adlı üyeyi takipten çık' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('8 takipçi')).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Takip Edildi'));

    await user.click(screen.getByRole('button', { name: 'can_jdm adlı üyeyi takipten çık' }));
    expect(await screen.findByRole('button', { name: 'can_jdm adlı üyeyi takip et' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('7 takipçi')).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Takip Bırakıldı'));
  });

  it('shows the card’s badges and no heart on one’s own card', async () => {
    auth.user = { ...member, id: 'u1' };
    mockFetch(() => jsonResponse({ items: [card], nextCursor: null }));
    renderWithProviders(<DirectoryHarness />);
    expect(await screen.findByText('Sosyal Kelebek')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /takip et/ })).not.toBeInTheDocument();
  });
});
