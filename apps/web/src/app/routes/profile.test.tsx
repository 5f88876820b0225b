import { screen, waitFor } from '@testing-library/react';
import type { MyProfile } from '@garaj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { FIRST_RETRY_DELAY_MS } from '@/lib/session';
import { Component as ProfilePage } from './profile';
import { WAIT_LIMIT_MS } from '@/test/wait-limit';

afterEach(() => vi.unstubAllGlobals());

const session = {
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ayse@example.com', emailVerified: true, name: 'ayse', username: 'ayse', displayUsername: 'Ayse', role: 'user', image: null },
};

describe('/profile while the session check is refused for a moment', () => {
  it('waits on a 429 and stays on the page once the member is known (no redirect to /login)', async () => {
    let checks = 0;
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/auth/get-session') {
        checks += 1;
        return checks === 1 ? jsonResponse({ message: 'Too many requests. Please try again later.' }, 429) : jsonResponse(session);
      }
      // The member's profile never arrives in this test: the page shows its placeholder.
      if (url.pathname === '/api/me/profile') return new Promise<Response>(() => {});
      return errorResponse(404, 'NOT_FOUND');
    });
    const { router } = renderWithProviders(<ProfilePage />, {
      route: '/profile',
      routes: [{ path: '/login', element: <p>giriş sayfası</p> }],
    });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/me/profile'))).toBe(true), {
      timeout: FIRST_RETRY_DELAY_MS + WAIT_LIMIT_MS,
    });
    expect(checks).toBe(2);
    expect(router.state.location.pathname).toBe('/profile');
    expect(visited).not.toContain('/login');
    expect(screen.queryByText('giriş sayfası')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('still sends a visitor to /login on a definite "no session"', async () => {
    mockFetch((url) => (url.pathname === '/api/auth/get-session' ? jsonResponse(null) : errorResponse(404, 'NOT_FOUND')));
    const { router } = renderWithProviders(<ProfilePage />, {
      route: '/profile',
      routes: [{ path: '/login', element: <p>giriş sayfası</p> }],
    });
    expect(await screen.findByText('giriş sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('/profile: "Verilerin ve hesabın"', () => {
  it('loads the account data section below the other settings', async () => {
    const profile: MyProfile = {
      id: 'u1',
      username: 'ayse',
      email: 'ayse@example.com',
      emailVerified: true,
      pendingEmail: null,
      role: 'user',
      fullName: null,
      bio: null,
      location: null,
      website: null,
      phoneNumber: null,
      avatar: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    mockFetch((url) => {
      if (url.pathname === '/api/auth/get-session') return jsonResponse(session);
      if (url.pathname === '/api/me/profile') return jsonResponse(profile);
      if (url.pathname === '/api/me/data-exports') return jsonResponse({ items: [] });
      if (url.pathname === '/api/me/account-deletion') return jsonResponse({ scheduledFor: null, keepContributions: true, hasPassword: true });
      if (url.pathname === '/api/me/message-settings') return jsonResponse({ policy: 'everyone' });
      if (url.pathname === '/api/me/blocks') return jsonResponse({ items: [], nextCursor: null });
      if (url.pathname === '/api/me/notification-preferences') return jsonResponse({ items: [] });
      return errorResponse(404, 'NOT_FOUND');
    });
    const { container } = renderWithProviders(<ProfilePage />, { route: '/profile#account-data' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Verilerin ve hesabın' })).toBeInTheDocument();
    expect(container.querySelector('#account-data')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Hesabımı sil' })).toBeInTheDocument();
  });
});
