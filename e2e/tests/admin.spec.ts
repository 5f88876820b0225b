/**
 * The admin panel /admin: an admin sees the real dashboard figures, bans a member
 * from the users tab (the member's open session stops working, the audit log shows the ban),
 * puts up an announcement the home page shows; every tab passes axe; a member is turned away with 'Erişim Reddedildi'; a moderator
 * is offered the reports tab but not the admin ones.
 */
import { ADMIN } from '../playwright.config';
import { baseUrl, expect, expectNoSeriousA11yViolations, signIn, signUpViaApi, test, toast, useTheme, waitForSettled } from '../fixtures/test';

interface Dashboard {
  members: number;
  garages: number;
  photos: number;
  posts: number;
  questions: number;
  openReports: number;
}

test('an admin sees the dashboard figures counted by the server', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Genel Bakış', selected: true })).toBeVisible();
  const figures = (await (await page.request.get('/api/admin/dashboard')).json()) as Dashboard;
  expect(figures.members, 'seeded members').toBeGreaterThanOrEqual(30);
  const format = new Intl.NumberFormat('tr-TR');
  for (const [key, label] of [
    ['members', 'Üyeler'],
    ['garages', 'Garajlar'],
    ['photos', 'Fotoğraflar'],
    ['posts', 'Yazılar'],
    ['questions', 'Sorular'],
    ['openReports', 'Açık Raporlar'],
  ] as const) {
    const tile = page.getByRole('main').locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
    await expect(tile.getByRole('definition'), label).toHaveText(format.format(figures[key]));
  }
  // The charts' chunk (recharts) arrives with the dashboard tab.
  await expect(page.getByText('Günlük yeni üyeler (son 30 gün)')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
});

test('an admin bans a member: their session stops working and the audit log shows the ban', async ({ page, newMemberPage }) => {
  const member = await newMemberPage({ label: 'member to ban' });
  expect((await member.page.request.get('/api/notifications/unread-count')).status(), 'signed in before the ban').toBe(200);

  await signIn(page, ADMIN);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' }).fill(member.user.email);
  await page.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' }).press('Enter');
  await expect(page).toHaveURL(/tab=users&q=/);
  const row = page.getByRole('listitem').filter({ hasText: member.user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Yasakla' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yasakla' }).click();
  await expect(dialog.getByText('Bu alan zorunludur.')).toBeVisible();
  await dialog.getByLabel('Neden').fill('e2e: spam mesajlar');
  await dialog.getByRole('button', { name: 'Yasakla' }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Yasaklı', { exact: true })).toBeVisible();
  await expect(row.getByText(/Yasak nedeni: e2e: spam mesajlar/)).toBeVisible();

  // The member's open session ends at once (despite the session cookie cache).
  expect((await member.page.request.get('/api/notifications/unread-count')).status(), 'signed out by the ban').toBe(401);

  await page.getByRole('tab', { name: 'İşlem Kaydı' }).click();
  await expect(page).toHaveURL('/admin?tab=audit');
  await page.getByLabel('İşlem', { exact: true }).fill('user.');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/action=user\./);
  const entry = page.getByRole('listitem').filter({ hasText: 'e2e: spam mesajlar' }).first();
  await expect(entry.getByText('user.ban')).toBeVisible();
  await entry.getByText('Önce / sonra').click();
  await expect(entry.locator('pre').last()).toContainText('true');

  // Lift the ban again (confirmed), so the member is back.
  await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
  await page.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' }).fill(member.user.email);
  await page.getByRole('searchbox', { name: 'Kullanıcı adı veya e-posta ara' }).press('Enter');
  await row.getByRole('button', { name: 'Yasağı Kaldır' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yasağı Kaldır' }).click();
  await expect(row.getByText('Yasaklı', { exact: true })).toBeHidden();
});

test('an admin changes the announcement: the banner shows on the home page', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=settings');
  const text = page.getByLabel('Duyuru metni', { exact: true });
  await text.fill('e2e duyurusu: bu gece bakım var');
  await page.getByRole('switch', { name: 'Duyuru yayında' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/settings')).json()) as { announcement: { text: string; active: boolean } | null };
  expect(saved.announcement).toEqual(expect.objectContaining({ text: 'e2e duyurusu: bu gece bakım var', active: true }));

  // The banner shows site-wide (server-rendered under the header).
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'e2e duyurusu: bu gece bakım var' })).toBeVisible();

  // Kept in the form; then taken down again for the other tests.
  await page.goto('/admin?tab=settings');
  await expect(page.getByLabel('Duyuru metni', { exact: true })).toHaveValue('e2e duyurusu: bu gece bakım var');
  await page.getByRole('switch', { name: 'Duyuru yayında' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'İşlem Başarılı').first()).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/admin/settings')).json()) as { announcement: { active: boolean } | null }).announcement?.active)
    .toBe(false);
});

test("a member is sent to / with 'Erişim Reddedildi'", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin?tab=users');
  await expect(toast(page, 'Erişim Reddedildi')).toBeVisible();
  await expect(toast(page, 'Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/admin/users')).status(), 'the server refuses too').toBe(403);
});

test('a moderator is offered the reports tab, not the admin ones', async ({ page, newMemberPage }) => {
  const member = await newMemberPage({ label: 'new moderator' });
  await signIn(page, ADMIN);
  const changed = await page.request.patch(`/api/admin/users/${member.user.id}/role`, {
    data: { role: 'moderator' },
    headers: { origin: baseUrl() },
  });
  expect(changed.status(), 'role change').toBe(200);

  await signIn(member.page, member.user);
  await member.page.goto('/admin');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeVisible();
  await expect(member.page.getByRole('tab', { name: 'Raporlar', selected: true })).toBeVisible();
  for (const name of ['Genel Bakış', 'Kullanıcılar', 'Garajlar', 'Reklamlar', 'Ayarlar', 'İşlem Kaydı']) {
    await expect(member.page.getByRole('tab', { name })).toHaveCount(0);
  }
  expect((await member.page.request.get('/api/admin/users')).status(), 'the server refuses the admin lists').toBe(403);
});

for (const theme of ['light', 'dark'] as const) {
  test(`every admin tab passes axe (WCAG 2.2 AA) in the ${theme} theme`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const tabs = await page.getByRole('tab').evaluateAll((nodes) => nodes.map((node) => /-content-(\w+)$/.exec(node.getAttribute('aria-controls') ?? '')?.[1] ?? ''));
    expect(tabs).toEqual(expect.arrayContaining(['dashboard', 'users', 'garages', 'ads', 'help', 'settings', 'audit']));
    for (const tab of tabs) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', new RegExp(`-content-${tab}$`));
      await waitForSettled(page);
      await expectNoSeriousA11yViolations(page, `admin ${tab} (${theme})`, { soft: true, coloursOnly: theme === 'dark' });
    }
  });
}
