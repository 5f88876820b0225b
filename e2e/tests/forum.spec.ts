/**
 * The forum in the browser: a question asked in one browser appears in another without a
 * reload (Server-Sent Events), the answer posted there appears live in the first, the asker
 * accepts it ('Cevaplandı'), and a moderator pins and locks the topic — the open reply box of the
 * other member goes away live.
 */
import { ADMIN } from '../playwright.config';
import { baseUrl, expect, signIn, test, toast, type MemberPage } from '../fixtures/test';
import type { Page } from '@playwright/test';

/** better-auth and our CSRF check want the site's Origin on writes. */
const ORIGIN_HEADER = () => ({ origin: baseUrl() });

/** Gives `userId` the moderator role through the admin API (one audit row), as the admin. */
async function makeModerator(page: Page, userId: string): Promise<void> {
  await signIn(page, ADMIN);
  const response = await page.request.patch(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
    data: { role: 'moderator' },
    headers: ORIGIN_HEADER(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The answer box once the app runs: the rich-text editor (the server's textarea shows only until then). */
const answerEditor = (page: Page) => page.getByRole('textbox', { name: 'Cevap Yaz' }).and(page.locator('[contenteditable="true"]'));

async function openTopic(member: MemberPage, url: string): Promise<void> {
  await member.page.goto(url);
  await expect(member.page.locator('html[data-hydrated]')).toBeAttached();
}

test('ask in one browser, answer live in another, accept, then a moderator pins and locks', async ({ newMemberPage, page }) => {
  const asker = await newMemberPage({ label: 'asker' });
  const helper = await newMemberPage({ label: 'helper' });
  const title = `Soğukta marş basmıyor ${Date.now().toString(36)}`;

  // The helper watches the engine category while the asker asks there.
  await helper.page.goto('/forum/engine');
  await expect(helper.page.locator('html[data-hydrated]')).toBeAttached();

  await asker.page.goto('/forum/engine');
  await expect(asker.page.locator('html[data-hydrated]')).toBeAttached();
  await asker.page.getByRole('button', { name: 'Yeni Konu' }).first().click();
  const dialog = asker.page.getByRole('dialog');
  await dialog.getByLabel('Başlık', { exact: true }).fill(title);
  await dialog.getByLabel('Ayrıntılar').fill('Sabahları -5 derecede marş basıyor ama çalışmıyor. Akü yeni.');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(toast(asker.page, 'Sorunuz başarıyla gönderildi.')).toBeVisible();

  // Live: the new question is in the helper's list without a reload.
  const card = helper.page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(helper.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const topicUrl = helper.page.url();
  expect(topicUrl).toMatch(/\/forum\/engine\/topic\/[0-9a-f-]{36}$/);

  await openTopic(asker, topicUrl);
  await expect(asker.page.getByText('Açık').first()).toBeVisible();

  // The helper answers; the asker sees it without reloading.
  const answer = `Buji ve ön ısıtmayı kontrol edin ${Date.now().toString(36)}`;
  await answerEditor(helper.page).fill(answer);
  await helper.page.getByRole('button', { name: 'Cevap Gönder' }).click();
  await expect(toast(helper.page, 'Cevabınız gönderildi.')).toBeVisible();
  await expect(asker.page.getByText(answer)).toBeVisible();

  // Only the asker can accept: the helper has no such button; the asker's choice shows live.
  await expect(helper.page.getByRole('button', { name: 'En İyi Cevap Seç' })).toHaveCount(0);
  await asker.page.getByRole('button', { name: 'En İyi Cevap Seç' }).click();
  await expect(asker.page.getByText('Cevaplandı').first()).toBeVisible();
  await expect(asker.page.getByText('En İyi Cevap').first()).toBeVisible();
  await expect(helper.page.getByText('Cevaplandı').first()).toBeVisible();

  // A moderator pins and locks; the helper's reply box goes away live.
  const moderator = await newMemberPage({ label: 'moderator' });
  await makeModerator(page, moderator.user.id);
  // The role is read from the session: sign in again for a fresh one.
  await signIn(moderator.page, moderator.user);
  await openTopic(moderator, topicUrl);
  const tools = moderator.page.getByRole('toolbar', { name: 'Konu işlemleri' });
  await tools.getByRole('button', { name: 'Sabitle' }).click();
  await expect(toast(moderator.page, 'Konu sabitlendi.')).toBeVisible();
  await tools.getByRole('button', { name: 'Kilitle' }).click();
  await expect(toast(moderator.page, 'Konu kilitlendi.')).toBeVisible();

  await expect(helper.page.getByText('Bu konu kilitlendi; yeni cevap yazılamaz.')).toBeVisible();
  await expect(helper.page.getByLabel('Cevap Yaz')).toHaveCount(0);
  await expect(helper.page.getByText('Sabitlenmiş').first()).toBeVisible();

  // The server refuses an answer to the locked topic whatever the page shows.
  const topicId = topicUrl.split('/').pop()!;
  const refused = await helper.page.request.post(`/api/forum/topics/${topicId}/replies`, {
    data: { body: '<p>Kilitli konuya cevap</p>' },
    headers: ORIGIN_HEADER(),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('TOPIC_LOCKED');

  // Pinned first in its category.
  await moderator.page.goto('/forum/engine');
  await expect(moderator.page.locator('html[data-hydrated]')).toBeAttached();
  await expect(moderator.page.locator('main').getByRole('link', { name: title })).toBeVisible();
});

test('a visitor reads the forum without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR' });
  const visitor = await context.newPage();
  const response = await visitor.goto('/forum');
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await visitor.getByRole('link', { name: /Motor/ }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  const topic = visitor.locator('main a[href*="/topic/"]').first();
  const href = await topic.getAttribute('href');
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect((await visitor.goto('/forum/yok-boyle-bir-kategori'))?.status()).toBe(404);
  await context.close();
});

test('while a question title is typed, similar topics are listed and open in a new tab', async ({ newMemberPage }, testInfo) => {
  const asker = await newMemberPage({ label: 'asker' });
  await asker.page.goto('/forum/engine');
  await expect(asker.page.locator('html[data-hydrated]')).toBeAttached();
  await asker.page.getByRole('button', { name: 'Yeni Konu' }).first().click();
  const dialog = asker.page.getByRole('dialog');
  await dialog.getByLabel('Başlık', { exact: true }).fill('Fren pedalı süngerleşti, hava mı aldı?');

  const similar = dialog.getByRole('region', { name: /^Benzer \d konu var$/ });
  await expect(similar).toBeVisible();
  const seeded = similar.getByRole('link', { name: /Pist gününden sonra fren pedalı süngerleşti/ });
  await expect(seeded).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath('similar-topics.png') });

  const [tab] = await Promise.all([asker.page.context().waitForEvent('page'), seeded.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Pist gününden sonra fren pedalı süngerleşti' })).toBeVisible();
  await tab.close();
  // The question being written is still there.
  await expect(dialog.getByLabel('Başlık', { exact: true })).toHaveValue('Fren pedalı süngerleşti, hava mı aldı?');
});

test('an answer being written survives a reload as a draft and is gone once sent', async ({ newMemberPage }) => {
  const member = await newMemberPage({ label: 'writer' });
  await member.page.goto('/forum/brakes');
  await expect(member.page.locator('html[data-hydrated]')).toBeAttached();
  await member.page.getByRole('link', { name: 'Pist gününden sonra fren pedalı süngerleşti' }).click();
  await expect(member.page.getByRole('heading', { level: 1, name: 'Pist gününden sonra fren pedalı süngerleşti' })).toBeVisible();
  const text = `Hidroliği yenileyin ${Date.now().toString(36)}`;
  const box = answerEditor(member.page);
  await box.fill(text);
  // Stored once typing pauses (half a second).
  await expect.poll(() => member.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('garaj.draft.')).length)).toBe(1);

  await member.page.reload();
  await expect(box).toHaveText(text);
  await expect(member.page.getByRole('status').filter({ hasText: 'Kaydedilmemiş taslağınız geri yüklendi.' })).toBeVisible();

  await member.page.getByRole('button', { name: 'Cevap Gönder' }).click();
  await expect(member.page.locator('article').getByText(text).first()).toBeVisible();
  await expect(box).toHaveText('');
  await member.page.reload();
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await expect(box).toHaveText('');
});
