/**
 * Two-step verification in the browser: a member turns it on from /profile (password, the key
 * shown beside the QR code, the first code from the "authenticator app"), signs out, and signing
 * in with the password alone asks for a code on /login/two-factor — a wrong code is refused, the
 * current one signs in. The authenticator app is @better-auth/utils' TOTP over the shown key.
 */
import type { Page } from '@playwright/test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, signUpViaApi, test, toast } from '../fixtures/test';

/** The authenticator app: the current code for the key the page shows (base32, in groups). */
const codeFor = (shownKey: string) => createOTP(new TextDecoder().decode(base32.decode(shownKey.replace(/\s+/g, '')))).totp();

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

test('a member turns on two-step verification; signing in then asks for the code', async ({ page, consoleGuard }) => {
  consoleGuard.allowHttpError(401, /\/api\/auth\/two-factor\/verify-totp/, 'a wrong code is refused on purpose');
  const user = await signUpViaApi(page);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
  const dialog = page.getByRole('dialog', { name: 'İki adımlı doğrulama' });
  await dialog.getByLabel('Şifre', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Devam et' }).click();
  await expect(dialog.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Yedek kodlar' }).getByRole('listitem')).toHaveCount(10);
  const key = (await dialog.getByTestId('two-factor-secret').textContent()) ?? '';
  await dialog.getByLabel('Doğrulama kodu').fill(await codeFor(key));
  await dialog.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
  await expect(toast(page, 'İki adımlı doğrulama açıldı.')).toBeVisible();
  await expect(page.getByText('Açık', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL('/login/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'İki Adımlı Doğrulama' })).toBeVisible();
  // No session yet.
  expect((await (await page.request.get('/api/auth/get-session')).json()) as unknown).toBeNull();

  await page.getByLabel('Doğrulama kodu').fill('000000');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Kod hatalı. Lütfen güncel kodu girin.').first()).toBeVisible();

  await page.getByLabel('Doğrulama kodu').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Hesap menüsü: @${user.username}` })).toBeVisible();
});
