import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as HomePage } from '@/app/routes/home';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubApi(routes: Record<string, () => Response>) {
  const fn = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = routes[path];
    return Promise.resolve(handler ? handler() : json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('home page', () => {
  it('shows the BETA badge, the claim and live figures from /api/stats', async () => {
    stubApi({
      '/api/stats': () => json({ members: 31, garages: 42, photos: 1234, online: 5 }),
      '/api/garages/featured': () => json([]),
    });
    renderWithProviders(<HomePage />);

    expect(screen.getByText('BETA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Türkiye'nin Bir Numaralı Otomotiv Platformu");
    expect(await screen.findByText('31')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('1,2 B')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    // The server counts signed-in members only: the label says so (not a bare "Çevrimiçi").
    expect(screen.getByText('Çevrimiçi üye')).toBeInTheDocument();
    expect(screen.queryByText('847')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Garajları Keşfet/ })).toHaveAttribute('href', '/garages');
    expect(screen.getByRole('link', { name: /Hemen Katıl/ })).toHaveAttribute('href', '/register');
  });

  it('sends members to /create-garage', () => {
    auth.user = { id: 'u', email: 'a@b.c', username: 'a', displayUsername: 'a', role: 'user', image: null };
    stubApi({ '/api/stats': () => json({ members: 1, garages: 1, photos: 1, online: 1 }), '/api/garages/featured': () => json([]) });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Garajını Oluştur/ })).toHaveAttribute('href', '/create-garage');
  });

  it('says the featured garages failed and retries on request', async () => {
    let fail = true;
    const fetchMock = stubApi({
      '/api/stats': () => json({ members: 1, garages: 1, photos: 1, online: 1 }),
      '/api/garages/featured': () => (fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 400) : json([])),
    });
    const { user } = renderWithProviders(<HomePage />);

    const message = await screen.findByText('Öne çıkan garajlar yüklenirken beklenmeyen hata oluştu.');
    fail = false;
    // The featured garages' own retry button (the home page's other sections have theirs).
    await user.click(within(message.closest('section')!).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Henüz öne çıkan garaj yok.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('featured'))).toHaveLength(2);
  });
});
