/**
 * Notifications in the browser — THE journey: member A follows member B from the users directory;
 * B, already on a page in another browser, sees the bell's count rise WITHOUT a reload and finds
 * "<A> seni takip etti" in the bell's list, marks everything read, and finds it on
 * /notifications. Then the e-mail preferences on /profile: switching one on is stored.
 */
import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures/test';

/** Resolves when the page's live connection carries the notifications channel. */
const notificationStream = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/events?channels=') && response.url().includes('notifications'));

test('a follow from /users reaches the followed member’s bell live, without a reload', async ({ newMemberPage }) => {
  const followed = await newMemberPage({ label: 'followed (B)' });
  const follower = await newMemberPage({ label: 'follower (A)' });
  const b = followed.page;
  const aName = follower.user.username;
  const bName = followed.user.username;

  // B is already on a page: the bell loads after the page is interactive and goes live.
  const live = notificationStream(b);
  await b.goto('/garages');
  const bell = b.getByRole('button', { name: 'Bildirimler', exact: true });
  await expect(bell).toBeVisible();
  await live;

  // A follows B from the directory.
  const a = follower.page;
  await a.goto(`/users?q=${encodeURIComponent(bName)}`);
  const card = a.getByRole('article').filter({ hasText: `@${bName}` });
  await card.getByRole('button', { name: `${bName} adlı üyeyi takip et` }).click();
  await expect(toast(a, 'Takip Edildi')).toBeVisible();

  // B: the count rises on the same page (no navigation, no reload).
  const navigations: string[] = [];
  b.on('framenavigated', (frame) => {
    if (frame === b.mainFrame()) navigations.push(frame.url());
  });
  const unreadBell = b.getByRole('button', { name: 'Bildirimler (1 okunmamış)' });
  await expect(unreadBell).toBeVisible();
  await expect(b.getByTestId('notification-count')).toHaveText('1');
  expect(navigations).toEqual([]);

  // The list in the bell: "<A> seni takip etti", linking to A's profile.
  await unreadBell.click();
  const popover = b.getByRole('dialog', { name: 'Bildirimler' });
  const item = popover.getByRole('link', { name: new RegExp(`^${aName} seni takip etti`) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', `/user/${encodeURIComponent(aName)}`);

  // Mark all read: the count goes away, the item stays (read).
  await popover.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(b.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
  await expect(b.getByTestId('notification-count')).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Okundu işaretle', exact: true })).toHaveCount(0);

  // The full list.
  await popover.getByRole('link', { name: 'Tüm bildirimleri gör' }).click();
  await expect(b).toHaveURL(/\/notifications$/);
  // The popover closes on the way (its closing animation can still be on screen for a moment).
  await expect(popover).toBeHidden();
  await expect(b.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  const list = b.getByRole('main');
  await expect(list.getByRole('link', { name: new RegExp(`^${aName} seni takip etti`) })).toBeVisible();
  await expect(b.getByText('Tüm bildirimler okundu')).toBeVisible();

  // Another follow while B is on /notifications: the list and the count follow live.
  const third = await newMemberPage({ label: 'follower (C)' });
  const status = await third.page.request.put(`/api/users/${encodeURIComponent(bName)}/follow`);
  expect(status.status()).toBe(200);
  await expect(b.getByText('1 okunmamış bildirim')).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(`^${third.user.username} seni takip etti`) })).toBeVisible();
});

test('notification preferences on /profile: answer e-mails and pushes on by default, a switch is stored', async ({ newMemberPage }) => {
  const { page } = await newMemberPage({ label: 'member' });
  await page.goto('/profile');
  const section = page.locator('#notification-preferences');
  await expect(section.getByRole('heading', { name: 'Bildirim Tercihleri' })).toBeVisible();
  const answers = section.getByRole('switch', { name: 'Sorularıma gelen cevaplar (e-posta)' });
  const followers = section.getByRole('switch', { name: 'Yeni takipçilerim (e-posta)' });
  await expect(answers).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByRole('switch', { name: 'Sorularıma gelen cevaplar (anlık bildirim)' })).toHaveAttribute('aria-checked', 'true');
  await expect(followers).toHaveAttribute('aria-checked', 'false');
  await followers.click();
  await expect(toast(page, 'Bildirim tercihlerin kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Yeni takipçilerim (e-posta)' })).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByRole('switch', { name: 'Yeni takipçilerim (anlık bildirim)' })).toHaveAttribute('aria-checked', 'false');
});

test('the unsubscribe page refuses a damaged link', async ({ page, consoleGuard }) => {
  consoleGuard.allowHttpError(400, /\/api\/notifications\/unsubscribe/, 'a damaged token answers 400 UNSUBSCRIBE_TOKEN_INVALID');
  await page.goto('/unsubscribe?token=bozuk.baglanti');
  await expect(page.getByRole('heading', { name: 'Bağlantı Geçersiz' })).toBeVisible();
});
