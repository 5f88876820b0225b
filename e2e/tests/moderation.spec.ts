/**
 * Moderation end to end: a member reports a garage comment with the report
 * button, the seeded demo moderator (signed in with MODERATOR_PASSWORD) resolves the report with
 * 'hide' in /admin?tab=reports, the comment is gone for visitors, and the admin finds the
 * `report.resolve` row in /admin?tab=audit.
 */
import { ADMIN, MODERATOR } from '../playwright.config';
import { baseUrl, expect, memberWithGarage, signIn, test, toast } from '../fixtures/test';

test('a reported garage comment is hidden by a moderator and the audit log shows it', async ({ page, browser, newMemberPage, testPhoto }) => {
  // A garage, and a rude comment on it by another member.
  const owner = await newMemberPage({ label: 'garage owner' });
  const { garage } = await memberWithGarage(owner.page, testPhoto, {}, owner.user);
  const commenter = await newMemberPage({ label: 'commenter' });
  const text = `Bu ne biçim garaj, utanmadan paylaşmışsın ${Math.random().toString(36).slice(2, 8)}`;
  const posted = await commenter.page.request.post(`/api/garages/${garage.id}/comments`, { data: { body: `<p>${text}</p>` }, headers: { origin: baseUrl() } });
  expect(posted.status(), 'comment posted').toBe(201);

  // A third member reports it with the report button.
  const reporter = await newMemberPage({ label: 'reporter' });
  await reporter.page.goto(`/garage/${garage.id}`);
  await reporter.page.getByRole('tab', { name: /Yorumlar/ }).click();
  await expect(reporter.page.getByRole('list', { name: 'Yorumlar' }).getByText(text)).toBeVisible();
  await reporter.page.getByRole('button', { name: `Bildir: @${commenter.user.username}` }).click();
  const dialog = reporter.page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'İçeriği Bildir' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Taciz veya zorbalık/ }).check();
  await dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
  await expect(toast(reporter.page, 'Bildiriminiz Alındı')).toBeVisible();

  // The seeded moderator resolves it with 'hide' in the reports tab.
  await signIn(page, MODERATOR);
  await page.goto('/admin?tab=reports');
  await expect(page.getByRole('tab', { name: 'Raporlar', selected: true })).toBeVisible();
  const card = page.getByTestId('report-card').filter({ hasText: text });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Çöz' }).click();
  const handle = page.getByRole('dialog');
  await handle.getByRole('radio', { name: /^Gizle/ }).check();
  await handle.getByLabel('Not (isteğe bağlı)').fill('e2e: hakaret içeren yorum');
  await handle.getByRole('button', { name: 'Raporu Çöz' }).click();
  await expect(toast(page, 'Rapor İşlendi')).toBeVisible();

  // Visitors no longer see the comment; the other comments section still renders.
  const visitor = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  try {
    const visitorPage = await visitor.newPage();
    const res = await visitorPage.goto(`/garage/${garage.id}`);
    expect(res?.status()).toBe(200);
    await expect(visitorPage.getByRole('heading', { level: 1, name: garage.name })).toBeVisible();
    await visitorPage.getByRole('tab', { name: /Yorumlar/ }).click();
    await expect(visitorPage.getByRole('tabpanel')).toBeVisible();
    await expect(visitorPage.getByText(text)).toHaveCount(0);
    const comments = (await (await visitorPage.request.get(`/api/garages/${garage.id}/comments`)).json()) as { items: { body: string }[] };
    expect(comments.items.map((c) => c.body)).not.toContain(text);
  } finally {
    await visitor.close();
  }

  // The admin finds the moderator's row in the audit log.
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=audit');
  await page.getByLabel('İşlem', { exact: true }).fill('report.resolve');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/action=report\.resolve/);
  const entry = page.getByRole('listitem').filter({ hasText: 'e2e: hakaret içeren yorum' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('report.resolve')).toBeVisible();
  await expect(entry.getByText(MODERATOR.username)).toBeVisible();
  await expect(entry.getByText(garage.name)).toBeVisible();
});
