import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryCard, Page } from '@garaj/shared';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { UsersDirectory } from './users-directory';
import { UsersSummary } from './users-summary';

const card = (username: string, garageCount: number): DirectoryCard => ({
  id: `id-${username}`,
  username,
  fullName: null,
  bio: `${username} bio`,
  location: 'Ankara',
  avatar: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  garageCount,
  totalLikes: 3,
  followersCount: garageCount * 10,
  isFollowing: false,
  badges: [],
});

let requests: URL[] = [];
function stubApi(list: (url: URL) => Page<DirectoryCard>) {
  requests = [];
  mockFetch((url) => {
    requests.push(url);
    if (url.pathname === '/api/users/summary') return jsonResponse({ totalUsers: 1234, activeUsers: 31, totalFollowers: 77, totalGarages: 40 });
    return jsonResponse(list(url));
  });
}

describe('Users directory', () => {
  beforeEach(() => stubApi(() => ({ items: [card('ayse', 2), card('mehmet', 1)], nextCursor: null })));

  it('lists members linking to their profiles, sorted by followers (desc) by default', async () => {
    renderWithProviders(<UsersDirectory />, { route: '/users' });
    const link = await screen.findByRole('link', { name: 'ayse' });
    expect(link).toHaveAttribute('href', '/user/ayse');
    const list = requests.find((u) => u.pathname === '/api/users');
    expect(list?.searchParams.get('sort')).toBe('followers');
    expect(list?.searchParams.get('order')).toBe('desc');
    expect(list?.searchParams.has('cursor')).toBe(false);
    expect(screen.getByText('20 takipçi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ayse adlı üyeyi takip et' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches on the server after typing stops, and offers to clear an empty search', async () => {
    stubApi((url) => (url.searchParams.get('q') ? { items: [], nextCursor: null } : { items: [card('ayse', 2)], nextCursor: null }));
    const { user, router } = renderWithProviders(<UsersDirectory />, { route: '/users' });
    await screen.findByRole('link', { name: 'ayse' });
    await user.type(screen.getByRole('searchbox', { name: 'Kullanıcı ara' }), 'zzz');
    expect(await screen.findByText('Sonuç Bulunamadı')).toBeInTheDocument();
    expect(requests.some((u) => u.searchParams.get('q') === 'zzz')).toBe(true);
    expect(requests.some((u) => u.searchParams.get('q') === 'z')).toBe(false);
    expect(router.state.location.search).toBe('?q=zzz');
    await user.click(screen.getByRole('button', { name: 'Aramayı Temizle' }));
    expect(await screen.findByRole('link', { name: 'ayse' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kullanıcı ara' })).toHaveValue('');
  });

  it('loads the next page with "Daha Fazla Göster", a real link carrying the cursor', async () => {
    stubApi((url) =>
      url.searchParams.get('cursor') === 'c2' ? { items: [card('zeynep', 0)], nextCursor: null } : { items: [card('ayse', 2)], nextCursor: 'c2' },
    );
    const { user, router } = renderWithProviders(<UsersDirectory />, { route: '/users' });
    const more = await screen.findByRole('link', { name: 'Daha Fazla Göster' });
    expect(more).toHaveAttribute('href', '/users?cursor=c2');
    await user.click(more);
    expect(await screen.findByRole('link', { name: 'zeynep' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ayse' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('link', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();
  });

  it('starts at the address\'s cursor (the link followed without the script) and offers the first page', async () => {
    stubApi((url) =>
      url.searchParams.get('cursor') === 'c2' ? { items: [card('zeynep', 0)], nextCursor: null } : { items: [card('ayse', 2)], nextCursor: 'c2' },
    );
    renderWithProviders(<UsersDirectory />, { route: '/users?sort=joined&cursor=c2' });
    expect(await screen.findByRole('link', { name: 'zeynep' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ayse' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dön' })).toHaveAttribute('href', '/users?sort=joined');
  });

  it('toggles the sort direction', async () => {
    const { user, router } = renderWithProviders(<UsersDirectory />, { route: '/users' });
    await screen.findByRole('link', { name: 'ayse' });
    await user.click(screen.getByRole('button', { name: /Sıralama yönü: Azalan/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('order') === 'asc')).toBe(true));
  });

  it('is a GET form to /users; the direction button submits the other direction first (works before the script runs)', async () => {
    renderWithProviders(<UsersDirectory />, { route: '/users?q=ay&sort=garages' });
    await screen.findByRole('link', { name: 'ayse' });
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/users');
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveAttribute('type', 'submit');
    // 'Ara' (Enter): the current state.
    expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe('q=ay&sort=garages&order=desc');
    // The direction button: its value comes first, and the loader reads the first `order`.
    const toggle = screen.getByRole('button', { name: /Sıralama yönü: Azalan/ });
    const sent = new URLSearchParams(new FormData(form, toggle) as unknown as string);
    expect(sent.get('order')).toBe('asc');
    expect(sent.get('q')).toBe('ay');
  });

  it('shows an error with a retry button when the list fails', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL', 'x'));
    renderWithProviders(<UsersDirectory />, { route: '/users' });
    expect(await screen.findByText('Kullanıcılar yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });

  it('shows the real summary counts', async () => {
    renderWithProviders(<UsersSummary />, { route: '/users' });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('Toplam Üye')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByText('Toplam Takipçi').nextElementSibling).toHaveTextContent('77');
  });
});
