/**
 * The account forms work before the app's script runs and without it (decision 005, "Forms"):
 * each is a real `<form method="post">` whose route action runs on the server — sign-in (with
 * `?next=`), sign-up (and the verification link sent again), the reset request, the reset itself
 * (the link read from the outbox), sign-out. No request ever carries a password in its address.
 */
import type { Page, Request } from '@playwright/test';
import { expect, outboxLink, signUpViaApi, test, uniqueEmail, uniqueUsername } from '../fixtures/test';

const PASSWORD = 'Garaj-deneme-2026!x';

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session_token'));

/** Every request the page makes, to check that none carries a password in its address. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const noPasswordInAddresses = (requests: Request[], ...secrets: string[]) => {
  for (const request of requests) {
    const url = request.url();
    expect(url, 'no password in an address').not.toMatch(/[?&]password=/i);
    for (const secret of secrets) expect(url).not.toContain(encodeURIComponent(secret));
  }
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in posts the form, goes to ?next= signed in; a wrong password is shown with the e-mail kept', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/, 'the wrong password: the page answers 401 with the form again');
    const user = await signUpViaApi(page, { password: PASSWORD });
    await page.context().clearCookies();
    const requests = recordRequests(page);

    await page.goto('/login?next=%2Fgarages');
    await page.getByLabel('E-posta').fill(user.email);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre-123');
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('E-posta veya şifre hatalı.');
    await expect(page.getByLabel('E-posta')).toHaveValue(user.email);
    await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue('');
    expect(await sessionCookie(page)).toBeUndefined();

    await page.getByLabel('Şifre', { exact: true }).fill(user.password);
    await page.getByRole('checkbox', { name: 'Beni hatırla' }).check();
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page).toHaveURL('/garages');
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${user.username}` })).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie!.expires, "'Beni hatırla' posted natively: a persistent cookie").toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    const posts = requests.filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/login');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.postData()).toContain('password=');
    noPasswordInAddresses(requests, user.password);
  });

  test('sign-up: the form posts (terms box included), "check your inbox" with one way to sign in, the link sent again', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/, 'the unticked terms box: the page answers 400 with the form again');
    const email = uniqueEmail();
    const username = uniqueUsername();
    const requests = recordRequests(page);
    await page.goto('/register');
    await page.getByLabel('Kullanıcı Adı').fill(username);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Şifre Tekrar').fill(PASSWORD);
    // Without the terms box the server's check answers.
    await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    await expect(page.getByText('Devam etmek için kullanım koşullarını kabul etmelisiniz.')).toBeVisible();
    await expect(page.getByLabel('E-posta')).toHaveValue(email);

    const startedAt = Date.now();
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Şifre Tekrar').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).check();
    await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'E-postanızı kontrol edin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş Yapın' })).toHaveCount(1);
    await outboxLink(email, '/api/auth/verify-email', startedAt);

    const resentAt = Date.now();
    await page.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }).click();
    await expect(page.getByText(`Doğrulama bağlantısı ${email} adresine gönderildi.`)).toBeVisible();
    const link = await outboxLink(email, '/api/auth/verify-email', resentAt);
    await page.goto(link);
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${username}` })).toBeVisible();
    noPasswordInAddresses(requests, PASSWORD);
  });

  test('password reset: the request and the new password post natively; then sign-in with it', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/, 'the passwords differ: the page answers 400 with the form again');
    const user = await signUpViaApi(page, { password: PASSWORD });
    await page.context().clearCookies();
    const newPassword = 'Garaj-yeni-2026!y';
    const requestedAt = Date.now();
    await page.goto('/forgot-password');
    await page.getByLabel('E-posta').fill(user.email);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText(`${user.email} adresi bir hesaba kayıtlıysa`, { exact: false })).toBeVisible();

    const link = await outboxLink(user.email, '/reset-password', requestedAt);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Şifre Belirle' })).toBeVisible();
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni Şifre Tekrar').fill('baska-bir-sifre-1');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByText('Şifreler eşleşmiyor.')).toBeVisible();
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni Şifre Tekrar').fill(newPassword);
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page).toHaveURL('/login?reset=1');
    await expect(page.getByRole('status').filter({ hasText: 'Şifreniz güncellendi.' })).toBeVisible();

    await page.getByLabel('E-posta').fill(user.email);
    await page.getByLabel('Şifre', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(await sessionCookie(page)).toBeDefined();
  });

  test('sign-out is a form on /logout', async ({ page }) => {
    const user = await signUpViaApi(page, { password: PASSWORD });
    expect(await sessionCookie(page)).toBeDefined();
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${user.username}` })).toHaveCount(0);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test('Enter on the login form before the app has hydrated posts it: the password never reaches the address', async ({ page }) => {
  const user = await signUpViaApi(page, { password: PASSWORD });
  await page.context().clearCookies();
  // Hold the app's modules back (public/boot.js adds them after the first paint): the form on
  // screen is the server-rendered one, never hydrated.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const requests = recordRequests(page);
  // 'commit': the fixture would otherwise wait for the hydration this test holds back.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/login' && request.method() === 'POST');
  await page.getByLabel('Şifre', { exact: true }).press('Enter');
  const request = await posted;
  expect(new URLSearchParams(request.postData() ?? '').get('password'), 'the password travels in the POST body').toBe(user.password);
  await page.waitForURL('/', { waitUntil: 'commit' });
  release();
  expect(page.url()).not.toContain('password');
  expect(await sessionCookie(page)).toBeDefined();
  noPasswordInAddresses(requests, user.password);
});
