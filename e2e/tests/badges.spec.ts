/**
 * Badges: a new member creates a first garage in the form and /badges then shows
 * 'İlk Garaj' earned with its date (and a 'badge earned' notification exists); visitors see what
 * each badge takes and filter by category; the page is server-rendered (readable without
 * JavaScript, the chips being links).
 */
import type { Page } from '@playwright/test';
import { createGarageViaApi, expect, expectNoSeriousA11yViolations, signUpViaApi, test, toast, useTheme, waitForSettled } from '../fixtures/test';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a first garage earns “İlk Garaj”: /badges shows it earned, and a notification says so', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Rozetler' })).toBeVisible();
  await expect(card(page, 'İlk Garaj')).toHaveAttribute('data-state', 'locked');
  await expect(card(page, 'Garaj Ustası').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await page.goto('/create-garage');
  await page.getByRole('textbox', { name: 'Garaj Adı' }).fill('Rozet Avcısı');
  const brand = page.getByRole('combobox', { name: 'Marka', exact: true });
  await brand.fill('BMW');
  await page.getByRole('option', { name: 'BMW', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model', exact: true }).fill('M3');
  await page.getByRole('button', { name: 'Garajı Oluştur' }).click();
  await expect(toast(page, 'Garajınız başarıyla oluşturuldu.')).toBeVisible();
  await expect(page).toHaveURL('/my-garage');

  await page.goto('/badges');
  const first = card(page, 'İlk Garaj');
  await expect(first).toHaveAttribute('data-state', 'unlocked');
  await expect(first.getByText(/tarihinde kazanıldı$/)).toBeVisible();
  await expect(card(page, 'Garaj Ustası').getByRole('progressbar', { name: 'Garaj Ustası ilerlemesi: 1 / 10' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true }).and(page.locator('[href^="/login?next"]'))).toHaveCount(0);

  const list = (await (await page.request.get('/api/notifications')).json()) as { items: { type: string; target: { id?: string; title?: string } | null }[] };
  expect(list.items.some((n) => n.type === 'badge_earned' && JSON.stringify(n.target).includes('first-garage'))).toBe(true);
});

test('visitors see what each badge takes and filter by category', async ({ page }) => {
  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Rozetler' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(14);
  await expect(card(page, 'Fotoğraf Ustası').getByText('Şartı:')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const filter = page.getByRole('navigation', { name: 'Rozet kategorisi' });
  await filter.getByRole('link', { name: 'Özel' }).click();
  await expect(page).toHaveURL('/badges?category=special');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(card(page, 'Moderatör').getByText('Efsanevi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rozet Nasıl Kazanılır?' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the grid, and the category chips filter by address', async ({ page }) => {
    await page.goto('/badges?category=photo');
    await expect(page.getByRole('heading', { level: 1, name: 'Rozetler' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(card(page, 'En İyi Fotoğraf')).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on /badges in the ${theme} theme, visitor and member`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/badges');
    await waitForSettled(page);
    await expectNoSeriousA11yViolations(page, `badges visitor ${theme}`, { soft: true, coloursOnly: theme === 'dark' });
    await signUpViaApi(page);
    await createGarageViaApi(page, { name: 'Erişilebilir', carBrand: 'Renault', carModel: 'Clio' });
    await page.goto('/badges');
    await expect(page.locator('article[data-badge="first-garage"]')).toHaveAttribute('data-state', 'unlocked');
    await waitForSettled(page);
    await expectNoSeriousA11yViolations(page, `badges member ${theme}`, { soft: true, coloursOnly: theme === 'dark' });
  });
}
