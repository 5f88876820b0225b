/**
 * Writing in the forum: a member types `@` and the start of another member's name in an answer,
 * (the rich-text editor), picks the suggestion and sends; the named member, already on a page, sees the bell count rise
 * and "… konusunda senden bahsetti" linking to the topic. An author edits their answer; it shows
 * "düzenlendi" and a moderator reads the version before the edit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { MODERATOR } from '../playwright.config';

/** The answer box once the app runs: the rich-text editor (the server's textarea shows only until then). */
const answerEditor = (page: Page) => page.getByRole('textbox', { name: 'Cevap Yaz' }).and(page.locator('[contenteditable="true"]'));

const notificationStream = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/events?channels=') && response.url().includes('notifications'));

test('a mention picked from the suggestions notifies the member named', async ({ newMemberPage }) => {
  const named = await newMemberPage({ label: 'named' });
  const writer = await newMemberPage({ label: 'writer' });
  const b = named.page;
  const live = notificationStream(b);
  await b.goto('/garages');
  await expect(b.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
  await live;

  const a = writer.page;
  const created = await a.request.post('/api/forum/topics', { data: { categoryId: 'engine', title: 'Rölantide titreme neden olur?', body: '<p>Soğukken titriyor.</p>' } });
  expect(created.status()).toBe(201);
  const topic = (await created.json()) as { id: string };
  await a.goto(`/forum/engine/topic/${topic.id}`);
  const box = answerEditor(a);
  await box.click();
  // All but the last two letters: enough to single the member out among the test run's many members.
  await box.pressSequentially(`Bence @${named.user.username.slice(0, -2)}`, { delay: 20 });
  const option = a.getByRole('option', { name: new RegExp(`@${named.user.username}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveText(`Bence @${named.user.username}`);
  await box.pressSequentially('buna bakabilir, bujileri de kontrol et.');
  await a.getByRole('button', { name: 'Cevap Gönder' }).click();
  await expect(a.locator('article').getByText('bujileri de kontrol et.')).toBeVisible();

  const bell = b.getByRole('button', { name: 'Bildirimler (1 okunmamış)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = b.getByRole('dialog', { name: 'Bildirimler' }).getByRole('link', { name: new RegExp(`${writer.user.username} “Rölantide titreme neden olur\\?” konusunda senden bahsetti`) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', `/forum/engine/topic/${topic.id}`);
});

test('the author edits an answer; it shows “düzenlendi” and a moderator reads the earlier version', async ({ newMemberPage }) => {
  const writer = await newMemberPage({ label: 'writer' });
  const created = await writer.page.request.post('/api/forum/topics', { data: { categoryId: 'engine', title: 'Yağ basıncı lambası yanıp sönüyor', body: '<p>Rölantide oluyor.</p>' } });
  const topic = (await created.json()) as { id: string };
  const answer = await writer.page.request.post(`/api/forum/topics/${topic.id}/replies`, { data: { body: '<p>Sensörü değiştir.</p>' } });
  expect(answer.status()).toBe(201);

  const a = writer.page;
  await a.goto(`/forum/engine/topic/${topic.id}`);
  const reply = a.locator('article', { hasText: 'Sensörü değiştir.' });
  await reply.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = a.getByRole('dialog', { name: 'Cevabı düzenle' });
  // The compact rich-text editor, as for a new answer.
  const body = dialog.getByRole('textbox', { name: 'Metin' });
  await expect(body).toHaveAttribute('contenteditable', 'true');
  await expect(body).toHaveText('Sensörü değiştir.');
  await body.fill('Önce yağ seviyesine bak, sonra sensörü değiştir.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  const edited = a.locator('article', { hasText: 'Önce yağ seviyesine bak' });
  await expect(edited).toBeVisible();
  await expect(edited.getByText(/düzenlendi/)).toBeVisible();

  const moderator = await newMemberPage({ label: 'moderator', signInAs: { ...MODERATOR, id: '' } });
  await moderator.page.goto(`/forum/engine/topic/${topic.id}`);
  await moderator.page.locator('article', { hasText: 'Önce yağ seviyesine bak' }).getByRole('button', { name: 'Önceki sürümler' }).click();
  await expect(moderator.page.getByRole('dialog', { name: 'Önceki sürümler' }).getByText('Sensörü değiştir.')).toBeVisible();
});
