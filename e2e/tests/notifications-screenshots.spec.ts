/**
 * Screenshots of notifications (project 'screenshots'), at 1280 and 390 px: the header bell open
 * over /garages, /notifications (grouped likes "X ve 2 kişi daha", follows, a comment, the
 * first-garage badge, one read), the e-mail preferences on /profile and the unsubscribe page of
 * a real mail's link; /notifications once more in English. PNGs in
 * docs/screenshots/notifications-*.png. The notifications come from real actions of three
 * other members (API requests in their own browser contexts).
 */
import type { Browser, Page } from '@playwright/test';
import { baseUrl, createGarageViaApi, expect, outboxLink, signUpViaApi, test, type TestUser } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage } from '../fixtures/screenshots';

const origin = () => ({ origin: new URL(baseUrl()).origin });

/** A signed-up member in their own context. */
async function otherMember(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await signUpViaApi(page);
  return page;
}

/** Likes, follows and a comment from three members on `me`'s new garage; returns me. */
async function withNotifications(page: Page, browser: Browser): Promise<TestUser> {
  const me = await signUpViaApi(page);
  // E-mail for follows too, so a mail with an unsubscribe link arrives.
  const prefs = await page.request.put('/api/me/notification-preferences', { data: { items: [{ type: 'follow', email: true }] }, headers: origin() });
  expect(prefs.ok()).toBe(true);
  const garage = await createGarageViaApi(page, { name: 'Gece Mavisi Civic', carBrand: 'Honda', carModel: 'Civic', carYear: 2018 });
  const others = await Promise.all([otherMember(browser), otherMember(browser), otherMember(browser)]);
  for (const [i, other] of others.entries()) {
    expect((await other.request.put(`/api/garages/${garage.id}/like`, { headers: origin() })).ok()).toBe(true);
    if (i < 2) expect((await other.request.put(`/api/users/${encodeURIComponent(me.username)}/follow`, { headers: origin() })).ok()).toBe(true);
  }
  const comment = await others[2]!.request.post(`/api/garages/${garage.id}/comments`, { data: { body: '<p>Jantlar çok yakışmış!</p>' }, headers: origin() });
  expect(comment.ok()).toBe(true);
  // The first-garage badge notification is marked read, so read and unread both show.
  const list = (await (await page.request.get('/api/notifications')).json()) as { items: { id: string; type: string }[] };
  const badge = list.items.find((n) => n.type === 'badge_earned');
  if (badge) expect((await page.request.post(`/api/notifications/${badge.id}/read`, { headers: origin() })).ok()).toBe(true);
  for (const other of others) await other.context().close();
  return me;
}

forEachViewport((width, height) => {

  test('bell, notifications page, preferences and unsubscribe', async ({ page, browser }) => {
    test.slow();
    const me = await withNotifications(page, browser);

    // The bell open over /garages (the popover: a viewport shot).
    await page.goto('/garages');
    const bell = page.getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect(popover.getByText(/kişi daha/)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: outFile('notifications-bell', width), animations: 'disabled', caret: 'hide' });
    await page.keyboard.press('Escape');

    // The page with the header's bell loaded (it comes after the page is interactive).
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ })).toBeVisible();
    await expect(page.getByText(/okunmamış bildirim/)).toBeVisible();
    await shoot(page, 'notifications-page', width);

    // The preferences section of /profile.
    await page.goto('/profile#notification-preferences');
    const section = page.locator('#notification-preferences');
    await expect(section.getByRole('switch', { name: 'Yeni takipçilerim' })).toHaveAttribute('aria-checked', 'true');
    await page.evaluate(() => document.fonts.ready);
    // Tall enough for the whole card (an element shot does not go past the viewport).
    await page.setViewportSize({ width, height: 1600 });
    await section.screenshot({ path: outFile('notifications-preferences', width), animations: 'disabled', caret: 'hide' });
    await page.setViewportSize({ width, height });

    // The unsubscribe page of the follow mail's link.
    // The page's link (the List-Unsubscribe header names the API address, which comes first).
    const link = await outboxLink(me.email, `${new URL(baseUrl()).host}/unsubscribe?token=`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('button', { name: 'E-postaları Kapat' })).toBeVisible();
    await shoot(page, 'notifications-unsubscribe', width);

    await useLanguage(page, 'en');
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await shoot(page, 'notifications-page-en', width);
  });
});
