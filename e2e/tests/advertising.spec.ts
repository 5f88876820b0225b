/**
 * Advertising: a visitor sees the seeded
 * ads server-rendered (featured first, the expired one never), filters by category in the
 * address, meets the empty state of a category without ads, and requests a package through the
 * form (validation, then the toast 'Premium Paket Seçildi'); the request reaches the admin API.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, signIn, test, toast } from '../fixtures/test';

const cards = (page: Page) => page.getByTestId('ad-card');
const filter = (page: Page) => page.getByRole('navigation', { name: 'Reklam kategorileri' });

test('the seeded ads, server-rendered, filtered by category; the expired ad is never shown', async ({ page }) => {
  const html = await (await page.request.get('/advertising?category=dealer')).text();
  expect(html).toContain('Anadolu Otomotiv Plaza');
  expect(html).not.toContain('Boğaziçi Oto Servis');

  await page.goto('/advertising');
  await expect(page.getByRole('heading', { level: 1, name: 'Reklam' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reklam Verin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Öne Çıkan Reklamlar' })).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).first()).toContainText('Öne Çıkan');
  await expect(page.getByText('Karadeniz Lastik')).toHaveCount(0);

  await filter(page).getByRole('link', { name: 'Yedek Parça' }).click();
  await expect(page).toHaveURL('/advertising?category=parts');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Marmara Yedek Parça');
  await expect(filter(page).getByRole('link', { name: 'Yedek Parça' })).toHaveAttribute('aria-current', 'true');

  await filter(page).getByRole('link', { name: 'Tümü' }).click();
  await expect(page).toHaveURL('/advertising');
  await expect(cards(page)).toHaveCount(7);
  const website = cards(page).filter({ hasText: 'Marmara Yedek Parça' }).getByRole('link', { name: /Web Sitesi/ });
  await expect(website).toHaveAttribute('href', 'https://marmara-parca.example');
  await expect(website).toHaveAttribute('target', '_blank');
  await expectNoHorizontalScroll(page, '/advertising');
  await expectNoSeriousA11yViolations(page, '/advertising');
});

test("a category without ads: 'Bu kategoride reklam bulunamadı'", async ({ page, request }) => {
  // The seed fills all five categories, so the browser's answer for finance is replaced by an
  // empty one: the page's empty state is tested here, the API's filter on the server.
  const finance = await (await request.get('/api/ads?category=finance')).json();
  expect(finance.items.length).toBeGreaterThan(0);
  await page.route(
    (url) => url.pathname === '/api/ads' && url.searchParams.get('category') === 'finance',
    (route) => route.fulfill({ json: { items: [], hiddenForPremium: false } }),
  );
  await page.goto('/advertising');
  await expect(cards(page)).toHaveCount(7);
  await filter(page).getByRole('link', { name: 'Finans' }).click();
  await expect(page.getByRole('heading', { name: 'Bu kategoride reklam bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Tüm reklamları göster' }).click();
  await expect(page).toHaveURL('/advertising');
  await expect(cards(page)).toHaveCount(7);
});

test('requesting a package: validation, the toast “Premium Paket Seçildi”, the request in the admin list', async ({ page, browser }) => {
  await page.goto('/advertising');
  const premium = page.getByTestId('package-premium');
  await expect(premium).toContainText('1.200 TL');
  await expect(premium).toContainText('En Popüler');
  await expect(page.getByTestId('package-basic')).toContainText('500 TL');
  await expect(page.getByTestId('package-corporate')).toContainText('2.500 TL');
  await premium.getByRole('button', { name: 'Premium Paketi Seç' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Premium Paketi için Reklam Talebi' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(dialog.getByLabel('Firma adı')).toHaveAttribute('aria-invalid', 'true');

  const company = `Test Oto ${Date.now()}`;
  await dialog.getByLabel('Firma adı').fill(company);
  await dialog.getByLabel('Yetkili adı').fill('Elif Demir');
  await dialog.getByLabel('E-posta').fill('elif@test-oto.example');
  await dialog.getByLabel('Telefon (isteğe bağlı)').fill('0384 555 45 45');
  await dialog.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(toast(page, 'Premium Paket Seçildi')).toBeVisible();
  await expect(toast(page, 'iletişime geçiliyor...')).toBeVisible();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, ADMIN);
  const list = await (await admin.request.get('/api/admin/ad-requests?status=new')).json();
  expect(list.items.find((r: { company: string }) => r.company === company)).toMatchObject({ package: 'premium', contactName: 'Elif Demir', status: 'new' });
  await context.close();
});
