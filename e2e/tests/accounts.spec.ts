/**
 * Accounts: sign-in with and without 'Beni hatırla', wrong password, guards of /login and
 * /register, sign-out, register validation, password reset by e-mail, profile editing and the
 * /admin guard (docs/product.md: Sign-in, E-mail, Administration).
 */
import { ADMIN } from '../playwright.config';
import {
  DEFAULT_PASSWORD,
  baseUrl,
  createGarageViaApi,
  expect,
  outboxLink,
  signUpViaApi,
  test,
  toast,
  uniqueEmail,
  uniqueUsername,
  type TestUser,
} from '../fixtures/test';
import type { Page } from '@playwright/test';

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session_token'));

/** Signs in through the /login form. */
async function signInWithForm(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  rememberMe: boolean,
) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  const remember = page.getByRole('checkbox', { name: 'Beni hatırla' });
  await expect(remember).not.toBeChecked();
  if (rememberMe) await remember.check();
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

/** A member who exists but whose browser is signed out. */
async function signedOutMember(page: Page): Promise<TestUser> {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  return user;
}

async function signOutWithMenu(page: Page, user: TestUser) {
  await page.getByRole('button', { name: `Hesap menüsü: @${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  // The page shows the member signed out at once; the cookie goes when the sign-out's answer arrives.
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
}

test.describe('sign-in and sign-out', () => {
  test("without 'Beni hatırla' the session cookie ends with the browser; with it, it persists", async ({
    page,
  }) => {
    const user = await signedOutMember(page);

    await signInWithForm(page, user, false);
    await expect(toast(page, 'Giriş yapıldı, ana sayfaya yönlendiriliyorsunuz.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('button', { name: `Hesap menüsü: @${user.username}` }),
    ).toBeVisible();
    const browserSession = await sessionCookie(page);
    expect(browserSession, 'a session cookie is set').toBeDefined();
    expect(browserSession!.expires, 'a browser-session cookie has no expiry').toBe(-1);
    expect(browserSession!.httpOnly).toBe(true);

    await signOutWithMenu(page, user);

    await signInWithForm(page, user, true);
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('button', { name: `Hesap menüsü: @${user.username}` }),
    ).toBeVisible();
    const persistent = await sessionCookie(page);
    expect(persistent!.expires, 'a remembered session outlives the browser (days)').toBeGreaterThan(
      Date.now() / 1000 + 7 * 24 * 3600,
    );
    expect(persistent!.httpOnly).toBe(true);
    expect(persistent!.sameSite).toBe('Lax');
  });

  test("a wrong password shows 'Giriş Hatası' and keeps the visitor on /login", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpError(
      401,
      /\/api\/auth\/sign-in\/email/,
      'the server refuses a wrong password',
    );
    const user = await signedOutMember(page);
    await signInWithForm(page, { email: user.email, password: 'yanlis-sifre-999' }, false);
    await expect(toast(page, 'Giriş Hatası')).toBeVisible();
    await expect(toast(page, 'E-posta veya şifre hatalı.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await sessionCookie(page)).toBeUndefined();
    await expect(page.getByLabel('E-posta'), 'the form keeps what was typed').toHaveValue(
      user.email,
    );
  });

  test('a signed-in member opening /login or /register goes to /', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: /Otomotiv Platformu/ })).toBeVisible();
    await page.goto('/register');
    await expect(page).toHaveURL('/');
  });
});

test('register refuses passwords that do not match', async ({ page }) => {
  let signUpCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpCalls += 1;
  });
  await page.goto('/register');
  await page.getByLabel('Kullanıcı Adı').fill(uniqueUsername());
  await page.getByLabel('E-posta').fill(uniqueEmail());
  await page.getByLabel('Şifre', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Şifre Tekrar').fill(`${DEFAULT_PASSWORD}-farkli`);
  await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).check();
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(page.getByText('Şifreler eşleşmiyor.')).toBeVisible();
  await expect(page.getByLabel('Şifre Tekrar')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/register');
  expect(signUpCalls, 'nothing is sent to the server').toBe(0);
});

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page, consoleGuard }) => {
  // The test clears the cookies under a signed-in page: what that page shows of the member (the
  // header's badges, the home page's garages and maintenance) may be asked once more and refused.
  consoleGuard.allowHttpError(401, /\/api\//, 'cookies cleared under a signed-in page');
  const user = await signedOutMember(page);
  const newPassword = 'yepyeni-sifre-456';
  const requestedAt = Date.now() - 1000;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible();
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
  await expect(
    page.getByText(
      `${user.email} adresi bir hesaba kayıtlıysa, şifre sıfırlama bağlantısı gönderildi.`,
      { exact: false },
    ),
  ).toBeVisible();

  const link = await outboxLink(user.email, '/reset-password', requestedAt);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Şifre Belirle' })).toBeVisible();
  await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
  await page.getByLabel('Yeni Şifre Tekrar').fill(newPassword);
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(
    toast(page, 'Şifreniz başarıyla güncellendi. Yeni şifrenizle giriş yapabilirsiniz.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login?reset=1');

  await signInWithForm(page, { email: user.email, password: newPassword }, false);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Hesap menüsü: @${user.username}` })).toBeVisible();

  // The old password no longer works, and the link is single-use.
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(old.status()).toBe(401);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByRole('heading', { name: 'Bağlantı Geçersiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yeni Bağlantı İste' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('an unverified member is told why, gets a new link, and the link lifts the limit', async ({
  page,
}) => {
  const user = await signUpViaApi(page, { verified: false });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'E-posta adresinizi doğrulayın' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(user.email);

  const garage = {
    vehicleType: 'car' as const,
    name: 'Doğrulanmamış',
    carBrand: 'BMW',
    carModel: 'M3',
  };
  const refused = await page.request.post('/api/garages', {
    data: garage,
    headers: { origin: baseUrl() },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'EMAIL_NOT_VERIFIED',
  );

  const resentAt = Date.now();
  // The banner is in the server-rendered HTML (its code is a lazy chunk): a click before the app
  // and that chunk have hydrated it would do nothing.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await banner.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }).click();
  await expect(
    toast(page, `Doğrulama bağlantısı ${user.email} adresine gönderildi.`),
  ).toBeVisible();
  await page.goto(await outboxLink(user.email, '/api/auth/verify-email', resentAt));
  await expect(page.getByRole('heading', { name: 'E-posta Adresiniz Doğrulandı' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-posta adresinizi doğrulayın' })).toHaveCount(0);
  expect((await createGarageViaApi(page, garage)).name).toBe('Doğrulanmamış');
});

test('profile: edits show on the public profile', async ({ page }) => {
  const user = await signUpViaApi(page);
  const rand = Math.random().toString(36).slice(2, 6);
  const profile = {
    fullName: `Işıl Çağlayan ${rand}`,
    bio: `Hafta sonları pistte, hafta içi garajda. Şu an E36 projesiyle uğraşıyorum (${rand}).`,
    location: 'İzmir',
    website: `https://isil-${rand}.example.com`,
  };

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Ayarları' })).toBeVisible();
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(user.username);
  await page.getByLabel('Ad Soyad').fill(profile.fullName);
  await page.getByLabel('Hakkımda').fill(profile.bio);
  await page.getByLabel('Konum').fill(profile.location);
  await page.getByLabel('Web Sitesi').fill(profile.website);
  await page.getByRole('button', { name: 'Profili Kaydet' }).click();
  await expect(toast(page, 'Profiliniz başarıyla güncellendi.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Ad Soyad')).toHaveValue(profile.fullName);
  await expect(page.getByLabel('Web Sitesi')).toHaveValue(profile.website);

  await page.getByRole('link', { name: 'Profilimi Görüntüle' }).click();
  await expect(page).toHaveURL(`/user/${encodeURIComponent(user.username)}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header.getByRole('heading', { level: 1, name: profile.fullName })).toBeVisible();
  await expect(header.getByText(`@${user.username}`)).toBeVisible();
  await expect(header.getByText(profile.bio)).toBeVisible();
  await expect(header.getByText(profile.location, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Hakkında' }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`isil-${rand}\\.example\\.com`) }),
  ).toHaveAttribute('href', profile.website);
});

test.describe('/admin guard', () => {
  test("a visitor is sent to /login with 'Giriş Gerekli'", async ({ page }) => {
    await page.goto('/admin');
    await expect(toast(page, 'Giriş Gerekli')).toBeVisible();
    // …with the way back (a same-site ?next=).
    await expect(page).toHaveURL('/login?next=%2Fadmin');
  });

  test("a member is sent to / with 'Erişim Reddedildi'", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/admin');
    await expect(toast(page, 'Erişim Reddedildi')).toBeVisible();
    await expect(toast(page, 'Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect((await page.request.get('/api/admin/stats')).status(), 'the server refuses too').toBe(
      403,
    );
  });

  test('an admin reaches the admin panel from the account menu (its figures: admin.spec)', async ({ page }) => {
    await page.request
      .post('/api/auth/sign-in/email', {
        data: { email: ADMIN.email, password: ADMIN.password, rememberMe: false },
        headers: { origin: new URL(baseUrl()).origin },
      })
      .then((r) => expect(r.status(), 'admin sign-in').toBe(200));
    await page.goto('/');
    await page.getByRole('button', { name: /^Hesap menüsü: @/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeVisible();

  });
});
