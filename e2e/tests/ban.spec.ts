/**
 * A ban ends the member's open session at once: while the member has a page
 * open in their own browser, an admin bans them from /admin?tab=users; the member's next page
 * load shows them signed out, a members-only page sends them to the sign-in page, and signing in
 * again is refused with the banned message.
 */
import { ADMIN } from '../playwright.config';
import { expect, signIn, test, toast } from '../fixtures/test';

test('an admin bans a member with a page open: the next request is signed out and sign-in is refused', async ({ page, newMemberPage, consoleGuard }) => {
  const member = await newMemberPage({ label: 'member to ban' });
  await member.page.goto('/');
  const banner = member.page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Giriş Yap' }), 'signed in before the ban').toHaveCount(0);

  await signIn(page, ADMIN);
  await page.goto('/admin?tab=users');
  const search = page.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' });
  await search.fill(member.user.email);
  await search.press('Enter');
  const row = page.getByRole('listitem').filter({ hasText: member.user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Yasakla' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Neden').fill('e2e: taciz eden mesajlar');
  await dialog.getByRole('button', { name: 'Yasakla' }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  await expect(row.getByText('Yasaklı', { exact: true })).toBeVisible();

  // The member's page, loaded again: signed out at once (no waiting for the session cookie cache).
  consoleGuard.allow(
    /Failed to load resource: the server responded with a status of 40[13]/,
    'the banned member is refused on purpose: the ended session (401) and the sign-in (403)',
  );
  await member.page.reload();
  await expect(banner.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  expect((await member.page.request.get('/api/me/profile')).status(), 'the API refuses the old session').toBe(401);

  // A members-only page asks them to sign in; signing in again names the ban.
  await member.page.goto('/create-garage');
  await expect(member.page.getByRole('heading', { name: 'Giriş Gerekli' })).toBeVisible();
  await member.page.getByRole('main').getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(member.page).toHaveURL(/\/login/);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await member.page.getByLabel('E-posta').fill(member.user.email);
  await member.page.getByLabel('Şifre', { exact: true }).fill(member.user.password);
  await member.page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(toast(member.page, 'Giriş Hatası')).toBeVisible();
  await expect(toast(member.page, /Hesabınız askıya alın/)).toBeVisible();
  await expect(member.page).toHaveURL(/\/login/);
});
