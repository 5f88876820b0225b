import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { useBadgeCategory } from '../hooks/use-badge-category';
import { jsonResponse, makeCatalog, mockFetch } from '../testing/fixtures';
import { BadgesOverview } from './badges-overview';

afterEach(() => vi.unstubAllGlobals());

function Page() {
  return <BadgesOverview category={useBadgeCategory()} />;
}

const member = {
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'a@example.com', emailVerified: true, name: 'ali', username: 'ali', displayUsername: 'Ali', role: 'user' },
};

function serve(catalog: unknown, session: unknown = null) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(session);
    if (url.pathname === '/api/badges') return jsonResponse(catalog);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const cards = () => screen.getAllByRole('article');

describe('BadgesOverview', () => {
  it('filters by category through the chips, and shows what each badge takes to visitors', async () => {
    serve(makeCatalog());
    const { user, router } = renderWithProviders(<Page />, { route: '/badges' });
    expect(await screen.findByRole('heading', { name: 'İlk Garaj' })).toBeInTheDocument();
    expect(cards()).toHaveLength(14);
    expect(screen.getAllByText(/Şartı/).length).toBe(14);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Fbadges');
    expect(screen.getByText('12 üye kazandı')).toBeInTheDocument();

    const filter = screen.getByRole('navigation', { name: 'Rozet kategorisi' });
    await user.click(within(filter).getByRole('link', { name: 'Fotoğraf' }));
    expect(router.state.location.search).toBe('?category=photo');
    expect(cards().map((c) => c.getAttribute('data-badge'))).toEqual(['photo-master', 'best-photo']);
    expect(within(filter).getByRole('link', { name: 'Fotoğraf' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(filter).getByRole('link', { name: 'Sosyal' }));
    expect(cards().map((c) => c.getAttribute('data-badge'))).toEqual(['community-leader', 'popular', 'viral']);
    // rarity names: epic and legendary are both 'Efsanevi'
    expect(within(cards()[0]!).getByText('Efsanevi')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Nadir')).toBeInTheDocument();

    await user.click(within(filter).getByRole('link', { name: 'Tümü' }));
    expect(cards()).toHaveLength(14);
    // the how-to-earn section's six cards
    const howTo = screen.getByRole('region', { name: 'Rozet Nasıl Kazanılır?' });
    expect(within(howTo).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it("says 'Bu kategoride rozet bulunamadı' for a category without badges", async () => {
    serve(makeCatalog({ omitCategory: 'photo' }));
    const { user } = renderWithProviders(<Page />, { route: '/badges' });
    await screen.findByRole('heading', { name: 'İlk Garaj' });
    await user.click(screen.getByRole('link', { name: 'Fotoğraf' }));
    expect(screen.getByRole('heading', { name: 'Bu kategoride rozet bulunamadı' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("shows a member's own state: earned with its date, locked with progress / maxProgress", async () => {
    serve(
      makeCatalog({
        signedIn: true,
        viewer: {
          'first-garage': { unlocked: true, unlockedAt: '2026-03-05T10:00:00.000Z', progress: 1 },
          'garage-master': { unlocked: false, unlockedAt: null, progress: 3 },
        },
      }),
      member,
    );
    renderWithProviders(<Page />, { route: '/badges' });
    const first = (await screen.findByRole('heading', { name: 'İlk Garaj' })).closest('article')!;
    expect(first).toHaveAttribute('data-state', 'unlocked');
    expect(within(first).getByText('5 Mart 2026 tarihinde kazanıldı')).toBeInTheDocument();
    const master = screen.getByRole('heading', { name: 'Garaj Ustası' }).closest('article')!;
    const bar = within(master).getByRole('progressbar', { name: 'Garaj Ustası ilerlemesi: 3 / 10' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    expect(screen.queryByText(/Şartı/)).toBeNull();
    // the hero's own count
    expect(screen.getByText('Kazandığın rozet')).toBeInTheDocument();
  });
});
