/**
 * Invite programme (invite states and toasts): a
 * visitor reads the server-rendered programme; a member copies their invite link ('Davet linki
 * panoya kopyalandı.', check icon), a friend opens it in another browser, registers through the
 * form, follows the verification link from the outbox, and the inviter then sees the friend
 * 'Ödüllendirildi' with 500 points.
 */
import {
  DEFAULT_PASSWORD,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  test,
  toast,
  uniqueEmail,
  uniqueUsername,
  verifyEmailViaOutbox,
} from '../fixtures/test';

test('visitors get the programme server-rendered, with a sign-in call to action', async ({ page, request }) => {
  const html = await (await request.get('/affiliate')).text();
  for (const text of ['Arkadaşını Davet Et', 'Nasıl Çalışır?', 'Ödül Seviyeleri', 'Sıkça Sorulan Sorular', 'Davet kodumun süresi dolar mı?']) expect(html).toContain(text);
  expect(html).toContain('Her davete 500 puan');
  // The rendered page (not the translations shipped in its script) has every value filled in.
  expect(html.slice(0, html.indexOf('</main>')), 'every text interpolated').not.toMatch(/\{\{\w+\}\}/);
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Arkadaşını Davet Et' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', /^\/login\?next=/);
  await expect(page.getByTestId('invite-tier-card')).toHaveCount(3);
  await expectNoHorizontalScroll(page, '/affiliate visitor');
  await expectNoSeriousA11yViolations(page, '/affiliate visitor');
});

test('invite link → registration → verification → the inviter sees the friend and 500 points', async ({ browser, newMemberPage }) => {
  test.slow();
  const inviter = await newMemberPage({ label: 'inviter' });
  await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = inviter;
  await page.goto('/affiliate');
  await expect(page.getByText('Henüz davet ettiğin kimse yok.')).toBeVisible();
  await expect(page.getByTestId('invite-stat-points')).toHaveText('0');

  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/register\?ref=[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Kopyala' }).click();
  // The button says 'Kopyalandı' for two seconds (COPY_CONFIRM_MS): checked first, since the toast
  // may take longer than that to appear on a busy machine (its code loads on first use).
  await expect(page.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  await expect(toast(page, 'Davet linki panoya kopyalandı.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Kopyala' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

  // The friend, in a browser of their own.
  const friendContext = await browser.newContext({ baseURL: new URL(link).origin });
  const friendPage = await friendContext.newPage();
  const username = uniqueUsername('davet');
  const email = uniqueEmail();
  const startedAt = Date.now();
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await friendPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await friendPage.getByLabel('Kullanıcı Adı').fill(username);
  await friendPage.getByLabel('E-posta').fill(email);
  await friendPage.getByLabel('Şifre', { exact: true }).fill(DEFAULT_PASSWORD);
  await friendPage.getByLabel('Şifre Tekrar').fill(DEFAULT_PASSWORD);
  await friendPage.getByRole('checkbox', { name: /Kullanım Koşulları/ }).check();
  await friendPage.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(friendPage.getByRole('heading', { name: 'E-postanızı kontrol edin' })).toBeVisible();

  // Registered, not verified yet: pending, no points.
  await page.reload();
  const friendRow = page.getByTestId('invited-friend').filter({ hasText: `@${username}` });
  await expect(friendRow).toContainText('Beklemede');
  await expect(page.getByTestId('invite-stat-pending')).toHaveText('1');
  await expect(page.getByTestId('invite-stat-points')).toHaveText('0');

  await verifyEmailViaOutbox(friendPage, email, startedAt);
  await friendContext.close();

  await page.reload();
  await expect(friendRow).toContainText('Ödüllendirildi');
  await expect(friendRow).toContainText('500 puan');
  await expect(page.getByTestId('invite-stat-completed')).toHaveText('1');
  await expect(page.getByTestId('invite-stat-points')).toHaveText('500');
  await expect(page.getByTestId('invite-tier')).toHaveText('Bronz');
  await expect(page.getByTestId('invite-reward').first()).toHaveAttribute('data-unlocked', 'true');
  await expectNoSeriousA11yViolations(page, '/affiliate member');
});
