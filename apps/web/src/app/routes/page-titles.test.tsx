import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { page } from '@/features/garages/testing/fixtures';
import { Component as FavoritesPage } from './favorites';
import { Component as GaragesPage } from './garages';
import { Component as HomePage } from './home';
import { Component as MessagesPage } from './messages';
import { Component as MyGaragePage } from './my-garage';
import { Component as NotFoundPage } from './not-found';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentUser: () => ({ user: auth.user, isPending: false }),
}));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

afterEach(async () => {
  vi.unstubAllGlobals();
  auth.user = null;
  await i18n.changeLanguage('tr');
});

function api() {
  mockFetch((url) => {
    if (url.pathname === '/api/stats') return jsonResponse({ members: 1, garages: 1, photos: 1, online: 1 });
    if (url.pathname === '/api/garages/featured') return jsonResponse([]);
    return jsonResponse(page([]));
  });
}

const cases: [string, ComponentType, string, string, string][] = [
  ['home', HomePage, '/', 'Otomobil ve motosiklet tutkunlarının sanal garajı · Garaj', 'The virtual garage of car and motorcycle enthusiasts · Garaj'],
  ['garage list', GaragesPage, '/garages', 'Garajlar · Garaj', 'Garages · Garaj'],
  ['garage search', GaragesPage, '/garages?q=bmw', '“bmw” araması — Garajlar · Garaj', 'Search “bmw” — Garages · Garaj'],
  ['my garage', MyGaragePage, '/my-garage', 'Garajım · Garaj', 'My Garage · Garaj'],
  ['favorites', FavoritesPage, '/favorites', 'Favorilerim · Garaj', 'My Favorites · Garaj'],
  ['messages', MessagesPage, '/messages', 'Mesajlar · Garaj', 'Messages · Garaj'],
  ['not-found', NotFoundPage, '/yok', 'Sayfa Bulunamadı · Garaj', 'Page Not Found · Garaj'],
];

describe('page titles', () => {
  it.each(cases)('%s has its own title in Turkish and English', async (_name, Page, route, tr, en) => {
    auth.user = member;
    api();
    const { unmount } = renderWithProviders(<Page />, { route });
    await waitFor(() => expect(document.title).toBe(tr));
    unmount();

    await i18n.changeLanguage('en');
    renderWithProviders(<Page />, { route });
    await waitFor(() => expect(document.title).toBe(en));
  });

  it('member-only pages keep their title for visitors too', async () => {
    api();
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    await waitFor(() => expect(document.title).toBe('Favorilerim · Garaj'));
  });
});
