import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import type { CurrentUser } from '@/lib/session';
import { signOutAction } from '@/features/auth/actions/sign-out';
import { renderWithProviders } from '@/test/test-utils';
import { Header } from './header';

const session = vi.hoisted(() => ({
  value: { user: null as CurrentUser | null, isPending: false },
  signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
}));

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useCurrentUser: () => session.value,
}));
// useSignOut loads the client with import(): the mock applies to it too.
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: session.signOut } }));

const member: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  username: 'ayse',
  displayUsername: 'Ayse',
  role: 'user',
  image: null,
};

describe('Header', () => {
  beforeEach(() => {
    session.value = { user: null, isPending: false };
    session.signOut.mockClear();
  });

  it('shows the logo with the BETA badge and the main links', () => {
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Garaj\s*BETA/ })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Garajlar' })).toHaveAttribute('href', '/garages');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    // Pages that do not exist yet stay out of the menu (nav-items.ts AVAILABLE_PATHS).
    expect(within(nav).queryByRole('link', { name: 'Rozetler' })).not.toBeInTheDocument();
  });

  it('offers sign-in and sign-up when signed out', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
  });

  it('shows a placeholder while the session loads', () => {
    session.value = { user: null, isPending: true };
    renderWithProviders(<Header />);
    expect(screen.getByRole('status', { name: 'Oturum bilgisi yükleniyor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it('gives members their links and sign-out, without the admin link', async () => {
    session.value = { user: member, isPending: false };
    // Sign-out submits the /logout route's action (app/routes/logout.tsx).
    const { user, router } = renderWithProviders(<Header />, { route: '/garages', routes: [{ path: '/logout', action: signOutAction, element: <Header /> }] });
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'Hesap menüsü: @Ayse' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Garajım' })).toHaveAttribute('href', '/my-garage');
    expect(within(menu).getByRole('menuitem', { name: 'Favorilerim' })).toHaveAttribute('href', '/favorites');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['admin', 'moderator'] as const)('adds the Admin Panel link for the %s role (moderators handle reports and content there)', async (role) => {
    session.value = { user: { ...member, role }, isPending: false };
    const { user } = renderWithProviders(<Header />);
    screen.getByRole('button', { name: /Hesap menüsü/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('mobile menu welcomes the member by @username, defaulting to @user', async () => {
    session.value = { user: { ...member, username: null, displayUsername: null }, isPending: false };
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Hoş geldin, @user')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Garajlar' })).toHaveAttribute('href', '/garages');
    expect(within(sheet).getByRole('link', { name: 'Nasıl Çalışır?' })).toHaveAttribute('href', '/help');
    // Premium exists, so its link is offered.
    expect(within(sheet).getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
  });
});
