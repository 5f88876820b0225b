/**
 * Shared addresses: when the session check is refused (429 from a rate limit, as behind a mobile
 * carrier's NAT) the web app does not sign the member out — it waits, asks again, and the member
 * stays on their members-only page with the signed-in header.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Serves `path` as the server sends it when its own session read failed: without server-rendered state. */
async function withoutServerState(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="[^"]+">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
}

/** Answers the browser's next `count` session checks with 429; returns how many were refused so far. */
async function refuseSessionChecks(page: Page, count: number): Promise<() => number> {
  let refused = 0;
  await page.route('**/api/auth/get-session*', async (route) => {
    if (refused >= count) return route.continue();
    refused += 1;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'x-retry-after': '1' },
      body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
    });
  });
  return () => refused;
}

test('a member stays signed in on /profile when the session check answers 429 once', async ({ newMemberPage, consoleGuard }) => {
  // The page renders in the browser only (no server state): its translations load first.
  test.slow();
  consoleGuard.allowHttpError(429, /\/api\/auth\/get-session/, 'the refused session check this test provokes');
  const { page, user } = await newMemberPage();
  const refused = await refuseSessionChecks(page, 1);
  await withoutServerState(page, '/profile');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Ayarları' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hesap menüsü: @${user.username}` })).toBeVisible();
  expect(refused()).toBe(1);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
});

test('a signed-in header survives a refused check when the tab comes back', async ({ newMemberPage, consoleGuard }) => {
  consoleGuard.allowHttpError(429, /\/api\/auth\/get-session/, 'the refused session checks this test provokes');
  const { page, user } = await newMemberPage();
  await page.goto('/profile');
  const account = page.getByRole('button', { name: `Hesap menüsü: @${user.username}` });
  await expect(account).toBeVisible();
  const refused = await refuseSessionChecks(page, 3);
  // Another tab's sign-in or sign-out message makes the page ask again (lib/session.ts).
  await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'better-auth.message', newValue: '{}' })));
  await expect.poll(refused).toBeGreaterThan(0);
  await expect(account).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});
