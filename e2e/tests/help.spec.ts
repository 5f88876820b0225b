/**
 * Help centre (filters and the help search):
 * a visitor searches the FAQ Turkish-aware (address-kept, server-rendered), narrows it by a
 * category tile, clears both with 'Filtreleri Temizle', opens FAQ items one by one with the
 * keyboard, and sends the contact form (validation, then the success toast); the message
 * reaches the admin inbox API.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, signIn, test, toast } from '../fixtures/test';

const faqItems = (page: Page) => page.getByTestId('faq-item');
const tiles = (page: Page) => page.getByRole('navigation', { name: 'Yardım kategorileri' });

test('search, category tiles and “Filtreleri Temizle”, kept in the address', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Yardım ve Destek' })).toBeVisible();
  await expect(faqItems(page)).toHaveCount(15);
  await expect(tiles(page).getByRole('link', { name: /Tümü\s*15 soru/ })).toHaveAttribute('aria-current', 'true');
  await expect(tiles(page).getByRole('link', { name: /Hesap\s*3 soru/ })).toBeVisible();

  // Turkish-aware: 'SIFRE' (no Ş, dotless capital) finds 'Şifremi unuttum…' and the answers with 'şifre'.
  await page.getByRole('searchbox', { name: 'Yardım konularında ara' }).fill('SIFRE');
  await expect(page).toHaveURL('/help?q=SIFRE');
  await expect(faqItems(page).filter({ hasText: 'Şifremi unuttum, nasıl sıfırlarım?' })).toBeVisible();
  // The address changes before the narrowed list arrives: wait for it.
  await expect.poll(() => faqItems(page).count()).toBeLessThan(15);
  const found = await faqItems(page).count();
  await expect(page.getByRole('status').filter({ hasText: `${found} soru bulundu` })).toBeVisible();

  await tiles(page).getByRole('link', { name: /Garaj/ }).click();
  await expect(page).toHaveURL('/help?q=SIFRE&category=garage');
  await expect(page.getByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeVisible();
  await expect(faqItems(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Filtreleri Temizle' }).first().click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('searchbox', { name: 'Yardım konularında ara' })).toHaveValue('');
  await expect(faqItems(page)).toHaveCount(15);

  // The address alone renders the filtered list (server-side, before any script).
  const html = await (await page.request.get('/help?q=webp&category=garage')).text();
  expect(html).toContain('Hangi fotoğrafları yükleyebilirim?');
  expect(html).not.toContain('Nasıl üye olurum?');
  await page.goto('/help?q=webp&category=garage');
  await expect(faqItems(page)).toHaveCount(1);
  await expectNoHorizontalScroll(page, '/help filtered');
});

test('FAQ items open one by one with the keyboard', async ({ page }) => {
  await page.goto('/help?category=account');
  await expect(faqItems(page)).toHaveCount(3);
  const first = faqItems(page).nth(0);
  const second = faqItems(page).nth(1);
  const firstQuestion = first.locator('summary');
  await firstQuestion.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(/doğrulama bağlantısı gönderilir/)).toBeVisible();
  await expect(second).not.toHaveAttribute('open', '');

  await page.keyboard.press('Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).toHaveAttribute('open', '');

  await firstQuestion.focus();
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveAttribute('open', '');
  await expect(second).toHaveAttribute('open', '');
  await expectNoSeriousA11yViolations(page, '/help');
});

test('the contact form checks its fields, sends, and the message reaches the admin inbox', async ({ page, browser, baseURL }) => {
  await page.goto('/help');
  const form = page.getByRole('form', { name: 'İletişim Formu' });
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(form.getByText('Bu alan zorunludur.')).toHaveCount(4);
  await expect(form.getByRole('textbox', { name: 'Adınız' })).toHaveAttribute('aria-invalid', 'true');

  const subject = `Fotoğraf sorunu ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Adınız' }).fill('Ayşe Yılmaz');
  await form.getByRole('textbox', { name: 'E-posta' }).fill('ayse-at-example');
  await form.getByRole('textbox', { name: 'Konu' }).fill(subject);
  await form.getByRole('textbox', { name: 'Mesajınız' }).fill('WebP fotoğrafım yüklenmiyor, yardımcı olur musunuz?');
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(form.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-posta' }).fill('ayse@example.com');
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(toast(page, 'Mesajınız Gönderildi')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Konu' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Mesajınız' })).toHaveValue('');

  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, { email: ADMIN.email, password: ADMIN.password });
  const inbox = (await (await adminPage.request.get('/api/admin/help/contact-messages?status=new')).json()) as { items: { subject: string; email: string; userId: string | null }[] };
  expect(inbox.items.find((m) => m.subject === subject)).toMatchObject({ email: 'ayse@example.com', userId: null });
  await admin.close();
});
