/**
 * axe-core on every screen, in the light and the dark theme (WCAG 2.2 AA: docs/product.md,
 * Accessible and mobile-first): every rule in the light theme, the colour rules in the dark one
 * (the theme changes colours only). Serious and critical violations fail; each screen is checked
 * softly so one run lists every problem.
 */
import { ADMIN } from '../playwright.config';
import {
  baseUrl,
  expect,
  expectNoSeriousA11yViolations,
  memberWithGarage,
  signIn,
  test,
  useTheme,
  waitForSettled,
  type Garage,
  type KnownA11yIssue,
} from '../fixtures/test';
import type { Page } from '@playwright/test';

/**
 * Violations already reported to the page's owners (see the test report's annotations). Delete
 * an entry once its bug is fixed; the check is strict again for that screen.
 */
const KNOWN: Record<string, KnownA11yIssue[]> = {};

const GARAGE_TABS = ['Genel Bakış', 'Modifikasyonlar', 'Galeri', 'Yorumlar'];

/**
 * In the dark theme only the colour rules run (COLOUR_RULES): the light theme's run of the same
 * screens checks everything else, which does not depend on the theme.
 */
const coloursOnly = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function check(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForSettled(page);
  await expectNoSeriousA11yViolations(page, label, { soft: true, known: KNOWN[label], coloursOnly: await coloursOnly(page) });
}

/** The garage detail screen, tab by tab. */
async function checkGarageTabs(page: Page, path: string, label: string) {
  await check(page, path, `${label} (${GARAGE_TABS[0]})`);
  for (const tab of GARAGE_TABS.slice(1)) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitForSettled(page);
    await expectNoSeriousA11yViolations(page, `${label} (${tab})`, { soft: true, coloursOnly: await coloursOnly(page) });
  }
}

/** The seeded garage with the most likes (it has photos, modifications and comments). */
async function popularGarage(page: Page): Promise<Garage> {
  const list = (await (await page.request.get('/api/garages?sort=popular&limit=1')).json()) as {
    items: Garage[];
  };
  return list.items[0]!;
}

// Every test signs in or up on its own: they run side by side when there are several workers.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    // The visitor's screens in two tests of about equal length, so two workers share them.
    test('visitor screens: garages and members', async ({ page }) => {
      test.slow();
      const garage = await popularGarage(page);
      const owner = encodeURIComponent(garage.owner.username);
      await check(page, '/', 'home');
      await check(page, '/garages', 'garages');
      await checkGarageTabs(page, `/garage/${garage.id}`, 'garage detail');
      await check(page, `/garaj/${owner}`, 'garaj/username');
      await check(page, `/user/${owner}`, 'user profile');
      await check(page, '/users', 'users');
      await check(page, '/competitions', 'competitions');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    });

    test('visitor screens: sign-in, legal pages and not found', async ({ page, consoleGuard }) => {
      test.slow();
      // The not-found page is served with status 404; Chromium logs that as an error.
      consoleGuard.allowHttpError(404, /\/bu-sayfa-yok/, 'the not-found page answers 404');
      await check(page, '/login', 'login');
      await check(page, '/register', 'register');
      await check(page, '/forgot-password', 'forgot password');
      await check(page, '/bu-sayfa-yok', 'not found');
      await check(page, '/privacy-policy', 'privacy policy');
      await check(page, '/terms-of-service', 'terms of service');
      await check(page, '/cookie-policy', 'cookie policy');
      await check(page, '/create-garage', 'create garage (signed out)');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    });

    test('member screens', async ({ page, testPhoto }) => {
      test.slow();
      const { user, garage } = await memberWithGarage(page, testPhoto);
      const favorite = await popularGarage(page);
      const headers = { origin: new URL(baseUrl()).origin };
      expect(
        (await page.request.put(`/api/garages/${favorite.id}/favorite`, { headers })).ok(),
      ).toBe(true);
      expect(
        (
          await page.request.post(`/api/garages/${garage.id}/comments`, {
            data: { body: '<p>Kendi garajıma ilk yorum.</p>' },
            headers,
          })
        ).ok(),
      ).toBe(true);

      await checkGarageTabs(page, `/garage/${garage.id}`, 'own garage detail');
      await check(page, '/create-garage', 'create garage');
      await check(page, `/edit-garage/${garage.id}`, 'edit garage');
      await check(page, '/my-garage', 'my garage');
      await check(page, '/favorites', 'favorites');
      await check(page, '/profile', 'profile');
      // The maintenance tracker with an item in each colour of the remaining-days text.
      const today = new Date().toISOString().slice(0, 10);
      for (const item of [
        { title: 'Motor yağı', category: 'oil', intervalDays: 365 },
        { title: 'Fren balatası', category: 'brake', dueOn: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10) },
      ]) {
        const res = await page.request.post('/api/maintenance/items', { data: { garageId: garage.id, lastServiceOn: today, ...item }, headers });
        expect(res.ok(), await res.text()).toBe(true);
      }
      await check(page, '/maintenance', 'maintenance');
      await check(page, `/user/${encodeURIComponent(user.username)}`, 'own public profile');
      await check(page, `/garaj/${encodeURIComponent(user.username)}`, 'own garaj/username');
    });

    test('admin screen', async ({ page }) => {
      await signIn(page, ADMIN);
      await check(page, '/admin', 'admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeVisible();
    });
  });
}
