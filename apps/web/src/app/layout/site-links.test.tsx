import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { pageRoutes } from '../router';
import { Component as NotFoundPage } from '../routes/not-found';
import { Footer } from './footer';
import { Header } from './header';
import { ACCOUNT_NAV, ADMIN_NAV, MAIN_NAV, searchPath } from './nav-items';

const session = vi.hoisted(() => ({ value: { user: null as CurrentUser | null, isPending: false } }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useCurrentUser: () => session.value,
}));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: vi.fn() } }));

const admin: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  username: 'ayse',
  displayUsername: 'Ayse',
  role: 'admin',
  image: null,
};

/** True when the router (app/router.tsx pageRoutes, without the catch-all) has a page for `href`. */
function resolves(href: string): boolean {
  const pathname = new URL(href, 'http://localhost').pathname;
  return matchRoutes([{ path: '/', children: pageRoutes }], pathname) !== null;
}

/** Every in-site link currently in the document (mailto and other sites left out). */
function siteLinks(): string[] {
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}

describe('links of the shell and the not-found page', () => {
  beforeEach(() => {
    session.value = { user: null, isPending: false };
  });

  it('lists only paths the router has', () => {
    for (const { to } of [...MAIN_NAV, ...ACCOUNT_NAV, ADMIN_NAV]) expect(resolves(to), to).toBe(true);
    // Sanity check of the matcher itself: an unknown path only matches the not-found route.
    expect(resolves('/no-such-page')).toBe(false);
  });

  it.each([
    ['a visitor', null],
    ['an admin', admin],
  ])('header, phone menu, footer and not-found page link only to existing pages for %s', async (_who, user) => {
    session.value = { user, isPending: false };
    const { user: pointer } = renderWithProviders(
      <>
        <Header />
        <NotFoundPage />
        <Footer />
      </>,
      { route: '/olmayan-sayfa' },
    );
    const hrefs = siteLinks();
    await pointer.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    hrefs.push(...within(await screen.findByRole('dialog')).getAllByRole('link').map((a) => a.getAttribute('href') ?? ''));
    if (user) {
      await pointer.keyboard('{Escape}');
      screen.getByRole('button', { name: /Hesap menüsü/ }).focus();
      await pointer.keyboard('{Enter}');
      hrefs.push(...within(await screen.findByRole('menu')).getAllByRole('menuitem').map((a) => a.getAttribute('href') ?? ''));
    }
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it('sends the header search to the site search', () => {
    expect(searchPath('BMW & şoför')).toBe(`/search?q=${encodeURIComponent('BMW & şoför')}`);
    expect(resolves(searchPath('x'))).toBe(true);
  });

  it('offers sign-in links in the footer to visitors only', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
  });

  it('gives members their own pages in the footer instead of sign-in links', () => {
    session.value = { user: { ...admin, role: 'user' }, isPending: false };
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Kayıt Ol' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Garajım' })).toHaveAttribute('href', '/my-garage');
  });

  it('opening the phone menu focuses the sheet, not its search box', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('searchbox')).not.toHaveFocus();
    expect(sheet).toHaveFocus();
  });
});
