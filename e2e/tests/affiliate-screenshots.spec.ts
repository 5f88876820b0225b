/**
 * Screenshots of /affiliate (project 'screenshots') at 1280 and 390 px: the visitor
 * page in Turkish and English, and a member's page with invited friends (two rewarded, one
 * pending) in Turkish and English (and dark), with no horizontal scrolling. PNGs in
 * docs/screenshots/affiliate-*.png.
 */
import type { Browser } from '@playwright/test';
import { baseUrl, DEFAULT_PASSWORD, expect, expectNoHorizontalScroll, test, uniqueEmail, uniqueUsername, useTheme, verifyEmailViaOutbox } from '../fixtures/test';
import { forEachViewport, shoot, useLanguage, visit } from '../fixtures/screenshots';

/** Signs a friend up with `ref` through the API; verified unless `verified: false`. */
async function inviteFriend(browser: Browser, ref: string, verified: boolean) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  const email = uniqueEmail();
  const startedAt = Date.now();
  const username = uniqueUsername('arkadas');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: DEFAULT_PASSWORD, name: username, username, acceptTerms: true, ref },
    headers: { origin: baseUrl() },
  });
  expect(res.ok()).toBe(true);
  if (verified) await verifyEmailViaOutbox(page, email, startedAt);
  await context.close();
}

forEachViewport((width) => {

  test('affiliate: visitor tr and en', async ({ page }) => {
    await visit(page, '/affiliate', 'affiliate-visitor', width);
    await expect(page.getByRole('heading', { name: 'Nasıl Çalışır?' })).toBeVisible();
    await expectNoHorizontalScroll(page, `/affiliate ${width}`);
    await useLanguage(page, 'en');
    await visit(page, '/affiliate', 'affiliate-visitor-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite a Friend' })).toBeVisible();
    await expectNoHorizontalScroll(page, `/affiliate en ${width}`);
  });

  test('affiliate: member with invited friends, tr and en', async ({ browser, newMemberPage }) => {
    test.slow();
    const { page } = await newMemberPage({ label: 'inviter' });
    const mine = await page.request.get('/api/me/invites');
    const { code } = (await mine.json()) as { code: string };
    await inviteFriend(browser, code, true);
    await inviteFriend(browser, code, true);
    await inviteFriend(browser, code, false);
    await page.goto('/affiliate');
    await expect(page.getByTestId('invited-friend')).toHaveCount(3);
    await expect(page.getByTestId('invite-stat-points')).toHaveText('1.000');
    await shoot(page, 'affiliate-member', width);
    await expectNoHorizontalScroll(page, `/affiliate member ${width}`);
    await useLanguage(page, 'en');
    await page.goto('/affiliate');
    await expect(page.getByTestId('invite-stat-points')).toHaveText('1,000');
    await shoot(page, 'affiliate-member-en', width);
    await useTheme(page, 'dark');
    await page.goto('/affiliate');
    await expect(page.getByTestId('invited-friend')).toHaveCount(3);
    await shoot(page, 'affiliate-member-en-dark', width);
  });
});
