/**
 * Private messages in the browser: a buyer writes to the seller of a for-sale garage from the
 * garage page and the seller, already on their inbox, sees the conversation arrive live (no
 * reload), opens it, answers, and the buyer sees the answer live; a member blocked from their
 * profile cannot be written to any more, in the page and through the API.
 */
import type { Page } from '@playwright/test';
import { createGarageViaApi, expect, test } from '../fixtures/test';

/** Resolves when the page's live connection carries the messages channel. */
const messagesStream = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/events?channels=') && response.url().includes('messages'));

test('a buyer messages the seller of a for-sale garage; the seller sees it live and answers', async ({ newMemberPage }) => {
  const seller = await newMemberPage({ label: 'seller' });
  const buyer = await newMemberPage({ label: 'buyer' });
  const garage = await createGarageViaApi(seller.page, { name: 'Satılık Civic Type R', carBrand: 'Honda', carModel: 'Civic', isForSale: true, salePrice: '1.850.000 TL' });

  // The seller waits on the inbox, connected.
  const s = seller.page;
  const live = messagesStream(s);
  await s.goto('/messages');
  await expect(s.getByText('Henüz mesajın yok')).toBeVisible();
  await live;
  const navigations: string[] = [];
  s.on('framenavigated', (frame) => {
    if (frame === s.mainFrame()) navigations.push(frame.url());
  });

  // The buyer writes from the garage page.
  const b = buyer.page;
  await b.goto(`/garage/${garage.id}`);
  await b.getByRole('link', { name: 'Satıcıya Mesaj Gönder' }).click();
  await expect(b).toHaveURL(/\/messages\/new\?/);
  await expect(b.getByText('Satılık Civic Type R')).toBeVisible();
  const text = 'Merhaba, Civic hâlâ satılık mı? Hafta sonu görebilir miyim?';
  await b.getByRole('textbox', { name: 'Mesajın' }).fill(text);
  await b.getByRole('textbox', { name: 'Mesajın' }).press('Enter');
  await expect(b).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(b.getByRole('log').getByText(text)).toBeVisible();

  // The seller: the conversation and the badge appear on the same page.
  const row = s.getByRole('link', { name: new RegExp(buyer.user.username) });
  await expect(row).toBeVisible();
  await expect(s.getByRole('link', { name: 'Mesajlar (1 okunmamış konuşma)' })).toBeVisible();
  expect(navigations).toEqual([]);

  // It opens with the garage on top; reading clears the badge; the answer reaches the buyer live.
  await row.click();
  await expect(s.getByRole('log').getByText(text)).toBeVisible();
  await expect(s.getByText('Satılık Civic Type R')).toBeVisible();
  await expect(s.getByRole('link', { name: 'Mesajlar', exact: true })).toBeVisible();
  const answer = 'Evet, satılık. Cumartesi öğleden sonra uygunum.';
  await s.getByRole('textbox', { name: 'Mesajın' }).fill(answer);
  await s.getByRole('button', { name: 'Gönder' }).click();
  await expect(s.getByRole('log').getByText(answer)).toBeVisible();
  await expect(b.getByRole('log').getByText(answer)).toBeVisible();
  // The buyer read it on the open page: the seller sees "Görüldü" under the answer.
  await expect(s.getByText('Görüldü')).toBeVisible();
});

test('a member blocked from their profile cannot be messaged', async ({ newMemberPage }) => {
  const blocker = await newMemberPage({ label: 'blocker' });
  const other = await newMemberPage({ label: 'blocked' });

  const a = blocker.page;
  await a.goto(`/user/${encodeURIComponent(other.user.username)}`);
  await a.getByRole('button', { name: 'Engelle' }).click();
  const dialog = a.getByRole('alertdialog');
  await expect(dialog.getByText(`@${other.user.username} engellensin mi?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Engelle' }).click();
  await expect(a.getByRole('button', { name: 'Engeli kaldır' })).toBeVisible();

  const b = other.page;
  await b.goto(`/messages/new?to=${encodeURIComponent(blocker.user.username)}`);
  await expect(b.getByText('Bu üyeyle mesajlaşamazsın.')).toBeVisible();
  await expect(b.getByRole('textbox', { name: 'Mesajın' })).toHaveCount(0);
  const res = await b.request.post('/api/messages/conversations', { data: { username: blocker.user.username, body: 'Merhaba' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe('MESSAGE_BLOCKED');
});
