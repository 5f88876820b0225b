/**
 * Competitions: an admin creates an active competition in the form, member A
 * enters with a garage ('Başarıyla Katıldınız! 🎉', then 'Katıldınız'), member B votes for A's
 * entry (A cannot vote for it), the admin ends it now (confirmation first) and the pages show
 * the winners. Also the toasts for visitors ('Giriş Gerekli') and for a repeated entry ('Zaten
 * Katıldınız'), and the form's 'Erişim Reddedildi' for members.
 */
import { ADMIN } from '../playwright.config';
import { createCompetitionViaApi, expect, memberWithGarage, signIn, test, toast, type TestUser } from '../fixtures/test';

const HOUR = 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `datetime-local` text in the browser's zone (the test's and the browser's are the same machine). */
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const admin = { ...ADMIN, id: '', username: 'admin' } as TestUser;


test('an admin creates a competition, A enters, B votes, the admin ends it and the winners show', async ({ newMemberPage, testPhoto }) => {
  test.slow();
  const title = `Temizlik Kupası ${Math.random().toString(36).slice(2, 6)}`;

  // The admin creates it in the form.
  const { page: adminPage } = await newMemberPage({ signInAs: admin, label: 'admin' });
  await adminPage.goto('/competitions/new');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Yeni Yarışma' })).toBeVisible();
  await adminPage.getByLabel('Başlık', { exact: true }).fill(title);
  await adminPage.getByLabel('Açıklama', { exact: true }).fill('Aracınızın en temiz halini gösterin.');
  await adminPage.getByRole('combobox', { name: 'Kategori' }).click();
  await adminPage.getByRole('option', { name: 'Temiz' }).click();
  await adminPage.getByLabel('Maksimum Katılımcı').fill('50');
  await adminPage.getByLabel('Başlangıç').fill(local(new Date(Date.now() - 24 * HOUR)));
  await adminPage.getByLabel('Bitiş').fill(local(new Date(Date.now() + 7 * 24 * HOUR)));
  await adminPage.getByLabel('Ödül', { exact: true }).fill('Detaylı temizlik seti');
  await adminPage.getByLabel('Kurallar', { exact: true }).fill('Araç size ait olmalı\nFotoğraflar güncel olmalı');
  await adminPage.getByRole('button', { name: 'Yarışmayı Oluştur' }).click();
  await expect(toast(adminPage, 'Yarışma oluşturuldu.')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  const competitionUrl = new URL(adminPage.url()).pathname;
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(adminPage.getByRole('listitem').filter({ hasText: 'Fotoğraflar güncel olmalı' })).toBeVisible();

  // Member A enters with their garage.
  const a = await newMemberPage({ label: 'member A' });
  const { garage } = await memberWithGarage(a.page, testPhoto, { name: `A Garajı ${Math.random().toString(36).slice(2, 6)}` }, a.user);
  await a.page.goto(competitionUrl);
  await a.page.getByRole('button', { name: 'Katıl', exact: true }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Yarışmaya Katıl' });
  await expect(dialog.getByRole('radio', { name: new RegExp(garage.name) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Katıl', exact: true }).click();
  await expect(toast(a.page, 'Başarıyla Katıldınız! 🎉')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Katıldınız' })).toBeDisabled();
  const entriesOfA = a.page.getByRole('region', { name: /Katılımcılar/ }).or(a.page.locator('section[aria-labelledby="competition-entries"]'));
  await expect(entriesOfA.getByText('Senin katılımın')).toBeVisible();
  await expect(entriesOfA.getByRole('button', { name: /oy ver/i })).toHaveCount(0);

  // Member B votes for A's entry.
  const b = await newMemberPage({ label: 'member B' });
  await b.page.goto(competitionUrl);
  await b.page.getByRole('button', { name: `${garage.name} için oy ver` }).click();
  await expect(toast(b.page, 'Oyunuz kaydedildi.')).toBeVisible();
  const voted = b.page.getByRole('button', { name: `${garage.name} için verdiğin oyu geri al` });
  await expect(voted).toHaveAttribute('aria-pressed', 'true');
  await expect(b.page.locator('section[aria-labelledby="competition-entries"]').getByText('1 oy', { exact: true })).toBeVisible();

  // The admin ends it now.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: 'Şimdi Bitir' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Yarışma şimdi bitirilsin mi?' });
  await confirm.getByRole('button', { name: 'Evet, Bitir' }).click();
  await expect(toast(adminPage, 'Yarışma sona erdi; kazananlar belirlendi.')).toBeVisible();
  await expect(adminPage.getByText('Sona Erdi', { exact: true }).first()).toBeVisible();

  // Everyone sees the winners: on the detail page and behind the card's results toggle.
  await a.page.goto(competitionUrl);
  const winners = a.page.getByRole('heading', { level: 2, name: 'Kazananlar' }).locator('..');
  await expect(winners.getByRole('listitem').first()).toContainText(garage.name);
  await expect(winners.getByRole('listitem').first()).toContainText('1 oy');
  await expect(winners.getByRole('listitem').first()).toContainText(a.user.username);
  await expect(a.page.getByRole('button', { name: /oy ver/i })).toHaveCount(0);

  await b.page.goto('/competitions?category=clean');
  const card = b.page.getByRole('article').filter({ has: b.page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Sonuçları Göster' }).click();
  await expect(card.getByRole('listitem').first()).toContainText(garage.name);
  await card.getByRole('button', { name: 'Sonuçları Gizle' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(0);
});

test('visitors get “Giriş Gerekli”; a repeated entry gets “Zaten Katıldınız”; members cannot open the form', async ({ page, newMemberPage, testPhoto, consoleGuard }) => {
  const { page: adminPage } = await newMemberPage({ signInAs: admin, label: 'admin' });
  const competition = await createCompetitionViaApi(adminPage);

  await page.goto(`/competitions/${competition.id}`);
  await page.getByRole('button', { name: 'Katıl', exact: true }).click();
  await expect(toast(page, 'Giriş Gerekli')).toBeVisible();
  await expect(toast(page, 'Yarışmaya katılmak için giriş yapmalısınız.')).toBeVisible();

  // A member opens the page, then enters from elsewhere (the API), then presses 'Katıl' here.
  consoleGuard.allowHttpError(409, /\/api\/competitions\/.*\/entries/, 'the second entry is refused (Zaten Katıldınız)');
  const m = await newMemberPage({ label: 'member' });
  const { garage } = await memberWithGarage(m.page, testPhoto, {}, m.user);
  await m.page.goto(`/competitions/${competition.id}`);
  const entered = await m.page.request.post(`/api/competitions/${competition.id}/entries`, { data: { garageId: garage.id } });
  expect(entered.status()).toBe(201);
  await m.page.getByRole('button', { name: 'Katıl', exact: true }).click();
  await m.page.getByRole('dialog').getByRole('button', { name: 'Katıl', exact: true }).click();
  await expect(toast(m.page, 'Zaten Katıldınız')).toBeVisible();
  await expect(toast(m.page, 'Bu yarışmaya zaten katılmışsınız.')).toBeVisible();
  await expect(m.page.getByRole('button', { name: 'Katıldınız' })).toBeDisabled();

  await m.page.goto('/competitions/new');
  await expect(toast(m.page, 'Erişim Reddedildi')).toBeVisible();
  await expect(m.page).toHaveURL('/');
});

test('a member without a garage is sent to create one; upcoming competitions say “Yakında”', async ({ newMemberPage }) => {
  const { page: adminPage } = await newMemberPage({ signInAs: admin, label: 'admin' });
  const active = await createCompetitionViaApi(adminPage);
  const upcoming = await createCompetitionViaApi(adminPage, {
    startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  });
  const m = await newMemberPage({ label: 'member without a garage' });
  await m.page.goto(`/competitions/${active.id}`);
  await m.page.getByRole('button', { name: 'Katıl', exact: true }).click();
  const dialog = m.page.getByRole('dialog', { name: 'Yarışmaya Katıl' });
  await expect(dialog.getByText('Yarışmaya katılmak için önce bir garaj oluşturmalısın.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Garaj Oluştur' }).click();
  await expect(m.page).toHaveURL('/create-garage');

  await m.page.goto(`/competitions/${upcoming.id}`);
  await expect(m.page.getByRole('button', { name: 'Yakında' })).toBeDisabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and a competition are server-rendered', async ({ page, browser }) => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await signIn(adminPage, ADMIN);
    const competition = await createCompetitionViaApi(adminPage, { category: 'stance', title: 'Sunucuda Çizilen Yarışma' });
    await context.close();

    await page.goto('/competitions?category=stance');
    await expect(page.getByRole('heading', { level: 1, name: 'Yarışmalar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sunucuda Çizilen Yarışma' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nasıl Katılırım?' })).toBeVisible();
    await page.goto(`/competitions/${competition.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunucuda Çizilen Yarışma' })).toBeVisible();
    await expect(page.getByText('Kendi garajınla katıl')).toBeVisible();
  });
});
